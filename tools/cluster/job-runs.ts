import { readFileSync } from 'node:fs';

/** One run of a scheduled job as a replica logged it (scheduler.ts: 'scheduled job ran', at debug). */
export type JobRun = { replica: string; job: string; period: number; time: number };

/** The job runs in the replicas' logs (pino's JSON lines); a killed replica's log is read after its death. */
export function readJobRuns(replicas: { name: string; logFile: string }[]): JobRun[] {
  return replicas.flatMap((replica) =>
    readFileSync(replica.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"scheduled job ran"'))
      .map((line) => JSON.parse(line) as { job: string; period?: number; time: number })
      .filter((entry) => entry.period !== undefined)
      .map((entry) => ({ replica: replica.name, job: entry.job, period: entry.period!, time: entry.time })),
  );
}

/** Each (job, period) that ran more than once across the replicas: must be none. */
export function periodsRunTwice(runs: JobRun[]): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const run of runs) {
    const key = `${run.job}#${run.period}`;
    const before = seen.get(key);
    if (before !== undefined) twice.push(`${run.job} period ${run.period} on ${before} and ${run.replica}`);
    else seen.set(key, run.replica);
  }
  return twice;
}
