// Merging a fresh scrape with the last good snapshot: nothing stored is lost.
import { describe, expect, it } from 'vitest';
import { listedBefore, listingShrank, mergeScrape } from '../../src/scrape/snapshot-merge.ts';
import type { RawLab } from '../../src/domain/types.ts';

function lab(id: string, overrides: Partial<RawLab> = {}): RawLab {
  return {
    register_id: id,
    name: `Lab ${id}`,
    accreditation_number: `N-${id}`,
    accreditation_status: 'active',
    country: 'DE',
    street_address: null,
    city: 'Berlin',
    postcode: null,
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    website_url: null,
    scope_document_url: null,
    source_url: null,
    accreditation_date: null,
    last_verified: null,
    capabilities: [],
    ...overrides,
  };
}

describe('mergeScrape', () => {
  it('counts listed labs the last snapshot lacked as new', () => {
    const { labs, counts } = mergeScrape(
      [lab('1')],
      [
        { register_id: '1', record: lab('1') },
        { register_id: '2', record: lab('2') },
      ],
    );
    expect(labs.map((l) => l.register_id)).toEqual(['1', '2']);
    expect(counts).toMatchObject({ found: 2, new: 1, changed: 0, withdrawn: 0 });
  });

  it('counts a record that differs as changed, whatever its key order', () => {
    const reordered = Object.fromEntries(Object.entries(lab('1')).reverse()) as unknown as RawLab;
    expect(mergeScrape([lab('1')], [{ register_id: '1', record: reordered }]).counts.changed).toBe(0);
    expect(mergeScrape([lab('1')], [{ register_id: '1', record: lab('1', { city: 'Bonn' }) }]).counts.changed).toBe(1);
  });

  it('keeps a lab the listing no longer shows, as withdrawn', () => {
    const { labs, counts } = mergeScrape([lab('1'), lab('2')], [{ register_id: '1', record: lab('1') }]);
    expect(labs).toHaveLength(2);
    expect(labs.find((l) => l.register_id === '2')).toMatchObject({ name: 'Lab 2', accreditation_status: 'withdrawn' });
    expect(counts.withdrawn).toBe(1);
  });

  it('does not count a lab carried as withdrawn before as newly withdrawn', () => {
    const { counts, labs } = mergeScrape(
      [lab('1'), lab('2', { accreditation_status: 'withdrawn' })],
      [{ register_id: '1', record: lab('1') }],
    );
    expect(counts.withdrawn).toBe(0);
    expect(labs).toHaveLength(2);
  });

  it('keeps the previous record of a lab whose detail failed', () => {
    const { labs, counts } = mergeScrape([lab('1', { city: 'Köln' })], [{ register_id: '1', record: null }]);
    expect(labs).toEqual([lab('1', { city: 'Köln' })]);
    expect(counts.keptPrevious).toBe(1);
  });

  it('leaves out a new lab whose detail failed, and counts it', () => {
    const { labs, counts } = mergeScrape([], [{ register_id: '9', record: null }]);
    expect(labs).toEqual([]);
    expect(counts.dropped).toBe(1);
  });

  it('takes a lab listed twice once', () => {
    expect(
      mergeScrape(
        [],
        [
          { register_id: '1', record: lab('1') },
          { register_id: '1', record: lab('1') },
        ],
      ).labs,
    ).toHaveLength(1);
  });
});

describe('the shrink check', () => {
  it('measures against the labs listed last time, not carried withdrawn ones', () => {
    expect(listedBefore([lab('1'), lab('2', { accreditation_status: 'withdrawn' })])).toBe(1);
  });

  it('refuses more than 20% fewer labs and allows 20%', () => {
    expect(listingShrank(100, 79)).toBe(true);
    expect(listingShrank(100, 80)).toBe(false);
    expect(listingShrank(0, 0)).toBe(false);
  });
});
