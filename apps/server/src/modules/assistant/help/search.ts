import { type HelpSection, helpSections } from './help-text';

/** Words that say nothing about what is asked ("how do I …"). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why with you your'.split(
    ' ',
  ),
);

/** The plural or verb ending dropped: "Vouchers" and "voucher" meet. */
function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "revoke" and "revoking", "create" and "creating" meet on "revok", "creat".
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** A text's search terms: lower case, accents dropped, stop words out, each word stemmed. */
export function termsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

type Indexed = { section: HelpSection; heading: Set<string>; counts: Map<string, number> };

let index: { docs: Indexed[]; idf: Map<string, number> } | null = null;

function indexOf() {
  if (index) return index;
  const docs = helpSections().map((section) => {
    const counts = new Map<string, number>();
    for (const t of termsOf(`${section.heading} ${section.text}`)) counts.set(t, (counts.get(t) ?? 0) + 1);
    return { section, heading: new Set(termsOf(`${section.page} ${section.heading}`)), counts };
  });
  const idf = new Map<string, number>();
  for (const d of docs) for (const t of d.counts.keys()) idf.set(t, (idf.get(t) ?? 0) + 1);
  for (const [t, n] of idf) idf.set(t, Math.log(1 + docs.length / n));
  index = { docs, idf };
  return index;
}

export type HelpHit = HelpSection & { score: number };

/**
 * Full-text search over the help: each query word found in a section scores its rarity across the help
 * (idf) times how often the section says it (dampened), three times over when the heading says it. Sections
 * that match no word are not answers.
 */
export function searchHelp(query: string, limit = 3): HelpHit[] {
  const { docs, idf } = indexOf();
  const terms = [...new Set(termsOf(query))];
  if (terms.length === 0) return [];
  return docs
    .map((d) => {
      let score = 0;
      for (const t of terms) {
        const n = d.counts.get(t) ?? 0;
        if (n === 0) continue;
        score += (idf.get(t) ?? 0) * (1 + Math.log(n)) * (d.heading.has(t) ? 3 : 1);
      }
      return { ...d.section, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file))
    .slice(0, limit);
}
