import { Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TRouter } from '@ared/contract/routers';
import { formatTimeRemaining, updateDisplay } from '../rules/update-display';
import { ROUTERS_TEXTS } from '../texts';

const T = ROUTERS_TEXTS.update;

/** The update column: progress while downloading, the next check while waiting, for online routers only. */
export function RouterUpdateStatus({ router }: { router: Pick<TRouter, 'is_online' | 'otab'> }) {
  const display = updateDisplay(router);
  switch (display.kind) {
    case 'updating':
      return (
        <Stack gap={4} miw={140} data-testid="update-status">
          <Text size="sm" fw={600} c="blue">
            {T.updating}
          </Text>
          <Progress value={display.progress} size="sm" color="blue" animated aria-label={T.updating} />
          <Text size="xs" c="dimmed">
            {T.complete(display.progress)}
          </Text>
        </Stack>
      );
    case 'waiting':
      return (
        <Text size="sm" miw={160} maw={220} data-testid="update-status">
          {T.waiting(formatTimeRemaining(display.seconds))}
        </Text>
      );
    case 'none':
      return (
        <Text size="sm" c="dimmed" data-testid="update-status">
          {T.none}
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          <span aria-hidden>—</span>
          <VisuallyHidden>{ROUTERS_TEXTS.offline}</VisuallyHidden>
        </Text>
      );
  }
}
