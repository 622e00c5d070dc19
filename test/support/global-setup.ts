// Once per test run: one small directory (the data build every contract test
// serves) and the real site built from it with `astro build` (what the site,
// crawler and browser tests read and serve).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildData } from '../../src/build/build-data.ts';
import { sampleSnapshots, writeRaw } from '../fixtures/sample-dir.ts';

export const FIXTURE_LABS = 1500;

/** The origin the fixture site is built for (canonical URLs, sitemaps, llms.txt, API links). */
export const FIXTURE_ORIGIN = 'http://labs.test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fixture data build (`data/build` layout). */
    fixtureBuild: string;
    /** The fixture site's `astro build` output (absolute): `client/` is the static site, `server/` Astro's chunks. */
    fixtureSite: string;
    /** The public origin the fixture site was built for (PUBLIC_URL). */
    fixtureOrigin: string;
  }
}

function astroBuild(dataDir: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir],
      {
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: FIXTURE_ORIGIN },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`astro build of the fixture site failed (${signal ?? `exit ${code}`}): ${stderr.slice(-2000)}`),
          ),
    );
  });
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'labdir-fixture-'));
  // Inside the project, not the system temp dir: the build's server chunks resolve packages from node_modules.
  await mkdir('test-results', { recursive: true });
  const site = path.resolve(await mkdtemp(path.join('test-results', 'site-')));
  const cleanup = async () => {
    await rm(root, { recursive: true, force: true });
    await rm(site, { recursive: true, force: true });
  };
  try {
    await writeRaw(path.join(root, 'raw'), sampleSnapshots(FIXTURE_LABS, 'contract'));
    await buildData({ rawDir: path.join(root, 'raw'), outDir: path.join(root, 'build') });
    await astroBuild(path.join(root, 'build'), site);
  } catch (error) {
    await cleanup();
    throw error;
  }
  project.provide('fixtureBuild', path.join(root, 'build'));
  project.provide('fixtureSite', site);
  project.provide('fixtureOrigin', FIXTURE_ORIGIN);
  return cleanup;
}
