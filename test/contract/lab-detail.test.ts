// GET /labs/{slug} over real HTTP: the detail fields, tier masking of the
// detail (and of everything a caller below pro can read), 404s. Expected values
// come from the fixture build's files, read with the build's own readers.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab, Tier } from '../../src/domain/types.ts';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORIGIN = 'http://labs.test';
const LABS_URL = `${ORIGIN}/api/v1/labs`;
const TIERS: readonly Tier[] = ['anonymous', 'free', 'pro', 'enterprise'];
const MASKED: readonly Tier[] = ['anonymous', 'free'];
const FULL: readonly Tier[] = ['pro', 'enterprise'];

/** Spec 2.1 + 2.2: every field of a detail (`_meta` only below pro). */
const LIST_FIELDS = [
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
];
const DETAIL_FIELDS = [
  ...LIST_FIELDS,
  'street_address',
  'phone',
  'email',
  'website_url',
  'scope_document_url',
  'source_url',
  'accreditation_date',
  'last_verified',
  'capabilities',
];
/** Fields whose value is the lab's own whatever the tier. */
const PLAIN_FIELDS = DETAIL_FIELDS.filter((f) => !['latitude', 'longitude', 'capabilities', '_links'].includes(f));

let server: TestServer;
let labs: Lab[];

const { caller, get, ok, anonymous: anonymousCaller } = budgetedCallers(() => server);

const capabilityView = (lab: Lab) =>
  lab.capabilities.map((c) => ({
    canonical_id: c.canonical_id,
    name: c.name,
    category_slug: c.category_slug,
    category_name: c.category_name,
  }));

/** Text as it appears inside a JSON document. */
const asJson = (value: string | number) =>
  typeof value === 'number' ? JSON.stringify(value) : JSON.stringify(value).slice(1, -1);

/** A few labs of different kinds: first by name, one with a null status, a withdrawn one, one from a non-ASCII country. */
function someLabs(): Lab[] {
  const pick = (f: (l: Lab) => boolean) => labs.find(f)!;
  return [
    pick((l) => l.accreditation_status === 'active' && l.capabilities.length > 5),
    pick((l) => l.accreditation_status === null),
    pick((l) => l.accreditation_status === 'withdrawn'),
    pick((l) => l.accreditation_status === 'suspended' && l.country === 'PL'),
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  const dir = inject('fixtureBuild');
  labs = await readFullLabs(dir, await readManifest(dir));
});
afterAll(() => server.close());

describe('GET /labs/{slug}', () => {
  for (const tier of TIERS) {
    it(`answers 200 with every detail field of the lab for ${tier} callers`, async () => {
      const c = await caller(tier);
      for (const lab of someLabs()) {
        const r = await ok(c, `/labs/${lab.slug}`);
        const full = FULL.includes(tier);
        expect(Object.keys(r.body).sort()).toEqual([...DETAIL_FIELDS, ...(full ? [] : ['_meta'])].sort());
        for (const field of PLAIN_FIELDS)
          expect(r.body[field], `${lab.slug}.${field}`).toEqual(lab[field as keyof Lab]);
        expect(r.body._links).toEqual({
          self: `${LABS_URL}/${lab.slug}`,
          html: expect.stringMatching(new RegExp(`^${ORIGIN}/.*${lab.slug}`)),
        });
        expect(r.body._links.html).not.toContain('/api/');
        expect(r.headers.get('cache-control')).toBe('public, max-age=300');
      }
    });
  }

  it('serves labs of every status, including withdrawn and null-status labs', async () => {
    const pro = await caller('pro');
    for (const lab of someLabs()) {
      const r = await ok(pro, `/labs/${lab.slug}`);
      expect(r.body.accreditation_status).toBe(lab.accreditation_status);
    }
    expect(new Set(someLabs().map((l) => l.accreditation_status))).toEqual(
      new Set(['active', 'suspended', 'withdrawn', null]),
    );
  });

  it('gives source_url as a string or null: the lab record in the national register', async () => {
    const free = await caller('free');
    const pro = await caller('pro');
    for (const lab of someLabs()) {
      for (const c of [anonymousCaller, free, pro]) {
        const r = await ok(c, `/labs/${lab.slug}`);
        expect(r.body).toHaveProperty('source_url');
        expect(r.body.source_url === null || typeof r.body.source_url === 'string').toBe(true);
        expect(r.body.source_url).toBe(lab.source_url);
        if (r.body.source_url !== null) expect(new URL(r.body.source_url).protocol).toMatch(/^https?:$/);
      }
    }
  });

  it('agrees with the lab as a list item, for each tier', async () => {
    const lab = labs.filter((l) => l.accreditation_status === 'active' && l.country === 'IE')[0]!;
    for (const tier of TIERS) {
      const c = await caller(tier);
      const list = await ok(c, `/labs?country=IE&per_page=100`);
      const item = list.body.data.find((i: { slug: string }) => i.slug === lab.slug);
      expect(item, tier).toBeDefined();
      const detail = await ok(c, `/labs/${lab.slug}`);
      for (const field of LIST_FIELDS) expect(detail.body[field], `${tier} ${field}`).toEqual(item[field]);
    }
  });

  it('answers 404 {error} with Cache-Control: no-store for a slug that matches no lab', async () => {
    for (const tier of ['anonymous', 'free', 'pro'] as const) {
      const c = await caller(tier);
      // A value outside the slug pattern ('Analytik Ost') gets 400 (test/contract/edges.test.ts).
      for (const slug of ['no-such-lab-anywhere', 'analytik-ost-nowhere']) {
        const r = await get(c, `/labs/${slug}`);
        expect(r.status).toBe(404);
        expect(Object.keys(r.body)).toEqual(['error']);
        expect(r.body.error).toMatch(/not found/i);
        expect(r.headers.get('cache-control')).toBe('no-store');
      }
    }
    // A real slug in another case is not that lab: it is not a slug at all (slugs are lowercase), so 400.
    const real = labs[0]!.slug;
    expect((await get(await caller('pro'), `/labs/${real.toUpperCase()}`)).status).toBe(400);
  });

  it('answers 400 {error, docs} to an unknown query parameter', async () => {
    const r = await get(await caller('pro'), `/labs/${labs[0]!.slug}?fields=all`);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.error).toContain('fields');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /labs/{slug}: masking by tier', () => {
  for (const tier of FULL) {
    it(`gives ${tier} callers the capabilities as {canonical_id, name, category_slug, category_name}, the coordinates, and no _meta`, async () => {
      const c = await caller(tier);
      for (const lab of someLabs()) {
        const r = await ok(c, `/labs/${lab.slug}`);
        expect(lab.capabilities.length).toBeGreaterThan(0);
        expect(r.body.capabilities).toEqual(capabilityView(lab));
        for (const cap of r.body.capabilities)
          expect(Object.keys(cap).sort()).toEqual(['canonical_id', 'category_name', 'category_slug', 'name']);
        expect(r.body).not.toHaveProperty('_meta');
        expect(typeof r.body.latitude).toBe('number');
        expect(r.body.latitude).toBe(lab.latitude);
        expect(r.body.longitude).toBe(lab.longitude);
      }
    });
  }

  for (const tier of MASKED) {
    it(`gives ${tier} callers capabilities: null, null coordinates and _meta {capabilities_available: false, upgrade_url}`, async () => {
      const c = await caller(tier);
      for (const lab of someLabs()) {
        const r = await ok(c, `/labs/${lab.slug}`);
        expect(r.body).toHaveProperty('capabilities');
        expect(r.body.capabilities).toBeNull();
        expect(r.body).toHaveProperty('latitude');
        expect(r.body).toHaveProperty('longitude');
        expect(r.body.latitude).toBeNull();
        expect(r.body.longitude).toBeNull();
        expect(Object.keys(r.body._meta).sort()).toEqual(['capabilities_available', 'upgrade_url']);
        expect(r.body._meta.capabilities_available).toBe(false);
        expect(typeof r.body._meta.upgrade_url).toBe('string');
        expect(r.body._meta.upgrade_url.startsWith(`${ORIGIN}/`)).toBe(true);
      }
    });
  }

  it('never lets a response below pro carry coordinates or capability names or ids (list page, detail, q search)', async () => {
    const pro = await caller('pro');
    // A lab as pro sees it, and the labs a capability-word search finds.
    const lab = someLabs()[0]!;
    const proDetail = await ok(pro, `/labs/${lab.slug}`);
    const search = await ok(pro, '/labs?q=salmonella&per_page=10');
    const found = search.body.data.map((i: { slug: string }) => i.slug) as string[];
    expect(found.length).toBeGreaterThan(2);
    const foundDetails = [];
    for (const slug of found.slice(0, 3)) foundDetails.push((await ok(pro, `/labs/${slug}`)).body);

    const secretsOf = (d: {
      latitude: number;
      longitude: number;
      capabilities: Array<{ canonical_id: string; name: string }>;
    }) => [
      asJson(d.latitude),
      asJson(d.longitude),
      ...d.capabilities.map((cap) => `"${cap.canonical_id}"`),
      ...d.capabilities.map((cap) => asJson(cap.name)),
    ];
    const labSecrets = secretsOf(proDetail.body);
    const searchSecrets = foundDetails.flatMap(secretsOf);
    expect(labSecrets.length).toBeGreaterThan(4);
    // The pro responses do carry them: the scan looks for something real.
    for (const s of labSecrets) expect(proDetail.text).toContain(s);

    for (const tier of MASKED) {
      const c = await caller(tier);
      const texts: Array<[string, string, string[]]> = [
        ['detail', (await ok(c, `/labs/${lab.slug}`)).text, labSecrets],
        ['list page', (await ok(c, `/labs?country=${lab.country}&per_page=100&status=all`)).text, labSecrets],
        [
          'q search by name',
          (await ok(c, `/labs?q=${encodeURIComponent(lab.name)}&per_page=100&status=all`)).text,
          labSecrets,
        ],
        ['q search by capability', (await ok(c, '/labs?q=salmonella&per_page=10')).text, searchSecrets],
      ];
      for (const [what, text, secrets] of texts) {
        expect(text, `${tier} ${what} lists the lab`).toContain(
          what.startsWith('q search by capability') ? found[0]! : lab.slug,
        );
        for (const secret of secrets) expect(text.includes(secret), `${tier} ${what} carries ${secret}`).toBe(false);
        expect(text, `${tier} ${what}`).not.toMatch(/"(latitude|longitude)":\s*-?\d/);
        expect(text, `${tier} ${what}`).not.toMatch(/"canonical_id"/);
      }
      // And the public detail of the search hits shows none of their capabilities either.
      for (const [i, slug] of found.slice(0, 3).entries()) {
        const text = (await ok(c, `/labs/${slug}`)).text;
        for (const secret of secretsOf(foundDetails[i]))
          expect(text.includes(secret), `${tier} /labs/${slug} carries ${secret}`).toBe(false);
      }
    }
  });
});
