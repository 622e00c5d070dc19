// Helpers for the API 1.1 contract tests (facets, sorting, fields, geo, change
// feed, standard headers): the fixture's labs and raw snapshots, an independent
// great-circle distance, name order, paging through a list, and reading the
// Link and IETF RateLimit headers. Nothing here calls the server's own query code.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab, RawSnapshot } from '../../src/domain/types.ts';
import type { Caller, Callers } from './callers.ts';
import type { ApiResponse } from './server.ts';

export const ORIGIN = 'http://labs.test';
export const LABS_URL = `${ORIGIN}/api/v1/labs`;
const API = `${ORIGIN}/api/v1`;

/** A server link → the path and query to fetch it with (and proof it is on the configured origin). */
export function pathOf(link: string): string {
  expect(link.startsWith(`${API}/`), link).toBe(true);
  return link.slice(API.length);
}

/** The v1 list item's keys, in the order spec 2.1 gives them. */
export const V1_ITEM_KEYS = [
  'slug',
  'name',
  'accreditation_number',
  'accreditation_body',
  'accreditation_status',
  'country',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'categories',
  '_links',
] as const;
export const V1_META_KEYS = ['page', 'per_page', 'total', 'total_pages'] as const;

export interface Fixture {
  labs: Lab[];
  bySlug: Map<string, Lab>;
  /** Body code → its raw snapshot's scraped_at (ms): the change time of every lab of a first build. */
  scrapedAt: Map<string, number>;
}

/** What the raw snapshots beside a build cite, read back through the built labs: independent of the code under test. */
export interface RawCitations {
  /** Raw test names (as the registers word them) → the standard keys of the methods cited with them. */
  testKeys: Map<string, Set<string>>;
  /** Standard key → every method string the registers cite for it, as written. */
  methods: Map<string, Set<string>>;
}

export async function rawCitations(buildDir: string, labs: readonly Lab[]): Promise<RawCitations> {
  const byId = new Map(labs.map((l) => [l.id, l]));
  const testKeys = new Map<string, Set<string>>();
  const methods = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(value);
  };
  const raw = path.join(path.dirname(buildDir), 'raw');
  for (const file of await readdir(raw)) {
    const s = JSON.parse(await readFile(path.join(raw, file), 'utf8')) as RawSnapshot;
    for (const rawLab of s.labs) {
      const lab = byId.get(`${s.body}:${rawLab.register_id}`);
      if (!lab) continue;
      for (const c of rawLab.capabilities) {
        const built = lab.capabilities.find((x) => x.standard === c.method);
        if (!built?.standard_key || c.method === null) continue;
        add(testKeys, c.test, built.standard_key);
        add(methods, built.standard_key, c.method);
      }
    }
  }
  return { testKeys, methods };
}

/** The build's labs (as the build wrote them) and, from the raw snapshots beside it, each body's scrape time. */
export async function loadFixture(buildDir: string): Promise<Fixture> {
  const labs = await readFullLabs(buildDir, await readManifest(buildDir));
  const raw = path.join(path.dirname(buildDir), 'raw');
  const scrapedAt = new Map<string, number>();
  for (const file of await readdir(raw)) {
    const s = JSON.parse(await readFile(path.join(raw, file), 'utf8')) as RawSnapshot;
    scrapedAt.set(s.body, Date.parse(s.scraped_at));
  }
  return { labs, bySlug: new Map(labs.map((l) => [l.slug, l])), scrapedAt };
}

// ------------------------------------------------------------------ order

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
/** The v1 order: name (locale-aware, case- and accent-blind, numeric), then slug. */
export const byName = (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
  collator.compare(a.name, b.name) || bySlug(a, b);

export const slugs = (items: readonly { slug: string }[]) => items.map((i) => i.slug);
export const active = (l: Lab) => l.accreditation_status === 'active';
export const holds = (l: Lab, canonicalId: string) => l.capabilities.some((c) => c.canonical_id === canonicalId);

// ------------------------------------------------------------------ geo

/** Mean Earth radius (IUGG), km: the contract's sphere. */
export const EARTH_KM = 6371.0088;

/** Great-circle km by the haversine formula, written in its atan2 form. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_KM * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

// ------------------------------------------------------------------ paging

/** Every item a query lists, page by page at `perPage`, checking the pages agree on total. */
export async function fetchAll(callers: Callers, c: Caller, query: string, perPage = 100): Promise<any[]> {
  const sep = query === '' ? '' : '&';
  const first = await callers.ok(c, `/labs?${query}${sep}per_page=${perPage}`);
  const { total, total_pages: totalPages } = first.body.meta;
  expect(totalPages).toBe(Math.ceil(total / perPage));
  const items: any[] = [...first.body.data];
  for (let page = 2; page <= totalPages; page++) {
    const r = await callers.ok(c, `/labs?${query}${sep}page=${page}&per_page=${perPage}`);
    expect(r.body.meta.total).toBe(total);
    items.push(...r.body.data);
  }
  expect(items).toHaveLength(total);
  return items;
}

// ------------------------------------------------------------------ headers

/** RFC 8288 Link header → rel → URL (URLs hold no ', <' since commas in values are percent-encoded). */
export function parseLink(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(/,\s*(?=<)/)) {
    const m = /^<([^>]*)>\s*;\s*rel="([^"]+)"$/.exec(part.trim());
    expect(m, `Link part '${part}'`).not.toBeNull();
    expect(out[m![2]!], `rel ${m![2]} twice`).toBeUndefined();
    out[m![2]!] = m![1]!;
  }
  return out;
}

/** A 400 whose message names the parameter (and, when given, each allowed value). */
export function expect400(r: ApiResponse, parameter: string, allowed: readonly string[] = []): void {
  expect(r.status, r.text.slice(0, 300)).toBe(400);
  expect(typeof r.body.error).toBe('string');
  expect(r.body.error, r.body.error).toContain(`'${parameter}'`);
  for (const value of allowed) expect(r.body.error, `${r.body.error} must list '${value}'`).toContain(value);
}

/** A 403 below pro: exactly {error, upgrade_url}. */
export function expect403(r: ApiResponse): void {
  expect(r.status, r.text.slice(0, 300)).toBe(403);
  expect(Object.keys(r.body).sort()).toEqual(['error', 'upgrade_url']);
  expect(typeof r.body.error).toBe('string');
  expect(r.body.upgrade_url).toMatch(/^https?:\/\//);
}

/** Whether any object anywhere in `value` has `key`. */
export function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyDeep(v, key));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
  return false;
}

export async function eventually(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
