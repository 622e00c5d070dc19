// The lab page and the shortlist as a buyer uses them, in headless Chromium:
// the lines that matched the search the visitor came from, other labs in the
// same city with the same categories, and a shortlist kept in the browser,
// compared side by side, printed and downloaded as CSV.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, watchProblems, type PageProblems } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { fixtureLabs, type FixtureLabs } from './fixture-labs.ts';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab } from '../../src/domain/types.ts';

let server: SiteServer;
let browser: Browser;
let fixture: FixtureLabs;
let full: Lab[];
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  [server, fixture] = await Promise.all([startSiteServer(), fixtureLabs(inject('fixtureBuild'))]);
  full = await readFullLabs(inject('fixtureBuild'), await readManifest(inject('fixtureBuild')));
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

const url = (path: string) => `${server.publicUrl}${path}`;

/** An active lab with a capability whose name has a long word, and that word. */
function labWithTest(): { lab: Lab; word: string } {
  for (const lab of full) {
    if (lab.accreditation_status !== 'active') continue;
    const word = lab.capabilities.flatMap((c) => c.name.split(/[^A-Za-z]+/)).find((w) => w.length >= 9);
    if (word) return { lab, word: word.toLowerCase() };
  }
  throw new Error('no lab with a long test word');
}

describe('a lab page reached from a search', () => {
  it('shows the lines that matched the search, as the site route gives them', async () => {
    const { lab, word } = labWithTest();
    await page.goto(url(`/labs/${lab.slug}/?q=${word}`));
    await page.waitForSelector('#matched:not([hidden])', { timeout: 10_000 });
    const shown = await page.$$eval('#matched-lines > li', (li) => li.map((x) => x.textContent));
    const expected = (await (await fetch(`${server.origin}/_site/lines?slug=${lab.slug}&q=${word}`)).json()) as {
      matched: { test: string; standard: string | null }[];
    };
    expect(expected.matched.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected.matched.map((m) => (m.standard ? `${m.test} — ${m.standard}` : m.test)));
    expect(problems.list).toEqual([]);
  });

  it('shows no matched lines without a search', async () => {
    const { lab } = labWithTest();
    await page.goto(url(`/labs/${lab.slug}/`));
    await page.waitForSelector('#lab-tools button.shortlist');
    expect(await page.locator('#matched').isHidden()).toBe(true);
  });

  it('lists other active labs in the same city that share a category', async () => {
    const groups = new Map<string, typeof fixture.labs>();
    for (const l of fixture.labs.filter((x) => x.city && x.accreditation_status === 'active')) {
      const key = `${l.country}|${l.city!.toLowerCase()}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    const lab = fixture.labs.find((l) =>
      (groups.get(`${l.country}|${l.city?.toLowerCase()}`) ?? []).some(
        (o) => o.slug !== l.slug && o.categories.some((c) => l.categories.includes(c)),
      ),
    )!;
    await page.goto(url(`/labs/${lab.slug}/`));
    const listed = await page.$$eval('h2 + ul.labs a', (a) => a.map((x) => x.getAttribute('href')));
    expect(listed.length).toBeGreaterThan(0);
    for (const href of listed) {
      const other = fixture.bySlug.get(/\/labs\/([^/]+)\//.exec(href!)![1]!)!;
      expect(other.city!.toLowerCase()).toBe(lab.city!.toLowerCase());
      expect(other.categories.some((c) => lab.categories.includes(c))).toBe(true);
      expect(other.slug).not.toBe(lab.slug);
    }
  });
});

describe('the shortlist', () => {
  it('collects labs from results and lab pages, compares them, and removes one', async () => {
    const { word } = labWithTest();
    await page.goto(url(`/search?q=${word}`));
    await page.waitForSelector('#results[data-state="ready"]');
    const slugs = await page.$$eval('#results > li', (li) =>
      li.slice(0, 2).map((x) => (x as HTMLElement).dataset.slug!),
    );
    for (const i of [0, 1]) await page.locator('#results > li button.shortlist').nth(i).click();
    expect(await page.locator('#results > li button.shortlist').first().getAttribute('aria-pressed')).toBe('true');
    const third = fixture.complete;
    await page.goto(url(`/labs/${third.slug}/`));
    await page.locator('#lab-tools button.shortlist').click();
    await page.goto(url('/shortlist/'));
    await page.waitForSelector('#shortlist-table[data-state="ready"]');
    const columns = await page.$$eval('#shortlist-table thead th[data-slug]', (th) =>
      th.map((x) => (x as HTMLElement).dataset.slug),
    );
    expect(columns).toEqual([...slugs, third.slug]);
    const rows = await page.$$eval('#shortlist-table tbody th[scope=row]', (th) => th.map((x) => x.textContent));
    expect(rows).toEqual([
      'Accreditation body',
      'Accreditation number',
      'Status',
      'City',
      'Country',
      'Categories',
      'Phone',
      'E-mail',
      'Website',
      'Address',
      'Accredited since',
      'Last verified',
      'Register record',
      'Lab page',
    ]);
    await page.locator(`#shortlist-table th[data-slug="${slugs[0]}"] button`).click();
    const after = await page.$$eval('#shortlist-table thead th[data-slug]', (th) =>
      th.map((x) => (x as HTMLElement).dataset.slug),
    );
    expect(after).toEqual([slugs[1], third.slug]);
    expect(problems.list).toEqual([]);
  });

  it('downloads the comparison as CSV with every lab and field, and prints', async () => {
    const a = fixture.complete;
    const b = fixture.labs.find((l) => l.slug !== a.slug && l.accreditation_status === 'active')!;
    await page.goto(url('/'));
    await page.evaluate(
      (list) => localStorage.setItem('lab-directory:shortlist', JSON.stringify(list)),
      [a.slug, b.slug],
    );
    await page.goto(url('/shortlist/'));
    await page.waitForSelector('#shortlist-table[data-state="ready"]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#shortlist-csv')]);
    expect(download.suggestedFilename()).toMatch(/^lab-shortlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(',')).toContain('Register record');
    expect(lines[1]).toContain(a.accreditation_number!);
    expect(lines[1]).toContain(a.source_url!);
    expect(lines[1]).toContain(`${server.publicUrl}/labs/${a.slug}/`);
    expect(lines[2]).toContain(b.slug);
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.click('#shortlist-print');
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  });

  it('says when it is empty', async () => {
    await page.goto(url('/shortlist/'));
    await page.waitForSelector('#shortlist-table[data-state="ready"]', { state: 'attached' });
    expect(await page.locator('#shortlist-status').textContent()).toBe('Your shortlist is empty.');
    expect(await page.locator('#compare').isHidden()).toBe(true);
  });
});
