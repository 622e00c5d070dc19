// A conformance check by another implementation: the MCP Inspector's CLI mode
// (@modelcontextprotocol/inspector, on the SDK's next major client) talks to
// the server over Streamable HTTP and must list and call what it offers.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const run = promisify(execFile);
const INSPECTOR = path.resolve('node_modules/.bin/mcp-inspector');
let server: TestServer;
let catalogDir: string;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await server.issue('pro', 'inspector');
  catalogDir = await mkdtemp(path.join(tmpdir(), 'labdir-inspector-'));
});
afterAll(async () => {
  await server.close();
  await rm(catalogDir, { recursive: true, force: true });
});

/** One Inspector CLI call against /mcp with the pro key; its JSON output. */
async function inspect(...args: string[]): Promise<any> {
  const { stdout } = await run(
    INSPECTOR,
    ['--cli', `${server.origin}/mcp`, '--transport', 'http', '--header', `X-Api-Key: ${key}`, ...args],
    {
      env: { ...process.env, MCP_CATALOG_PATH: path.join(catalogDir, 'mcp.json') },
      timeout: 30_000,
    },
  );
  return JSON.parse(stdout);
}

describe('the MCP Inspector (CLI mode)', () => {
  it('lists the tools with their input schemas', async () => {
    const { tools } = await inspect('--method', 'tools/list');
    expect(tools.map((t: { name: string }) => t.name).sort()).toEqual([
      'data_freshness',
      'find_standard',
      'get_lab',
      'list_categories',
      'search_labs',
    ]);
    expect(tools.find((t: { name: string }) => t.name === 'search_labs').inputSchema.properties).toHaveProperty(
      'standard',
    );
  });

  it('calls search_labs and gets structured labs', async () => {
    const result = await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'search_labs',
      '--tool-arg',
      'q=calibration',
      'per_page=3',
    );
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.data).toHaveLength(3);
    expect(result.structuredContent.meta.per_page).toBe(3);
  });

  it('reads the categories resource and gets the find_accredited_lab prompt', async () => {
    const read = await inspect('--method', 'resources/read', '--uri', 'labdir://categories');
    expect(JSON.parse(read.contents[0].text).data.length).toBeGreaterThan(10);
    const prompt = await inspect(
      '--method',
      'prompts/get',
      '--prompt-name',
      'find_accredited_lab',
      '--prompt-args',
      'test=tensile strength',
      'place=Munich',
    );
    expect(prompt.messages[0].content.text).toMatch(/tensile strength.*Munich/);
  });
});
