// The built fixture site in headless Chromium, served by the real server:
// a lab page's facts, and every tested page free of console errors, failed
// requests and page errors, with screenshots at mobile and desktop widths.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BODIES } from '../../src/domain/bodies.ts';
import { categoryBySlug } from '../../src/domain/categories.ts';
import {
  launchBrowser,
  newContext,
  saveScreenshot,
  VIEWPORTS,
  watchProblems,
  type ViewportName,
} from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { fixtureLabs, type FixtureLabs } from './fixture-labs.ts';

let server: SiteServer;
let browser: Browser;
let fixture: FixtureLabs;

beforeAll(async () => {
  [server, fixture] = await Promise.all([startSiteServer(), fixtureLabs(inject('fixtureBuild'))]);
  browser = await launchBrowser(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `${server.publicUrl}${path}`;
/** axe-core, the accessibility engine Lighthouse and the browsers' tools use. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface TestedPage {
  name: string;
  path: () => string;
  /** HTTP status the document answers with. */
  status: number;
  /** A selector the page shows once it has settled (client-side work done). */
  ready?: string;
}

// The pages every check below visits: home, a lab, a category listing, search, docs, 404.
const PAGES: TestedPage[] = [
  { name: 'home', path: () => '/', status: 200 },
  { name: 'lab page', path: () => `/labs/${fixture.complete.slug}/`, status: 200 },
  { name: 'category listing', path: () => `/categories/${fixture.complete.categories[0]}/`, status: 200 },
  {
    name: 'search page',
    path: () => `/search?q=${encodeURIComponent(fixture.byName.word)}`,
    status: 200,
    ready: '#results[data-state="ready"]',
  },
  { name: 'docs page', path: () => '/docs/', status: 200 },
  {
    name: 'API reference page',
    path: () => '/docs/reference/',
    status: 200,
    ready: '#reference-status[data-state="ready"]',
  },
  { name: 'about page', path: () => '/about/', status: 200 },
  { name: 'get-a-key page', path: () => '/get-a-key/', status: 200 },
  { name: 'manage-key page', path: () => '/manage-key/', status: 200 },
  { name: 'shortlist page', path: () => '/shortlist/', status: 200, ready: '#shortlist-table[data-state]' },
  { name: 'country listing', path: () => `/countries/${fixture.complete.country.toLowerCase()}/`, status: 200 },
  { name: 'body listing', path: () => `/bodies/${fixture.complete.accreditation_body.toLowerCase()}/`, status: 200 },
  { name: '404 page', path: () => '/labs/no-such-lab-anywhere/', status: 404 },
];

async function visit(page: Page, tested: TestedPage) {
  const target = url(tested.path());
  const problems = watchProblems(page, tested.status === 200 ? null : { url: target, status: tested.status });
  const response = await page.goto(target, { waitUntil: 'networkidle' });
  if (tested.ready) await page.waitForSelector(tested.ready, { state: 'attached', timeout: 15_000 });
  return { response, problems };
}

describe('a lab page', () => {
  it('renders its facts: name, body, accreditation number, status, address, category and country links, API link', async () => {
    const lab = fixture.complete;
    const body = BODIES.find((b) => b.code === lab.accreditation_body)!;
    const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(lab.country)!;
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const response = await page.goto(url(`/labs/${lab.slug}/`));
      expect(response?.status()).toBe(200);

      await expect(page.locator('h1').textContent()).resolves.toBe(lab.name);
      // The facts as a reader sees them: each <dt> with its <dd>.
      const facts = Object.fromEntries(
        await page
          .locator('main dt')
          .evaluateAll((dts) =>
            dts.map((dt) => [dt.textContent!.trim(), (dt.nextElementSibling as HTMLElement).textContent.trim()]),
          ),
      ) as Record<string, string>;
      expect(facts['Accreditation body']).toContain(body.short_name);
      expect(facts['Accreditation number']).toBe(lab.accreditation_number);
      expect(facts.Status).toBe('Active');
      for (const part of [lab.street_address!, lab.postcode!, lab.city!, country])
        expect(facts.Address).toContain(part);

      const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const slug of lab.categories) {
        expect(hrefs, `link to the ${slug} listing`).toContain(`/categories/${slug}/`);
        await expect(page.locator(`main a[href="/categories/${slug}/"]`).first().textContent()).resolves.toBe(
          categoryBySlug(slug)!.name,
        );
      }
      expect(hrefs).toContain(`/countries/${lab.country.toLowerCase()}/`);
      expect(hrefs).toContain(`/bodies/${lab.accreditation_body.toLowerCase()}/`);

      // The API link is absolute on the public origin; following it gives this lab as JSON.
      const apiUrl = `${server.publicUrl}/api/v1/labs/${lab.slug}`;
      expect(hrefs).toContain(apiUrl);
      const [api] = await Promise.all([page.waitForResponse(apiUrl), page.locator(`main a[href="${apiUrl}"]`).click()]);
      expect(api.status()).toBe(200);
      expect(api.headers()['content-type']).toMatch(/^application\/json/);
      expect((await api.json()).slug).toBe(lab.slug);
    } finally {
      await context.close();
    }
  });

  it('marks a suspended or withdrawn accreditation unmistakably', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      for (const [lab, word] of [
        [fixture.suspended, 'SUSPENDED'],
        [fixture.withdrawn, 'WITHDRAWN'],
      ] as const) {
        await page.goto(url(`/labs/${lab.slug}/`));
        await expect(page.locator('h1').textContent()).resolves.toBe(lab.name);
        // Said in words near the top, not by colour alone.
        const banner = page.locator('main [role="status"]').first();
        await expect(banner.textContent()).resolves.toContain(word);
      }
    } finally {
      await context.close();
    }
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it.each(PAGES)('the $name has no console errors, failed requests or page errors', async (tested) => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      const { response, problems } = await visit(page, tested);
      expect(response?.status(), `${tested.path()} status`).toBe(tested.status);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      // The browser asks for the page's icon after the load, on its own schedule: ask now, so a missing one always shows.
      const icon = await page.evaluate(async () => {
        const href =
          document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ??
          new URL('/favicon.ico', location.href).href;
        return href.startsWith('data:')
          ? { href: 'inline', status: 200 }
          : { href, status: (await fetch(href)).status };
      });
      await page.waitForLoadState('networkidle');
      expect(icon.status, `the page's icon ${icon.href}`).toBe(200);
      expect(problems.list).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('the $name is no wider than the viewport', async (tested) => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      await visit(page, tested);
      const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        wide: [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 3)
          .map((e) => `${e.tagName}.${e.className}`),
      }));
      expect(scrollWidth, wide.join(', ')).toBeLessThanOrEqual(innerWidth);
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('the $name has no axe violations', async (tested) => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      await visit(page, tested);
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run(): Promise<{ violations: any[] }> } }).axe.run();
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n: { target: string[] }) => n.target).join(' ')}`);
      });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('a screenshot of the $name is saved under test-results/screenshots/', async (tested) => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      await visit(page, tested);
      const file = await saveScreenshot(page, `${tested.name.replace(/\W+/g, '-')}-${viewport}`);
      expect((await stat(file)).size).toBeGreaterThan(1000);
    } finally {
      await context.close();
    }
  });
});
