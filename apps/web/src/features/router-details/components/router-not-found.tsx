import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRouterOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTER_DETAILS_TEXTS as T } from '../texts';

/** A router id that is unknown or another partner's (the server answers 404 for both). */
export function RouterNotFound() {
  return (
    <Card padding="xl" data-testid="router-not-found">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconRouterOff size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{T.notFoundTitle}</Title>
        <Text c="dimmed" ta="center" maw={480}>
          {T.notFoundBody}
        </Text>
        <Button component={Link} to="/routers" mt="sm">
          {T.back}
        </Button>
      </Stack>
    </Card>
  );
}
