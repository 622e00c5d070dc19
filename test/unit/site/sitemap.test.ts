import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  labUrls,
  LISTING_PAGE_SIZE,
  listingCounts,
  listingPaths,
  pageUrls,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_LIMITS,
  sitemapFiles,
  sitemapIndexEntries,
  splitUrls,
  validLastmod,
  type SitemapLab,
  type SitemapUrl,
} from '../../../src/site/sitemap.ts';

const ORIGIN = 'https://labs.example';

function lab(i: number, extra: Partial<SitemapLab> = {}): SitemapLab {
  return {
    slug: `lab-${String(i).padStart(4, '0')}`,
    country: 'DE',
    accreditation_body: 'DAKKS',
    categories: ['mechanical'],
    last_verified: '2026-10-01',
    ...extra,
  };
}

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
  it('does not double-escape and drops characters XML forbids', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td');
  });
  it('escapes every URL in a urlset and in the index', () => {
    const xml = renderUrlset([{ loc: `${ORIGIN}/search?q=a&category=x<y>` }]);
    expect(xml).toContain('<loc>https://labs.example/search?q=a&amp;category=x&lt;y&gt;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const index = renderSitemapIndex([{ loc: `${ORIGIN}/sitemaps/a.xml?x=1&y=2` }]);
    expect(index).toContain('<loc>https://labs.example/sitemaps/a.xml?x=1&amp;y=2</loc>');
  });
});

describe('renderUrlset and lastmod', () => {
  it('is a sitemaps.org 0.9 urlset', () => {
    const xml = renderUrlset([{ loc: `${ORIGIN}/` }]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
          'xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
  it('writes lastmod only for valid W3C dates', () => {
    const xml = renderUrlset([
      { loc: `${ORIGIN}/a/`, lastmod: '2026-10-01' },
      { loc: `${ORIGIN}/b/`, lastmod: null },
      { loc: `${ORIGIN}/c/`, lastmod: 'yesterday' },
      { loc: `${ORIGIN}/d/`, lastmod: '2026-10-01T06:30:00Z' },
    ]);
    expect(xml).toContain('<url><loc>https://labs.example/a/</loc><lastmod>2026-10-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://labs.example/b/</loc></url>');
    expect(xml).toContain('<url><loc>https://labs.example/c/</loc></url>');
    expect(xml).toContain('<lastmod>2026-10-01T06:30:00Z</lastmod>');
    expect(validLastmod('2026-13-01')).toBeNull();
    expect(validLastmod('<2026-01-01>')).toBeNull();
  });
  it('gives each lab page its last_verified as lastmod', () => {
    const urls = labUrls({
      origin: ORIGIN,
      labs: [lab(2, { last_verified: null }), lab(1, { last_verified: '2025-03-04' })],
    });
    expect(urls).toEqual([
      { loc: `${ORIGIN}/labs/lab-0001/`, lastmod: '2025-03-04' },
      { loc: `${ORIGIN}/labs/lab-0002/`, lastmod: null },
    ]);
  });
});

describe('splitUrls', () => {
  const urls = (n: number): SitemapUrl[] =>
    Array.from({ length: n }, (_, i) => ({ loc: `${ORIGIN}/labs/lab-${i}/`, lastmod: '2026-01-01' }));

  it('uses the protocol limits by default', () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
    expect(splitUrls(urls(50_000))).toHaveLength(1);
    expect(splitUrls(urls(50_001)).map((g) => g.length)).toEqual([50_000, 1]);
  });
  it('splits at the URL limit, keeping order', () => {
    const list = urls(25);
    const groups = splitUrls(list, { maxUrls: 10, maxBytes: SITEMAP_LIMITS.maxBytes });
    expect(groups.map((g) => g.length)).toEqual([10, 10, 5]);
    expect(groups.flat()).toEqual(list);
    expect(splitUrls(urls(20), { maxUrls: 10, maxBytes: SITEMAP_LIMITS.maxBytes }).map((g) => g.length)).toEqual([
      10, 10,
    ]);
  });
  it('splits at the byte limit, each file within it', () => {
    const list = urls(40);
    const maxBytes = Buffer.byteLength(renderUrlset(list.slice(0, 7)));
    const groups = splitUrls(list, { maxUrls: 1000, maxBytes });
    for (const g of groups) expect(Buffer.byteLength(renderUrlset(g))).toBeLessThanOrEqual(maxBytes);
    expect(groups[0]).toHaveLength(7);
    expect(groups.flat()).toEqual(list);
  });
  it('gives one empty group for no URLs and refuses a URL too long for any file', () => {
    expect(splitUrls([])).toEqual([[]]);
    expect(() => splitUrls([{ loc: `${ORIGIN}/${'x'.repeat(500)}` }], { maxUrls: 10, maxBytes: 300 })).toThrow(
      /exceeds/,
    );
  });
});

describe('the sitemap set', () => {
  const labs = [
    ...Array.from({ length: 220 }, (_, i) => lab(i, { categories: ['mechanical', 'chemical'] })),
    ...Array.from({ length: 3 }, (_, i) =>
      lab(200 + i, { country: 'AT', accreditation_body: 'AA', categories: ['water'], last_verified: '2026-11-02' }),
    ),
  ];

  it('counts listings over labs of every status and paginates at LISTING_PAGE_SIZE (100)', () => {
    expect(LISTING_PAGE_SIZE).toBe(100);
    const counts = listingCounts(labs);
    expect(counts.categories.get('mechanical')).toBe(220);
    expect(counts.countries.get('AT')).toBe(3);
    expect(counts.bodies.get('DAKKS')).toBe(220);
    expect(listingPaths('categories/mechanical', 220)).toEqual([
      '/categories/mechanical/',
      '/categories/mechanical/2/',
      '/categories/mechanical/3/',
    ]);
    expect(listingPaths('countries/at', 0)).toEqual(['/countries/at/']);
  });

  it('lists the static pages and every listing page, lower-case codes', () => {
    const locs = pageUrls({ origin: ORIGIN, labs, categoryOrder: ['chemical', 'water', 'mechanical'] }).map((u) =>
      u.loc.slice(ORIGIN.length),
    );
    expect(locs.slice(0, 4)).toEqual(['/', '/search', '/docs/', '/about/']);
    expect(locs).toEqual([
      '/',
      '/search',
      '/docs/',
      '/about/',
      '/categories/chemical/',
      '/categories/chemical/2/',
      '/categories/chemical/3/',
      '/categories/water/',
      '/categories/mechanical/',
      '/categories/mechanical/2/',
      '/categories/mechanical/3/',
      '/countries/at/',
      '/countries/de/',
      '/countries/de/2/',
      '/countries/de/3/',
      '/bodies/aa/',
      '/bodies/dakks/',
      '/bodies/dakks/2/',
      '/bodies/dakks/3/',
    ]);
  });

  it('splits labs into labs-1, labs-2, … and indexes every file with its latest lastmod', () => {
    const files = sitemapFiles({ origin: ORIGIN, labs, limits: { maxUrls: 50, maxBytes: SITEMAP_LIMITS.maxBytes } });
    expect(files.map((f) => [f.name, f.urls.length])).toEqual([
      ['pages', 19],
      ['labs-1', 50],
      ['labs-2', 50],
      ['labs-3', 50],
      ['labs-4', 50],
      ['labs-5', 23],
    ]);
    const index = renderSitemapIndex(sitemapIndexEntries(ORIGIN, files));
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://labs.example/sitemaps/pages.xml</loc></sitemap>');
    expect(index).toContain(
      '<sitemap><loc>https://labs.example/sitemaps/labs-1.xml</loc><lastmod>2026-10-01</lastmod></sitemap>',
    );
    expect(index).toContain(
      '<sitemap><loc>https://labs.example/sitemaps/labs-5.xml</loc><lastmod>2026-11-02</lastmod></sitemap>',
    );
  });

  it('never carries more than page URLs and dates', () => {
    const xml = sitemapFiles({ origin: ORIGIN, labs })
      .map((f) => renderUrlset(f.urls))
      .join('');
    expect(xml).not.toMatch(/latitude|longitude|capabilit/i);
  });
});

describe('language versions', () => {
  it('lists a page in each language, each naming all versions and x-default (the first language, unprefixed)', () => {
    const urls = pageUrls({ origin: ORIGIN, labs: [], staticPaths: ['/about/'], languages: ['en', 'de', 'pl'] });
    const all = [
      { hreflang: 'en', href: `${ORIGIN}/about/` },
      { hreflang: 'de', href: `${ORIGIN}/de/about/` },
      { hreflang: 'pl', href: `${ORIGIN}/pl/about/` },
      { hreflang: 'x-default', href: `${ORIGIN}/about/` },
    ];
    expect(urls).toEqual([
      { loc: `${ORIGIN}/about/`, alternates: all },
      { loc: `${ORIGIN}/de/about/`, alternates: all },
      { loc: `${ORIGIN}/pl/about/`, alternates: all },
    ]);
    expect(renderUrlset(urls.slice(1, 2))).toContain(
      `<url><loc>${ORIGIN}/de/about/</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about/"/>`,
    );
  });

  it('lists a lab page in its own languages only, and without alternates when it has one', () => {
    const urls = labUrls({
      origin: ORIGIN,
      labs: [
        lab(1, { accreditation_body: 'DAKKS', last_verified: '2025-03-04' }),
        lab(2, { accreditation_body: 'UKAS' }),
      ],
      languages: ['en', 'de'],
      labLanguages: (l) => (l.accreditation_body === 'DAKKS' ? ['en', 'de'] : ['en']),
    });
    expect(urls.map((u) => [u.loc, u.lastmod, u.alternates?.length ?? 0])).toEqual([
      [`${ORIGIN}/labs/lab-0001/`, '2025-03-04', 3],
      [`${ORIGIN}/de/labs/lab-0001/`, '2025-03-04', 3],
      [`${ORIGIN}/labs/lab-0002/`, expect.anything(), 0],
    ]);
  });
});
