import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('the API over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists labs for an anonymous caller without coordinates', async () => {
    const r = await server.api('/labs?per_page=5');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data.every((l: { latitude: unknown }) => l.latitude === null)).toBe(true);
  });

  it('serves capabilities to a pro key', async () => {
    const key = await server.issue('pro');
    const list = await server.api('/labs?per_page=1', { headers: { 'X-Api-Key': key } });
    const r = await server.api(`/labs/${list.body.data[0].slug}`, { headers: { 'X-Api-Key': key } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.capabilities)).toBe(true);
    expect(r.headers.get('x-api-tier')).toBe('pro');
  });

  it('serves categories and freshness', async () => {
    expect((await server.api('/categories')).status).toBe(200);
    expect((await server.api('/metadata/freshness')).status).toBe(200);
    expect((await server.api('/openapi.json')).status).toBe(200);
  });
});
