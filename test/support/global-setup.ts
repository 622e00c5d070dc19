// Builds one small directory for every contract test file, once per run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildData } from '../../src/build/build-data.ts';
import { sampleSnapshots, writeRaw } from '../fixtures/sample-dir.ts';

export const FIXTURE_LABS = 1500;

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureBuild: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'labdir-fixture-'));
  await writeRaw(path.join(root, 'raw'), sampleSnapshots(FIXTURE_LABS, 'contract'));
  await buildData({ rawDir: path.join(root, 'raw'), outDir: path.join(root, 'build') });
  project.provide('fixtureBuild', path.join(root, 'build'));
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
