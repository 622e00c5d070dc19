// docs/registers.md tables each register's assumptions; the adapters hold the
// same rows as data (`assumptions`), which the first-run check prints. This
// keeps the two equal, row for row, so the check's words are the docs' words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODIES } from '../../src/domain/bodies.ts';
import { ADAPTERS } from '../../src/scrape/adapters/index.ts';
import { CHECK_STEPS } from '../../src/scrape/adapter.ts';

const markdown = readFileSync('docs/registers.md', 'utf8');

/** The section under the `###` heading that starts with the body's short name, up to the next `###` or `##`. */
function sectionOf(shortName: string): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`### ${shortName} (`) || l === `### ${shortName}`);
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && /^#{2,3} /.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The rows of the section's `| Step | Assumption | Status | Evidence |` table, cells unescaped. */
function tableRows(section: string): string[][] {
  const lines = section.split('\n').filter((l) => l.trimStart().startsWith('|'));
  const header = lines.findIndex((l) => /^\|\s*Step\s*\|\s*Assumption\s*\|\s*Status\s*\|\s*Evidence\s*\|/.test(l));
  if (header < 0) return [];
  return lines.slice(header + 2).map((l) =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, '|')),
  );
}

describe('docs/registers.md and the adapters state the same assumptions', () => {
  it.each(ADAPTERS.map((a) => a.body))(
    '%s: the adapter lists its assumptions, covering the listing, the record and the scope',
    (body) => {
      const adapter = ADAPTERS.find((a) => a.body === body)!;
      const assumptions = adapter.assumptions ?? [];
      for (const step of ['listing', 'record', 'scope'] as const)
        expect(
          assumptions.some((a) => a.step === step),
          `${body} ${step}`,
        ).toBe(true);
      for (const a of assumptions) {
        expect(CHECK_STEPS).toContain(a.step);
        expect(a.text.length, `${body}: ${a.text}`).toBeGreaterThan(10);
        expect(a.evidence.length, `${body}: evidence for ${a.text}`).toBeGreaterThan(3);
      }
    },
  );

  it.each(ADAPTERS.map((a) => a.body))('%s: its section of docs/registers.md tables exactly those rows', (body) => {
    const adapter = ADAPTERS.find((a) => a.body === body)!;
    const shortName = BODIES.find((b) => b.code === body)!.short_name;
    const section = sectionOf(shortName);
    expect(section, `a section headed '### ${shortName} (…)'`).not.toBeNull();
    expect(tableRows(section!)).toEqual(adapter.assumptions.map((a) => [a.step, a.text, a.status, a.evidence]));
  });
});
