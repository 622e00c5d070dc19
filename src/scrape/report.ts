// The run report: one row per body, what a human (or a cron mail) reads to see
// whether the directory is still fresh.
import type { BodyReport } from './runner.ts';

const COLUMNS: [string, (r: BodyReport) => string][] = [
  ['body', (r) => r.body],
  ['pages', (r) => String(r.pages)],
  ['found', (r) => String(r.found)],
  ['new', (r) => String(r.new)],
  ['changed', (r) => String(r.changed)],
  ['withdrawn', (r) => String(r.withdrawn)],
  ['errors', (r) => String(r.errors)],
  ['duration', (r) => `${(r.durationMs / 1000).toFixed(1)} s`],
  [
    'snapshot',
    (r) =>
      r.outcome === 'written'
        ? `written (${r.labsInSnapshot} labs)`
        : r.outcome === 'kept'
          ? `last good kept (${r.labsInSnapshot} labs)`
          : 'none written',
  ],
];

export function formatReport(reports: readonly BodyReport[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...reports.map((r) => COLUMNS.map(([, cell]) => cell(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
  const reasons = reports.filter((r) => r.reason).map((r) => `${r.body}: ${r.reason}`);
  return [...lines, ...(reasons.length ? ['', ...reasons] : [])].join('\n');
}

export function summaryLine(reports: readonly BodyReport[], seconds: number): string {
  const written = reports.filter((r) => r.outcome === 'written');
  const failed = reports.filter((r) => r.outcome !== 'written');
  const labs = written.reduce((n, r) => n + r.found, 0);
  return `scrape: ${written.length} of ${reports.length} bodies written (${labs} labs listed)${
    failed.length
      ? '; failed: ' +
        `${failed.map((r) => `${r.body} (${r.outcome === 'kept' ? 'last good kept' : 'nothing written'})`).join(', ')}`
      : ''
  } in ${seconds.toFixed(1)} s`;
}
