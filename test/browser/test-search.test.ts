// The search page's test and standard search, in headless Chromium: the
// static shards hold no capabilities, so a test named in any register's
// language or a standard reference is answered, on submit, by the anonymous
// API into section#tests (ol#tests-results: data-state "loading", "ready",
// "limited", "error"; p#tests-count). Also: the filter row at desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import { STANDARDS } from '../../src/domain/catalog.ts';
import { standardKey } from '../../src/domain/standards.ts';
import type { Lab } from '../../src/domain/types.ts';
import { launchBrowser, newContext, saveScreenshot, watchProblems, type PageProblems } from '../support/browser.ts';
import { keysOfConcept } from '../support/search-quality.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

let server: SiteServer;
let browser: Browser;
let labs: Lab[];
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  const build = inject('fixtureBuild');
  [server, labs] = await Promise.all([startSiteServer(), readManifest(build).then((m) => readFullLabs(build, m))]);
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

/** Active labs holding a capability whose standard key is one of `keys`. */
const holding = (...keys: string[]) =>
  labs
    .filter(
      (l) => l.accreditation_status === 'active' && l.capabilities.some((c) => keys.includes(c.standard_key ?? '')),
    )
    .map((l) => l.slug);

interface TestResults {
  state: string | null;
  countText: string;
  count: number | null;
  slugs: string[];
}

async function readTests(): Promise<TestResults> {
  const raw = await page.evaluate(() => ({
    state: document.querySelector('#tests-results')?.getAttribute('data-state') ?? null,
    countText: document.querySelector('#tests-count')?.textContent ?? '',
    count: document.querySelector('#tests-count')?.getAttribute('data-count') ?? '',
    hrefs: [...document.querySelectorAll('#tests-results > li a[href^="/labs/"]')].map(
      (a) => a.getAttribute('href') ?? '',
    ),
  }));
  return {
    state: raw.state,
    countText: raw.countText.trim(),
    count: raw.count === '' ? null : Number(raw.count),
    slugs: raw.hrefs.map((h) => /^\/labs\/([^/]+)\/$/.exec(h)?.[1] ?? h),
  };
}

/** Type the words and press Search; wait for the API's answer to be final. */
async function submit(words: string): Promise<TestResults> {
  const response = await page.goto(`${server.publicUrl}/search`);
  expect(response?.status()).toBe(200);
  await page.locator('#q').fill(words);
  await page.locator('form#search button[type="submit"]').click();
  await page.waitForFunction(() => {
    const state = document.querySelector('#tests-results')?.getAttribute('data-state');
    return state !== null && state !== undefined && state !== 'loading';
  });
  return readTests();
}

describe('the search page: tests and standards', () => {
  // What each name of the test covers (as in the judged query set): the metals test, and for 'Zugversuch'
  // the textile strip test too; the English word every standard whose title says tensile.
  const tensileTitles = STANDARDS.filter((s) => /tensile/i.test(s.title) || /tensile/i.test(s.test)).map(
    (s) => standardKey(s.ref)!,
  );
  const NAMES: ReadonlyArray<[string, () => string[]]> = [
    ['Zugversuch', () => [...keysOfConcept('tensile-test-metals'), ...keysOfConcept('fabric-tensile')]],
    ['essai de traction', () => [...keysOfConcept('tensile-test-metals')]],
    ['prova di trazione', () => [...keysOfConcept('tensile-test-metals')]],
    ['tensile', () => tensileTitles],
  ];
  for (const [words, keys] of NAMES) {
    it(`finds the tensile-testing labs for '${words}' through the API`, async () => {
      const expected = holding(...keys());
      expect(expected.length).toBeGreaterThan(0);
      const r = await submit(words);
      expect(r.state, r.countText).toBe('ready');
      expect(r.count).toBeGreaterThanOrEqual(expected.length);
      expect(r.slugs.length).toBeGreaterThan(0);
      // The first page holds labs accredited for the test, best first.
      for (const slug of r.slugs.slice(0, Math.min(10, expected.length)))
        expect(expected, `${slug} for '${words}'`).toContain(slug);
      expect(await page.locator('#tests-q').textContent()).toBe(words);
      expect(problems.list).toEqual([]);
    });
  }

  for (const words of [
    'Salmonellen',
    'próba rozciągania',
    'ISO 17025 calibration pressure',
    'Kalibrierung',
    'compressive strength concrete',
    'Zugvresuch',
  ]) {
    it(`answers '${words}' with accredited labs`, async () => {
      const r = await submit(words);
      expect(r.state, r.countText).toBe('ready');
      expect(r.count, r.countText).toBeGreaterThan(0);
      expect(r.slugs.length).toBeGreaterThan(0);
      expect(problems.list).toEqual([]);
    });
  }

  it('finds labs by a standard reference (ISO 6892-1), which the name search cannot', async () => {
    const expected = holding('ISO 6892-1');
    const r = await submit('ISO 6892-1');
    expect(r.state).toBe('ready');
    expect(r.count).toBe(expected.length);
    expect(r.slugs.every((s) => expected.includes(s))).toBe(true);
    expect(problems.list).toEqual([]);
  });

  it('asks the API on submit, not on every keystroke', async () => {
    let apiRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/labs')) apiRequests++;
    });
    await page.goto(`${server.publicUrl}/search`);
    await page.locator('#q').pressSequentially('Zugversuch', { delay: 30 });
    await page.waitForTimeout(500);
    expect(apiRequests).toBe(0);
    expect(await page.locator('#tests').isHidden()).toBe(true);
    await page.locator('#q').press('Enter');
    await page.waitForFunction(() => document.querySelector('#tests-results')?.getAttribute('data-state') === 'ready');
    expect(apiRequests).toBe(1);
  });

  it('keeps the filter selects apart at 1280 px (none overlaps another)', async () => {
    await page.goto(`${server.publicUrl}/search`);
    const boxes = await page
      .locator('.filters select')
      .evaluateAll((selects) => selects.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
    // Country, category, body, status and the order.
    expect(boxes.length).toBe(5);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `select ${i} and ${j} overlap: ${JSON.stringify([a, b])}`).toBe(false);
      }
    }
    await saveScreenshot(page, 'search-filters-desktop');
  });
});

describe('the search page: towns in any of their forms, as the visitor types', () => {
  /** The labs listed in ol#results once final (the shards' instant search). */
  async function typed(words: string): Promise<string[]> {
    await page.goto(`${server.publicUrl}/search`);
    await page.locator('#q').pressSequentially(words, { delay: 20 });
    await page.waitForFunction((q) => {
      const list = document.querySelector('#results');
      return list?.getAttribute('data-state') === 'ready' && new URLSearchParams(location.search).get('q') === q;
    }, words);
    return page
      .locator('#results > li')
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.slug ?? ''));
  }

  for (const [town, forms] of [
    ['Köln', ['koeln', 'koln', 'Cologne']],
    ['München', ['muenchen', 'Munich']],
    ['Plzeň', ['Plzen', 'Pilsen']],
    ['Łódź', ['Lodz']],
  ] as const) {
    it(`finds the labs of ${town} by ${forms.join(', ')}`, async () => {
      const expected = labs.filter((l) => l.city === town && l.accreditation_status === 'active').map((l) => l.slug);
      expect(expected.length, town).toBeGreaterThan(0);
      for (const form of forms) expect(await typed(form), form).toEqual(expect.arrayContaining(expected));
      expect(problems.list).toEqual([]);
    });
  }
});

describe('the search page: a spent anonymous budget', () => {
  let limited: SiteServer;
  let limitedBrowser: Browser;

  beforeAll(async () => {
    limited = await startSiteServer({ realLimits: true });
    limitedBrowser = await launchBrowser(limited);
  });

  afterAll(async () => {
    await limitedBrowser?.close();
    await limited?.close();
  });

  it('says when to try again instead of showing an error', async () => {
    // The anonymous burst is 10 a minute per address; the browser shares this one (127.0.0.1).
    for (let i = 0; i < 10; i++) await fetch(`${limited.origin}/api/v1/labs?per_page=1`);
    expect((await fetch(`${limited.origin}/api/v1/labs?per_page=1`)).status).toBe(429);
    const limitedContext = await newContext(limitedBrowser);
    try {
      page = await limitedContext.newPage();
      await page.goto(`${limited.publicUrl}/search`);
      await page.locator('#q').fill('Zugversuch');
      await page.locator('#q').press('Enter');
      await page.waitForFunction(
        () => document.querySelector('#tests-results')?.getAttribute('data-state') === 'limited',
      );
      const r = await readTests();
      expect(r.countText).toMatch(/try again in \d+ seconds?/);
      expect(r.countText).toMatch(/API key/);
      expect(r.slugs).toEqual([]);
    } finally {
      await limitedContext.close();
    }
  });
});
