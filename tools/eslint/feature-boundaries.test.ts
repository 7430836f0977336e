import { describe, expect, it } from 'vitest';
import { lintWith } from './lint-with';
import { featureBoundaries } from './feature-boundaries.js';

const lint = lintWith(featureBoundaries, 'apps/web/src');

describe('layers/feature-boundaries', () => {
  it('refuses one feature importing another', () => {
    expect(lint('features/auth/pages/x.ts', "import { a } from '../../dashboard/api/y';")).toEqual([
      'crossFeature',
    ]);
  });

  it('refuses features importing the app, and shared code importing features', () => {
    expect(lint('features/auth/x.ts', "import { a } from '../../app/router';")).toEqual(['upward']);
    expect(lint('lib/x.ts', "import { a } from '../features/auth/texts';")).toEqual(['upward']);
    expect(lint('components/x.ts', "export * from '../app/theme';")).toEqual(['upward']);
  });

  it('allows a feature its own files and shared code, and the app everything', () => {
    expect(
      lint(
        'features/auth/pages/x.ts',
        "import { a } from '../components/y'; import { b } from '../../../lib/http';",
      ),
    ).toEqual([]);
    expect(lint('app/router.ts', "import { a } from '../features/auth/pages/x';")).toEqual([]);
    expect(lint('features/auth/x.ts', "import { z } from 'zod/mini';")).toEqual([]);
  });

  it('lets features import entities, and entities shared code', () => {
    expect(
      lint('features/routers/components/x.ts', "import { a } from '../../../entities/realm/y';"),
    ).toEqual([]);
    expect(lint('entities/sme/x.ts', "import { a } from '../../lib/http';")).toEqual([]);
    expect(lint('entities/sme/x.ts', "import { a } from './sme-keys';")).toEqual([]);
    expect(lint('app/x.ts', "import { a } from '../entities/sme/y';")).toEqual([]);
  });

  it('refuses entities importing features, the app or each other, and shared code importing entities', () => {
    expect(lint('entities/sme/x.ts', "import { a } from '../../features/smes/texts';")).toEqual(['upward']);
    expect(lint('entities/sme/x.ts', "import { a } from '../../app/router';")).toEqual(['upward']);
    expect(lint('entities/sme/x.ts', "import { a } from '../realm/y';")).toEqual(['crossEntity']);
    expect(lint('lib/x.ts', "import { a } from '../entities/sme/y';")).toEqual(['upward']);
    expect(lint('components/x.ts', "const m = import('../entities/router/y');")).toEqual(['upward']);
  });
});
