// GET /labs over real HTTP: filters, search, order, pagination, links, masking
// of list items and 400s. Expected values are computed from the fixture build's
// files (read with the build's own readers), never from the server's answers.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import { placeAliases } from '../../src/domain/place-names.ts';
import { capabilityTerms } from '../../src/domain/terminology.ts';
import type { Lab, Tier } from '../../src/domain/types.ts';
import { budgetedCallers, type Caller } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORIGIN = 'http://labs.test';
const LABS_URL = `${ORIGIN}/api/v1/labs`;
const TIERS: readonly Tier[] = ['anonymous', 'free', 'pro', 'enterprise'];
const MASKED: readonly Tier[] = ['anonymous', 'free'];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
  collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** Lowercase, diacritics off, split into words: an independent reading of "the word occurs". */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const words = (s: string | null) =>
  s === null
    ? []
    : fold(s)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
const hasWord = (s: string | null, w: string) => words(s).includes(w);

interface Item {
  slug: string;
  name: string;
  country: string;
  city: string | null;
  accreditation_body: string | null;
  accreditation_status: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: string[];
  _links: { self: string; html: string };
  [key: string]: unknown;
}

let server: TestServer;
let labs: Lab[];
let bySlug: Map<string, Lab>;

const { caller, get, ok, anonymous: anonymousCaller, resetWindows, nextDay } = budgetedCallers(() => server);

/** A server link → the path and query to fetch it with (and proof it is on the configured origin). */
function pathOf(link: string): string {
  expect(link.startsWith(`${ORIGIN}/api/v1/`), link).toBe(true);
  return link.slice(`${ORIGIN}/api/v1`.length);
}

/** Every lab a query lists, page by page (per_page=100), checking the pages agree with each other. */
async function fetchAll(c: Caller, query: string, perPage = 100): Promise<Item[]> {
  const sep = query === '' ? '' : '&';
  const first = await ok(c, `/labs?${query}${sep}per_page=${perPage}`);
  const { total, total_pages: totalPages } = first.body.meta;
  expect(totalPages).toBe(Math.ceil(total / perPage));
  const items: Item[] = [...first.body.data];
  for (let page = 2; page <= totalPages; page++) {
    const r = await ok(c, `/labs?${query}${sep}page=${page}&per_page=${perPage}`);
    expect(r.body.meta.total).toBe(total);
    items.push(...r.body.data);
  }
  expect(items).toHaveLength(total);
  return items;
}

const slugs = (items: readonly { slug: string }[]) => items.map((i) => i.slug);
const sortedSlugs = (items: readonly { slug: string }[]) => slugs(items).sort();
const expectedSlugs = (filter: (lab: Lab) => boolean) =>
  labs
    .filter(filter)
    .map((l) => l.slug)
    .sort();
const active = (l: Lab) => l.accreditation_status === 'active';
const holds = (l: Lab, canonicalId: string) => l.capabilities.some((c) => c.canonical_id === canonicalId);

beforeAll(async () => {
  server = await startTestServer();
  const dir = inject('fixtureBuild');
  labs = await readFullLabs(dir, await readManifest(dir));
  bySlug = new Map(labs.map((l) => [l.slug, l]));
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------
describe('GET /labs: filters', () => {
  it('lists only active labs when no status is given', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(pro, '');
    const expected = expectedSlugs(active);
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.length).toBeLessThan(labs.length);
    expect(sortedSlugs(items)).toEqual(expected);
    expect(items.every((i) => i.accreditation_status === 'active')).toBe(true);
    // Every tier sees the same default set.
    for (const tier of TIERS) {
      const r = await ok(await caller(tier), '/labs');
      expect(r.body.meta.total).toBe(expected.length);
    }
  });

  it.each(['suspended', 'withdrawn'] as const)('status=%s lists exactly the labs with that status', async (status) => {
    const items = await fetchAll(await caller('pro'), `status=${status}`);
    const expected = expectedSlugs((l) => l.accreditation_status === status);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedSlugs(items)).toEqual(expected);
    const anon = await ok(anonymousCaller, `/labs?status=${status}&per_page=1`);
    expect(anon.body.meta.total).toBe(expected.length);
  });

  it('status=all lists every lab, including labs with no status', async () => {
    const items = await fetchAll(await caller('enterprise'), 'status=all');
    expect(sortedSlugs(items)).toEqual(labs.map((l) => l.slug).sort());
    const nullStatus = expectedSlugs((l) => l.accreditation_status === null);
    expect(nullStatus.length).toBeGreaterThan(0);
    const listed = items
      .filter((i) => i.accreditation_status === null)
      .map((i) => i.slug)
      .sort();
    expect(listed).toEqual(nullStatus);
    expect(new Set(items.map((i) => i.accreditation_status))).toEqual(
      new Set(['active', 'suspended', 'withdrawn', null]),
    );
  });

  it('country filters by ISO code, case-insensitively (de = DE)', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && l.country === 'DE');
    expect(expected.length).toBeGreaterThan(100);
    const upper = await fetchAll(pro, 'country=DE');
    const lower = await fetchAll(pro, 'country=de');
    expect(sortedSlugs(upper)).toEqual(expected);
    expect(slugs(lower)).toEqual(slugs(upper));
    for (const tier of MASKED) {
      expect((await ok(await caller(tier), '/labs?country=de&per_page=1')).body.meta.total).toBe(expected.length);
    }
  });

  it('body filters by accreditation body code, case-insensitively (dakks = DAKKS = DaKkS)', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && l.accreditation_body === 'DAKKS');
    expect(expected.length).toBeGreaterThan(100);
    const upper = await fetchAll(pro, 'body=DAKKS');
    expect(sortedSlugs(upper)).toEqual(expected);
    expect(upper.every((i) => i.accreditation_body === 'DAKKS')).toBe(true);
    for (const spelling of ['dakks', 'DaKkS'])
      expect(slugs(await fetchAll(pro, `body=${spelling}`))).toEqual(slugs(upper));
    expect((await ok(anonymousCaller, '/labs?body=dakks&per_page=1')).body.meta.total).toBe(expected.length);
  });

  it('category lists the labs with a capability in that category', async () => {
    const pro = await caller('pro');
    for (const slug of ['water', 'emc-radio', 'forensic']) {
      const expected = expectedSlugs((l) => active(l) && l.capabilities.some((c) => c.category_slug === slug));
      expect(expected.length, slug).toBeGreaterThan(0);
      const items = await fetchAll(pro, `category=${slug}`);
      expect(sortedSlugs(items), slug).toEqual(expected);
      expect(items.every((i) => i.categories.includes(slug))).toBe(true);
    }
    expect((await ok(anonymousCaller, '/labs?category=water&per_page=1')).body.meta.total).toBe(
      expectedSlugs((l) => active(l) && l.categories.includes('water')).length,
    );
  });

  it('a well-formed country code with no labs gives 200 and an empty page', async () => {
    expect(labs.some((l) => l.country === 'JP')).toBe(false);
    for (const tier of ['anonymous', 'pro'] as const) {
      const r = await ok(await caller(tier), '/labs?country=JP');
      expect(r.body.data).toEqual([]);
      expect(r.body.meta).toEqual({ page: 1, per_page: 25, total: 0, total_pages: 0 });
      expect(r.body._links.next).toBeNull();
      expect(r.body._links.prev).toBeNull();
    }
  });

  it('combined filters list the labs that match every filter: country + category + q', async () => {
    const pro = await caller('pro');
    const qOnly = await fetchAll(pro, 'q=salmonella');
    const expected = qOnly.filter((i) => {
      const lab = bySlug.get(i.slug)!;
      return lab.country === 'DE' && lab.categories.includes('food-feed');
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(qOnly.length);
    const combined = await fetchAll(pro, 'country=de&category=food-feed&q=salmonella');
    // Same labs, and in the order the search ranks them.
    expect(slugs(combined)).toEqual(slugs(expected));
  });

  it('combined filters list the labs that match every filter: body + standard', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && l.accreditation_body === 'DAKKS' && holds(l, 'iso-6892-1'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(expectedSlugs((l) => active(l) && holds(l, 'iso-6892-1')).length);
    const items = await fetchAll(pro, `body=dakks&standard=${encodeURIComponent('DIN EN ISO 6892-1')}`);
    expect(sortedSlugs(items)).toEqual(expected);
  });

  it('combined filters list the labs that match every filter: status + country + category', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => l.country === 'DE' && l.categories.includes('chemical'));
    const items = await fetchAll(pro, 'status=all&country=DE&category=chemical');
    expect(sortedSlugs(items)).toEqual(expected);
    expect(
      expectedSlugs((l) => l.country === 'DE' && l.categories.includes('chemical') && !active(l)).length,
    ).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: standard', () => {
  const VARIANTS = ['EN ISO 6892-1:2019', 'DIN EN ISO 6892-1', 'iso 6892-1', 'ISO6892-1'];

  it('matches every written variant of a reference to the same labs: those holding canonical_id iso-6892-1', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && holds(l, 'iso-6892-1'));
    expect(expected.length).toBeGreaterThan(0);
    const results: string[][] = [];
    for (const v of VARIANTS) {
      const items = await fetchAll(pro, `standard=${encodeURIComponent(v)}`);
      results.push(slugs(items));
      expect(sortedSlugs(items), v).toEqual(expected);
    }
    for (const r of results) expect(r).toEqual(results[0]);
    // And the detail endpoint of a few of them shows the capability.
    for (const slug of results[0]!.slice(0, 3)) {
      const detail = await ok(pro, `/labs/${slug}`);
      expect(detail.body.capabilities.map((c: { canonical_id: string }) => c.canonical_id)).toContain('iso-6892-1');
    }
    // With status=all, the withdrawn and suspended holders come too.
    const all = await fetchAll(pro, `standard=${encodeURIComponent('iso 6892-1')}&status=all`);
    expect(sortedSlugs(all)).toEqual(expectedSlugs((l) => holds(l, 'iso-6892-1')));
  });

  it('filters by standard for every tier (what is matched does not depend on the tier)', async () => {
    const expected = expectedSlugs((l) => active(l) && holds(l, 'iso-6892-1')).length;
    for (const tier of TIERS) {
      const c = await caller(tier);
      for (const v of tier === 'anonymous' ? VARIANTS.slice(0, 2) : VARIANTS) {
        expect(
          (await ok(c, `/labs?standard=${encodeURIComponent(v)}&per_page=1`)).body.meta.total,
          `${tier} ${v}`,
        ).toBe(expected);
      }
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: q', () => {
  /** What each kind of text a lab can be found by is, and a word of that kind from the fixture. */
  const KINDS: Array<{ kind: string; q: string; expected: (l: Lab) => boolean }> = [
    { kind: 'lab name', q: 'Aqualytic', expected: (l) => hasWord(l.name, 'aqualytic') },
    { kind: 'city', q: 'Praha', expected: (l) => hasWord(l.city, 'praha') || hasWord(l.name, 'praha') },
    { kind: "city's English name", q: 'Prague', expected: (l) => l.city === 'Praha' || hasWord(l.name, 'prague') },
    {
      kind: 'capability name',
      q: 'salmonella',
      expected: (l) => l.capabilities.some((c) => hasWord(c.name, 'salmonella')),
    },
    { kind: 'canonical ID', q: 'mdhs-14-4', expected: (l) => holds(l, 'mdhs-14-4') },
    {
      kind: 'standard reference',
      q: 'ISO 15705',
      expected: (l) => l.capabilities.some((c) => c.standard_key === 'ISO 15705'),
    },
  ];

  for (const tier of TIERS) {
    it(`matches lab name, city, capability names, canonical IDs and standard references for ${tier} callers`, async () => {
      const c = await caller(tier);
      for (const { kind, q, expected } of KINDS) {
        const want = expectedSlugs((l) => active(l) && expected(l));
        expect(want.length, kind).toBeGreaterThan(0);
        const r = await ok(c, `/labs?q=${encodeURIComponent(q)}&per_page=100`);
        expect(r.body.meta.total, `${tier}: q=${q} (${kind})`).toBe(want.length);
        expect(sortedSlugs(r.body.data), `${tier}: q=${q} (${kind})`).toEqual(want);
      }
    });
  }

  it('requires every term to match (AND)', async () => {
    const pro = await caller('pro');
    const salmonella = new Set(slugs(await fetchAll(pro, 'q=salmonella')));
    const warszawa = new Set(slugs(await fetchAll(pro, 'q=warszawa')));
    const both = [...salmonella].filter((s) => warszawa.has(s)).sort();
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(Math.min(salmonella.size, warszawa.size));
    expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('salmonella warszawa')}`))).toEqual(both);
    expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('warszawa salmonella')}`))).toEqual(both);
  });

  it('matches the last term as a prefix (q=warsza finds Warszawa)', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && (hasWord(l.city, 'warszawa') || hasWord(l.name, 'warszawa')));
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedSlugs(await fetchAll(pro, 'q=warsza'))).toEqual(expected);
    // The whole word finds them too (and, tolerating a typo, near spellings).
    expect(slugs(await fetchAll(pro, 'q=warszawa'))).toEqual(expect.arrayContaining(expected));
    // The prefix is the last term's: 'salmonella warsza' = 'salmonella warszawa'.
    const both = await fetchAll(pro, `q=${encodeURIComponent('salmonella warsza')}`);
    expect(both.length).toBeGreaterThan(0);
    expect(slugs(both)).toEqual(slugs(await fetchAll(pro, `q=${encodeURIComponent('salmonella warszawa')}`)));
    expect((await ok(anonymousCaller, '/labs?q=warsza')).body.meta.total).toBe(expected.length);
  });

  it('matches the last term as a prefix even when it is too short for typo tolerance (q=wars, q=salm)', async () => {
    const pro = await caller('pro');
    // Every text a lab is found by: its own, its city's other names, and its capabilities' words in every language
    // (each capability's words gathered once: thousands of labs share them).
    const capabilityWords = new Map<string, string[]>();
    const wordsOfCapability = (c: Lab['capabilities'][number]) => {
      const key = `${c.canonical_id}|${c.standard}|${c.name}`;
      let found = capabilityWords.get(key);
      if (!found) {
        found = [c.name, c.standard, c.standard_key, c.canonical_id, ...capabilityTerms(c)].flatMap((t) => words(t));
        capabilityWords.set(key, found);
      }
      return found;
    };
    const startsWith = (l: Lab, p: string) =>
      [l.name, l.city, ...placeAliases(l.country, l.city)].some((t) => words(t).some((w) => w.startsWith(p))) ||
      l.capabilities.some((c) => wordsOfCapability(c).some((w) => w.startsWith(p)));
    for (const p of ['wars', 'salm']) {
      const expected = expectedSlugs((l) => active(l) && startsWith(l, p));
      expect(expected.length, p).toBeGreaterThan(0);
      expect(sortedSlugs(await fetchAll(pro, `q=${p}`)), `q=${p}`).toEqual(expected);
    }
    // Only the last term: 'warszawa salm' finds the Warszawa salmonella labs; in 'salm warszawa', 'salm' is a whole
    // word that no lab holds, so it is left out (DECISIONS, round 3) and the answer is Warszawa's labs.
    const last = await fetchAll(pro, `q=${encodeURIComponent('warszawa salm')}`);
    expect(sortedSlugs(last)).toEqual(
      sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('warszawa salmonella')}`)),
    );
    expect(last.length).toBeGreaterThan(0);
    expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('salm warszawa')}`))).toEqual(
      sortedSlugs(await fetchAll(pro, 'q=warszawa')),
    );
    const named = await ok(pro, `/labs?q=${encodeURIComponent('salm warszawa')}&per_page=1`);
    expect(named.body.meta.q_words).toEqual({ used: ['warszawa'], left_out: ['salm'] });
  });

  it('tolerates a small typo in a long word (q=salmonela finds the salmonella labs)', async () => {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && l.capabilities.some((c) => hasWord(c.name, 'salmonella')));
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedSlugs(await fetchAll(pro, 'q=salmonela'))).toEqual(expected);
    expect(sortedSlugs(await fetchAll(pro, 'q=salmonnella'))).toEqual(expected);
    const anon = await ok(anonymousCaller, '/labs?q=salmonela&per_page=100');
    expect(sortedSlugs(anon.body.data)).toEqual(expected);
  });

  /** Every spelling gives the same list, which holds every lab with the word itself. */
  async function sameForEverySpelling(spellings: readonly string[], filter: (l: Lab) => boolean) {
    const pro = await caller('pro');
    const expected = expectedSlugs((l) => active(l) && filter(l));
    expect(expected.length, spellings[0]).toBeGreaterThan(0);
    const lists: string[][] = [];
    for (const q of spellings) {
      const found = slugs(await fetchAll(pro, `q=${encodeURIComponent(q)}`));
      expect(found, `q=${q} must find every lab with '${spellings[0]}'`).toEqual(expect.arrayContaining(expected));
      lists.push(found);
    }
    for (const [i, list] of lists.entries()) expect(list, `q=${spellings[i]} vs q=${spellings[0]}`).toEqual(lists[0]);
  }

  it('folds diacritics and case (Kraków = krakow = KRAKOW, Malmö = malmo, Baustoffprüfung = baustoffprufung)', async () => {
    await sameForEverySpelling(
      ['Kraków', 'krakow', 'KRAKOW'],
      (l) => hasWord(l.city, 'krakow') || hasWord(l.name, 'krakow'),
    );
    await sameForEverySpelling(
      ['Malmö', 'malmo', 'MALMÖ'],
      (l) => hasWord(l.city, 'malmo') || hasWord(l.name, 'malmo'),
    );
    await sameForEverySpelling(['Baustoffprüfung', 'baustoffprufung'], (l) => hasWord(l.name, 'baustoffprufung'));
  });

  it('folds spelled-out umlauts both ways (Köln = koeln = koln, München = muenchen = munchen)', async () => {
    await sameForEverySpelling(['Köln', 'koeln', 'koln', 'KOELN'], (l) => l.city === 'Köln' || hasWord(l.name, 'koln'));
    await sameForEverySpelling(
      ['München', 'muenchen', 'munchen'],
      (l) => l.city === 'München' || hasWord(l.name, 'munchen'),
    );
  });

  it("finds a city's labs by its English name as by its own (Munich = München, Cologne = Köln)", async () => {
    const pro = await caller('pro');
    for (const [local, english] of [
      ['München', 'Munich'],
      ['Köln', 'Cologne'],
    ] as const) {
      const expected = expectedSlugs((l) => active(l) && l.city === local);
      expect(expected.length, local).toBeGreaterThan(0);
      // The same labs; a name holding the local form ranks higher for it.
      expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent(english)}`)), english).toEqual(expected);
      expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent(local)}`)), local).toEqual(
        expect.arrayContaining(expected),
      );
    }
  });

  it('finds a test named in any register language (Zugversuch, essai de traction, prova di trazione, próba rozciągania)', async () => {
    const pro = await caller('pro');
    const tensile = (l: Lab) => l.capabilities.some((c) => ['ISO 6892-1', 'ISO 6892-2'].includes(c.standard_key ?? ''));
    const expected = expectedSlugs((l) => active(l) && tensile(l));
    expect(expected.length).toBeGreaterThan(0);
    for (const q of [
      'Zugversuch',
      'essai de traction',
      'prova di trazione',
      'ensayo de tracción',
      'próba rozciągania',
      'tensile testing',
    ]) {
      expect(slugs(await fetchAll(pro, `q=${encodeURIComponent(q)}`)), q).toEqual(expect.arrayContaining(expected));
    }
  });

  it('tolerates two letters swapped, which is two edits (q=Cahrpy finds the Charpy labs)', async () => {
    const pro = await caller('pro');
    const expected = sortedSlugs(await fetchAll(pro, 'q=charpy'));
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedSlugs(await fetchAll(pro, 'q=Cahrpy'))).toEqual(expected);
    expect(sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('Cahrpy test')}`))).toEqual(
      sortedSlugs(await fetchAll(pro, `q=${encodeURIComponent('charpy test')}`)),
    );
  });

  it('folds letters with a stroke or slash too (Łódź = lodz, Tromsø = tromso, Białystok = bialystok)', async () => {
    await sameForEverySpelling(['Łódź', 'lodz', 'LODZ'], (l) => l.city === 'Łódź');
    await sameForEverySpelling(['Tromsø', 'tromso'], (l) => l.city === 'Tromsø');
    await sameForEverySpelling(['Białystok', 'bialystok'], (l) => l.city === 'Białystok');
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: order', () => {
  it('without q, orders by name (locale-aware), then slug, over the whole filtered set', async () => {
    const pro = await caller('pro');
    for (const query of ['', 'status=all&country=CZ']) {
      const items = await fetchAll(pro, query);
      for (let i = 1; i < items.length; i++) {
        expect(byName(items[i - 1]!, items[i]!), `${query}: ${items[i - 1]!.name} / ${items[i]!.name}`).toBeLessThan(0);
      }
      const expected = labs
        .filter((l) => (query === '' ? active(l) : l.country === 'CZ'))
        .sort(byName)
        .map((l) => l.slug);
      expect(slugs(items)).toEqual(expected);
    }
    // The fixture has labs sharing a name: the slug breaks the tie.
    const names = new Map<string, number>();
    for (const l of labs.filter(active)) names.set(l.name, (names.get(l.name) ?? 0) + 1);
    expect([...names.values()].some((n) => n > 1)).toBe(true);
  });

  it('with q, orders by relevance: labs whose name contains the term come before labs that match only in capabilities', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(pro, 'q=fischer');
    const inName = (i: Item) => words(i.name).some((w) => w.startsWith('fischer'));
    const named = items.map((i, at) => ({ i, at })).filter(({ i }) => inName(i));
    const others = items
      .map((i, at) => ({ i, at }))
      .filter(({ i }) => !inName(i) && !words(i.city).some((w) => w.startsWith('fisch')));
    expect(named.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(10);
    expect(named.length).toBe(
      labs.filter((l) => active(l) && words(l.name).some((w) => w.startsWith('fischer'))).length,
    );
    expect(Math.max(...named.map((n) => n.at))).toBeLessThan(Math.min(...others.map((o) => o.at)));
    // Not the name order: relevance decides.
    expect(slugs(items)).not.toEqual(slugs([...items].sort(byName)));
  });

  it('with q, labs holding one capability that meets every term come before labs meeting the terms across capabilities', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(pro, 'q=iso 6892-1');
    const holders = items.filter((i) => holds(bySlug.get(i.slug)!, 'iso-6892-1'));
    expect(holders.length).toBeGreaterThan(20);
    expect(items.length).toBeGreaterThan(holders.length);
    // Apart from a lab whose own name matches, every holder ranks above every non-holder.
    const firstOther = items.findIndex(
      (i) => !holds(bySlug.get(i.slug)!, 'iso-6892-1') && !words(i.name).includes('iso'),
    );
    expect(items.slice(0, firstOther).filter((i) => holds(bySlug.get(i.slug)!, 'iso-6892-1')).length).toBe(
      holders.length,
    );
  });

  it('with q, labs of equal relevance follow in name order', async () => {
    // Labs found only by their one-word city "Praha" score alike: they must follow in name order.
    const pro = await caller('pro');
    const items = await fetchAll(pro, 'q=praha');
    const cityOnly = items.filter((i) => i.city === 'Praha' && !hasWord(i.name, 'praha'));
    expect(cityOnly.length).toBeGreaterThan(3);
    expect(slugs(cityOnly)).toEqual(slugs([...cityOnly].sort(byName)));
    // And the name matches come first.
    const firstCityOnly = items.indexOf(cityOnly[0]!);
    expect(items.slice(0, firstCityOnly).every((i) => hasWord(i.name, 'praha'))).toBe(true);
    expect(firstCityOnly).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: pagination', () => {
  it('gives stable pages: pages 1..n give each lab once, in the order of per_page=100', async () => {
    const pro = await caller('pro');
    for (const query of ['country=DE', 'q=water', 'status=all&category=mechanical']) {
      const big = slugs(await fetchAll(pro, query, 100));
      const small = slugs(await fetchAll(pro, query, 17));
      expect(new Set(small).size, query).toBe(small.length);
      expect(small, query).toEqual(big);
    }
  });

  it('reports total_pages = ceil(total / per_page), prev null on the first page and next null on the last', async () => {
    const pro = await caller('pro');
    const total = labs.filter((l) => active(l) && l.country === 'DE').length;
    const pages = Math.ceil(total / 25);
    expect(total % 25).not.toBe(0);
    const first = await ok(pro, '/labs?country=DE');
    expect(first.body.meta).toEqual({ page: 1, per_page: 25, total, total_pages: pages });
    expect(first.body.data).toHaveLength(25);
    expect(first.body._links.prev).toBeNull();
    expect(first.body._links.next).toBe(`${LABS_URL}?country=DE&page=2&per_page=25`);
    const middle = await ok(pro, '/labs?country=DE&page=4');
    expect(middle.body._links.prev).toBe(`${LABS_URL}?country=DE&page=3&per_page=25`);
    expect(middle.body._links.next).toBe(`${LABS_URL}?country=DE&page=5&per_page=25`);
    const last = await ok(pro, `/labs?country=DE&page=${pages}`);
    expect(last.body.data).toHaveLength(total - 25 * (pages - 1));
    expect(last.body._links.next).toBeNull();
    expect(last.body._links.prev).toBe(`${LABS_URL}?country=DE&page=${pages - 1}&per_page=25`);
    // Following next from the first page visits every page once.
    let link: string | null = first.body._links.self;
    let visited = 0;
    const seen: string[] = [];
    while (link) {
      const r = await ok(pro, pathOf(link));
      seen.push(...slugs(r.body.data));
      link = r.body._links.next;
      visited++;
    }
    expect(visited).toBe(pages);
    expect(seen).toEqual(
      labs
        .filter((l) => active(l) && l.country === 'DE')
        .sort(byName)
        .map((l) => l.slug),
    );
    expect(new Set(seen).size).toBe(total);
  });

  it('answers a page past the end with 200, empty data, next null and prev pointing to the last page with results', async () => {
    const total = labs.filter((l) => active(l) && l.country === 'DE').length;
    const lastPage = Math.ceil(total / 25);
    for (const tier of ['anonymous', 'pro'] as const) {
      const r = await ok(await caller(tier), '/labs?country=DE&page=50');
      expect(r.body.data).toEqual([]);
      expect(r.body.meta).toEqual({ page: 50, per_page: 25, total, total_pages: lastPage });
      expect(r.body._links.next).toBeNull();
      expect(r.body._links.prev).toBe(`${LABS_URL}?country=DE&page=${lastPage}&per_page=25`);
      expect(r.body._links.self).toBe(`${LABS_URL}?country=DE&page=50&per_page=25`);
    }
    const pro = await caller('pro');
    const justPast = await ok(pro, `/labs?country=DE&page=${lastPage + 1}`);
    expect(justPast.body.data).toEqual([]);
    expect(justPast.body._links.prev).toBe(`${LABS_URL}?country=DE&page=${lastPage}&per_page=25`);
  });

  it('answers a page past the end of an empty result with prev null', async () => {
    const r = await ok(await caller('pro'), '/labs?country=JP&page=3&per_page=10');
    expect(r.body.data).toEqual([]);
    expect(r.body.meta).toEqual({ page: 3, per_page: 10, total: 0, total_pages: 0 });
    expect(r.body._links).toEqual({ self: `${LABS_URL}?country=JP&page=3&per_page=10`, next: null, prev: null });
  });

  it('serves per_page=1 and per_page=100', async () => {
    const pro = await caller('pro');
    const total = labs.filter(active).length;
    const one = await ok(pro, '/labs?per_page=1');
    expect(one.body.data).toHaveLength(1);
    expect(one.body.meta).toEqual({ page: 1, per_page: 1, total, total_pages: total });
    const lastOne = await ok(pro, `/labs?per_page=1&page=${total}`);
    expect(lastOne.body.data).toHaveLength(1);
    expect(lastOne.body._links.next).toBeNull();
    expect(lastOne.body.data[0].slug).toBe(labs.filter(active).sort(byName).at(-1)!.slug);
    const hundred = await ok(pro, '/labs?per_page=100&page=2');
    expect(hundred.body.data).toHaveLength(100);
    expect(hundred.body.meta).toEqual({ page: 2, per_page: 100, total, total_pages: Math.ceil(total / 100) });
    expect(hundred.body.data[0].slug).toBe(labs.filter(active).sort(byName)[100]!.slug);
    const anon = await ok(anonymousCaller, '/labs?per_page=100');
    expect(anon.body.data).toHaveLength(100);
  });

  it('defaults to page 1 and 25 per page', async () => {
    const r = await ok(anonymousCaller, '/labs');
    expect(r.body.meta.page).toBe(1);
    expect(r.body.meta.per_page).toBe(25);
    expect(r.body.data).toHaveLength(25);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: _links', () => {
  it('are absolute URLs on the configured origin, for the page and for every lab', async () => {
    const r = await ok(await caller('free'), '/labs?country=FR&page=2&per_page=10');
    for (const link of [r.body._links.self, r.body._links.next, r.body._links.prev])
      expect(link.startsWith(`${LABS_URL}?`)).toBe(true);
    for (const item of r.body.data as Item[]) {
      expect(item._links.self).toBe(`${LABS_URL}/${item.slug}`);
      expect(item._links.html.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(item._links.html).toContain(item.slug);
      expect(item._links.html).not.toContain('/api/');
    }
  });

  it('self keeps the filters in a canonical order, whatever order the request gave them in', async () => {
    const pro = await caller('pro');
    const a = await ok(pro, '/labs?q=water&per_page=10&status=all&country=de&category=water&body=dakks&page=2');
    const b = await ok(pro, '/labs?page=2&body=DAKKS&category=water&country=DE&status=all&per_page=10&q=water');
    expect(a.body._links).toEqual(b.body._links);
    expect(a.text).toBe(b.text);
    const self = new URL(a.body._links.self);
    expect(`${self.origin}${self.pathname}`).toBe(LABS_URL);
    expect(Object.fromEntries(self.searchParams)).toEqual({
      country: 'DE',
      body: 'DAKKS',
      category: 'water',
      q: 'water',
      status: 'all',
      page: '2',
      per_page: '10',
    });
    expect([...self.searchParams.keys()]).toHaveLength(7);
    // Following self gives the same page.
    const again = await ok(pro, pathOf(a.body._links.self));
    expect(again.text).toBe(a.text);
    // The filter keeps its written form in standard, and links keep only what was asked.
    const s = await ok(pro, `/labs?standard=${encodeURIComponent('DIN EN ISO 6892-1')}`);
    expect(Object.fromEntries(new URL(s.body._links.self).searchParams)).toEqual({
      standard: 'DIN EN ISO 6892-1',
      page: '1',
      per_page: '25',
    });
  });

  it('never carry the caller key', async () => {
    for (const tier of ['free', 'pro', 'enterprise'] as const) {
      const c = await caller(tier);
      for (const query of ['/labs?country=DE&page=2&per_page=5', '/labs?q=water&page=1000']) {
        const r = await ok(c, query);
        expect(r.text).not.toContain(c.key!);
        for (const link of [r.body._links.self, r.body._links.next, r.body._links.prev].filter(Boolean)) {
          const url = new URL(link);
          expect(url.searchParams.has('api_key')).toBe(false);
          expect(url.origin).toBe(ORIGIN);
        }
      }
    }
  });
  it('never carry a key given in the deprecated api_key parameter either (before its sunset, when it is accepted)', async () => {
    const resumeAt = server.clock.now;
    const key = (await caller('pro')).key!;
    server.clock.set('2026-05-01T12:00:30Z');
    resetWindows();
    try {
      for (const query of [
        `/labs?api_key=${key}&country=DE&page=2&per_page=5`,
        `/labs?country=DE&per_page=5&api_key=${key}&page=500`,
      ]) {
        anonymousCaller.minute++;
        anonymousCaller.day++;
        const r = await server.api(query);
        expect(r.status, r.text).toBe(200);
        expect(r.headers.get('x-api-tier')).toBe('pro');
        expect(r.headers.get('deprecation')).toBe('true');
        expect(r.text).not.toContain(key);
        expect(r.text).not.toContain('api_key');
        expect(new URL(r.body._links.self).searchParams.get('page')).toBe(query.includes('page=500') ? '500' : '2');
        expect(typeof r.body.data[0]?.latitude === 'number' || r.body.data.length === 0).toBe(true);
      }
    } finally {
      server.clock.now = resumeAt;
      nextDay();
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs: masking of list items', () => {
  for (const tier of TIERS) {
    const full = !MASKED.includes(tier);
    it(`${full ? 'fills' : 'nulls'} latitude and longitude for ${tier} callers`, async () => {
      const r = await ok(await caller(tier), '/labs?country=AT&per_page=100');
      expect(r.body.data.length).toBeGreaterThan(0);
      for (const item of r.body.data as Item[]) {
        expect(item).toHaveProperty('latitude');
        expect(item).toHaveProperty('longitude');
        const lab = bySlug.get(item.slug)!;
        if (full) {
          expect(typeof lab.latitude).toBe('number');
          expect(item.latitude).toBe(lab.latitude);
          expect(item.longitude).toBe(lab.longitude);
        } else {
          expect(item.latitude).toBeNull();
          expect(item.longitude).toBeNull();
        }
        expect(item).not.toHaveProperty('capabilities');
        expect(item.categories).toEqual(lab.categories);
        expect(item.name).toBe(lab.name);
        expect(item.city).toBe(lab.city);
        expect(item.accreditation_body).toBe(lab.accreditation_body);
      }
    });
  }
});

// ---------------------------------------------------------------------------
describe('GET /labs: 400 for a malformed, out-of-range or unknown parameter', () => {
  const CASES: Array<[string, string, RegExp]> = [
    ['per_page=0', 'per_page=0', /\bper_page\b/],
    ['per_page=101', 'per_page=101', /\bper_page\b/],
    ['page=0', 'page=0', /\bpage\b/],
    ['page=abc', 'page=abc', /\bpage\b/],
    ['status=foo', 'status=foo', /\bstatus\b/],
    ['country=DEU', 'country=DEU', /\bcountry\b/],
    ['an unknown parameter (contry=DE)', 'contry=DE', /\bcontry\b/],
    ['a repeated parameter (country=DE&country=FR)', 'country=DE&country=FR', /\bcountry\b/],
    ['a category not in the directory', 'category=underwater-basket-weaving', /\bcategory\b/],
    ['a body not in the directory', 'body=XYZ', /\bbody\b/],
    ['a standard that is not a reference (standard=hello)', 'standard=hello', /\bstandard\b/],
    ['q longer than 200 characters', `q=${'a'.repeat(201)}`, /\bq\b/],
  ];

  it.each(CASES)('%s', async (_, query, names) => {
    for (const tier of ['free', 'pro'] as const) {
      const r = await get(await caller(tier), `/labs?${query}`);
      expect(r.status, r.text).toBe(400);
      expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
      expect(r.body.error).toMatch(names);
      expect(r.body.docs.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives anonymous callers the same 400s', async () => {
    const pro = await caller('pro');
    for (const query of ['per_page=101', 'contry=DE', 'standard=hello']) {
      const anon = await get(anonymousCaller, `/labs?${query}`);
      expect(anon.status).toBe(400);
      expect(anon.body).toEqual((await get(pro, `/labs?${query}`)).body);
    }
  });

  it('accepts the edges: q of 200 characters, per_page=1 and 100, page=1', async () => {
    const pro = await caller('pro');
    const r = await ok(pro, `/labs?q=${'a'.repeat(200)}`);
    expect(r.body.meta.total).toBe(0);
    for (const q of ['per_page=1', 'per_page=100', 'page=1', 'status=active', 'country=de', 'body=dakks'])
      await ok(pro, `/labs?${q}`);
  });
});
