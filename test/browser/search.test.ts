// The client-side search page (/search) in headless Chromium, against its DOM
// contract: <form id="search" role="search">, #q and the country, category,
// body and status selects; results in <ol id="results"> (data-state
// "loading" while fetching, "ready" when final), one <li> per lab with a link
// to /labs/<slug>/; #result-count; the query kept in the URL by replaceState
// (status left out while it is the default, active).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, watchProblems, type PageProblems } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { fold, fixtureLabs, type FixtureLabs } from './fixture-labs.ts';

let server: SiteServer;
let browser: Browser;
let fixture: FixtureLabs;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  [server, fixture] = await Promise.all([startSiteServer(), fixtureLabs(inject('fixtureBuild'))]);
  browser = await launchBrowser(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  problems = watchProblems(page);
});

afterEach(async () => {
  await context?.close();
});

interface Results {
  state: string | null;
  /** The largest number in #result-count ("1–25 of 1,234 labs" → 1234), or null without one. */
  count: number | null;
  countText: string;
  items: Array<{ slug: string | null; text: string }>;
  params: URLSearchParams;
  historyLength: number;
}

async function readResults(): Promise<Results> {
  const raw = await page.evaluate(() => {
    const list = document.querySelector('#results');
    return {
      state: list?.getAttribute('data-state') ?? null,
      countText: document.querySelector('#result-count')?.textContent ?? '',
      items: [...(list?.querySelectorAll(':scope > li') ?? [])].map((li) => ({
        href: li.querySelector('a[href^="/labs/"]')?.getAttribute('href') ?? null,
        text: (li as HTMLElement).textContent,
      })),
      search: location.search,
      historyLength: history.length,
    };
  });
  const numbers = (raw.countText.match(/\d[\d,.\u202f\u00a0]*/g) ?? []).map((n) => Number(n.replace(/\D/g, '')));
  return {
    state: raw.state,
    count: numbers.length ? Math.max(...numbers) : null,
    countText: raw.countText.trim(),
    items: raw.items.map((i) => ({ slug: /^\/labs\/([^/]+)\/$/.exec(i.href ?? '')?.[1] ?? null, text: i.text })),
    params: new URLSearchParams(raw.search),
    historyLength: raw.historyLength,
  };
}

/**
 * The results once they are final and satisfy `done`, or, after `timeout`,
 * the last results seen (the caller's assertions then say what is wrong).
 */
async function settle(done: (r: Results) => boolean, timeout = 15_000): Promise<Results> {
  const until = Date.now() + timeout;
  let last = await readResults();
  while (!(last.state === 'ready' && done(last)) && Date.now() < until) {
    await page.waitForTimeout(100);
    last = await readResults();
  }
  return last;
}

const describeResults = (r: Results) =>
  `state=${r.state}, count "${r.countText}", ${r.items.length} items: ${r.items
    .slice(0, 5)
    .map((i) => i.slug)
    .join(', ')}`;
const hasLab = (slug: string) => (r: Results) => r.items.some((i) => i.slug === slug);

async function openSearch(query = ''): Promise<void> {
  const response = await page.goto(`${server.publicUrl}/search${query}`);
  expect(response?.status(), '/search status').toBe(200);
  await expect(page.locator('form#search[role="search"] input#q[type="search"][name="q"]').count()).resolves.toBe(1);
}

/** Type like a person (key by key) and never submit. */
async function typeQuery(text: string): Promise<void> {
  await page.locator('#q').click();
  await page.locator('#q').pressSequentially(text, { delay: 40 });
}

async function findsByTyping(text: string, slug: string): Promise<Results> {
  await openSearch();
  const before = await readResults();
  await typeQuery(text);
  const r = await settle((x) => hasLab(slug)(x) && x.params.get('q') === text);
  expect(r.state).toBe('ready');
  expect(hasLab(slug)(r), `${slug} among the results for '${text}' (${describeResults(r)})`).toBe(true);
  // Kept in the URL, by replaceState (no new history entry), without the default status.
  expect(r.params.get('q')).toBe(text);
  expect(r.params.has('status')).toBe(false);
  expect(r.historyLength).toBe(before.historyLength);
  // The result names the lab, with its city, and the count says how many there are.
  const item = r.items.find((i) => i.slug === slug)!;
  expect(item.text).toContain(fixture.bySlug.get(slug)!.name);
  expect(r.count).toBeGreaterThanOrEqual(1);
  expect(problems.list).toEqual([]);
  return r;
}

describe('the search page', () => {
  it('finds a known lab by name', async () => {
    const { lab, word } = fixture.byName;
    await findsByTyping(word, lab.slug);
  });

  it('finds a known lab by city', async () => {
    const { lab, city } = fixture.byCity;
    const r = await findsByTyping(city, lab.slug);
    expect(r.items.find((i) => i.slug === lab.slug)!.text).toContain(city);
  });

  it('finds a known lab by accreditation number', async () => {
    const { lab, number } = fixture.byNumber;
    const r = await findsByTyping(number, lab.slug);
    expect(r.items.find((i) => i.slug === lab.slug)!.text).toContain(number);
  });

  it('filters narrow results and update the URL', async () => {
    // Many labs in many countries have a name word starting "lab" (Labor, Laboratoire, Laboratorio, Laboratory …).
    const q = 'lab';
    const matching = fixture.labs.filter(
      (l) =>
        l.accreditation_status === 'active' &&
        fold(l.name)
          .split(/[^\p{L}]+/u)
          .some((w) => w.startsWith(q)),
    );
    const german = matching.filter((l) => l.country === 'DE' && l.accreditation_body === 'DAKKS');
    expect(
      new Set(matching.map((l) => l.country)).size,
      'the fixture has "lab" names in many countries',
    ).toBeGreaterThan(5);
    // A category some, not all, of those German labs are in.
    const categoryCounts = new Map<string, number>();
    for (const l of german) for (const c of l.categories) categoryCounts.set(c, (categoryCounts.get(c) ?? 0) + 1);
    const category = [...categoryCounts].filter(([, n]) => n < german.length).sort((a, b) => b[1] - a[1])[0]![0];

    await openSearch(`?q=${q}`);
    const all = await settle((r) => r.items.length > 0);
    expect(all.items.length, describeResults(all)).toBeGreaterThan(0);
    expect(all.count).not.toBeNull();
    const history = all.historyLength;

    const checkItems = (r: Results, test: (lab: (typeof fixture.labs)[number]) => boolean) =>
      r.items.length > 0 &&
      r.items.every((i) => i.slug !== null && fixture.bySlug.has(i.slug) && test(fixture.bySlug.get(i.slug)!));

    // Country: only German labs, fewer of them, and the URL says so.
    await page.locator('select#country').selectOption('DE');
    const inGermany = (l: { country: string }) => l.country === 'DE';
    const de = await settle((r) => r.params.get('country') === 'DE' && checkItems(r, inGermany));
    expect(checkItems(de, inGermany), `only German labs: ${describeResults(de)}`).toBe(true);
    expect(de.count!).toBeLessThan(all.count!);
    expect(Object.fromEntries(de.params)).toEqual({ q, country: 'DE' });

    // Category on top: only German labs in that category, no more than before.
    await page.locator('select#category').selectOption(category);
    const inCategory = (l: { country: string; categories: string[] }) =>
      inGermany(l) && l.categories.includes(category);
    const cat = await settle((r) => r.params.get('category') === category && checkItems(r, inCategory));
    expect(checkItems(cat, inCategory), `only German ${category} labs: ${describeResults(cat)}`).toBe(true);
    expect(cat.count!).toBeLessThanOrEqual(de.count!);
    expect(Object.fromEntries(cat.params)).toEqual({ q, country: 'DE', category });

    // Body on top: only DAkkS labs.
    await page.locator('select#body').selectOption('DAKKS');
    const byDakks = (l: { country: string; categories: string[]; accreditation_body: string }) =>
      inCategory(l) && l.accreditation_body === 'DAKKS';
    const body = await settle((r) => r.params.get('body') === 'DAKKS' && checkItems(r, byDakks));
    expect(checkItems(body, byDakks), `only DAkkS labs: ${describeResults(body)}`).toBe(true);
    expect(body.count!).toBeLessThanOrEqual(cat.count!);
    expect(Object.fromEntries(body.params)).toEqual({ q, country: 'DE', category, body: 'DAKKS' });
    // Every result so far is active: the default status.
    expect(checkItems(body, (l) => l.accreditation_status === 'active')).toBe(true);

    // Status: "all" widens and is kept in the URL; back to the default, it leaves the URL.
    await page.locator('select#status').selectOption('all');
    const any = await settle((r) => r.params.get('status') === 'all' && r.count !== null && r.count >= body.count!);
    expect(any.params.get('status')).toBe('all');
    expect(any.count!).toBeGreaterThanOrEqual(body.count!);
    await page.locator('select#status').selectOption('active');
    const back = await settle((r) => !r.params.has('status') && r.count === body.count);
    expect(Object.fromEntries(back.params)).toEqual({ q, country: 'DE', category, body: 'DAKKS' });
    expect(back.count).toBe(body.count);

    // Every change replaced the URL; none added a history entry.
    expect(back.historyLength).toBe(history);
    expect(problems.list).toEqual([]);
  });

  it('/search?category=<slug> opens filtered', async () => {
    // The category with the most active labs, so its first page is full.
    const category = [...fixture.categories].sort((a, b) => b.lab_count - a.lab_count)[0]!;
    await openSearch(`?category=${category.slug}`);
    await expect(page.locator('select#category').inputValue()).resolves.toBe(category.slug);
    const inCategory = (slug: string | null) => {
      const lab = slug ? fixture.bySlug.get(slug) : undefined;
      return lab?.categories.includes(category.slug) && lab.accreditation_status === 'active';
    };
    const r = await settle((x) => x.items.length > 0 && x.items.every((i) => inCategory(i.slug)));
    expect(r.items.length, describeResults(r)).toBeGreaterThan(0);
    for (const item of r.items)
      expect(inCategory(item.slug), `${item.slug} is an active ${category.slug} lab`).toBe(true);
    // The count is the category's active labs (what its lab_count counts), and the URL keeps the filter.
    expect(r.count).toBe(category.lab_count);
    expect(r.params.get('category')).toBe(category.slug);
    expect(problems.list).toEqual([]);
  });
});

interface OptionCount {
  value: string;
  label: string;
  text: string;
  /** data-count, or null without one. */
  count: number | null;
  disabled: boolean;
}

/** Each select's data-counts and its options with a value. */
async function readCounts(): Promise<
  Record<'country' | 'body' | 'category' | 'status', { state: string | null; options: OptionCount[] }>
> {
  return page.evaluate(() => {
    const read = (id: string) => {
      const select = document.querySelector<HTMLSelectElement>(`select#${id}`)!;
      return {
        state: select.getAttribute('data-counts'),
        options: [...select.options]
          .filter((o) => o.value !== '')
          .map((o) => ({
            value: o.value,
            label: o.dataset.label ?? '',
            text: o.text,
            count: o.dataset.count === undefined ? null : Number(o.dataset.count),
            disabled: o.disabled,
          })),
      };
    };
    return { country: read('country'), body: read('body'), category: read('category'), status: read('status') };
  });
}

/** The counts once every select's are ready (and the results too), or the last seen after `timeout`. */
async function settleCounts(timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const [r, c] = [await readResults(), await readCounts()];
    if ((r.state === 'ready' && Object.values(c).every((d) => d.state === 'ready')) || Date.now() > until) return c;
    await page.waitForTimeout(100);
  }
}

const countMap = (options: readonly OptionCount[]) => new Map(options.map((o) => [o.value, o.count]));
const tally = <T>(items: readonly T[], keys: (item: T) => readonly string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) for (const k of keys(item)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};

describe('facet counts on the search page', () => {
  it('show in the options, and equal what each filter gives when chosen', async () => {
    await openSearch('?q=lab');
    const before = await settleCounts();
    expect(before.country.state).toBe('ready');
    // Every option shows its count after its plain label: "Germany (1,234)".
    for (const dimension of ['country', 'body', 'category', 'status'] as const) {
      for (const o of before[dimension].options) {
        expect(o.count, `${dimension} ${o.value}`).not.toBeNull();
        expect(o.text.endsWith(` (${o.count!.toLocaleString('en')})`), `${dimension} ${o.value}: "${o.text}"`).toBe(
          true,
        );
        expect(o.label.length, `${dimension} ${o.value} keeps its label`).toBeGreaterThan(0);
      }
    }
    const all = await readResults();
    // Default status active: the active count is the result count; "all statuses" counts every status.
    const statuses = countMap(before.status.options);
    expect(statuses.get('active')).toBe(all.count);
    // (and labs whose register gives none, which only "all" lists).
    expect(statuses.get('all')).toBeGreaterThanOrEqual(
      statuses.get('active')! + statuses.get('suspended')! + statuses.get('withdrawn')!,
    );

    // A country with labs, not the largest: its count is the number of results choosing it gives.
    const byCount = before.country.options.filter((o) => o.count! > 0).sort((a, b) => b.count! - a.count!);
    expect(byCount.length, 'countries with "lab" labs').toBeGreaterThan(2);
    const chosen = byCount[1]!;
    expect(chosen.text).toBe(`${chosen.label} (${chosen.count!.toLocaleString('en')})`);
    await page.locator('select#country').selectOption(chosen.value);
    await settle((r) => r.params.get('country') === chosen.value);
    const after = await settleCounts();
    const narrowed = await readResults();
    expect(narrowed.params.get('country')).toBe(chosen.value);
    expect(narrowed.count, describeResults(narrowed)).toBe(chosen.count);

    // The standard rule: a dimension's own filter leaves its counts alone; the other dimensions narrow.
    expect(countMap(after.country.options)).toEqual(countMap(before.country.options));
    const bodies = after.body.options;
    expect(
      bodies.reduce((n, o) => n + o.count!, 0),
      'each lab has one body',
    ).toBe(chosen.count);
    // A body with no lab in that country shows (0), and stays selectable.
    const none = bodies.find((o) => o.count === 0);
    expect(none, 'a body without labs in the country').toBeDefined();
    expect(none!.text.endsWith(' (0)'), none!.text).toBe(true);
    expect(none!.disabled).toBe(false);
    expect(countMap(after.status.options).get('active')).toBe(chosen.count);

    // Choosing a body narrows the country counts, not the body counts.
    const body = [...bodies].sort((a, b) => b.count! - a.count!)[0]!;
    await page.locator('select#body').selectOption(body.value);
    await settle((r) => r.params.get('body') === body.value);
    const third = await settleCounts();
    expect((await readResults()).count).toBe(body.count);
    expect(countMap(third.body.options)).toEqual(countMap(after.body.options));
    expect(countMap(third.country.options).get(chosen.value)).toBe(body.count);
    expect(problems.list).toEqual([]);
  });

  it('of a listing in one country count every other country, once their shards are in, never a part', async () => {
    // A category many countries' active labs have.
    const category = [...fixture.categories].sort((a, b) => b.lab_count - a.lab_count)[0]!.slug;
    const active = fixture.labs.filter((l) => l.accreditation_status === 'active');
    const inCategory = active.filter((l) => l.categories.includes(category));
    const expectedCountries = tally(inCategory, (l) => [l.country]);
    expect(expectedCountries.size).toBeGreaterThan(2);
    const country = [...expectedCountries].sort((a, b) => b[1] - a[1])[0]![0];
    // The other countries' shards arrive late: the results (one shard) are shown long before.
    const requested: string[] = [];
    await page.route('**/search-index/*.json', async (route) => {
      const cc = /([A-Z]{2})\.json$/.exec(route.request().url())?.[1] ?? '';
      requested.push(cc);
      if (cc !== country) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openSearch(`?country=${country}&category=${category}`);
    const first = await settle(() => true);
    expect(first.count).toBe(expectedCountries.get(country));
    const early = await readCounts();
    expect(early.country.state).toBe('loading');
    for (const o of early.country.options) {
      expect(o.count, `no count for ${o.value} yet`).toBeNull();
      expect(o.text).not.toMatch(/\(\d[\d,]*\)$/);
    }
    // The dimensions the one shard answers are there already, and right.
    expect(early.category.state).toBe('ready');
    const inCountry = active.filter((l) => l.country === country);
    const expectedCategories = tally(inCountry, (l) => l.categories);
    for (const o of early.category.options) expect(o.count, o.value).toBe(expectedCategories.get(o.value) ?? 0);
    const expectedBodies = tally(
      inCategory.filter((l) => l.country === country),
      (l) => [l.accreditation_body],
    );
    for (const o of early.body.options) expect(o.count, o.value).toBe(expectedBodies.get(o.value) ?? 0);

    const late = await settleCounts();
    expect(late.country.state).toBe('ready');
    for (const o of late.country.options) expect(o.count, o.value).toBe(expectedCountries.get(o.value) ?? 0);
    expect(new Set(requested)).toEqual(
      new Set(fixture.labs.filter((l) => l.categories.includes(category)).map((l) => l.country)),
    );
    expect(problems.list).toEqual([]);
  });
});

describe('sorting on the search page', () => {
  it('by newest accreditation orders the results by date, newest first, and is kept in the URL across a reload', async () => {
    await openSearch('?country=DE');
    const byName = await settle((r) => r.items.length > 0);
    // Without words the order is by name, and relevance cannot be chosen.
    await expect(page.locator('select#sort').inputValue()).resolves.toBe('name');
    await expect(page.locator('select#sort option[value="relevance"]').isDisabled()).resolves.toBe(true);

    await page.locator('select#sort').selectOption('-accreditation_date');
    const sorted = await settle((r) => r.params.get('sort') === '-accreditation_date');
    expect(Object.fromEntries(sorted.params)).toEqual({ country: 'DE', sort: '-accreditation_date' });
    expect(sorted.count).toBe(byName.count);
    expect(sorted.historyLength).toBe(byName.historyLength);
    const german = fixture.labs.filter((l) => l.country === 'DE' && l.accreditation_status === 'active');
    const expected = [...german]
      .sort((a, b) => {
        const [x, y] = [a.accreditation_date ?? '', b.accreditation_date ?? ''];
        return x !== y ? (x < y ? 1 : -1) : a.slug < b.slug ? -1 : 1;
      })
      .slice(0, sorted.items.length);
    expect(sorted.items.length).toBe(Math.min(german.length, 100));
    // Newest first over every German lab, ties by slug; each result says its date.
    expect(sorted.items.map((i) => i.slug)).toEqual(expected.map((l) => l.slug));
    const dates = sorted.items.map((i) => fixture.bySlug.get(i.slug!)!.accreditation_date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(sorted.items[0]!.text).toContain(`accredited ${expected[0]!.accreditation_date}`);

    await page.reload();
    const again = await settle((r) => r.items.length > 0);
    await expect(page.locator('select#sort').inputValue()).resolves.toBe('-accreditation_date');
    expect(again.items.map((i) => i.slug)).toEqual(sorted.items.map((i) => i.slug));
    expect(Object.fromEntries(again.params)).toEqual({ country: 'DE', sort: '-accreditation_date' });
    expect(problems.list).toEqual([]);
  });

  it('defaults to relevance with words, and keeps a chosen order as words change', async () => {
    await openSearch('?q=lab');
    await settle((r) => r.items.length > 0);
    await expect(page.locator('select#sort').inputValue()).resolves.toBe('relevance');
    await expect(page.locator('select#sort option[value="relevance"]').isDisabled()).resolves.toBe(false);
    await page.locator('select#sort').selectOption('-last_verified');
    const r = await settle((x) => x.params.get('sort') === '-last_verified');
    const verified = r.items.map((i) => fixture.bySlug.get(i.slug!)!.last_verified ?? '');
    expect(verified).toEqual([...verified].sort().reverse());
    await typeQuery('o');
    const more = await settle((x) => x.params.get('q') === 'labo');
    expect(more.params.get('sort')).toBe('-last_verified');
    await expect(page.locator('select#sort').inputValue()).resolves.toBe('-last_verified');
    // Back to relevance: the default, so it leaves the URL.
    await page.locator('select#sort').selectOption('relevance');
    const back = await settle((x) => !x.params.has('sort'));
    expect(Object.fromEntries(back.params)).toEqual({ q: 'labo' });
    expect(problems.list).toEqual([]);
  });
});
