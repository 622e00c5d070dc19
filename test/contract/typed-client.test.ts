// The typed client: the OpenAPI document passes Redocly's recommended rules
// with no errors and no warnings, the committed openapi-typescript types are
// generated from it, and openapi-fetch with those types reads real answers
// (this file typechecks against the types; the project typecheck runs here too).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../src/api/client/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createResponseValidator, type ResponseValidator } from '../support/openapi-validator.ts';

const node = process.execPath;

/**
 * A child process run without blocking this process's event loop: the test
 * server lives in this process, and a loop blocked for seconds lets its
 * keep-alive timers and a client's pooled connection race (ECONNRESET).
 */
async function run(args: string[]): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(node, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof e.code === 'number' ? e.code : 1, output: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}
let server: TestServer;
let validator: ResponseValidator;
let api: ReturnType<typeof createClient<paths>>;

/** Checks an openapi-fetch answer against the served document, as the test server does for its own requests. */
function check(method: string, path: string, response: Response, body: unknown) {
  validator.validate(method, path, response.status, body, response.headers);
}

beforeAll(async () => {
  server = await startTestServer();
  validator = createResponseValidator((await server.api('/openapi.json')).body);
  const key = await server.issue('pro');
  api = createClient<paths>({ baseUrl: `${server.origin}/api/v1`, headers: { 'X-Api-Key': key } });
});

afterAll(() => server?.close());

describe('the OpenAPI document for generated clients', () => {
  it('passes Redocly lint (recommended rules) with no errors and no warnings, as served', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'labdir-lint-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, (await server.api('/openapi.json')).text);
    const lint = await run(['scripts/lint-openapi.ts', file]);
    await rm(dir, { recursive: true, force: true });
    expect(lint.output).toMatch(/0 errors, 0 warnings/);
    expect(lint.status).toBe(0);
  });

  it('has committed openapi-typescript types that match the document', async () => {
    const check = await run(['scripts/openapi-types.ts', '--check']);
    expect(check.output).toMatch(/matches the document/);
    expect(check.status).toBe(0);
  });

  it('typechecks the project, this typed client included', async () => {
    const typecheck = await run(['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  }, 60_000);
});

// A first search builds its term caches: generous time on a loaded CI machine.
describe('openapi-fetch with the generated types against a real server', { timeout: 30_000 }, () => {
  it('lists labs with facets, and a list item carries its coordinates as number | null', async () => {
    const { data, error, response } = await api.GET('/labs', {
      params: { query: { q: 'tensile', facets: 'country', per_page: 3 } },
    });
    expect(error).toBeUndefined();
    check('GET', '/labs', response, data);
    const lab = data!.data[0]!;
    // Compile-time: the masked fields are typed, not dropped.
    const latitude: number | null | undefined = 'latitude' in lab ? lab.latitude : undefined;
    expect(typeof latitude === 'number' || latitude === null).toBe(true);
    expect(data!.meta.facets?.country?.[0]?.count).toBeGreaterThan(0);
  });

  it('reads one lab with its capabilities typed as an array or null', async () => {
    const list = await api.GET('/labs', { params: { query: { per_page: 1 } } });
    const slug = list.data!.data[0]!.slug!;
    const { data, response } = await api.GET('/labs/{slug}', { params: { path: { slug } } });
    check('GET', `/labs/${slug}`, response, data);
    const capabilities: Array<{ canonical_id: string }> | null = data!.capabilities;
    expect(Array.isArray(capabilities)).toBe(true);
    expect(typeof data!.latitude === 'number' || data!.latitude === null).toBe(true);
  });

  it('gets a typed 400 error body for a bad parameter', async () => {
    const { data, error, response } = await api.GET('/labs', { params: { query: { per_page: 101 } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    check('GET', '/labs', response, error);
    const message: string = error!.error;
    expect(message).toMatch(/per_page/);
  });

  it('resolves a standard and autocompletes, typed', async () => {
    const standards = await api.GET('/standards', { params: { query: { q: 'iso 6892-1' } } });
    check('GET', '/standards', standards.response, standards.data);
    const suggestions = await api.GET('/suggest', { params: { query: { q: 'ber', limit: 5 } } });
    check('GET', '/suggest', suggestions.response, suggestions.data);
    for (const s of suggestions.data!.data) expect(['lab', 'city', 'standard', 'category']).toContain(s.type);
  });
});
