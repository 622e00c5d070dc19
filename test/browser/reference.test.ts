// The interactive API reference (/docs/reference/) in headless Chromium:
// it renders the served document with every request to another host
// blocked (none may be needed), sends a call to this deployment from the
// page, and the static docs page shows code as code and fits a phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `${server.publicUrl}${path}`;

describe('the interactive reference', () => {
  it('renders every tag of the served document with requests to other hosts blocked, and sends a call here', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const own = new URL(server.publicUrl).host;
      const foreign: string[] = [];
      await page.route('**/*', (route) => {
        const target = new URL(route.request().url());
        if (target.host !== own && target.protocol.startsWith('http')) {
          foreign.push(target.href);
          return route.abort();
        }
        return route.continue();
      });
      await page.goto(url('/docs/reference/'));
      await page.waitForSelector('#reference-status[data-state="ready"]', { timeout: 30_000 });
      const document = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as {
        tags: { name: string }[];
      };
      const text = (await page.locator('#reference').textContent()) ?? '';
      for (const tag of document.tags) expect(text, tag.name).toContain(tag.name);
      expect(text).toContain('List labs');

      // The operations render as they come into view: go to one, open its request, send it.
      await page.getByText('List labs', { exact: true }).first().click();
      const sent = page.waitForRequest((r) => /\/api\/v1\/labs(\?|$)/.test(r.url()), { timeout: 20_000 });
      await page
        .locator('button', { hasText: /Test Request\s*\(get \/labs\)/i })
        .first()
        .click();
      await page.locator('button:visible', { hasText: /^Send/ }).first().click();
      const request = await sent;
      const response = (await request.response())!;
      expect(new URL(request.url()).host).toBe(own);
      // No key entered: no X-Api-Key header at all (an empty one would be a 401), so the API answers as anonymous.
      expect(request.headers()['x-api-key']).toBeUndefined();
      expect(response.headers()['x-api-tier']).toBe('anonymous');
      // Optional parameters are offered unticked (their examples marked x-disabled): the plain call succeeds.
      expect(new URL(request.url()).search).toBe('');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(foreign).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('the static docs page', () => {
  it('shows code as code in its tables, never a literal backtick', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url('/docs/'));
      const cells = await page.$$eval('table td, table th, table caption', (nodes) =>
        nodes.map((n) => n.textContent ?? '').filter((t) => t.includes('`')),
      );
      expect(cells).toEqual([]);
      expect(await page.locator('table code').count()).toBeGreaterThan(10);
    } finally {
      await context.close();
    }
  });

  it('keeps every code block inside a phone screen', async () => {
    const context = await newContext(browser, 'mobile');
    try {
      const page = await context.newPage();
      await page.goto(url('/docs/'));
      const wide = await page.$$eval('pre', (pres) =>
        pres.filter((p) => p.getBoundingClientRect().right > window.innerWidth + 0.5).map((p) => p.textContent),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
