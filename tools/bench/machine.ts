import { cpus, totalmem } from 'node:os';

/** One line naming the machine and the date, written beside every benchmark result. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 1024 ** 3);
  return `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpu}), ${memory} GiB, Node ${process.versions.node}`;
}
