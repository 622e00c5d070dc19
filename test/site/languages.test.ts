// The built fixture site in its languages, read as files (what a crawler
// fetches): every page type exists under every /<lang>/; a lab's page exists
// in English and exactly its register's languages; every page's hreflang set
// is reciprocal; the sitemaps carry the same alternates; and a non-English
// page holds no English interface text, names apart.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicLab } from '../../src/domain/types.ts';
import { readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import { PREFIXED_LANGUAGES, SITE_LANGUAGES } from '../../src/site/i18n/languages.ts';
import { labLanguages } from '../../src/site/i18n/paths.ts';
import { CATALOGUES } from '../../src/site/i18n/messages.ts';

let client: string;
let origin: string;
let labs: PublicLab[];

const exists = (file: string) =>
  stat(path.join(client, file)).then(
    (s) => s.isFile(),
    () => false,
  );
const read = (file: string) => readFile(path.join(client, file), 'utf8');

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(client, path.join(e.parentPath, e.name)));
}

/** A page's URL without its trailing slash (the search page is `/search`, served from `search/index.html`). */
const bare = (url: string) => url.replace(/\/$/, '');
/** A page's own URL for the file it is served from: `de/labs/x/index.html` → `<origin>/de/labs/x`. */
const pageUrl = (file: string) => bare(`${origin}/${file.replace(/index\.html$/, '')}`);
/** The file a page URL is served from. */
const fileOf = (url: string) => `${bare(new URL(url).pathname).slice(1)}/index.html`.replace(/^\//, '');

function hreflangs(html: string): Record<string, string> {
  const $ = cheerio.load(html);
  return Object.fromEntries(
    $('link[rel="alternate"][hreflang]')
      .toArray()
      .map((l) => [$(l).attr('hreflang')!, $(l).attr('href')!]),
  );
}

beforeAll(async () => {
  client = path.join(inject('fixtureSite'), 'client');
  origin = inject('fixtureOrigin');
  const dataDir = inject('fixtureBuild');
  labs = await readPublicLabs(dataDir, await readManifest(dataDir));
});

describe('the built site in its languages', () => {
  it.each(PREFIXED_LANGUAGES)('has every page type under /%s/', async (lang) => {
    const lab = labs.find((l) => labLanguages(l.accreditation_body).includes(lang));
    const pages = [
      '',
      'search/',
      'about/',
      'docs/',
      'get-a-key/',
      '404/',
      `categories/${labs[0]!.categories[0]}/`,
      `countries/${labs[0]!.country.toLowerCase()}/`,
      `bodies/${labs[0]!.accreditation_body.toLowerCase()}/`,
      `labs/${lab!.slug}/`,
    ];
    for (const page of pages) {
      const file = `${lang}/${page}index.html`;
      expect(await exists(file), file).toBe(true);
      expect(
        cheerio
          .load(await read(file))('html')
          .attr('lang'),
        file,
      ).toBe(lang);
    }
  });

  it('has each lab’s page in English and in exactly its register’s languages', async () => {
    for (const lab of labs) {
      const want = labLanguages(lab.accreditation_body);
      for (const lang of SITE_LANGUAGES) {
        const file = lang === 'en' ? `labs/${lab.slug}/index.html` : `${lang}/labs/${lab.slug}/index.html`;
        expect(await exists(file), file).toBe(want.includes(lang));
      }
    }
  });

  it('gives every page that has versions the same reciprocal hreflang set, itself and x-default included', async () => {
    const files = (await htmlFiles(client)).filter((f) => !/(^|\/)404(\/|\.html)/.test(f));
    const sets = new Map<string, Record<string, string>>();
    for (const file of files)
      sets.set(
        pageUrl(file),
        Object.fromEntries(Object.entries(hreflangs(await read(file))).map(([l, u]) => [l, bare(u)])),
      );
    let checked = 0;
    for (const [url, set] of sets) {
      const versions = Object.entries(set).filter(([lang]) => lang !== 'x-default');
      if (versions.length === 0) continue;
      expect(Object.values(set), url).toContain(url);
      expect(set['x-default'], url).toBe(set.en);
      for (const [, href] of versions) expect(sets.get(href), `${url} → ${href}`).toEqual(set);
      checked++;
    }
    expect(checked).toBeGreaterThan(labs.length);
  });

  it('lists every version of a page in the sitemaps with the page’s own alternates', async () => {
    const index = await parseSitemapIndex(Readable.from(await read('sitemap-index.xml')));
    let withAlternates = 0;
    for (const { url: fileUrl } of index) {
      const items = await parseSitemap(Readable.from(await read(new URL(fileUrl).pathname.slice(1))));
      for (const item of items.filter((_, i) => i % 7 === 0)) {
        const file = fileOf(item.url);
        const onPage = hreflangs(await read(file));
        const inSitemap = Object.fromEntries((item.links ?? []).map((l) => [l.hreflang ?? l.lang, l.url]));
        expect(inSitemap, item.url).toEqual(onPage);
        if (item.links?.length) withAlternates++;
      }
    }
    expect(withAlternates).toBeGreaterThan(100);
  });

  it('links from every language’s pages only to pages that exist', async () => {
    const files = (await htmlFiles(client)).filter((f) => /^[a-z]{2}\//.test(f));
    const broken = new Set<string>();
    const known = new Map<string, boolean>();
    const resolves = async (href: string) => {
      const target = decodeURIComponent(href.replace(/[?#].*$/, ''));
      if (!known.has(target)) {
        const candidates = [target, `${target}/index.html`, `${target}.html`].map((c) => c.replace(/^\/+/, ''));
        let found = false;
        for (const c of candidates) if (c && (await exists(c))) found = true;
        known.set(target, found);
      }
      return known.get(target)!;
    };
    for (const file of files) {
      const $ = cheerio.load(await read(file));
      for (const a of $('a[href^="/"]').toArray()) {
        const href = $(a).attr('href')!;
        // The API and the site's routes are the server's, not files.
        if (/^\/(api|_site|keys)\//.test(href)) continue;
        if (!(await resolves(href))) broken.add(`${file} → ${href}`);
      }
    }
    expect(files.length).toBeGreaterThan(1000);
    expect([...broken].slice(0, 20)).toEqual([]);
  });

  it.each(PREFIXED_LANGUAGES)('leaves no English interface text on the /%s/ pages, names apart', async (lang) => {
    // Every English message's fragments between placeholders, of three words or more, unless the language says the same.
    const fragments = (catalogue: unknown): string[] =>
      typeof catalogue === 'string'
        ? catalogue.split(/\{\w+\}/).map((f) =>
            f
              .trim()
              .replace(/^[,;:.()]+|[,;:.()]+$/g, '')
              .trim(),
          )
        : Object.entries(catalogue as object).flatMap(([k, v]) => (k === '_about' ? [] : fragments(v)));
    const own = new Set(fragments(CATALOGUES[lang]));
    const english = fragments(CATALOGUES.en).filter((f) => f.split(/\s+/).length >= 3 && !own.has(f));
    const lab = labs.find((l) => labLanguages(l.accreditation_body).includes(lang))!;
    const pages = ['', 'search/', 'about/', 'docs/', 'get-a-key/', '404/', `labs/${lab.slug}/`];
    pages.push(`categories/${lab.categories[0]}/`, `countries/${lab.country.toLowerCase()}/`);
    for (const page of pages) {
      const $ = cheerio.load(await read(`${lang}/${page}index.html`));
      $('script, style, code, pre').remove();
      const text = $('html').text().replace(/\s+/g, ' ');
      const attributes = $('[aria-label], [placeholder], [title], meta[name="description"]')
        .toArray()
        .map((e) => [$(e).attr('aria-label'), $(e).attr('placeholder'), $(e).attr('content')].join(' '))
        .join(' ');
      const left = english.filter((f) => text.includes(f) || attributes.includes(f));
      expect(left, `${lang}/${page}`).toEqual([]);
    }
  });
});
