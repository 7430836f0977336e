import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnvSchema } from './env';

/** The README's configuration table is how an operator learns the settings: it lists each one, and only those. */
describe("the README's configuration table", () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]!);
  const variables = Object.keys(ZEnvSchema.shape);

  it('documents every variable the server reads', () => {
    expect(variables.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    expect(documented.filter((name) => !variables.includes(name))).toEqual([]);
  });
});
