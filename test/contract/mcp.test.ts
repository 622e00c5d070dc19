// The MCP server (POST /mcp, Streamable HTTP, stateless) over real HTTP with
// the SDK's own client: its tools answer what the JSON API answers, masked the
// same way per tier, counted against the same budgets.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildData } from '../../src/build/build-data.ts';
import { TIER_RULES } from '../../src/domain/tiers.ts';
import { sampleSnapshots, writeRaw } from '../fixtures/sample-dir.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
/** An enterprise key for the tool tests: its budget outlasts them (anonymous calls share one address's 10 a minute). */
let enterprise: Record<string, string>;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  enterprise = { 'X-Api-Key': await server.issue('enterprise', 'mcp tools') };
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

async function connect(headers: Record<string, string> = {}, on: TestServer = server): Promise<Client> {
  const client = new Client({ name: 'lab-directory-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${on.origin}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any };
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
const textOf = (result: ToolResult) => result.content.map((c) => c.text ?? '').join('\n');

describe('MCP: connecting', () => {
  it('initialises and lists the five tools, each with an input schema and a description', async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe('lab-directory');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'data_freshness',
      'find_standard',
      'get_lab',
      'list_categories',
      'search_labs',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('offers the categories and each lab as resources, and a prompt', async () => {
    const client = await connect();
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('labdir://categories');
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('labdir://labs/{slug}');
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toContain('find_accredited_lab');
  });

  it('reads the categories resource as the list of categories', async () => {
    const client = await connect();
    const read = await client.readResource({ uri: 'labdir://categories' });
    const first = read.contents[0];
    expect(first && 'text' in first ? JSON.parse(first.text).data.length : 0).toBeGreaterThan(10);
  });

  it('fills the find_accredited_lab prompt with the test and the place asked for', async () => {
    const client = await connect();
    const prompt = await client.getPrompt({
      name: 'find_accredited_lab',
      arguments: { test: 'tensile strength', place: 'Munich' },
    });
    const content = prompt.messages[0]?.content;
    expect(content?.type === 'text' ? content.text : '').toMatch(/tensile strength.*Munich/);
  });

  it('refuses an invalid key at the transport with 401 and a JSON error', async () => {
    const response = await fetch(`${server.origin}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: 'Bearer ldk_not-a-real-key',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error).toMatch(/API key is invalid/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers GET with 405 naming POST: stateless, no stream to hold open', async () => {
    const response = await fetch(`${server.origin}/mcp`, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await response.json()).error).toMatch(/stateless/);
  });

  it("answers a browser's preflight from any origin, allowing the headers MCP clients send", async () => {
    const response = await fetch(`${server.origin}/mcp`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://agent.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, authorization, mcp-protocol-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    for (const name of ['Content-Type', 'Authorization', 'X-Api-Key', 'Mcp-Protocol-Version'])
      expect(response.headers.get('access-control-allow-headers')).toContain(name);
  });

  it('refuses a body over 64 KB with a JSON 413, and keeps serving', async () => {
    const response = await fetch(`${server.origin}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/larger than 65536 bytes/);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });

  it('refuses a body that is not JSON with a clear 400', async () => {
    const response = await fetch(`${server.origin}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/not JSON/);
  });
});

describe('MCP: tools', () => {
  it('search_labs answers as GET /api/v1/labs does, with a text rendering', async () => {
    const client = await connect();
    const result = await call(client, 'search_labs', { q: 'calibration', per_page: 5 });
    expect(result.isError).toBeFalsy();
    // Anonymous both ways: the same public view.
    const api = await server.api('/labs?q=calibration&per_page=5');
    expect(result.structuredContent.data).toEqual(api.body.data);
    expect(result.structuredContent.meta).toEqual(api.body.meta);
    expect(textOf(result)).toContain(api.body.data[0].name);
  });

  it('search_labs takes the 1.1 list parameters (near_city, sort, facets) and answers as the API does', async () => {
    // A free key of its own: the anonymous budget is the other tests'.
    const key = await server.issue('free', 'mcp 1.1');
    const client = await connect({ 'X-Api-Key': key });
    const city = (await server.api('/labs?per_page=1', { headers: { 'X-Api-Key': key } })).body.data[0].city as string;
    const args = {
      near_city: city,
      radius_km: 30,
      sort: '-accreditation_date',
      facets: 'country,category',
      per_page: 5,
    };
    const result = await call(client, 'search_labs', args);
    expect(result.isError).toBeFalsy();
    const api = await server.api(
      `/labs?${new URLSearchParams({ near_city: city, radius_km: '30', sort: '-accreditation_date', facets: 'country,category', per_page: '5' })}`,
      { headers: { 'X-Api-Key': key } },
    );
    expect(result.structuredContent.data).toEqual(api.body.data);
    expect(result.structuredContent.meta).toEqual(api.body.meta);
    expect(result.structuredContent.meta.facets.country.length).toBeGreaterThan(0);
  });

  it('search_labs refuses a distance order below pro, as the API does (coordinates are a paid field)', async () => {
    const result = await call(
      await connect({ 'X-Api-Key': await server.issue('free', 'mcp distance') }),
      'search_labs',
      { sort: 'distance' },
    );
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/pro or enterprise/);
  });

  it('get_lab masks coordinates and tests for a free key, and shows them to a pro key', async () => {
    const free = await connect({ 'X-Api-Key': await server.issue('free') });
    const pro = await connect({ Authorization: `Bearer ${await server.issue('pro')}` });
    const slug = (await call(free, 'search_labs', { per_page: 1 })).structuredContent.data[0].slug;
    const asFree = await call(free, 'get_lab', { slug });
    const asPro = await call(pro, 'get_lab', { slug });
    expect(asFree.structuredContent.capabilities).toBeNull();
    expect(asFree.structuredContent.latitude).toBeNull();
    expect(textOf(asFree)).toMatch(/withheld below the pro tier/);
    expect(Array.isArray(asPro.structuredContent.capabilities)).toBe(true);
    expect(asPro.structuredContent.slug).toBe(slug);
  });

  it('answers every tool for an anonymous caller and for a pro key, each seeing what the API shows its tier', async () => {
    const proKey = await server.issue('pro', 'mcp tiers');
    const anonymous = await connect();
    const pro = await connect({ 'X-Api-Key': proKey });
    const slug = (await call(pro, 'search_labs', { per_page: 1 })).structuredContent.data[0].slug;
    const calls: Array<[string, Record<string, unknown>]> = [
      ['search_labs', { q: 'laboratory', per_page: 3 }],
      ['get_lab', { slug }],
      ['find_standard', { reference: 'ISO 6892-1' }],
      ['list_categories', {}],
      ['data_freshness', {}],
    ];
    for (const [tool, args] of calls) {
      expect((await call(anonymous, tool, args)).isError, `${tool} anonymous`).toBeFalsy();
      expect((await call(pro, tool, args)).isError, `${tool} pro`).toBeFalsy();
    }
    // The masked views match the API's for the same tier.
    const proList = await call(pro, 'search_labs', { q: 'laboratory', per_page: 3 });
    expect(proList.structuredContent.data).toEqual(
      (await server.api('/labs?q=laboratory&per_page=3', { headers: { 'X-Api-Key': proKey } })).body.data,
    );
    const proLab = await call(pro, 'get_lab', { slug });
    expect(proLab.structuredContent).toEqual(
      (await server.api(`/labs/${slug}`, { headers: { 'X-Api-Key': proKey } })).body,
    );
  });

  it('search_labs says which words no lab mentions and what it searched for instead', async () => {
    const result = await call(await connect(), 'search_labs', { q: 'Zugversuch Qwxzvbn', per_page: 1 });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^No lab mentions 'Qwxzvbn': showing labs for 'Zugversuch'\./);
    expect(result.structuredContent.meta.q_words).toEqual({ used: ['Zugversuch'], left_out: ['Qwxzvbn'] });
  });

  it('get_lab names an unknown slug as a tool error', async () => {
    const result = await call(await connect(enterprise), 'get_lab', { slug: 'no-such-lab' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/no lab has the slug 'no-such-lab'/);
  });

  it('find_standard resolves a loosely typed reference to the standards labs hold, with counts', async () => {
    const result = await call(await connect(enterprise), 'find_standard', { reference: 'iso 6892' });
    expect(result.isError).toBeFalsy();
    const standards = result.structuredContent.standards as Array<{ standard: string; labs: number }>;
    expect(standards.length).toBeGreaterThan(0);
    for (const s of standards) {
      expect(s.standard).toMatch(/^ISO 6892/);
      const api = await server.api(`/labs?standard=${encodeURIComponent(s.standard)}&per_page=1`, {
        headers: enterprise,
      });
      expect(api.body.meta.total, s.standard).toBe(s.labs);
    }
  });

  it('list_categories and data_freshness answer as the API does', async () => {
    const client = await connect(enterprise);
    const categories = await call(client, 'list_categories');
    expect(categories.structuredContent.data).toEqual(
      (await server.api('/categories', { headers: enterprise })).body.data,
    );
    const freshness = await call(client, 'data_freshness');
    expect(Object.keys(freshness.structuredContent.bodies).sort()).toEqual(
      Object.keys((await server.api('/metadata/freshness')).body.bodies).sort(),
    );
  });

  it('names a bad argument and what is allowed, without a stack trace', async () => {
    const client = await connect(enterprise);
    const badCountry = await call(client, 'search_labs', { country: 'Germany' });
    expect(badCountry.isError).toBe(true);
    expect(textOf(badCountry)).toMatch(/country/);
    const badPage = await call(client, 'search_labs', { per_page: 500 });
    expect(badPage.isError).toBe(true);
    expect(textOf(badPage)).toMatch(/per_page/);
    const badStandard = await call(client, 'find_standard', { reference: 'tensile' });
    expect(badStandard.isError).toBe(true);
    expect(textOf(badStandard)).toMatch(/not a standard reference/);
    for (const r of [badCountry, badPage, badStandard]) expect(textOf(r)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('MCP: limits', () => {
  it('counts each tool call against the same budget as the JSON API, exactly, and says when to retry', async () => {
    const key = await server.issue('free');
    const client = await connect({ 'X-Api-Key': key });
    const burst = TIER_RULES.free.burst;
    // Half the budget through the API, the rest through tool calls: one budget.
    for (let i = 0; i < burst / 2; i++)
      expect((await server.api('/categories', { headers: { 'X-Api-Key': key } })).status).toBe(200);
    for (let i = 0; i < burst / 2; i++)
      expect((await call(client, 'list_categories')).isError, `call ${i}`).toBeFalsy();
    const refused = await call(client, 'list_categories');
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /Rate limit exceeded for the free tier.*Retry after \d+ s, or upgrade: http:\/\/labs\.test\/docs\/#tiers/,
    );
    expect((await server.api('/categories', { headers: { 'X-Api-Key': key } })).status).toBe(429);
  });

  it('does not count listing tools', async () => {
    const key = await server.issue('free');
    const client = await connect({ 'X-Api-Key': key });
    for (let i = 0; i < 5; i++) await client.listTools();
    const response = await server.api('/categories', { headers: { 'X-Api-Key': key } });
    expect(response.headers.get('x-ratelimit-remaining')).toBe(String(TIER_RULES.free.burst - 1));
  });
});

describe('MCP: an agent with a free key', () => {
  // The contract fixture has no lab in Munich accredited to ISO 6892-1; the same generated sample at 5,000 labs has three.
  let dir: string;
  let large: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'labdir-mcp-'));
    await writeRaw(path.join(dir, 'raw'), sampleSnapshots(5000, 'contract'));
    await buildData({ rawDir: path.join(dir, 'raw'), outDir: path.join(dir, 'build') });
    large = await startTestServer({ dataDir: path.join(dir, 'build') });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await large?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds the accredited labs in Munich that test tensile strength to ISO 6892-1, through the tools alone', async () => {
    const agent = await connect({ 'X-Api-Key': await large.issue('free', 'agent') }, large);
    // "Which accredited labs in Munich test tensile strength to ISO 6892-1?"
    const standard = await call(agent, 'find_standard', { reference: 'ISO 6892-1' });
    expect(standard.structuredContent.standards[0].standard).toBe('ISO 6892-1');
    const found = await call(agent, 'search_labs', { q: 'tensile Munich', standard: 'ISO 6892-1', per_page: 100 });
    expect(found.isError).toBeFalsy();
    const labs = found.structuredContent.data as Array<{ slug: string; city: string }>;
    expect(labs.length).toBeGreaterThan(0);
    for (const lab of labs) expect(lab.city).toBe('München');
    // The same labs the directory holds: in München, accredited to ISO 6892-1.
    const expected = large.app.directories.current!.labs.filter(
      (l) =>
        l.city === 'München' &&
        l.accreditation_status === 'active' &&
        l.capabilities.some((c) => c.standard_key === 'ISO 6892-1'),
    );
    expect(labs.map((l) => l.slug).sort()).toEqual(expected.map((l) => l.slug).sort());
    const detail = await call(agent, 'get_lab', { slug: labs[0]!.slug });
    expect(textOf(detail)).toContain(labs[0]!.slug);
  });
});
