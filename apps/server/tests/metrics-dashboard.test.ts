import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../src/lib/metrics';

/**
 * The ready-made Grafana dashboard (docs/monitoring/grafana-dashboard.json) asks only for series the
 * server exports: a metric renamed or dropped fails here, not as an empty panel in production.
 */

const dashboard = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../docs/monitoring/grafana-dashboard.json'), 'utf8'),
) as { panels: { title: string; targets: { expr: string }[] }[] };

/** The series names a PromQL expression reads: identifiers directly followed by a label selector. */
const seriesOf = (expr: string): string[] =>
  [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{/g)].map((m) => m[1]!);

/** Every series the server's registry exposes: histograms as their _bucket, _count and _sum series. */
async function exportedSeries(): Promise<Set<string>> {
  const metrics = createMetrics({ processMetrics: true });
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_count', '_sum']) names.add(metric.name + suffix);
  }
  return names;
}

describe('the Grafana dashboard in docs', () => {
  it('reads series out of its expressions', () => {
    expect(
      seriesOf('histogram_quantile(0.95, sum by (le) (rate(job_duration_seconds_bucket{a="b"}[5m])))'),
    ).toEqual(['job_duration_seconds_bucket']);
  });

  it('has panels, each with a query, and every series it queries is one the server exports', async () => {
    const exported = await exportedSeries();
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) {
      const series = panel.targets.flatMap((target) => seriesOf(target.expr));
      expect(series.length, panel.title).toBeGreaterThan(0);
      for (const name of series) expect(exported.has(name), `${panel.title}: ${name}`).toBe(true);
    }
  });
});
