import { readFileSync, readdirSync } from 'node:fs';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median of 3; 12.1–30.4" for a line measured several times. */
export const medianNote = (values: number[], digits = 1) =>
  `median of ${values.length}; ${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

const cpuTimes = (): number[] | null => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return null; // not Linux
  }
};

/**
 * CPU steal while a line runs: the share of time the hypervisor gave this VM's cores to someone else
 * (/proc/stat). On a shared machine it is what makes one run of a line differ from the next; the results
 * show it so a reader can tell the machine's noise from the server's.
 */
export function stealMeter(): () => number | null {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    if (!before || !after || before.length < 8) return null;
    const delta = after.map((v, i) => v - (before[i] ?? 0));
    // user nice system idle iowait irq softirq steal; guest time is already counted in user.
    const total = delta.slice(0, 8).reduce((a, b) => a + b, 0);
    return total > 0 ? (100 * delta[7]!) / total : null;
  };
}

const TICK_MS = 10; // USER_HZ is 100 on Linux: /proc times are in hundredths of a second

/** utime + stime (+ the reaped children's) of `pid` in ms, or null when it is gone or not on Linux. */
function processCpuMs(pid: number): number | null {
  return processCpu(pid)?.total ?? null;
}

/** CPU ms of `pid`: all of it, and the kernel's part (system calls: sockets, for a server). */
function processCpu(pid: number): { total: number; kernel: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state: utime is field 14 of the line.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const kernel = (fields[12]! + fields[14]!) * TICK_MS;
    return { total: (fields[11]! + fields[13]!) * TICK_MS + kernel, kernel };
  } catch {
    return null;
  }
}

/** `pid` and its live children (a postmaster and its backends), each with its CPU ms so far. */
function familyCpu(pid: number): Map<number, number> {
  const found = new Map<number, number>();
  const own = processCpuMs(pid);
  if (own === null) return found;
  found.set(pid, own);
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return found;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.set(Number(entry), processCpuMs(Number(entry)) ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const familyDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** CPU time spent while a line ran (ms): by the server, the database's processes, this generator, and everyone. */
export type CpuSpent = {
  server: number;
  /** The server's time in the kernel (its share of `server`). */
  serverKernel: number;
  database: number | null;
  generator: number;
  /** Busy time of the whole machine (all cores), and its capacity (cores × wall time). */
  machineBusy: number;
  machineTotal: number;
};

/**
 * CPU by process while a line runs: on a machine shared with other work, the CPU the server spends per
 * packet is a measure that does not move with the neighbours, where packets a second do. Everyone else's
 * share is what the machine spent beyond the three counted here.
 */
export function cpuMeter(serverPid: number, databasePid?: number): () => CpuSpent {
  const server = processCpu(serverPid) ?? { total: 0, kernel: 0 };
  const database = databasePid ? familyCpu(databasePid) : null;
  const generator = process.cpuUsage();
  const machine = cpuTimes();
  return () => {
    const spentGenerator = process.cpuUsage(generator);
    const machineAfter = cpuTimes();
    const delta = machine && machineAfter ? machineAfter.map((v, i) => v - (machine[i] ?? 0)) : [];
    // user nice system idle iowait irq softirq steal
    const total = delta.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (delta[3] ?? 0) + (delta[4] ?? 0);
    return {
      server: (processCpu(serverPid) ?? server).total - server.total,
      serverKernel: (processCpu(serverPid) ?? server).kernel - server.kernel,
      database: database && databasePid ? familyDelta(database, familyCpu(databasePid)) : null,
      generator: (spentGenerator.user + spentGenerator.system) / 1000,
      machineBusy: (total - idle) * TICK_MS,
      machineTotal: total * TICK_MS,
    };
  };
}
