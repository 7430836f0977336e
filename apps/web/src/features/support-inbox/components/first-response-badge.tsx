import { useEffect, useState } from 'react';
import { Badge } from '@mantine/core';
import { firstResponseClock, formatElapsed } from '../first-response';
import { INBOX_TEXTS as T } from '../texts';

/** The first-response clock of one chat: ticking (orange, then red after 5 minutes) until an agent answers. */
export function FirstResponseBadge({
  escalatedAt,
  firstResponseAt,
}: {
  escalatedAt: string;
  firstResponseAt: string | null;
}) {
  const [now, setNow] = useState(() => new Date());
  const isRunning = firstResponseAt === null;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  const clock = firstResponseClock(escalatedAt, firstResponseAt, now);
  const elapsed = formatElapsed(clock.elapsedMs);
  if (clock.state === 'answered')
    return (
      <Badge variant="light" color="teal">
        {T.clock.answered(elapsed)}
      </Badge>
    );
  return (
    <Badge variant="light" color={clock.elapsedMs > 5 * 60_000 ? 'red' : 'orange'}>
      {T.clock.waiting(elapsed)}
    </Badge>
  );
}
