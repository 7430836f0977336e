import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sweepSilentSessions } from './sweep';
import { defineJob } from '../../jobs/scheduler';

/** Every minute: guest sessions silent for three interim intervals become disconnected (decision 023). */
export const hotspotSilenceJob = (database: Database, clock: Clock, interimSeconds: number) =>
  defineJob({
    name: 'hotspot-silence',
    intervalMs: 60_000,
    run: async () => {
      await sweepSilentSessions(database.db, clock.now(), interimSeconds);
    },
  });
