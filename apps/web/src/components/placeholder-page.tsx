import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useMatches } from 'react-router';
import { PageHeader } from './page-header';

export const placeholderHeading = (title: string) => `${title} — coming in a later release`;

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** A route of the spec whose screen a later issue builds: labelled, never blank. */
export function PlaceholderPage() {
  const matches = useMatches();
  const title = titleOf(matches.at(-1)?.handle) ?? 'This page';
  return (
    <>
      <PageHeader title={title} />
      <Card padding="xl" data-testid="placeholder-page">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglass size={30} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" color="gray">
            Placeholder
          </Badge>
          <Title order={3} ta="center">
            {placeholderHeading(title)}
          </Title>
          <Text c="dimmed" ta="center" maw={520}>
            This page is part of the partner dashboard. Its screen is built in a later release; the menu, the
            address and the access rules already work.
          </Text>
        </Stack>
      </Card>
    </>
  );
}
