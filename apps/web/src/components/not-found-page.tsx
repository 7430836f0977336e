import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const NOT_FOUND_TEXTS = {
  code: '404',
  title: 'Page not found',
  body: 'The address you opened does not exist in the partner dashboard.',
  back: 'Go to the dashboard',
} as const;

export function NotFoundPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" data-testid="not-found-page">
        <Text fz={64} fw={800} c="brand.6" lh={1}>
          {NOT_FOUND_TEXTS.code}
        </Text>
        <Title order={1} fz={26}>
          {NOT_FOUND_TEXTS.title}
        </Title>
        <Text c="dimmed" ta="center">
          {NOT_FOUND_TEXTS.body}
        </Text>
        <Button component={Link} to="/dashboard" mt="sm">
          {NOT_FOUND_TEXTS.back}
        </Button>
      </Stack>
    </Center>
  );
}
