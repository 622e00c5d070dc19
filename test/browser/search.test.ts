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
        text: (li as HTMLElement).innerText,
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

const describeResults = (r: Results) => `state=${r.state}, count "${r.countText}", ${r.items.length} items: ${r.items.slice(0, 5).map((i) => i.slug).join(', ')}`;
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
    const matching = fixture.labs.filter((l) => l.accreditation_status === 'active' && fold(l.name).split(/[^\p{L}]+/u).some((w) => w.startsWith(q)));
    const german = matching.filter((l) => l.country === 'DE' && l.accreditation_body === 'DAKKS');
    expect(new Set(matching.map((l) => l.country)).size, 'the fixture has "lab" names in many countries').toBeGreaterThan(5);
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
      r.items.length > 0 && r.items.every((i) => i.slug !== null && fixture.bySlug.has(i.slug) && test(fixture.bySlug.get(i.slug)!));

    // Country: only German labs, fewer of them, and the URL says so.
    await page.locator('select#country').selectOption('DE');
    const inGermany = (l: { country: string }) => l.country === 'DE';
    const de = await settle((r) => r.params.get('country') === 'DE' && checkItems(r, inGermany));
    expect(checkItems(de, inGermany), `only German labs: ${describeResults(de)}`).toBe(true);
    expect(de.count!).toBeLessThan(all.count!);
    expect(Object.fromEntries(de.params)).toEqual({ q, country: 'DE' });

    // Category on top: only German labs in that category, no more than before.
    await page.locator('select#category').selectOption(category);
    const inCategory = (l: { country: string; categories: string[] }) => inGermany(l) && l.categories.includes(category);
    const cat = await settle((r) => r.params.get('category') === category && checkItems(r, inCategory));
    expect(checkItems(cat, inCategory), `only German ${category} labs: ${describeResults(cat)}`).toBe(true);
    expect(cat.count!).toBeLessThanOrEqual(de.count!);
    expect(Object.fromEntries(cat.params)).toEqual({ q, country: 'DE', category });

    // Body on top: only DAkkS labs.
    await page.locator('select#body').selectOption('DAKKS');
    const byDakks = (l: { country: string; categories: string[]; accreditation_body: string }) => inCategory(l) && l.accreditation_body === 'DAKKS';
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
      return lab !== undefined && lab.categories.includes(category.slug) && lab.accreditation_status === 'active';
    };
    const r = await settle((x) => x.items.length > 0 && x.items.every((i) => inCategory(i.slug)));
    expect(r.items.length, describeResults(r)).toBeGreaterThan(0);
    for (const item of r.items) expect(inCategory(item.slug), `${item.slug} is an active ${category.slug} lab`).toBe(true);
    // The count is the category's active labs (what its lab_count counts), and the URL keeps the filter.
    expect(r.count).toBe(category.lab_count);
    expect(r.params.get('category')).toBe(category.slug);
    expect(problems.list).toEqual([]);
  });
});
