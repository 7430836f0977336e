// The product specification, copied into the repository (issue 28 §3: nothing a newcomer needs lies
// outside it). The team's copy lives in the shared folder beside the repository; `npm run docs:spec` copies
// it into docs/spec/ verbatim (prettier leaves it alone), so a clone carries the specification its code was
// built against. SPEC_DIR names another shared folder.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib.mjs';

/** What is copied, from the shared folder to docs/spec/. */
export const FILES = [
  ['spec/part-1-core.md', 'part-1-core.md'],
  ['spec/part-2-operations.md', 'part-2-operations.md'],
  ['spec/texts.txt', 'texts.txt'],
  ['SPEC-NOTES.md', 'SPEC-NOTES.md'],
];

const shared = resolve(process.env.SPEC_DIR ?? join(root, '..', 'shared'));
const target = join(root, 'docs', 'spec');
const missing = FILES.filter(([from]) => !existsSync(join(shared, from)));
if (missing.length) {
  console.error(`${shared}: missing ${missing.map(([from]) => from).join(', ')} (set SPEC_DIR)`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
for (const [from, to] of FILES) copyFileSync(join(shared, from), join(target, to));
console.log(`docs/spec: ${FILES.length} files copied from ${shared}`);
