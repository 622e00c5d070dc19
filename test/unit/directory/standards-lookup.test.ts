// The standards of a build and the lookup that resolves what a user typed,
// against the sample build (the test run's fixture build).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { listQueryOf } from '../../support/list-query.ts';
import { buildData } from '../../../src/build/build-data.ts';
import { findLabs } from '../../../src/directory/find.ts';
import { STANDARDS } from '../../../src/domain/catalog.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { lookupStandards, standardsOf } from '../../../src/directory/standards-lookup.ts';
import { catalogEntry } from '../../../src/domain/catalog.ts';
import { canonicalIdForKey } from '../../../src/domain/standards.ts';
import { rawLab, snapshot } from '../../fixtures/raw.ts';
import { writeRaw } from '../../fixtures/sample-dir.ts';

// The fixture build every test run makes (test/support/global-setup.ts): a clean clone has no data/build.
const BUILD = inject('fixtureBuild');

let dir: LoadedDirectory;

beforeAll(async () => {
  dir = await loadDirectory(BUILD);
});

/** Active labs with a capability keyed `key`, counted from the labs themselves. */
function activeHolders(key: string): number {
  return dir.labs.filter(
    (lab) => lab.accreditation_status === 'active' && lab.capabilities.some((c) => c.standard_key === key),
  ).length;
}

/** What `/labs?<params>` totals. */
function listTotal(params: Record<string, string>): number {
  return findLabs(dir, listQueryOf(dir, params)).total;
}

const references = (entries: ReadonlyArray<{ reference: string }>) => entries.map((e) => e.reference);

describe('standardsOf', () => {
  it('has one entry per standard the labs cite, by most labs, then reference', () => {
    const { entries } = standardsOf(dir);
    expect(references(entries).sort()).toEqual([...dir.byStandardKey.keys()].sort());
    for (let i = 1; i < entries.length; i++) {
      const [a, b] = [entries[i - 1]!, entries[i]!];
      expect(
        a.lab_count > b.lab_count ||
          (a.lab_count === b.lab_count && a.reference.localeCompare(b.reference, 'en', { numeric: true }) <= 0),
        `${a.reference} before ${b.reference}`,
      ).toBe(true);
    }
  });

  it('counts for every standard the labs /labs?standard=<reference> lists by default', () => {
    for (const entry of standardsOf(dir).entries)
      expect(entry.lab_count, entry.reference).toBe(listTotal({ standard: entry.reference }));
    expect(standardsOf(dir).byId.get('iso-6892-1')!.lab_count).toBe(activeHolders('ISO 6892-1'));
  });

  it('finds each entry by its canonical id', () => {
    const { entries, byId } = standardsOf(dir);
    for (const entry of entries) {
      expect(entry.id).toBe(canonicalIdForKey(entry.reference));
      expect(byId.get(entry.id)).toBe(entry);
    }
  });

  it('takes the official title and the category from the catalog when it has the standard', () => {
    const entry = standardsOf(dir).byId.get('iso-6892-1')!;
    const catalog = catalogEntry('ISO 6892-1')!;
    expect(entry.title).toBe(catalog.title);
    expect(entry.category?.slug).toBe(catalog.category);
    const uncatalogued = standardsOf(dir).entries.filter((e) => !catalogEntry(e.reference));
    for (const e of uncatalogued) expect(e.title).toBeNull();
  });

  it("keeps at most five of the labs' wordings of the tests under a standard, the most common first, for matching", () => {
    const tallies = new Map<string, Map<string, number>>();
    for (const lab of dir.labs) {
      for (const c of lab.capabilities) {
        if (!c.standard_key) continue;
        const tally = tallies.get(c.standard_key) ?? new Map<string, number>();
        tallies.set(c.standard_key, tally.set(c.name, (tally.get(c.name) ?? 0) + 1));
      }
    }
    for (const entry of standardsOf(dir).entries) {
      expect(entry.wording.length).toBeGreaterThan(0);
      expect(entry.wording.length).toBeLessThanOrEqual(5);
      const tally = tallies.get(entry.reference)!;
      expect(tally.get(entry.wording[0]!)).toBe(Math.max(...tally.values()));
    }
  });

  it("shows as names only the catalog's name of the test, never the labs' own wording (a lab's scope is a paid field)", () => {
    const entries = standardsOf(dir).entries;
    for (const entry of entries)
      expect(entry.names, entry.reference).toEqual(
        entry.title === null ? [] : [STANDARDS.find((s) => s.title === entry.title)!.test],
      );
    expect(entries.some((e) => e.names.length === 0)).toBe(entries.some((e) => e.title === null));
  });

  it('holds only public things besides the wording it matches by: no lab, no coordinates', () => {
    for (const entry of standardsOf(dir).entries)
      expect(Object.keys(entry).sort()).toEqual([
        'category',
        'id',
        'lab_count',
        'names',
        'reference',
        'title',
        'wording',
      ]);
  });
});

describe('lookupStandards', () => {
  it("resolves 'din en iso 6892-1:2020' to ISO 6892-1 first, with the active labs accredited to it", () => {
    const [first] = lookupStandards(dir, 'din en iso 6892-1:2020', 10);
    expect(first?.reference).toBe('ISO 6892-1');
    expect(first?.lab_count).toBe(activeHolders('ISO 6892-1'));
  });

  it("resolves a reference typed without its space ('ISO6892-1') to the same standard", () => {
    expect(lookupStandards(dir, 'ISO6892-1', 10)[0]?.reference).toBe('ISO 6892-1');
  });

  it("finds every part of a standard by its number alone ('6892'), most labs first", () => {
    const parts = standardsOf(dir).entries.filter((e) => e.reference.startsWith('ISO 6892-'));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(references(lookupStandards(dir, '6892', 10).slice(0, parts.length))).toEqual(references(parts));
  });

  it("completes a half-typed reference ('iso 68') to the standards it starts", () => {
    const found = lookupStandards(dir, 'iso 68', 50);
    expect(found.length).toBeGreaterThan(0);
    for (const e of found) expect(e.reference).toMatch(/^ISO(\/\w+)? 68/);
    expect(references(found)).toContain('ISO 6892-1');
  });

  it("takes '17025' as a number: only standards whose number starts with it (none in the sample), no neighbouring number", () => {
    const numbered = standardsOf(dir).entries.filter((e) => /(?:^|\s)17025/.test(e.reference));
    expect(references(lookupStandards(dir, '17025', 20))).toEqual(references(numbered));
  });

  it("finds ISO 6579-1 by 'salmonella'", () => {
    expect(lookupStandards(dir, 'salmonella', 10)[0]?.reference).toBe('ISO 6579-1');
  });

  it.each(['Zugversuch', 'prova di trazione', 'essai de traction', 'zugv'])(
    "finds ISO 6892-1 by the test's name in another language ('%s')",
    (q) => {
      expect(references(lookupStandards(dir, q, 10))).toContain('ISO 6892-1');
    },
  );

  it("tolerates a typo in a longer word ('salmonela', 'tensil')", () => {
    expect(lookupStandards(dir, 'salmonela', 10)[0]?.reference).toBe('ISO 6579-1');
    expect(lookupStandards(dir, 'tensil', 10)[0]?.title).toMatch(/tensile/i);
  });

  it('returns at most `limit` standards, and none for a limit below 1', () => {
    expect(lookupStandards(dir, 'iso', 3)).toHaveLength(3);
    expect(lookupStandards(dir, 'calibration', 7).length).toBeLessThanOrEqual(7);
    expect(lookupStandards(dir, 'iso', 0)).toEqual([]);
  });

  it('finds nothing for nothing typed', () => {
    expect(lookupStandards(dir, '', 10)).toEqual([]);
    expect(lookupStandards(dir, '  ', 10)).toEqual([]);
  });
});

describe('lookupStandards, in a build whose labs cite ISO/IEC 17025 and ISO/IEC 17020', () => {
  let root: string;
  let small: LoadedDirectory;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'labdir-standards-'));
    await writeRaw(path.join(root, 'raw'), [
      snapshot('DAKKS', [
        rawLab({
          capabilities: [
            {
              test: 'General requirements for the competence of testing and calibration laboratories',
              method: 'DIN EN ISO/IEC 17025:2018',
            },
          ],
        }),
        rawLab({
          register_id: '1002',
          name: 'Inspektion Süd GmbH',
          accreditation_number: 'D-IS-1002',
          capabilities: [{ test: 'Inspection', method: 'ISO/IEC 17020:2012' }],
        }),
      ]),
    ]);
    await buildData({ rawDir: path.join(root, 'raw'), outDir: path.join(root, 'build') });
    small = await loadDirectory(path.join(root, 'build'));
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("resolves '17025' to ISO/IEC 17025 alone", () => {
    expect(references(lookupStandards(small, '17025', 10))).toEqual(['ISO/IEC 17025']);
  });
});
