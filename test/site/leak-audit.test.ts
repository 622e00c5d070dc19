// The static site is built from the public shards only: no file under
// dist/client may reveal a lab's coordinates or capabilities (DECISIONS, last
// rule). Scans every file of the real site built from the fixture build.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab } from '../../src/domain/types.ts';

let labs: Lab[];
let files: Map<string, string>;

beforeAll(async () => {
  const dataDir = inject('fixtureBuild');
  labs = await readFullLabs(dataDir, await readManifest(dataDir));
  // The site test/support/global-setup.ts built once for this run.
  const client = path.join(inject('fixtureSite'), 'client');
  files = new Map();
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        path.relative(client, path.join(entry.parentPath, entry.name)),
        await readFile(path.join(entry.parentPath, entry.name), 'utf8'),
      );
  }
});

describe('the built site', () => {
  it('has pages to audit', () => {
    expect(files.has('index.html')).toBe(true);
  });

  it('reveals no lab’s coordinates in any file', () => {
    // Six significant digits or more: a coordinate, not a year or a postcode.
    const coordinates = new Set(
      labs
        .flatMap((l) => [l.latitude, l.longitude])
        .filter((v): v is number => v !== null)
        .map(String)
        .filter((s) => s.replace(/\D/g, '').length >= 6),
    );
    expect(coordinates.size).toBeGreaterThan(1000);
    // A coordinate is written with digits, '.' and '-' only, so wherever one occurs in a text it lies inside a
    // maximal run of those characters: look up every substring of each run (the same finding as
    // text.includes(c) for every coordinate, in one pass per file instead of thousands).
    expect([...coordinates].filter((c) => !/^[-\d.]+$/.test(c))).toEqual([]);
    const lengths = [...coordinates].map((c) => c.length);
    const [shortest, longest] = [Math.min(...lengths), Math.max(...lengths)];
    const leaks: string[] = [];
    for (const [file, text] of files) {
      for (const run of text.match(/[-\d.]+/g) ?? []) {
        for (let i = 0; i + shortest <= run.length; i++) {
          for (let n = shortest; n <= longest && i + n <= run.length; n++) {
            const c = run.slice(i, i + n);
            if (coordinates.has(c)) leaks.push(`${c} in ${file}`);
          }
        }
      }
      // A field named so, in a file made from the data. The interactive reference's renderer is a copy of an npm
      // package (src/site/api-reference.ts), code that names a 'latitude' of its own and holds no data: its text is
      // still searched for every lab's coordinates above.
      const vendored = file.startsWith(`_astro${path.sep}scalar-`);
      if (!vendored && /"?(latitude|longitude)"?\s*[:=]/i.test(text)) leaks.push(`a coordinate field in ${file}`);
    }
    expect(leaks).toEqual([]);
  });

  it('reveals no capability name or canonical id in any file', () => {
    const capabilityText = new Set(labs.flatMap((l) => l.capabilities.flatMap((c) => [c.name, c.canonical_id])));
    expect(capabilityText.size).toBeGreaterThan(200);
    // A text can only occur in a file that holds each of its words: look those up first (one pass per file), and
    // search the file for the whole text only then (the same finding as text.includes(t) for every pair).
    const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const sought = [...capabilityText].map((t) => ({ t, words: wordsOf(t) }));
    const leaks: string[] = [];
    for (const [file, text] of files) {
      const present = new Set(wordsOf(text));
      for (const { t, words } of sought)
        if (words.every((w) => present.has(w)) && text.includes(t)) leaks.push(`'${t}' in ${file}`);
    }
    expect(leaks).toEqual([]);
  });
});
