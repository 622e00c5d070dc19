import { describe, expect, it } from 'vitest';
import { assembleDirectory, findShrinkage, type PreviousBuild } from '../../../src/build/assemble.ts';
import { checkSnapshot } from '../../../src/domain/validate.ts';
import type { RawLab } from '../../../src/domain/types.ts';
import { rawLab, snapshot } from '../../fixtures/raw.ts';

const valid = (body: string, labs: RawLab[], country = 'DE') =>
  checkSnapshot(snapshot(body, labs, { country })).snapshot;

function previousOf(dir: ReturnType<typeof assembleDirectory>): PreviousBuild {
  return {
    labs: dir.labs,
    rawCounts: dir.rawCounts,
    freshness: dir.freshness,
    changedAt: dir.changedAt,
    publicChangedAt: dir.publicChangedAt,
  };
}

const at = (scraped_at: string) => ({ country: 'DE', scraped_at });
const validAt = (body: string, labs: RawLab[], scrapedAt: string) =>
  checkSnapshot(snapshot(body, labs, at(scrapedAt))).snapshot;
const changeOf = (dir: ReturnType<typeof assembleDirectory>, id: string) =>
  dir.changedAt[dir.labs.find((l) => l.id === id)!.slug];

describe('assembleDirectory', () => {
  it('normalises every lab and gives it a slug', () => {
    const dir = assembleDirectory([valid('DAKKS', [rawLab()])], null);
    expect(dir.labs).toHaveLength(1);
    expect(dir.labs[0]).toMatchObject({
      id: 'DAKKS:1001',
      slug: 'pruflabor-nord-gmbh-hamburg',
      accreditation_body: 'DAKKS',
      country: 'DE',
    });
  });

  it('keeps a business role address and drops the contact person', () => {
    const [lab] = assembleDirectory([valid('DAKKS', [rawLab()])], null).labs;
    expect(lab!.email).toBe('info@pruflabor-nord.de');
    expect(JSON.stringify(lab)).not.toMatch(/Hannelore|Quast/);
  });

  it('drops an address that names the contact person', () => {
    const [lab] = assembleDirectory(
      [valid('DAKKS', [rawLab({ email: 'hannelore.quast@pruflabor-nord.de' })])],
      null,
    ).labs;
    expect(lab!.email).toBeNull();
  });

  it('maps capabilities to canonical ids and categories', () => {
    const [lab] = assembleDirectory([valid('DAKKS', [rawLab()])], null).labs;
    const ids = lab!.capabilities.map((c) => c.canonical_id);
    expect(ids).toContain('iso-6892-1');
    expect(ids).toContain('iso-148-1');
    expect(lab!.capabilities.find((c) => c.canonical_id === 'iso-6892-1')).toMatchObject({
      category_slug: expect.any(String),
      standard_key: 'ISO 6892-1',
    });
    expect(lab!.categories.length).toBeGreaterThan(0);
  });

  it('keeps a lab that vanished from its register as withdrawn', () => {
    const first = assembleDirectory(
      [valid('DAKKS', [rawLab(), rawLab({ register_id: '1002', name: 'Labor Süd' })])],
      null,
    );
    const second = assembleDirectory([valid('DAKKS', [rawLab()])], previousOf(first));
    expect(second.labs).toHaveLength(2);
    expect(second.labs.find((l) => l.id === 'DAKKS:1002')).toMatchObject({
      accreditation_status: 'withdrawn',
      slug: first.labs.find((l) => l.id === 'DAKKS:1002')!.slug,
    });
    expect(second.withdrawnKept).toBe(1);
  });

  it('carries over a body whose snapshot is missing, with its old freshness', () => {
    const first = assembleDirectory(
      [valid('DAKKS', [rawLab()]), valid('SAS', [rawLab({ register_id: '7', country: 'CH' })], 'CH')],
      null,
    );
    const second = assembleDirectory([valid('DAKKS', [rawLab()])], previousOf(first));
    expect(second.labs.map((l) => l.id).sort()).toEqual(['DAKKS:1001', 'SAS:7']);
    expect(second.labs.find((l) => l.id === 'SAS:7')!.accreditation_status).toBe('active');
    expect(second.freshness.SAS).toEqual(first.freshness.SAS);
    expect(second.carriedBodies).toEqual(['SAS']);
  });

  it('reports freshness per body from the snapshot', () => {
    const dir = assembleDirectory([valid('DAKKS', [rawLab(), rawLab({ register_id: '2' })])], null);
    expect(dir.freshness.DAKKS).toEqual({
      country: 'DE',
      last_scraped: '2026-11-18T06:30:00Z',
      labs_count: 2,
      sample: false,
    });
  });

  it('counts a category’s active labs only, as its labs link lists them', () => {
    const dir = assembleDirectory(
      [valid('DAKKS', [rawLab(), rawLab({ register_id: '2', accreditation_status: 'suspended' })])],
      null,
    );
    const slug = dir.labs[0]!.categories[0]!;
    expect(dir.categories.find((c) => c.slug === slug)!.lab_count).toBe(1);
  });

  it('is deterministic whatever the order of snapshots', () => {
    const a = valid('DAKKS', [rawLab()]);
    const b = valid('SAS', [rawLab({ register_id: '7', country: 'CH' })], 'CH');
    expect(JSON.stringify(assembleDirectory([a, b], null))).toBe(JSON.stringify(assembleDirectory([b, a], null)));
  });
});

describe('assembleDirectory: change times', () => {
  const MONDAY = '2026-11-16T06:00:00.000Z';
  const TUESDAY = '2026-11-17T06:00:00.000Z';
  const WEDNESDAY = '2026-11-18T06:00:00.000Z';

  it('gives a new lab the scraped_at of the snapshot that brought it', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const second = assembleDirectory(
      [validAt('DAKKS', [rawLab(), rawLab({ register_id: '1002', name: 'Labor Süd' })], TUESDAY)],
      previousOf(first),
    );
    expect(changeOf(second, 'DAKKS:1002')).toBe(TUESDAY);
  });

  it('keeps an unchanged lab’s time across builds', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], previousOf(first));
    const third = assembleDirectory([validAt('DAKKS', [rawLab()], WEDNESDAY)], previousOf(second));
    expect(changeOf(third, 'DAKKS:1001')).toBe(MONDAY);
  });

  it('gives a lab with a changed field the new snapshot’s scraped_at', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const second = assembleDirectory(
      [validAt('DAKKS', [rawLab({ phone: '+49 40 7654321' })], TUESDAY)],
      previousOf(first),
    );
    expect(changeOf(second, 'DAKKS:1001')).toBe(TUESDAY);
  });

  it('gives a lab with changed capabilities the new snapshot’s scraped_at', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const fewer = rawLab();
    fewer.capabilities = fewer.capabilities.slice(1);
    const second = assembleDirectory([validAt('DAKKS', [fewer], TUESDAY)], previousOf(first));
    expect(changeOf(second, 'DAKKS:1001')).toBe(TUESDAY);
  });

  it('moves only the full change time, not the public one, when only a masked field (capabilities) changed', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const fewer = rawLab();
    fewer.capabilities = fewer.capabilities.slice(1);
    const second = assembleDirectory([validAt('DAKKS', [fewer], TUESDAY)], previousOf(first));
    const slug = second.labs.find((l) => l.id === 'DAKKS:1001')!.slug;
    expect(second.changedAt[slug]).toBe(TUESDAY);
    expect(second.publicChangedAt[slug]).toBe(MONDAY);
  });

  it('moves both change times when a public field changed', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const second = assembleDirectory(
      [validAt('DAKKS', [rawLab({ phone: '+49 40 7654321' })], TUESDAY)],
      previousOf(first),
    );
    const slug = second.labs.find((l) => l.id === 'DAKKS:1001')!.slug;
    expect([second.changedAt[slug], second.publicChangedAt[slug]]).toEqual([TUESDAY, TUESDAY]);
  });

  it('gives a lab gone from its register the new snapshot’s time as it turns withdrawn', () => {
    const first = assembleDirectory(
      [validAt('DAKKS', [rawLab(), rawLab({ register_id: '1002', name: 'Labor Süd' })], MONDAY)],
      null,
    );
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], previousOf(first));
    expect(second.labs.find((l) => l.id === 'DAKKS:1002')!.accreditation_status).toBe('withdrawn');
    expect(changeOf(second, 'DAKKS:1002')).toBe(TUESDAY);
  });

  it('keeps a withdrawn lab’s time on the next build', () => {
    const first = assembleDirectory(
      [validAt('DAKKS', [rawLab(), rawLab({ register_id: '1002', name: 'Labor Süd' })], MONDAY)],
      null,
    );
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], previousOf(first));
    const third = assembleDirectory([validAt('DAKKS', [rawLab()], WEDNESDAY)], previousOf(second));
    expect(changeOf(third, 'DAKKS:1002')).toBe(TUESDAY);
  });

  it('keeps the times of a carried-over body’s labs', () => {
    const first = assembleDirectory(
      [validAt('DAKKS', [rawLab()], MONDAY), validAt('SAS', [rawLab({ register_id: '7', country: 'CH' })], MONDAY)],
      null,
    );
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], previousOf(first));
    expect(second.carriedBodies).toEqual(['SAS']);
    expect(changeOf(second, 'SAS:7')).toBe(MONDAY);
  });

  it('finds a lab’s previous time by its id, under the slug the previous build gave it', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const previous = previousOf(first);
    const renamed = {
      ...previous,
      labs: previous.labs.map((l) => ({ ...l, slug: 'old-slug' })),
      changedAt: { 'old-slug': MONDAY },
    };
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], renamed);
    expect(second.changedAt).toEqual({ 'old-slug': MONDAY });
  });

  it('gives an unchanged lab the observation time when the previous build kept no times', () => {
    const first = assembleDirectory([validAt('DAKKS', [rawLab()], MONDAY)], null);
    const second = assembleDirectory([validAt('DAKKS', [rawLab()], TUESDAY)], { ...previousOf(first), changedAt: {} });
    expect(changeOf(second, 'DAKKS:1001')).toBe(TUESDAY);
  });

  it('writes times as UTC, whatever the offset the snapshot gave', () => {
    const dir = assembleDirectory([validAt('DAKKS', [rawLab()], '2026-11-16T07:00:00+01:00')], null);
    expect(changeOf(dir, 'DAKKS:1001')).toBe(MONDAY);
  });

  it('keys times by slug, in slug order', () => {
    const dir = assembleDirectory(
      [validAt('DAKKS', [rawLab({ name: 'Zeta Labor' }), rawLab({ register_id: '2', name: 'Alpha Labor' })], MONDAY)],
      null,
    );
    expect(Object.keys(dir.changedAt)).toEqual(dir.labs.map((l) => l.slug));
    expect(Object.keys(dir.changedAt)).toEqual([...Object.keys(dir.changedAt)].sort());
  });
});

describe('findShrinkage', () => {
  it('flags a body that lost more than 20% of its labs', () => {
    expect(findShrinkage({ DAKKS: 79, UKAS: 81 }, { DAKKS: 100, UKAS: 100 })).toEqual([
      { body: 'DAKKS', before: 100, after: 79 },
    ]);
  });

  it('ignores a body with no snapshot this time', () => {
    expect(findShrinkage({}, { DAKKS: 100 })).toEqual([]);
  });
});
