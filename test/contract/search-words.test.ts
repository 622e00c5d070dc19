// q's words that match nothing (DECISIONS, round 3): left out rather than
// answering 0, named in meta.q_words; inflections and compounds meet their
// base words (docs/api.md, Search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  // More requests than the anonymous burst allows.
  key = await server.issue('enterprise', 'search words');
});
afterAll(() => server.close());

const get = (pathAndQuery: string) => server.api(pathAndQuery, { headers: { 'X-Api-Key': key } });
const total = async (q: string) => (await get(`/labs?q=${encodeURIComponent(q)}&per_page=1`)).body.meta.total;

describe('GET /labs?q=: words that match no lab', () => {
  it('leaves out a word no lab holds, answers for the others and names both in meta.q_words', async () => {
    const alone = await total('Zugversuch');
    expect(alone).toBeGreaterThan(0);
    const r = await get('/labs?q=Zugversuch%20Qwxzvbn&per_page=1');
    expect(r.status).toBe(200);
    expect(r.body.meta.total).toBe(alone);
    expect(r.body.meta.q_words).toEqual({ used: ['Zugversuch'], left_out: ['Qwxzvbn'] });
  });

  it('says the same in a 1.1 answer (facets)', async () => {
    const r = await get('/labs?q=Zugversuch%20Qwxzvbn&per_page=1&facets=country');
    expect(r.body.meta.q_words).toEqual({ used: ['Zugversuch'], left_out: ['Qwxzvbn'] });
    expect(r.body.meta.facets.country.length).toBeGreaterThan(0);
  });

  it('has no q_words when every word matches', async () => {
    const r = await get('/labs?q=Zugversuch&per_page=1');
    expect(r.body.meta).not.toHaveProperty('q_words');
  });

  it('answers nothing when no word matches, and says so', async () => {
    const r = await get('/labs?q=Qwxzvbn&per_page=1');
    expect(r.body.meta.total).toBe(0);
    expect(r.body.meta.q_words).toEqual({ used: [], left_out: ['Qwxzvbn'] });
  });

  it('still answers 0 when every word matches some lab but none together', async () => {
    const r = await get('/labs?q=Zugversuch%20Legionella&per_page=1');
    expect(r.body.meta).not.toHaveProperty('q_words');
    expect(r.body.meta.total).toBeLessThan(await total('Zugversuch'));
  });
});

describe('GET /labs?q=: words that name the act of testing', () => {
  it('does not require them beside a word that names what is tested', async () => {
    const alone = await total('Legionella');
    expect(alone).toBeGreaterThan(0);
    for (const q of ['Legionella test', 'Prüfung Legionella', 'recherche de Legionella', 'stanovení Legionella']) {
      expect(await total(q), q).toBe(alone);
    }
  });

  it('searches them when they are all there is: required, not every lab', async () => {
    const every = (await get('/labs?per_page=1')).body.meta.total;
    const generic = await total('Prüfung');
    expect(generic).toBeGreaterThan(0);
    expect(generic).toBeLessThan(every);
  });
});

describe('GET /labs?q=: inflections and compounds', () => {
  it('finds by an inflected form what the base form finds', async () => {
    expect(await total('Zugversuche')).toBe(await total('Zugversuch'));
  });

  it("finds by a Finnish noun's other cases what its base form finds (Snowball leaves kovuus and kovuuden apart)", async () => {
    const base = await total('kovuus mittaus');
    expect(base).toBeGreaterThan(0);
    expect(await total('kovuuden mittaus')).toBe(base);
    expect(await total('kovuutta mittaus')).toBe(base);
  });

  it('finds by a compound what its parts find together', async () => {
    const parts = await total('Beton Druckfestigkeit');
    expect(parts).toBeGreaterThan(0);
    expect(await total('Betondruckfestigkeit')).toBe(parts);
  });

  it("finds by a word's other English spelling what its spelling in the lines finds", async () => {
    // The sample's titles write British 'fibre', 'vapour' and 'colour' (VarCon's spellings, english-spellings.json).
    for (const [lines, other] of [
      ['fibre', 'fiber'],
      ['vapour', 'vapor'],
      ['colour fastness', 'color fastness'],
    ] as const) {
      const found = await total(lines);
      expect(found, lines).toBeGreaterThan(0);
      expect(await total(other), other).toBe(found);
    }
  });

  it('searches a compound of which only one part is held by that part, and counts the word as used', async () => {
    // 'Qwxzvbn' is held by no lab: 'Zugversuchqwxzvbn' is searched as 'Zugversuch'.
    const r = await get(`/labs?q=${encodeURIComponent('Zugversuchqwxzvbn')}&per_page=1`);
    expect(r.body.meta.total).toBe(await total('Zugversuch'));
    expect(r.body.meta).not.toHaveProperty('q_words');
  });
});
