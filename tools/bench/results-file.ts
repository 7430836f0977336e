import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const HEADER =
  '# Benchmarks\n\nMeasured by the scripts in `tools/bench/` (`npm run bench:*`), never by timed tests. Each section is\nrewritten by its script with the date and the machine.\n';

/** Replaces the section `## {title}` of docs/benchmarks.md (or appends it). */
export function writeSection(title: string, body: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(FILE, next.endsWith('\n') ? next : `${next}\n`);
}
