import { join } from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

const root = join(import.meta.dirname, '..', '..');

/**
 * A linter for one local rule, as the project's config runs it on TypeScript: `lint(file, code)` lints
 * `code` as if it were `file` under `base` (relative to the repository) and answers the messages' ids.
 */
export function lintWith(rule: Rule.RuleModule, base: string): (file: string, code: string) => string[] {
  return (file, code) => {
    const linter = new Linter({ configType: 'flat' });
    const messages = linter.verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { local: { rules: { rule } } },
          rules: { 'local/rule': 'error' },
        },
      ],
      join(root, base, file),
    );
    return messages.map((m) => m.messageId ?? m.message);
  };
}
