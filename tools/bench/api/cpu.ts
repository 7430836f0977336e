import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Parent and CPU ticks (utime + stime) of every process, read from /proc/<pid>/stat. */
function processTable(): Map<number, { parent: number; ticks: number }> {
  const table = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited between the listing and the read
    }
  }
  return table;
}

/**
 * CPU milliseconds used so far by a process and all its descendants: gunicorn's master and its workers,
 * PostgreSQL's postmaster and its backends. Processes that already exited are not counted, which is why
 * the servers keep their connections (and workers) for the whole run.
 */
export function treeCpuMs(rootPid: number): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    ticks += table.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** This process's own CPU milliseconds (the bare Fastify route runs inside the bench). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
