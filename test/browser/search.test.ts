// The search page (/search) in headless Chromium against its DOM contract
// (src/site/browser/search-page.ts): the state in the URL with back and
// forward, every result reachable by paging, filter counts equal to the API's
// facets, the lines that matched, a place and a distance order, its own search
// budget (never the API's), and the results in view on a phone.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, watchProblems, type PageProblems, type ViewportName } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { fixtureLabs, type FixtureLabs } from './fixture-labs.ts';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab } from '../../src/domain/types.ts';

let server: SiteServer;
let browser: Browser;
let fixture: FixtureLabs;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
let full: Lab[];

beforeAll(async () => {
  [server, fixture] = await Promise.all([startSiteServer(), fixtureLabs(inject('fixtureBuild'))]);
  full = await readFullLabs(inject('fixtureBuild'), await readManifest(inject('fixtureBuild')));
  browser = await launchBrowser(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(viewport: ViewportName = 'desktop'): Promise<void> {
  context = await newContext(browser, viewport);
  page = await context.newPage();
  problems = watchProblems(page);
}
beforeEach(() => open());
afterEach(async () => {
  await context?.close();
});

interface Results {
  state: string | null;
  countText: string;
  count: number | null;
  slugs: string[];
  search: string;
}

async function readResults(): Promise<Results> {
  const raw = await page.evaluate(() => {
    const list = document.querySelector('#results');
    return {
      state: list?.getAttribute('data-state') ?? null,
      countText: document.querySelector('#result-count')?.textContent ?? '',
      count: document.querySelector<HTMLElement>('#result-count')?.dataset.count ?? '',
      slugs: [...(list?.querySelectorAll(':scope > li') ?? [])].map((li) => (li as HTMLElement).dataset.slug ?? ''),
      search: location.search,
    };
  });
  return { ...raw, count: raw.count === '' ? null : Number(raw.count) };
}

/** The results once final and matching `done` (else the last seen, for the assertions to explain). */
async function settle(done: (r: Results) => boolean = () => true, timeout = 15_000): Promise<Results> {
  const until = Date.now() + timeout;
  let last = await readResults();
  while (!(last.state === 'ready' && done(last)) && Date.now() < until) {
    await page.waitForTimeout(50);
    last = await readResults();
  }
  return last;
}

async function goto(query: string): Promise<Results> {
  const response = await page.goto(`${server.publicUrl}/search${query}`);
  expect(response?.status()).toBe(200);
  return settle((r) => r.search === query || query === '');
}

async function submit(words: string): Promise<Results> {
  await page.locator('#q').fill(words);
  await page.locator('#q').press('Enter');
  return settle((r) => new URLSearchParams(r.search).get('q') === words);
}

/** What the route answers for a query, straight from the server (the page must show exactly this). */
async function routeAnswer(query: string): Promise<any> {
  return (await fetch(`${server.origin}/_site/search${query}`)).json();
}

/** The most common word of the fixture's capability names that finds two pages at least. */
async function commonWord(): Promise<string> {
  const counts = new Map<string, number>();
  for (const lab of full)
    for (const word of new Set(lab.capabilities.flatMap((c) => c.name.toLowerCase().split(/[^a-z]+/))))
      if (word.length >= 7) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word] of [...counts].sort((a, b) => b[1] - a[1]))
    if ((await routeAnswer(`?q=${word}`)).total > 50) return word;
  throw new Error('no common word');
}

describe('the search page finds', () => {
  it('a known lab by name, city and accreditation number', async () => {
    await goto('');
    for (const [words, slug] of [
      [fixture.byName.word, fixture.byName.lab.slug],
      [fixture.byCity.city, fixture.byCity.lab.slug],
      [fixture.byNumber.number, fixture.byNumber.lab.slug],
    ] as const) {
      const r = await submit(words);
      expect(r.slugs, words).toContain(slug);
    }
    expect(problems.list).toEqual([]);
  });

  it('labs for a test, each showing at most two of its lines that matched', async () => {
    const word = await commonWord();
    const r = await goto(`?q=${word}`);
    expect(r.slugs.length).toBe(25);
    const lines = await page.$$eval('#results > li', (items) =>
      items.map((li) => li.querySelectorAll('ul.matched > li').length),
    );
    expect(
      lines.every((n) => n >= 1 && n <= 2),
      lines.join(','),
    ).toBe(true);
    const expected = await routeAnswer(`?q=${word}&status=active`);
    const shown = await page.locator('#results > li ul.matched > li').first().textContent();
    const first = expected.results[0].matched[0];
    expect(shown).toBe(first.standard ? `${first.test} — ${first.standard}` : first.test);
  });

  it('says nothing matched once, and only when nothing did', async () => {
    const r = await goto('?q=Qwxzvbnmq');
    expect(r.slugs).toEqual([]);
    // biome-ignore lint/performance/useDomNodeTextContent: what a person reads, hidden elements left out
    const text = await page.locator('main').innerText();
    expect(text.match(/No labs match/g)?.length).toBe(1);
    expect(text).toContain("No lab mentions 'Qwxzvbnmq'");
    const found = await submit(await commonWord());
    expect(found.slugs.length).toBeGreaterThan(0);
    // biome-ignore lint/performance/useDomNodeTextContent: what a person reads, hidden elements left out
    expect(await page.locator('main').innerText()).not.toContain('No labs match');
  });
});

describe('the URL is the page state', () => {
  it('opens the result page a link names, form and count included', async () => {
    const word = await commonWord();
    const query = `?q=${word}&status=all&page=2`;
    const r = await goto(query);
    const expected = await routeAnswer(`?q=${word}&status=all&page=2`);
    expect(r.slugs).toEqual(expected.results.map((l: { slug: string }) => l.slug));
    expect(r.count).toBe(expected.total);
    expect(r.countText).toContain('page 2 of');
    expect(await page.inputValue('#q')).toBe(word);
    expect(await page.inputValue('#status')).toBe('all');
  });

  it('follows every change, and back and forward walk the searches', async () => {
    const word = await commonWord();
    const first = await goto(`?q=${word}`);
    const country = fixture.labs.find((l) => l.accreditation_status === 'active')!.country;
    await page.selectOption('#country', country);
    const filtered = await settle((r) => r.search.includes(`country=${country}`));
    expect(filtered.search).toBe(`?q=${word}&country=${country}`);
    expect(filtered.count).toBe((await routeAnswer(`?q=${word}&country=${country}`)).total);
    await page.goBack();
    const back = await settle((r) => r.search === `?q=${word}`);
    expect(back.slugs).toEqual(first.slugs);
    expect(await page.inputValue('#country')).toBe('');
    await page.goForward();
    const forward = await settle((r) => r.search.includes('country='));
    expect(forward.slugs).toEqual(filtered.slugs);
    expect(await page.inputValue('#country')).toBe(country);
  });
});

describe('every result is reachable', () => {
  it('pages to the last page of a search of every lab, the total stated once', async () => {
    const r = await goto('?status=all');
    const total = fixture.labs.length;
    expect(r.count).toBe(total);
    const pages = Math.ceil(total / 25);
    await page.locator(`#pages a[data-page="${pages}"]`).click();
    const last = await settle((x) => x.search.includes(`page=${pages}`));
    expect(last.slugs.length).toBe(total - (pages - 1) * 25);
    expect(last.countText).toBe(`${total.toLocaleString('en')} labs · page ${pages} of ${pages}`);
    await page.locator('#pages a', { hasText: 'Previous' }).click();
    const before = await settle((x) => x.search.includes(`page=${pages - 1}`));
    expect(before.slugs.length).toBe(25);
  });
});

describe('the filters', () => {
  it('count each option as the API facets do, with the other filters applied, and agree with the list', async () => {
    const word = await commonWord();
    const r = await goto(`?q=${word}&status=all`);
    const api = (await (
      await fetch(`${server.origin}/api/v1/labs?q=${word}&status=all&facets=country,body,category,status`)
    ).json()) as { meta: { total: number; facets: Record<string, { value: string | null; count: number }[]> } };
    expect(r.count).toBe(api.meta.total);
    for (const dimension of ['country', 'body', 'category'] as const) {
      const shown = await page.$$eval(`#${dimension} option[data-count]`, (options) =>
        options.map((o) => [(o as HTMLOptionElement).value, Number((o as HTMLOptionElement).dataset.count)]),
      );
      for (const [value, count] of shown) {
        const facet = api.meta.facets[dimension]!.find((f) => f.value === value);
        expect(count, `${dimension}=${value}`).toBe(facet?.count ?? 0);
      }
    }
    // Choosing an option gives the number it showed.
    const [value, count] = await page.$eval('#country option[data-count]:not([data-count="0"])', (o) => [
      (o as HTMLOptionElement).value,
      Number((o as HTMLOptionElement).dataset.count),
    ]);
    await page.selectOption('#country', String(value));
    const chosen = await settle((x) => x.search.includes(`country=${value}`));
    expect(chosen.count).toBe(count);
  });
});

describe('near a place', () => {
  it('suggests cities, filters within the radius and orders by distance', async () => {
    await goto('');
    const lab = fixture.labs.find((l) => l.city && l.city.length >= 5 && l.accreditation_status === 'active')!;
    await page.locator('#near_city').pressSequentially(lab.city!.slice(0, 4), { delay: 30 });
    await page.waitForFunction(() => document.querySelectorAll('#places option').length > 0, null, {
      timeout: 10_000,
    });
    const suggested = await page.$$eval('#places option', (o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(suggested).toContain(`${lab.city}, ${lab.country}`);
    await page.locator('#near_city').fill(`${lab.city}, ${lab.country}`);
    await page.locator('#near_city').press('Enter');
    const r = await settle((x) => x.search.includes('near_city='));
    expect(r.slugs).toContain(lab.slug);
    expect(await page.inputValue('#sort')).toBe('distance');
    const km = await page.$$eval('#results > li .meta', (m) =>
      m.map((x) => Number(/\((\d+) km\)/.exec(x.textContent ?? '')?.[1])),
    );
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await page.locator('#result-notes').textContent()).toContain(`km of ${lab.city}`);
  });
});

describe('on a phone', () => {
  it('brings the results into view with focus on their heading after a search', async () => {
    await context.close();
    await open('mobile');
    await goto('');
    await submit(await commonWord());
    const focused = await page.evaluate(() => document.activeElement?.id);
    expect(focused).toBe('results-heading');
    const box = (await page.locator('#results-heading').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(-1);
    expect(box.y).toBeLessThan(844 / 2);
  });
});

describe('the site search budget', () => {
  it('40 searches in a row show no limit message and leave the API anonymous budget untouched', async () => {
    const limited = await startSiteServer({ realLimits: true });
    const apiRequests: string[] = [];
    const limitedBrowser = await launchBrowser(limited);
    try {
      const c = await newContext(limitedBrowser);
      const p = await c.newPage();
      p.on('request', (request: Request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      await p.goto(`${limited.publicUrl}/search`);
      const words = fixture.labs.slice(0, 40).map((l) => l.name.split(/\s+/)[0]!);
      for (const [i, w] of words.entries()) {
        await p.locator('#q').fill(`${w} ${i}`);
        await p.locator('#q').press('Enter');
        await p.waitForFunction(
          (q) =>
            new URLSearchParams(location.search).get('q') === q &&
            document.querySelector('#results')?.getAttribute('data-state') !== 'loading',
          `${w} ${i}`,
          { timeout: 15_000 },
        );
        expect(await p.locator('#results').getAttribute('data-state'), `search ${i + 1}`).toBe('ready');
      }
      expect(apiRequests).toEqual([]);
      const api = await fetch(`${limited.origin}/api/v1/categories`);
      expect(api.status).toBe(200);
      // The first API request of this address: nothing spent before it.
      expect(api.headers.get('x-ratelimit-remaining')).toBe('9');
      await c.close();
    } finally {
      await limitedBrowser.close();
      await limited.close();
    }
  });
});
