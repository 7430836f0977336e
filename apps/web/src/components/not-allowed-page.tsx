import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

export const NOT_ALLOWED_TEXTS = {
  title: 'Not included in your plan',
  body: 'Your plan does not include this page; ask us about upgrading if you need it.',
  back: 'Go to the dashboard',
} as const;

/** A page the partner's plan hides (decision 011): said plainly, with the way back. */
export function NotAllowedPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" data-testid="not-allowed-page">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconLock size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {NOT_ALLOWED_TEXTS.title}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {NOT_ALLOWED_TEXTS.body}
        </Text>
        <Button component={Link} to="/dashboard" mt="sm">
          {NOT_ALLOWED_TEXTS.back}
        </Button>
      </Stack>
    </Center>
  );
}
