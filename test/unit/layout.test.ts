// The folder map is the architecture: code flows one way, from the entry
// points down to the pure domain. This test reads every import under src/ and
// fails on an edge the README's map does not allow, so the layout cannot drift.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

/** Which folders each folder may import from (besides itself and packages). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  ops: ['domain'],
  directory: ['domain', 'ops'],
  build: ['domain', 'directory', 'ops'],
  api: ['domain', 'directory', 'ops'],
  // The MCP server is the API's second face: it answers from the API's views, parameter rules and limits.
  mcp: ['api', 'domain', 'directory', 'ops'],
  scrape: ['domain', 'ops'],
  sample: ['domain'],
  site: ['domain', 'directory', 'ops'],
  // Astro's pages, layouts and components are the site's entry points; the docs page renders the API's OpenAPI document.
  pages: ['site', 'domain', 'components', 'layouts', 'api'],
  layouts: ['site', 'domain', 'components'],
  components: ['site', 'domain', 'layouts'],
};

interface Edge {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|astro|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The top folder under src/ a path belongs to; files directly in src/ are the entry points. */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length === 1 ? 'entry' : parts[0]!;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function edges(): Edge[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map(([, specifier]) => {
      const to = specifier!.startsWith('.') ? folderOf(path.resolve(path.dirname(file), specifier!)) : specifier!;
      return { file: path.relative(SRC, file), specifier: specifier!, from: folderOf(file), to };
    }),
  );
}

const all = edges();
const local = all.filter((e) => e.specifier.startsWith('.'));

describe('the source layout', () => {
  it('has a rule for every folder under src/', () => {
    const folders = new Set(local.map((e) => e.from).filter((f) => f !== 'entry'));
    expect([...folders].filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('lets every folder import only the folders below it', () => {
    const wrong = local
      .filter((e) => e.from !== 'entry' && e.to !== e.from && !ALLOWED[e.from]?.includes(e.to))
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('never imports the entry points from a folder', () => {
    const wrong = local
      .filter((e) => e.from !== 'entry' && e.to === 'entry')
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('keeps the domain free of I/O', () => {
    const wrong = all
      .filter((e) => e.from === 'domain' && e.specifier.startsWith('node:'))
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('keeps the browser code free of Node modules', () => {
    const wrong = all
      .filter((e) => e.file.startsWith(`site${path.sep}browser${path.sep}`) && e.specifier.startsWith('node:'))
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(wrong).toEqual([]);
  });
});
