import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One section of the help text: a page's `## ` heading and the paragraph under it. */
export type HelpSection = { page: string; file: string; heading: string; text: string };

/**
 * The help written for partners, `docs/help/*.md` at the repository root: found by walking up from this
 * file, so the same lookup works from the sources (tests, development) and from the bundle in dist/.
 */
export function helpFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    const candidate = join(dir, 'docs', 'help');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Could not find the docs/help folder');
}

/** Splits a page into its sections; the `# ` title names the page. */
export function sectionsOf(file: string, markdown: string): HelpSection[] {
  const page = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? file;
  const sections: HelpSection[] = [];
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [heading = '', ...body] = part.split('\n');
    const text = body.join(' ').replace(/\s+/g, ' ').trim();
    if (text) sections.push({ page, file, heading: heading.trim(), text });
  }
  return sections;
}

let loaded: HelpSection[] | null = null;

/** Every section of the help, read once (the files ship with the server and do not change while it runs). */
export function helpSections(): HelpSection[] {
  if (!loaded) {
    const folder = helpFolder();
    loaded = readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .flatMap((f) => sectionsOf(f, readFileSync(join(folder, f), 'utf8')));
  }
  return loaded;
}
