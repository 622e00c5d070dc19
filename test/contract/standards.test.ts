// GET /standards and GET /standards/{id} over real HTTP (API 1.1): what a user
// typed resolved to canonical standards with lab counts that agree with
// /labs?standard=, lookups by number, title word and register language, 404s,
// 400s, and counting. Expected values come from the fixture build
// (loadDirectory) and its raw snapshots, never from the lookup code.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDirectory } from '../../src/directory/load.ts';
import type { Lab } from '../../src/domain/types.ts';
import { standardKey } from '../../src/domain/standards.ts';
import { standardVocabulary } from '../../src/domain/terminology.ts';
import { budgetedCallers, type Caller } from '../support/callers.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';
import { pathOf, rawCitations } from '../support/v11.ts';

const ORIGIN = 'http://labs.test';
const API = `${ORIGIN}/api/v1`;
const STANDARD_KEYS = ['_links', 'category', 'id', 'lab_count', 'names', 'reference', 'title'];

interface Standard {
  id: string;
  reference: string;
  title: string | null;
  category: { slug: string; name: string } | null;
  lab_count: number;
  names: string[];
  _links: { self: string; labs: string };
}

let server: TestServer;
let labs: Lab[];
let active: Lab[];
/** Raw test names (as the registers word them) → the standard keys of the methods cited with them. */
let rawTestKeys: Map<string, Set<string>>;
/** Every method string the registers cite for a standard key, as written. */
let rawCitationsByKey: Map<string, Set<string>>;

const { caller, get, ok, anonymous } = budgetedCallers(() => server);
let pro: Caller;

const list = (r: ApiResponse): Standard[] => r.body.data as Standard[];
const lookup = (text: string, extra = '') => `/standards?q=${encodeURIComponent(text)}${extra}`;
/** Active labs holding a capability under this standard key: what /labs?standard= lists by default. */
const holders = (reference: string) => active.filter((l) => l.capabilities.some((c) => c.standard_key === reference));

beforeAll(async () => {
  server = await startTestServer();
  const build = inject('fixtureBuild');
  labs = (await loadDirectory(build)).labs;
  active = labs.filter((l) => l.accreditation_status === 'active');
  const cited = await rawCitations(build, labs);
  rawTestKeys = cited.testKeys;
  rawCitationsByKey = cited.methods;
  pro = await caller('pro');
});
afterAll(() => server.close());

describe('GET /standards', () => {
  it("resolves 'din en iso 6892-1:2020' to iso-6892-1 first, with exactly the keys of a standard", async () => {
    expect(holders('ISO 6892-1').length, 'the fixture has labs accredited for ISO 6892-1').toBeGreaterThan(0);
    const r = await ok(pro, lookup('din en iso 6892-1:2020'));
    expect(Object.keys(r.body)).toEqual(['data']);
    const first = list(r)[0]!;
    expect(first.id).toBe('iso-6892-1');
    expect(first.reference).toBe('ISO 6892-1');
    expect(Object.keys(first).sort()).toEqual(STANDARD_KEYS);
    expect(first.title).toMatch(/Tensile testing/);
  });

  it('gives a lab_count equal to the active labs holding the standard and to meta.total of /labs?standard=<reference>', async () => {
    const first = list(await ok(pro, lookup('din en iso 6892-1:2020')))[0]!;
    expect(first.lab_count).toBe(holders('ISO 6892-1').length);
    const labsList = await ok(pro, `/labs?standard=${encodeURIComponent(first.reference)}&per_page=1`);
    expect(labsList.body.meta.total).toBe(first.lab_count);
  });

  it('gives a _links.labs that lists exactly the labs accredited for the standard', async () => {
    const first = list(await ok(pro, lookup('din en iso 6892-1:2020')))[0]!;
    expect(first._links.labs).toBe(`${API}/labs?standard=ISO+6892-1`);
    expect(first._links.self).toBe(`${API}/standards/iso-6892-1`);
    const expected = holders('ISO 6892-1')
      .map((l) => l.slug)
      .sort();
    expect(expected.length).toBeLessThanOrEqual(100);
    const listed = await ok(pro, `${pathOf(first._links.labs)}&per_page=100`);
    expect((listed.body.data as Array<{ slug: string }>).map((i) => i.slug).sort()).toEqual(expected);
  });

  it('resolves every citation of ISO 6892-1 found in the registers (any adoption, any year) to iso-6892-1 first', async () => {
    const citations = [...(rawCitationsByKey.get('ISO 6892-1') ?? [])];
    expect(citations.length).toBeGreaterThan(5);
    for (const citation of citations) {
      const r = await ok(pro, lookup(citation));
      expect(list(r)[0]?.id, citation).toBe('iso-6892-1');
    }
  });

  it("resolves a number typed alone ('6892') to the standards with that number, and nothing else", async () => {
    const expected = [...new Set(labs.flatMap((l) => l.capabilities.map((c) => c.standard_key)))]
      .filter((k): k is string => k !== null && /(?:^|[\s/])6892(?:\D|$)/.test(k) && holders(k).length > 0)
      .sort();
    expect(expected).toContain('ISO 6892-1');
    const r = await ok(pro, lookup('6892'));
    expect(
      list(r)
        .map((s) => s.reference)
        .sort(),
    ).toEqual(expected);
    for (const s of list(r)) expect(s.lab_count, s.reference).toBe(holders(s.reference).length);
  });

  it("resolves a whole number with its part ('6892-1') to ISO 6892-1 first", async () => {
    const r = await ok(pro, lookup('6892-1'));
    expect(list(r)[0]?.id).toBe('iso-6892-1');
  });

  it("finds a standard by a word of its title ('tensile' finds ISO 6892-1)", async () => {
    const r = await ok(pro, lookup('tensile', '&limit=50'));
    const found = list(r);
    expect(found.map((s) => s.id)).toContain('iso-6892-1');
    // Every standard found names a tensile (or tension) test in its title or test names, or measures tensile strength
    // (standard-vocabulary.json: ISO 15630-1, the test methods for reinforcing steel).
    for (const s of found) {
      const vocabulary = standardVocabulary(standardKey(s.reference) ?? '');
      expect([s.title ?? '', ...s.names, ...vocabulary].join(' '), s.reference).toMatch(/tensil|tension/i);
    }
  });

  it.each([
    ['Zugversuch', 'German'],
    ['Prova di trazione', 'Italian'],
    ['Essai de traction', 'French'],
  ])(
    "finds ISO 6892-1, and every standard the registers call so, by the test's name in a register language: '%s' (%s)",
    async (name) => {
      const named = [...(rawTestKeys.get(name) ?? [])].filter((k) => holders(k).length > 0);
      expect(named, `the registers call the ISO 6892-1 test '${name}'`).toContain('ISO 6892-1');
      const r = await ok(pro, lookup(name.toLowerCase(), '&limit=50'));
      const found = list(r).map((s) => s.reference);
      for (const reference of named) expect(found, `${name} → ${reference}`).toContain(reference);
    },
  );

  it.each(['Zugversuch', 'Prova di trazione', 'Essai de traction'])(
    "gives the tensile tests first for '%s' (words as typed rank before words with a typo, the test named before a title)",
    async (name) => {
      // ISO 4624's French title is 'Peintures et vernis - Essai de traction' (the pull-off test of paints): it is found,
      // after every standard of the test the words name.
      const r = await ok(pro, lookup(name.toLowerCase()));
      const tensile = list(r).map((s) => /tensil|tension/i.test([s.title ?? '', ...s.names].join(' ')));
      expect(tensile[0], name).toBe(true);
      expect(
        tensile.slice(tensile.indexOf(false) === -1 ? tensile.length : tensile.indexOf(false)),
        name,
      ).not.toContain(true);
    },
  );

  it('respects limit (1 to 50), default 10', async () => {
    const all = list(await ok(pro, lookup('tensile', '&limit=50')));
    expect(all.length).toBeGreaterThan(10);
    expect(list(await ok(pro, lookup('tensile')))).toEqual(all.slice(0, 10));
    expect(list(await ok(pro, lookup('tensile', '&limit=1')))).toEqual(all.slice(0, 1));
  });

  it('answers a lookup that names nothing with 200 and an empty list', async () => {
    const r = await ok(pro, lookup('qqqqzzzz 999999'));
    expect(r.body).toEqual({ data: [] });
  });

  it('is open to anonymous callers, with the same body as for a pro key', async () => {
    const anon = await ok(anonymous, lookup('din en iso 6892-1:2020'));
    expect(anon.headers.get('x-api-tier')).toBe('anonymous');
    const full = await ok(pro, lookup('din en iso 6892-1:2020'));
    expect(anon.body).toEqual(full.body);
    const one = await ok(anonymous, '/standards/iso-6892-1');
    expect(one.body.id).toBe('iso-6892-1');
  });

  it('is counted: X-RateLimit-Remaining goes down by one per request, on the list and on one standard', async () => {
    const key = await server.issue('free');
    const headers = { 'X-Api-Key': key };
    const first = await server.api(lookup('6892'), { headers });
    const second = await server.api('/standards/iso-6892-1', { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(Number(first.headers.get('x-ratelimit-remaining'))).toBe(59);
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(58);
  });

  it.each([
    ['missing q', '/standards', /'q' is required/],
    ['an empty q', '/standards?q=', /'q' must be from 1 to 100 characters; got 0/],
    ['a q over 100 characters', `/standards?q=${'1'.repeat(101)}`, /'q' must be from 1 to 100 characters; got 101/],
    ['limit=0', '/standards?q=6892&limit=0', /'limit' must be from 1 to 50; got 0/],
    ['limit=51', '/standards?q=6892&limit=51', /'limit' must be from 1 to 50; got 51/],
    ['limit=ten', '/standards?q=6892&limit=ten', /'limit' must be a whole number from 1 to 50; got 'ten'/],
    ['an unknown parameter', '/standards?q=6892&standard=ISO+6892-1', /Unknown query parameter 'standard'/],
    ['a parameter on one standard', '/standards/iso-6892-1?q=6892', /Unknown query parameter 'q'/],
  ])('answers 400 {error, docs} to %s', async (_name, target, message) => {
    const r = await get(pro, target);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.error).toMatch(message);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a q of exactly 100 characters', async () => {
    const r = await get(pro, `/standards?q=${'1'.repeat(100)}`);
    expect(r.status).toBe(200);
  });
});

describe('GET /standards/{id}', () => {
  it('answers with the same entry as the list gives', async () => {
    const found = list(await ok(pro, lookup('tensile', '&limit=50')));
    expect(found.length).toBeGreaterThan(0);
    for (const s of found.slice(0, 5)) {
      const one = await ok(pro, pathOf(s._links.self));
      expect(one.body, s.id).toEqual(s);
    }
  });

  it('answers a percent-encoded id like the plain one', async () => {
    const plain = await ok(pro, '/standards/iso-6892-1');
    const encoded = await ok(pro, '/standards/iso%2D6892%2D1');
    expect(encoded.body).toEqual(plain.body);
  });

  it('answers the id of a reference with a slash (ISO/IEC …), encoded as its _links.self has it', async () => {
    const reference = [...new Set(active.flatMap((l) => l.capabilities.map((c) => c.standard_key)))].find(
      (k): k is string => k?.includes('/') === true,
    );
    expect(reference, 'the fixture has a reference with a slash').toBeDefined();
    const number = /\d[\d-]*/.exec(reference!)![0];
    const entry = list(await ok(pro, lookup(reference!))).find((s) => s.reference === reference);
    expect(entry, `${reference} (${number})`).toBeDefined();
    const one = await ok(pro, pathOf(entry!._links.self));
    expect(one.body).toEqual(entry);
    const again = await ok(pro, `/standards/${encodeURIComponent(entry!.id)}`);
    expect(again.body).toEqual(entry);
  });

  it('answers an unknown id with 404 {error}', async () => {
    // Ids not in the id pattern ('ISO%206892-1', 'no%2Fsuch') get 400 (test/contract/edges.test.ts).
    for (const id of ['iso-99999-9', 'no-such-standard']) {
      const r = await get(pro, `/standards/${id}`);
      expect(r.status, id).toBe(404);
      expect(Object.keys(r.body)).toEqual(['error']);
      expect(r.body.error).toMatch(/Standard not found/);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });
});
