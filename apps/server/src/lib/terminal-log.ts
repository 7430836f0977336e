import type { DestinationStream } from 'pino';

/**
 * Log lines for a person at a terminal (issue 29 §6): `12:14:48 INFO  mail written to outbox — code 453624
 * to=… subject="…"`. The JSON pino writes is what a log collector wants; on a terminal the same fields are
 * printed as one readable line each, the `hint` a mail line carries (a sign-in code, a reset link) right
 * after the message where it is found at a glance. Nothing is dropped: every field is printed.
 */
export function terminalLogStream(
  out: { write(text: string): unknown },
  { color }: { color: boolean },
): DestinationStream {
  return { write: (line: string) => void out.write(`${formatLogLine(line, { color })}\n`) };
}

const LEVELS: Record<number, { name: string; ansi: string }> = {
  10: { name: 'TRACE', ansi: '90' },
  20: { name: 'DEBUG', ansi: '90' },
  30: { name: 'INFO ', ansi: '32' },
  40: { name: 'WARN ', ansi: '33' },
  50: { name: 'ERROR', ansi: '31' },
  60: { name: 'FATAL', ansi: '41;97' },
};

/** Fields every line has (or that the line's layout already shows) and are not repeated as key=value. */
const LAID_OUT = new Set(['level', 'time', 'msg', 'hint', 'pid', 'hostname', 'err']);

export function formatLogLine(line: string, { color }: { color: boolean }): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  if (entry === null || typeof entry !== 'object') return line.trimEnd();
  const paint = (ansi: string, text: string) => (color ? `\u001b[${ansi}m${text}\u001b[0m` : text);
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level).padEnd(5), ansi: '0' };
  const time = typeof entry.time === 'number' ? clockTime(entry.time) : '--:--:--';
  const hint = typeof entry.hint === 'string' ? paint('1', ` — ${entry.hint}`) : '';
  const fields = Object.entries(entry)
    .filter(([key, value]) => !LAID_OUT.has(key) && value !== undefined)
    .map(([key, value]) => `${paint('90', `${key}=`)}${fieldText(value)}`);
  const head = `${paint('90', time)} ${paint(level.ansi, level.name)} ${String(entry.msg ?? '')}${hint}`;
  return [[head, ...fields].join(' '), ...errorLines(entry.err)].join('\n');
}

/** HH:MM:SS of the machine's clock: a person at the terminal reads the time of day, not an epoch. */
const clockTime = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

const fieldText = (value: unknown): string => {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
};

/** An error's type and message, then its stack indented under the line (the stack's first line repeats them). */
function errorLines(err: unknown): string[] {
  if (!err || typeof err !== 'object') return [];
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  const lines = [`    ${type ?? 'Error'}: ${message ?? ''}`];
  if (typeof stack === 'string')
    lines.push(
      ...stack
        .split('\n')
        .slice(1)
        .map((l) => `    ${l.trim()}`),
    );
  return lines;
}
