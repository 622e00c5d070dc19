// Helpers for the register-adapter tests (test/scrape/adapters/*.test.ts): a
// scrape context on the test HTTP client, finding a listed lab by register id,
// scraping one or every lab, and the "zero rejects" snapshot check. Use with
// ./msw.ts and the register's fixture handlers.
//
//   const server = useMswServer(...handlers);
//
//   const lab = await scrapeLab(adapter, '0312');            // list, find, detail (fresh context)
//
//   const ctx = adapterContext();                            // or adapterContext({ http: myHttp })
//   const listed = await findListed(adapter, ctx, '0312');   // throws naming the id if absent
//   await expect(adapter.detail(ctx, listed)).rejects.toThrow(/scope table/);
//
//   const labs = await scrapeAllDetails(adapter);            // every listed lab's RawLab
//   expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'DAKKS' });
import { expect } from 'vitest';
import type { RawLab, RawSnapshot } from '../../src/domain/types.ts';
import { checkSnapshot, type CheckedSnapshot } from '../../src/domain/validate.ts';
import type { Adapter, ListedLab, ScrapeContext } from '../../src/scrape/adapter.ts';
import { testHttp } from './scrape-http.ts';

/** A fresh scrape context: a new testHttp() client and a silent log; `overrides` replace either. */
export function adapterContext(overrides: Partial<ScrapeContext> = {}): ScrapeContext {
  return { http: testHttp(), log: () => {}, ...overrides };
}

/** The listed lab with this register id from an already-read listing; throws naming the id if absent. */
export function pickListed(listed: readonly ListedLab[], registerId: string): ListedLab {
  const lab = listed.find((l) => l.register_id === registerId);
  if (!lab)
    throw new Error(
      `register id '${registerId}' is not in the listing (listed: ${listed.map((l) => l.register_id).join(', ') || 'none'})`,
    );
  return lab;
}

/** Read the adapter's whole listing and return the lab with this register id; throws naming the id if absent. */
export async function findListed(adapter: Adapter, ctx: ScrapeContext, registerId: string): Promise<ListedLab> {
  return pickListed(await adapter.list(ctx), registerId);
}

/** One lab scraped end to end: list, find by register id, detail, all on one context (a fresh one by default). */
export async function scrapeLab(
  adapter: Adapter,
  registerId: string,
  ctx: ScrapeContext = adapterContext(),
): Promise<RawLab> {
  return adapter.detail(ctx, await findListed(adapter, ctx, registerId));
}

export interface ScrapeAllOptions {
  /** Run detail() one lab after another instead of all at once. */
  sequential?: boolean;
}

/** Every listed lab's RawLab, in listing order, on one context (a fresh one by default). */
export async function scrapeAllDetails(
  adapter: Adapter,
  ctx: ScrapeContext = adapterContext(),
  options: ScrapeAllOptions = {},
): Promise<RawLab[]> {
  const listed = await adapter.list(ctx);
  if (!options.sequential) return Promise.all(listed.map((l) => adapter.detail(ctx, l)));
  const labs: RawLab[] = [];
  for (const l of listed) labs.push(await adapter.detail(ctx, l));
  return labs;
}

export interface ValidSnapshotExpectation {
  /** How many labs the checked snapshot must hold (the fixture's FIXTURE_LABS). */
  labs: number;
  /** When given, passed to checkSnapshot as the body the snapshot is stored as: the adapter's body must match it. */
  body?: string;
}

/** A fixed, valid scrape time: what the snapshot envelope needs, the same on every run. */
export const TEST_SCRAPED_AT = '2026-11-20T08:00:00Z';

/**
 * Wrap the labs in the adapter's snapshot envelope (sample: false), run
 * checkSnapshot on it and assert zero rejects and `expected.labs` good labs.
 * Returns the checked snapshot for any further assertions.
 */
export function expectValidSnapshot(
  adapter: Adapter,
  labs: RawLab[],
  expected: ValidSnapshotExpectation,
): CheckedSnapshot {
  const raw: RawSnapshot = {
    body: adapter.body,
    country: adapter.country,
    scraped_at: TEST_SCRAPED_AT,
    source: adapter.source,
    sample: false,
    labs,
  };
  const checked = checkSnapshot(raw, expected.body);
  expect(checked.rejects).toEqual([]);
  expect(checked.snapshot.labs).toHaveLength(expected.labs);
  return checked;
}
