// docs/api.md is the project's own API reference; the OpenAPI document is what
// the server serves, built from the server's constants. This test keeps the
// prose in step with the document: a path, parameter, status, header or tier
// limit added to the document must be written up before the suite is green.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/api/openapi.ts';

type Json = Record<string, any>;

const BASE = 'http://localhost:4321/api/v1';
const doc = openApiDocument({ publicUrl: 'http://localhost:4321', sample: false }) as Json;
// Resolved from the project root (where Vitest runs) so the test file can move without edits.
const markdown = readFileSync(path.resolve('docs/api.md'), 'utf8');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  method: string;
  path: string;
  operation: Json;
}

const operations: Operation[] = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
  HTTP_METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path: p, operation: item[m] as Json })),
);

/** Follows a local `$ref` ('#/components/parameters/Page') to its target. */
function resolve(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  const target = (node.$ref as string)
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json | undefined>((at, key) => at?.[key], doc);
  if (!target) throw new Error(`unresolved $ref ${node.$ref}`);
  return resolve(target);
}

interface Heading {
  line: number;
  level: number;
  text: string;
}

const lines = markdown.split('\n');

/** Markdown headings outside fenced code blocks (a `# comment` in a shell example is not a heading). */
const headings: Heading[] = (() => {
  const found: Heading[] = [];
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6})\s+(.*)$/.exec(line);
    if (match) found.push({ line: i, level: match[1]!.length, text: match[2]! });
  });
  return found;
})();

/**
 * The text under the heading that names the operation as `METHOD /path` in
 * backticks, up to the next heading of the same or a higher level. Exact
 * backticks keep `GET /labs` from matching the `GET /labs/{slug}` section.
 */
function sectionOf(method: string, p: string): string | null {
  const at = headings.findIndex((h) => h.text.includes(`\`${method} ${p}\``));
  if (at < 0) return null;
  const start = headings[at]!;
  const next = headings.slice(at + 1).find((h) => h.level <= start.level);
  return lines.slice(start.line, next ? next.line : lines.length).join('\n');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every Markdown table as rows of trimmed cells (header row first, separator row dropped). */
function tables(): string[][][] {
  const found: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of lines) {
    if (!line.trimStart().startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    if (!current) found.push((current = []));
    current.push(cells);
  }
  return found;
}

const number = (cell: string): number => Number(cell.replace(/[`,\s]/g, ''));

/** Tier limits as the document states them: the tier table in `info.description`, generated from the server's tier rules. */
function documentTierLimits(): Map<string, { daily: number; burst: number }> {
  const limits = new Map<string, { daily: number; burst: number }>();
  for (const [, tier, daily, burst] of (doc.info.description as string).matchAll(
    /^\| (\w+) \| ([\d,]+) \| ([\d,]+) \|/gm,
  )) {
    limits.set(tier!, { daily: number(daily!), burst: number(burst!) });
  }
  return limits;
}

describe('docs/api.md', () => {
  it('has a section headed `METHOD /path` for every operation in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations.filter((o) => sectionOf(o.method, o.path) === null).map((o) => `${o.method} ${o.path}`);
    expect(missing).toEqual([]);
  });

  it("names every query and path parameter of an operation, in backticks, in that operation's section", () => {
    const missing: string[] = [];
    for (const { method, path: p, operation } of operations) {
      const section = sectionOf(method, p) ?? '';
      for (const parameter of ((operation.parameters ?? []) as Json[]).map(resolve)) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        if (!section.includes(`\`${parameter.name}\``))
          missing.push(`${method} ${p}: ${parameter.in} parameter ${parameter.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every header parameter of every operation', () => {
    const names = new Set(
      operations.flatMap((o) =>
        ((o.operation.parameters ?? []) as Json[])
          .map(resolve)
          .filter((p) => p.in === 'header')
          .map((p) => p.name as string),
      ),
    );
    expect([...names].filter((name) => !markdown.includes(`\`${name}`))).toEqual([]);
  });

  it("lists every response status of an operation in that operation's section", () => {
    const missing: string[] = [];
    for (const { method, path: p, operation } of operations) {
      const section = sectionOf(method, p) ?? '';
      for (const status of Object.keys(operation.responses as Json)) {
        if (!new RegExp(`\\b${escapeRegExp(status)}\\b`).test(section)) missing.push(`${method} ${p}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every response header the document describes', () => {
    const responses = [
      ...operations.flatMap((o) => Object.values(o.operation.responses as Json)),
      ...Object.values((doc.components.responses ?? {}) as Json),
    ].map((r) => resolve(r as Json));
    const names = new Set(responses.flatMap((r) => Object.keys((r.headers ?? {}) as Json)));
    expect(names.size).toBeGreaterThan(0);
    // Written in code style, alone (`ETag`) or with a value (`Sunset: 2026-06-01`).
    const missing = [...names].filter((name) => !new RegExp(`\`${escapeRegExp(name)}[\`:]`).test(markdown));
    expect(missing).toEqual([]);
  });

  it("has a tier table with every tier's daily and per-minute limit as the document states them", () => {
    const limits = documentTierLimits();
    // The document's tier names come from X-Api-Tier; a description whose table no longer parses must fail, not pass empty.
    expect([...limits.keys()].sort()).toEqual(
      [...(doc.components.headers['X-Api-Tier'].schema.enum as string[])].sort(),
    );

    const table = tables().find(
      ([header]) =>
        /^tier$/i.test(header![0] ?? '') &&
        header!.some((c) => /day/i.test(c)) &&
        header!.some((c) => /minute/i.test(c)),
    );
    expect(table, 'a table headed Tier | … per day … | … per minute …').toBeDefined();
    const [header, ...rows] = table!;
    const dailyColumn = header!.findIndex((c) => /day/i.test(c));
    const minuteColumn = header!.findIndex((c) => /minute/i.test(c));

    for (const [tier, { daily, burst }] of limits) {
      const row = rows.find((cells) => cells[0]!.replace(/`/g, '') === tier);
      expect(row, `row for ${tier}`).toBeDefined();
      expect({ tier, daily: number(row![dailyColumn]!), burst: number(row![minuteColumn]!) }).toEqual({
        tier,
        daily,
        burst,
      });
    }
  });

  it('starts every example request at the base URL http://localhost:4321/api/v1', () => {
    const urls = [...markdown.matchAll(/curl\b[^\n]*?'?(https?:\/\/[^\s']+)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !url.startsWith(BASE))).toEqual([]);
  });

  it('refers to no file outside the repository', () => {
    expect(markdown).not.toMatch(/shared\/|\/work\/|DECISIONS\.md|seed\//);
  });
});
