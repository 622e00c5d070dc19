// The served OpenAPI document passes Spectral's `spectral:oas` rules with no
// errors and no warnings (issue 27: an outside tester found five errors: arrays
// without `items`, and a `\p{L}` pattern that tools without Unicode-mode regular
// expressions reject). Redocly's recommended rules are checked in
// typed-client.test.ts. Spectral runs in a child process, as a user runs it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

/** Spectral's findings on a served document, one line each. */
async function spectral(document: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labdir-spectral-'));
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, document);
  const cli = path.resolve('node_modules/@stoplight/spectral-cli/dist/index.js');
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--ruleset', path.resolve('.spectral.yaml'), '--format', 'json', '--quiet'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    // Spectral exits 1 when it finds errors; its report is still on stdout.
    stdout = (error as { stdout?: string }).stdout ?? '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return (JSON.parse(stdout) as SpectralResult[]).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
}

describe('Spectral (spectral:oas) on the served documents', () => {
  it('finds no errors, warnings, infos or hints in the API document', async () => {
    expect(await spectral((await server.api('/openapi.json')).text)).toEqual([]);
  }, 60_000);

  it('finds none in the key routes document', async () => {
    const document = await (await fetch(`${server.origin}/keys/openapi.json`)).text();
    expect(await spectral(document)).toEqual([]);
  }, 60_000);
});
