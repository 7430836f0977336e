import { describe, expect, it } from 'vitest';
import { lintWith } from './lint-with';
import { moduleBoundaries } from './module-boundaries.js';

const lint = lintWith(moduleBoundaries, 'apps/server/src');

describe('modules/module-boundaries', () => {
  it("refuses a module importing another module's inner file", () => {
    expect(lint('modules/auth/service.ts', "import { a } from '../smes/service';")).toEqual(['innerFile']);
    expect(lint('modules/billing/engine.ts', "export { b } from '../smes/queries';")).toEqual(['innerFile']);
    expect(lint('modules/routers/x/y.ts', "const m = import('../../devices/key-cache');")).toEqual([
      'innerFile',
    ]);
    expect(lint('modules/otp/service.ts', "import { c } from '../auth/index/../refresh-tokens';")).toEqual([
      'innerFile',
    ]);
  });

  it("allows another module's index, the module's own files and code outside the modules", () => {
    expect(
      lint(
        'modules/auth/service.ts',
        "import { a } from '../smes'; import { b } from '../users/index'; import { c } from './refresh-tokens';",
      ),
    ).toEqual([]);
    expect(lint('modules/auth/service.ts', "import { d } from '../../lib/passwords';")).toEqual([]);
    expect(lint('modules/auth/service.ts', "import { z } from 'zod/mini';")).toEqual([]);
  });

  it('lets the app mount a module through its module.ts or use its index, nothing else (issue 28 §2)', () => {
    expect(
      lint(
        'app.ts',
        "import { a } from './modules/auth/module'; import { b } from './modules/devices'; import { c } from './lib/x';",
      ),
    ).toEqual([]);
    expect(lint('app.ts', "import { authRoutes } from './modules/auth/routes';")).toEqual(['appInnerFile']);
    expect(lint('main.ts', "import { j } from './modules/billing/job';")).toEqual(['appInnerFile']);
    // Between modules, module.ts is an inner file like any other: only the app mounts modules.
    expect(lint('modules/auth/service.ts', "import { m } from '../smes/module';")).toEqual(['innerFile']);
  });

  it("refuses a module importing the demo's simulator or seeds (issue 28 §2)", () => {
    expect(lint('modules/routers/queries.ts', "import { d } from '../../simulator/demo-boxes';")).toEqual([
      'demoCode',
    ]);
    expect(lint('modules/routers/queries.ts', "import { s } from '../../seed/demo';")).toEqual(['demoCode']);
    expect(lint('simulator/demo-boxes.ts', "import { isDeployed } from '../modules/routers';")).toEqual([]);
  });

  it("lets a module read another module's tables through its schema.ts, never the barrel (issue 28 §1)", () => {
    expect(lint('modules/analytics/wifi.ts', "import { vouchers } from '../guest-access/schema';")).toEqual(
      [],
    );
    expect(lint('modules/billing/schema.ts', "import { smes } from '../smes/schema';")).toEqual([]);
    expect(lint('modules/analytics/wifi.ts', "import { vouchers } from '../../db/schema';")).toEqual([
      'schemaBarrel',
    ]);
    expect(lint('modules/sms/send.ts', "import type { partners } from '../../db/schema/index';")).toEqual([
      'schemaBarrel',
    ]);
    // The core tables beside the barrel are no module's: any module may use them.
    expect(
      lint('modules/smes/queries.ts', "import { listCounts } from '../../db/schema/list-counts';"),
    ).toEqual([]);
    // Outside the modules (seeds, tests, the database client) the barrel is the way in.
    expect(lint('seed/demo.ts', "import { vouchers } from '../db/schema';")).toEqual([]);
  });

  it('leaves files outside the modules alone', () => {
    expect(lint('jobs/billing-schedule.ts', "import { e } from '../modules/billing/engine';")).toEqual([]);
  });
});
