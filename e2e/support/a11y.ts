import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page under test (the app itself never ships it). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export type A11yViolation = { id: string; impact: ImpactValue; help: string; targets: string[] };

/** Runs axe-core on the page as it is now and returns its serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy does not apply to it.
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  );
  return results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        ),
    }));
}

export const describeViolations = (where: string, violations: A11yViolation[]) =>
  [
    `${violations.length} serious/critical accessibility violation(s) on ${where}:`,
    ...violations.map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`),
  ].join('\n');

/**
 * Fails when axe-core finds a serious or critical violation on the page (issue 8 §7: every page passes
 * axe-core). Call it once the page shows what it is about (data loaded, dialogs open or closed).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let transitions (modals, tooltips, toasts fading in) finish: half-faded text fails contrast.
  await page.waitForTimeout(400);
  const violations = await seriousA11yViolations(page);
  if (violations.length > 0) throw new Error(describeViolations(page.url(), violations));
}
