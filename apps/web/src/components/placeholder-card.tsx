import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

export const placeholderHeading = (title: string) => `${title} — coming in a later release`;

type Props = { title: string; body: string; size?: 'page' | 'tab'; testId?: string };

/** A labelled "later release" card: a whole page or one tab whose screen a later issue builds. */
export function PlaceholderCard({ title, body, size = 'page', testId }: Props) {
  const isPage = size === 'page';
  return (
    <Card padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" py={isPage ? 'xl' : 'lg'}>
        <ThemeIcon size={isPage ? 56 : 48} radius="xl" variant="light">
          <IconHourglass size={isPage ? 30 : 26} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light" color="gray">
          Placeholder
        </Badge>
        <Title order={isPage ? 3 : 4} ta="center">
          {placeholderHeading(title)}
        </Title>
        <Text c="dimmed" ta="center" maw={520} size={isPage ? 'md' : 'sm'}>
          {body}
        </Text>
      </Stack>
    </Card>
  );
}
