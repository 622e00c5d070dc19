import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/api/openapi.ts';
import { API_KEY_SUNSET } from '../../../src/api/caller.ts';
import { BODIES } from '../../../src/domain/bodies.ts';
import { STANDARDS } from '../../../src/domain/catalog.ts';
import { CATEGORIES } from '../../../src/domain/categories.ts';
import { countryName, linkItem, renderLlmsFullTxt, renderLlmsTxt, type LlmsInput } from '../../../src/site/llms.ts';
import { parseMethod } from '../../../src/domain/standards.ts';
import { TIER_RULES } from '../../../src/domain/tiers.ts';

const ORIGIN = 'https://labs.example';

function input(sample = true): LlmsInput {
  return {
    origin: ORIGIN,
    sample,
    totalLabs: 10_000,
    categories: CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, labs: 100 + i, active: 90 + i })),
    countries: [...new Set(BODIES.map((b) => b.country))].map((code, i) => ({
      code,
      name: countryName(code),
      labs: 200 + i,
    })),
    bodies: BODIES.map((b, i) => ({
      code: b.code,
      short_name: b.short_name,
      name_en: b.name_en,
      country_name: countryName(b.country),
      labs: 300 + i,
      last_scraped: '2026-11-18T06:30:00Z',
    })),
    tiers: TIER_RULES,
    apiKeySunset: API_KEY_SUNSET,
    exampleSlug: 'pruflabor-nord-gmbh-hamburg',
  };
}

const ITEM = /^- \[[^\]]+\]\([^)\s]+\)(: .+)?$/;

/** H2 sections → their lines (without the heading). */
function sections(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const m = /^## (.+)$/.exec(line);
    if (m) out.set(m[1]!, (current = []));
    else current?.push(line);
  }
  return out;
}

describe('llms.txt', () => {
  const text = renderLlmsTxt(input());
  const lines = text.split('\n');

  it('starts with exactly one H1, then a blockquote summary', () => {
    expect(lines[0]).toBe('# Lab Directory');
    expect(lines.filter((l) => /^# /.test(l))).toHaveLength(1);
    const next = lines.slice(1).find((l) => l.trim() !== '');
    expect(next?.startsWith('> ')).toBe(true);
    expect(text).toMatch(/^> .*ISO\/IEC 17025/m);
  });

  it('points agents to the MCP server and its tools', () => {
    expect(text).toContain(`- [MCP server](${ORIGIN}/mcp): Model Context Protocol`);
    for (const tool of ['search_labs', 'get_lab', 'find_standard', 'list_categories', 'data_freshness'])
      expect(text).toContain(`\`${tool}\``);
  });

  it('says when the data is a sample, and only then', () => {
    const quote = lines.filter((l) => l.startsWith('>')).join('\n');
    expect(quote).toMatch(/sample data/i);
    expect(renderLlmsTxt(input(false))).not.toMatch(/sample data/i);
  });

  it('has no headings between the summary and the first section other than H2s', () => {
    expect(lines.filter((l) => /^#{3,} /.test(l))).toEqual([]);
  });

  it('has the API, Categories, Countries, Accreditation bodies and Optional sections, Optional last', () => {
    const names = [...sections(text).keys()];
    expect(names).toEqual(['API', 'Categories', 'Countries', 'Accreditation bodies', 'Optional']);
  });

  it('writes every list item as - [title](url): note, with absolute URLs', () => {
    const items = lines.filter((l) => l.startsWith('- '));
    expect(items.length).toBeGreaterThan(60);
    for (const item of items) {
      expect(item).toMatch(ITEM);
      expect(item).toContain(`](${ORIGIN}/`);
    }
    for (const [name, body] of sections(text))
      expect(
        body.some((l) => ITEM.test(l)),
        name,
      ).toBe(true);
  });

  it('links the API, each listing with its count, and the optional files', () => {
    const s = sections(text);
    const api = s.get('API')!.join('\n');
    expect(api).toContain(`- [OpenAPI document](${ORIGIN}/api/v1/openapi.json): `);
    for (const p of ['country', 'body', 'category', 'q', 'standard', 'status', 'page', 'per_page'])
      expect(api).toContain(`\`${p}\``);
    expect(api).toContain('X-Api-Key');
    expect(api).toContain('X-Attribution-Required');
    expect(api).toContain('| enterprise | 100,000 | 500 | yes |');
    expect(api).toContain('| anonymous | 100 | 10 | no |');
    expect(s.get('Categories')!.filter((l) => ITEM.test(l))).toHaveLength(CATEGORIES.length);
    expect(s.get('Categories')!.join('\n')).toContain(
      `- [Chemical analysis](${ORIGIN}/categories/chemical/): 100 labs (90 active)`,
    );
    expect(s.get('Countries')!.join('\n')).toContain(`- [Germany](${ORIGIN}/countries/de/): 200 labs`);
    expect(s.get('Accreditation bodies')!.join('\n')).toContain(`](${ORIGIN}/bodies/dakks/): Germany, 300 labs`);
    const optional = s.get('Optional')!.join('\n');
    expect(optional).toContain(`(${ORIGIN}/llms-full.txt)`);
    expect(optional).toContain(`(${ORIGIN}/about/)`);
    expect(optional).toContain(`(${ORIGIN}/sitemap-index.xml)`);
  });

  it('never names coordinates fields or any capability canonical id', () => {
    expect(text).not.toMatch(/latitude|longitude/i);
    const ids = STANDARDS.map((s) => parseMethod(s.ref).canonical_id).filter((id): id is string => !!id);
    expect(ids.length).toBeGreaterThan(500);
    const tokens = new Set(text.toLowerCase().split(/[^a-z0-9-]+/));
    expect(ids.filter((id) => tokens.has(id) || text.toLowerCase().includes(id))).toEqual([]);
  });

  it('escapes link titles', () => {
    expect(linkItem('A [b] c', 'https://x.example/a b', 'note')).toBe('- [A \\[b\\] c](https://x.example/a%20b): note');
  });
});

describe('llms-full.txt', () => {
  const doc = openApiDocument({ publicUrl: ORIGIN, sample: true });
  const text = renderLlmsFullTxt(doc, {
    origin: ORIGIN,
    sample: true,
    tiers: TIER_RULES,
    apiKeySunset: API_KEY_SUNSET,
  });

  it('has one H1 and a blockquote', () => {
    expect(text.split('\n')[0]).toMatch(/^# /);
    expect(text.split('\n').filter((l) => /^# /.test(l))).toHaveLength(1);
    expect(text).toMatch(/\n> .*openapi\.json/);
  });

  it('renders every path, operation, parameter, status code and schema field', () => {
    const paths = (doc as any).paths as Record<string, Record<string, any>>;
    for (const [path, item] of Object.entries(paths)) {
      expect(text).toContain(`### GET ${path}`);
      expect(text).toContain(item.get.operationId);
      for (const status of Object.keys(item.get.responses)) expect(text).toContain(`- **${status}**: `);
    }
    for (const p of [
      'country',
      'body',
      'category',
      'q',
      'standard',
      'status',
      'page',
      'per_page',
      'api_key',
      'slug',
      'If-None-Match',
    ])
      expect(text).toContain(`- \`${p}\` (in `);
    const schemas = (doc as any).components.schemas as Record<string, any>;
    for (const [name, schema] of Object.entries(schemas)) {
      expect(text).toContain(`### ${name}`);
      for (const field of Object.keys(schema.properties ?? {})) expect(text).toContain(`\`${field}\` (`);
    }
    expect(text).toContain('`_links.labs` (');
  });

  it('lists the headers, the tiers table and the api_key sunset', () => {
    for (const h of [
      'X-RateLimit-Limit',
      'X-RateLimit-Daily-Remaining',
      'X-Api-Tier',
      'X-Attribution-Required',
      'ETag',
      'Retry-After',
      'Deprecation',
      'Sunset',
    ])
      expect(text).toContain(`- \`${h}\` (`);
    expect(text).toContain('| enterprise | 100,000 | 500 | yes |');
    expect(text).toContain(`Sunset: ${API_KEY_SUNSET}`);
    expect(text).toContain('X-Api-Key');
  });
});
