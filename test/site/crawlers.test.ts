// What crawlers and agents read, checked on the real site built from the
// fixture (test/support/global-setup.ts) with the parsers they would use:
// robots.txt (robots-parser), the sitemaps (the `sitemap` package's parsers),
// the lab pages' JSON-LD and head tags, llms.txt / llms-full.txt, and each
// lab page's Markdown twin.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import robotsParserModule from 'robots-parser';
import { parseSitemap, parseSitemapIndex, type IndexItem, type SitemapItem } from 'sitemap';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openApiDocument } from '../../src/api/openapi.ts';
import { BODIES } from '../../src/domain/bodies.ts';
import { readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import type { PublicLab } from '../../src/domain/types.ts';

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  getSitemaps(): string[];
}
// robots-parser is CommonJS (`module.exports = function`); its typings declare an ES default export.
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => Robots;

let client: string;
let origin: string;
let labs: PublicLab[];
/** 25 labs spread over the fixture, with a suspended, a withdrawn and a status-less one among them. */
let sample: PublicLab[];

const read = (file: string) => readFile(path.join(client, file), 'utf8');
/** The file a site URL is served from (as src/site/static-files.ts resolves it), or null. */
async function fileFor(url: string): Promise<string | null> {
  if (!url.startsWith(`${origin}/`)) return null;
  const target = path.join(client, decodeURIComponent(new URL(url).pathname));
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return candidate;
  }
  return null;
}

beforeAll(async () => {
  client = path.join(inject('fixtureSite'), 'client');
  origin = inject('fixtureOrigin');
  const dataDir = inject('fixtureBuild');
  labs = (await readPublicLabs(dataDir, await readManifest(dataDir))).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  const step = Math.floor(labs.length / 22);
  const spread = Array.from({ length: 22 }, (_, i) => labs[i * step]!);
  const special = (['suspended', 'withdrawn', null] as const).map(
    (s) => labs.find((l) => l.accreditation_status === s && !spread.includes(l))!,
  );
  sample = [...spread, ...special];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('robots.txt', () => {
  it('lets crawlers read every page, keeps them out of /api/, and points at the sitemap index', async () => {
    const robots = robotsParser(`${origin}/robots.txt`, await read('robots.txt'));
    const pages = [
      '/',
      '/search',
      '/docs/',
      '/about/',
      `/labs/${labs[0]!.slug}/`,
      `/labs/${labs[0]!.slug}.md`,
      '/categories/calibration/',
      '/countries/de/',
      '/bodies/dakks/',
      '/llms.txt',
      '/sitemap-index.xml',
    ];
    for (const agent of ['Googlebot', 'Bingbot', 'GPTBot', 'SomeNewCrawler']) {
      for (const page of pages)
        expect(robots.isAllowed(`${origin}${page}`, agent), `${agent} may read ${page}`).toBe(true);
      for (const api of [
        '/api/v1/labs',
        '/api/v1/labs?country=DE',
        `/api/v1/labs/${labs[0]!.slug}`,
        '/api/v1/openapi.json',
      ]) {
        expect(robots.isDisallowed(`${origin}${api}`, agent), `${agent} kept out of ${api}`).toBe(true);
      }
    }
    expect(robots.getSitemaps()).toEqual([`${origin}/sitemap-index.xml`]);
  });
});

describe('the sitemaps', () => {
  let index: IndexItem[];
  const sitemaps = new Map<string, SitemapItem[]>();

  beforeAll(async () => {
    // The parsers report what they reject through console.warn: none of it may happen.
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    index = await parseSitemapIndex(createReadStream(path.join(client, 'sitemap-index.xml')));
    for (const entry of index) {
      const file = await fileFor(entry.url);
      if (!file) throw new Error(`the sitemap index lists ${entry.url}, which the site does not have`);
      sitemaps.set(entry.url, await parseSitemap(createReadStream(file)));
    }
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
  });

  it('the index lists sitemap files on the public origin', () => {
    expect(index.length).toBeGreaterThanOrEqual(2);
    for (const entry of index) expect(entry.url).toMatch(new RegExp(`^${origin}/sitemaps/[\\w-]+\\.xml$`));
    expect(new Set(index.map((e) => e.url)).size).toBe(index.length);
  });

  it('lists every lab page of the fixture, once, with lastmod = last_verified', () => {
    const listed = new Map<string, SitemapItem>();
    for (const items of sitemaps.values()) {
      for (const item of items) {
        if (!item.url.startsWith(`${origin}/labs/`)) continue;
        expect(listed.has(item.url), `${item.url} listed twice`).toBe(false);
        listed.set(item.url, item);
      }
    }
    expect(listed.size).toBe(labs.length);
    for (const lab of labs) {
      const item = listed.get(`${origin}/labs/${lab.slug}/`);
      expect(item, `${lab.slug} in a sitemap`).toBeDefined();
      expect(item!.lastmod, `${lab.slug} lastmod`).toBe(lab.last_verified ?? undefined);
    }
  });

  it('lists the home, search, docs and about pages and every category, country and body listing', () => {
    const urls = new Set([...sitemaps.values()].flat().map((i) => i.url));
    for (const page of ['/', '/search', '/docs/', '/about/']) expect(urls.has(`${origin}${page}`), page).toBe(true);
    for (const cc of new Set(labs.map((l) => l.country.toLowerCase())))
      expect(urls.has(`${origin}/countries/${cc}/`), cc).toBe(true);
    for (const code of new Set(labs.map((l) => l.accreditation_body.toLowerCase())))
      expect(urls.has(`${origin}/bodies/${code}/`), code).toBe(true);
    for (const slug of new Set(labs.flatMap((l) => l.categories)))
      expect(urls.has(`${origin}/categories/${slug}/`), slug).toBe(true);
  });

  it('lists only pages the site has', async () => {
    const urls = [...sitemaps.values()].flat().map((i) => i.url);
    const missing: string[] = [];
    for (const url of urls) if (!(await fileFor(url))) missing.push(url);
    expect(missing).toEqual([]);
  });

  it('keeps each sitemap file within 50,000 URLs and 50 MB', async () => {
    expect(index.length).toBeLessThanOrEqual(50_000);
    expect((await stat(path.join(client, 'sitemap-index.xml'))).size).toBeLessThanOrEqual(50 * 1024 * 1024);
    for (const [url, items] of sitemaps) {
      expect(items.length, url).toBeGreaterThan(0);
      expect(items.length, url).toBeLessThanOrEqual(50_000);
      expect((await stat((await fileFor(url))!)).size, url).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
  });
});

type Json = Record<string, any>;
const types = (node: Json) => [node['@type']].flat();

describe('the lab pages (a sample of 25)', () => {
  const pages = new Map<string, cheerio.CheerioAPI>();
  beforeAll(async () => {
    for (const lab of sample) pages.set(lab.slug, cheerio.load(await read(`labs/${lab.slug}/index.html`)));
  });

  it('the sample spans the fixture and every status', () => {
    expect(new Set(sample.map((l) => l.slug)).size).toBe(25);
    expect(new Set(sample.map((l) => l.accreditation_status))).toEqual(
      new Set(['active', 'suspended', 'withdrawn', null]),
    );
    expect(new Set(sample.map((l) => l.country)).size).toBeGreaterThan(5);
  });

  it('carry JSON-LD that parses: an Organization with name, PostalAddress, identifier, credential recognised by the body, url; and a BreadcrumbList', () => {
    for (const lab of sample) {
      const $ = pages.get(lab.slug)!;
      const pageUrl = `${origin}/labs/${lab.slug}/`;
      const blocks = $('script[type="application/ld+json"]')
        .map((_, el) => $(el).text())
        .get();
      expect(blocks.length, lab.slug).toBeGreaterThanOrEqual(2);
      const nodes: Json[] = blocks.flatMap((text) => [JSON.parse(text)].flat());
      for (const node of nodes) expect(node['@context'], lab.slug).toBe('https://schema.org');

      const org = nodes.find((n) => types(n).includes('Organization'));
      expect(org, `${lab.slug}: an Organization`).toBeDefined();
      expect(org!.name).toBe(lab.name);
      expect(org!.url).toMatch(/^https?:\/\//);
      // Tied to this page (its url, @id or mainEntityOfPage).
      expect(
        [org!.url, org!['@id'], org!.mainEntityOfPage].some((v) => typeof v === 'string' && v.startsWith(pageUrl)),
        `${lab.slug}: Organization names its page`,
      ).toBe(true);
      expect(types(org!.address)).toContain('PostalAddress');
      expect(org!.address.addressCountry).toBe(lab.country);
      if (lab.city) expect(org!.address.addressLocality).toBe(lab.city);
      if (lab.postcode) expect(org!.address.postalCode).toBe(lab.postcode);
      if (lab.accreditation_number) {
        const id = org!.identifier;
        expect(typeof id === 'string' ? id : id?.value, `${lab.slug}: identifier`).toBe(lab.accreditation_number);
      }
      const credential = org!.hasCredential;
      expect(credential, `${lab.slug}: hasCredential`).toBeDefined();
      expect(String(credential.name ?? credential.credentialCategory)).toMatch(/17025/);
      const body = BODIES.find((b) => b.code === lab.accreditation_body)!;
      expect(types(credential.recognizedBy)).toContain('Organization');
      expect(credential.recognizedBy.name).toBe(body.name);
      if (lab.accreditation_number) expect(credential.identifier).toBe(lab.accreditation_number);

      const crumbs = nodes.find((n) => types(n).includes('BreadcrumbList'));
      expect(crumbs, `${lab.slug}: a BreadcrumbList`).toBeDefined();
      const items: Json[] = crumbs!.itemListElement;
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, i) => {
        expect(types(item)).toContain('ListItem');
        expect(item.position).toBe(i + 1);
        expect(typeof item.name).toBe('string');
        expect(item.item).toMatch(new RegExp(`^${origin}/`));
      });
      expect(items[0]!.item).toBe(`${origin}/`);
      expect(items.at(-1)!.item).toBe(pageUrl);
      expect(items.at(-1)!.name).toBe(lab.name);
    }
  });

  it('have a canonical URL, a meta description and Open Graph tags in the head', () => {
    for (const lab of sample) {
      const $ = pages.get(lab.slug)!;
      const pageUrl = `${origin}/labs/${lab.slug}/`;
      const head = $('head');
      expect(head.find('link[rel="canonical"]').attr('href'), lab.slug).toBe(pageUrl);
      expect(head.find('link[rel="canonical"]').length).toBe(1);
      const description = head.find('meta[name="description"]').attr('content') ?? '';
      expect(description, lab.slug).toContain(lab.name);
      expect(description.length).toBeGreaterThan(50);
      const og = (p: string) => head.find(`meta[property="og:${p}"]`).attr('content');
      expect(og('title'), lab.slug).toContain(lab.name);
      expect(og('description')).toBe(description);
      expect(og('url')).toBe(pageUrl);
      expect(og('type')).toBeTruthy();
      expect(og('site_name')).toBe('Lab Directory');
      expect($('title').text()).toContain(lab.name);
      expect($('html').attr('lang')).toBe('en');
    }
  });

  it('each has its Markdown twin at /labs/<slug>.md, linked from the page', async () => {
    for (const lab of sample) {
      const markdown = await read(`labs/${lab.slug}.md`);
      expect(markdown.split('\n')[0], lab.slug).toMatch(/^# \S/);
      if (lab.accreditation_number)
        expect(markdown).toContain(
          `Accreditation number: ${lab.accreditation_number.replace(/[\\`*_[\]<>|&~]/g, '\\$&')}`,
        );
      expect(markdown).toContain(`${origin}/labs/${lab.slug}/`);
      if (lab.accreditation_status === 'suspended' || lab.accreditation_status === 'withdrawn')
        expect(markdown).toContain(lab.accreditation_status.toUpperCase());
      expect(pages.get(lab.slug)!('head link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(
        `/labs/${lab.slug}.md`,
      );
    }
  });
});

describe('llms.txt', () => {
  let text: string;
  let lines: string[];
  beforeAll(async () => {
    text = await read('llms.txt');
    lines = text.split('\n');
  });
  const LINK_ITEM = /^- \[([^\]]+)\]\((\S+?)\)(?:: (.+))?$/;

  it('opens with exactly one H1, then a blockquote summary', () => {
    const content = lines.filter((l) => l.trim() !== '');
    expect(content[0]).toMatch(/^# \S/);
    expect(lines.filter((l) => /^# /.test(l))).toHaveLength(1);
    expect(content[1]).toMatch(/^> \S/);
  });

  it('has ## sections whose list items are `- [title](url): notes` links, and an ## Optional section', () => {
    const sections = new Map<string, string[]>();
    let current: string[] | null = null;
    for (const line of lines) {
      const heading = /^## (.+)$/.exec(line);
      if (heading) sections.set(heading[1]!, (current = []));
      else current?.push(line);
      expect(/^#{3,} /.test(line), `no headings below H2: ${line}`).toBe(false);
    }
    expect(sections.size).toBeGreaterThanOrEqual(3);
    expect(sections.has('Optional')).toBe(true);
    expect([...sections.keys()].at(-1)).toBe('Optional');
    for (const [name, body] of sections) {
      const items = body.filter((l) => /^\s*[-*+] /.test(l));
      expect(items.length, `list items in ## ${name}`).toBeGreaterThan(0);
      for (const item of items) expect(item, `## ${name}`).toMatch(LINK_ITEM);
    }
  });

  it('links only to pages the site has, or to the API and the MCP server', async () => {
    const urls = lines.map((l) => LINK_ITEM.exec(l)?.[2]).filter((u): u is string => u !== undefined);
    expect(urls.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const url of urls) {
      if (url.startsWith(`${origin}/api/v1/`) || url === `${origin}/mcp`) continue;
      if (!(await fileFor(url))) broken.push(url);
    }
    expect(broken).toEqual([]);
  });

  it('llms-full.txt exists and covers every API endpoint path', async () => {
    const full = await read('llms-full.txt');
    expect(full.split('\n')[0]).toMatch(/^# \S/);
    const paths = Object.keys(openApiDocument({ publicUrl: origin, sample: true }).paths as Json);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    const documented = [...full.matchAll(/^### GET (\S+)$/gm)].map((m) => m[1]);
    for (const p of paths) expect(documented, `### GET ${p}`).toContain(p);
    expect(text).toContain(`${origin}/llms-full.txt`);
  });
});
