// The site in the registers' languages, in headless Chromium: every language's
// home, search and lab page declare their language and pass axe; a page's
// versions name each other (hreflang both ways, x-default English); the
// switcher keeps the place; the same search answers on every language's page;
// the browser's preferred language is suggested in a note, never by redirect;
// a missing page under /<lang>/ answers in that language.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicLab } from '../../src/domain/types.ts';
import { readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import { PREFIXED_LANGUAGES } from '../../src/site/i18n/languages.ts';
import { REGISTER_LANGUAGES, type SiteLanguage } from '../../src/site/i18n/paths.ts';
import { launchBrowser, newContext, watchProblems } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

let server: SiteServer;
let browser: Browser;
let labs: PublicLab[];

beforeAll(async () => {
  server = await startSiteServer();
  const dataDir = inject('fixtureBuild');
  labs = (await readPublicLabs(dataDir, await readManifest(dataDir))).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  browser = await launchBrowser(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `${server.publicUrl}${path}`;
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// A test name in German: found on every language's page, the same labs.
const QUERY = 'Zugversuch';

/** An active lab whose register writes `lang` (and, for English, one whose register writes English only). */
function labIn(lang: SiteLanguage | 'en-only'): PublicLab {
  const found = labs.find(
    (l) =>
      l.accreditation_status === 'active' &&
      (lang === 'en-only'
        ? (REGISTER_LANGUAGES[l.accreditation_body] ?? []).length === 0
        : (REGISTER_LANGUAGES[l.accreditation_body] ?? []).includes(lang)),
  );
  if (!found) throw new Error(`the fixture has no lab whose register writes ${lang}`);
  return found;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: any[] }> } }).axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n: { target: string[] }) => n.target).join(' ')}`);
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
  );
}

async function searchCount(page: Page, path: string): Promise<string> {
  await page.goto(url(path));
  await page.locator('#results[data-state="ready"]').waitFor();
  return (await page.locator('#result-count').getAttribute('data-count')) ?? '';
}

describe('the site in every register language', () => {
  it.each(PREFIXED_LANGUAGES)(
    '%s: home, search and a lab page declare the language and have no axe violations',
    async (lang) => {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        const problems = watchProblems(page);
        for (const path of [`/${lang}/`, `/${lang}/search?q=${QUERY}`, `/${lang}/labs/${labIn(lang).slug}/`]) {
          const response = await page.goto(url(path));
          await page.waitForLoadState('networkidle');
          expect(response?.status(), path).toBe(200);
          if (path.includes('/search')) await page.locator('#results[data-state="ready"]').waitFor();
          expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
          expect(await axeViolations(page), path).toEqual([]);
        }
        expect(problems.list).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(PREFIXED_LANGUAGES)(
    '%s: every other page type loads in the language, without console errors',
    async (lang) => {
      const lab = labIn(lang);
      const pages: Array<[string, number]> = [
        [`/${lang}/about/`, 200],
        [`/${lang}/docs/`, 200],
        [`/${lang}/get-a-key/`, 200],
        [`/${lang}/categories/${lab.categories[0]}/`, 200],
        [`/${lang}/countries/${lab.country.toLowerCase()}/`, 200],
        [`/${lang}/bodies/${lab.accreditation_body.toLowerCase()}/`, 200],
        [`/${lang}/no-such-page/`, 404],
      ];
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        for (const [path, status] of pages) {
          const problems = watchProblems(page, status === 404 ? { url: url(path), status } : null);
          const response = await page.goto(url(path));
          // The page's own requests (the language note's words) finish here, not during the next page's load.
          await page.waitForLoadState('networkidle');
          expect(response?.status(), path).toBe(status);
          expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
          expect(await page.locator('h1').count(), path).toBe(1);
          expect(problems.list, path).toEqual([]);
          page.removeAllListeners();
        }
      } finally {
        await context.close();
      }
    },
  );

  it('names every version of a lab page from each version, with English as x-default', async () => {
    const lab = labs.find((l) => l.accreditation_body === 'BELAC' || l.accreditation_body === 'SAS') ?? labIn('de');
    const versions = ['en', ...(REGISTER_LANGUAGES[lab.accreditation_body] ?? [])];
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const expected = Object.fromEntries([
        ...versions.map((l) => [l, url(l === 'en' ? `/labs/${lab.slug}/` : `/${l}/labs/${lab.slug}/`)]),
        ['x-default', url(`/labs/${lab.slug}/`)],
      ]);
      for (const version of versions) {
        await page.goto(expected[version]!);
        expect(await alternates(page), version).toEqual(expected);
        expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(expected[version]);
      }
    } finally {
      await context.close();
    }
  });

  it('names all sixteen versions of a listing page from each of them', async () => {
    const category = labIn('pl').categories[0]!;
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url(`/pl/categories/${category}/`));
      const fromPolish = await alternates(page);
      expect(Object.keys(fromPolish).sort()).toEqual([...PREFIXED_LANGUAGES, 'en', 'x-default'].sort());
      for (const [lang, href] of Object.entries(fromPolish)) {
        await page.goto(href);
        expect(await alternates(page), lang).toEqual(fromPolish);
      }
    } finally {
      await context.close();
    }
  });

  it('switches language keeping the search and its results', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const german = await searchCount(page, `/de/search?q=${QUERY}&country=DE`);
      expect(Number(german)).toBeGreaterThan(0);
      await page.locator('nav.langs summary').click();
      await page.locator('nav.langs a[hreflang="pl"]').click();
      await page.waitForURL(/\/pl\/search\?/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(QUERY);
      expect(new URL(page.url()).searchParams.get('country')).toBe('DE');
      await page.locator('#results[data-state="ready"]').waitFor();
      expect(await page.locator('#result-count').getAttribute('data-count')).toBe(german);
      expect(await page.locator('#country').inputValue()).toBe('DE');
    } finally {
      await context.close();
    }
  });

  it('answers the same search on every language’s page, in that language', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const english = await searchCount(page, `/search?q=${QUERY}`);
      const englishText = await page.locator('#result-count').textContent();
      for (const lang of ['de', 'pl', 'fr', 'el'] as const) {
        expect(await searchCount(page, `/${lang}/search?q=${QUERY}`), lang).toBe(english);
        expect(await page.locator('#result-count').textContent(), lang).not.toBe(englishText);
        // A result's lab page is the page's language where the lab's register writes it.
        const first = page.locator('#results > li').first();
        const body = (await first.getAttribute('data-body')) ?? '';
        const href = (await first.locator('a').first().getAttribute('href')) ?? '';
        expect(href.startsWith(`/${lang}/labs/`), `${lang} ${body} ${href}`).toBe(
          (REGISTER_LANGUAGES[body] ?? []).includes(lang),
        );
      }
    } finally {
      await context.close();
    }
  });

  it('suggests the browser’s language in a note that stays dismissed, without redirecting', async () => {
    const lab = labIn('de');
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.goto(url(`/labs/${lab.slug}/`));
      expect(page.url()).toBe(url(`/labs/${lab.slug}/`));
      const note = page.locator('#lang-note');
      await note.waitFor();
      expect(await note.locator('span').getAttribute('lang')).toBe('de');
      expect(await note.locator('a').getAttribute('href')).toBe(url(`/de/labs/${lab.slug}/`));
      await note.locator('button').click();
      await expect.poll(() => note.isHidden()).toBe(true);
      await page.reload();
      await page.locator('h1').waitFor();
      expect(await note.isHidden()).toBe(true);
      // The note never shows on the page already in the preferred language.
      const fresh = await browser.newContext({ locale: 'de-DE' });
      const german = await fresh.newPage();
      await german.goto(url(`/de/labs/${lab.slug}/`));
      await german.locator('h1').waitFor();
      expect(await german.locator('#lang-note').isHidden()).toBe(true);
      await fresh.close();
    } finally {
      await context.close();
    }
  });

  it('offers no other language for a lab whose register writes English only', async () => {
    const lab = labIn('en-only');
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.goto(url(`/labs/${lab.slug}/`));
      await page.locator('h1').waitFor();
      expect(await alternates(page)).toEqual({});
      expect(await page.locator('#lang-note').isHidden()).toBe(true);
      const german = await fetch(`${server.origin}/de/labs/${lab.slug}/`);
      expect(german.status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('answers a missing page under a language in that language, with status 404', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const response = await page.goto(url('/cs/no-such-page/'));
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('cs');
      expect(await page.locator('#nf-suggest a').getAttribute('href')).toBe('/cs/search?q=no+such+page');
    } finally {
      await context.close();
    }
  });
});
