// The static site is built from the public shards only: no file under
// dist/client may reveal a lab's coordinates or capabilities (DECISIONS, last
// rule). Builds the real site from the fixture build and scans every file.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab } from '../../src/lib/types.ts';

let outDir: string;
let labs: Lab[];
let files: Map<string, string>;

function astroBuild(dataDir: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', path.resolve(out)], {
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'http://labs.test' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited ${code}: ${stderr.slice(-2000)}`))));
  });
}

beforeAll(async () => {
  const dataDir = inject('fixtureBuild');
  labs = await readFullLabs(dataDir, await readManifest(dataDir));
  // Inside the project: the build's server chunks resolve packages from node_modules.
  await mkdir('test-results', { recursive: true });
  outDir = await mkdtemp(path.join('test-results', 'site-'));
  await astroBuild(dataDir, outDir);
  files = new Map();
  const client = path.join(outDir, 'client');
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(client, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name), 'utf8'));
  }
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('has pages to audit', () => {
    expect(files.has('index.html')).toBe(true);
  });

  it('reveals no lab’s coordinates in any file', () => {
    // Six significant digits or more: a coordinate, not a year or a postcode.
    const coordinates = new Set(labs.flatMap((l) => [l.latitude, l.longitude]).filter((v): v is number => v !== null).map(String).filter((s) => s.replace(/\D/g, '').length >= 6));
    expect(coordinates.size).toBeGreaterThan(1000);
    for (const [file, text] of files) {
      for (const c of coordinates) expect(text.includes(c), `${c} in ${file}`).toBe(false);
      expect(/"?(latitude|longitude)"?\s*[:=]/i.test(text), `a coordinate field in ${file}`).toBe(false);
    }
  });

  it('reveals no capability name or canonical id in any file', () => {
    const capabilityText = new Set(labs.flatMap((l) => l.capabilities.flatMap((c) => [c.name, c.canonical_id])));
    expect(capabilityText.size).toBeGreaterThan(200);
    for (const [file, text] of files) {
      for (const t of capabilityText) expect(text.includes(t), `'${t}' in ${file}`).toBe(false);
    }
  });
});
