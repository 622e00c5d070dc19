// The search page's request to the API for tests and standards, and what it
// says when the visitor's anonymous budget is spent.
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../../../src/site/browser/search-state.ts';
import { limitedText, searchTests, testSearchUrl } from '../../../src/site/browser/test-search.ts';

const state = (q: string, extra: Partial<typeof EMPTY_STATE> = {}) => ({ ...EMPTY_STATE, q, ...extra });
const paramsOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('the test and standard search request', () => {
  it('sends words as q with the filters, the status and one page', () => {
    const p = paramsOf(
      testSearchUrl(state(' essai de traction ', { country: 'FR', category: 'mechanical', body: 'COFRAC' })),
    );
    expect(Object.fromEntries(p)).toEqual({
      q: 'essai de traction',
      country: 'FR',
      category: 'mechanical',
      body: 'COFRAC',
      status: 'active',
      per_page: '25',
    });
  });

  it('sends one standard reference as the standard filter', () => {
    for (const ref of ['ISO 6892-1', 'DIN EN 12390-3:2019', 'EN ISO 6579-1', 'ASTM E8/E8M']) {
      const p = paramsOf(testSearchUrl(state(ref)));
      expect(p.get('standard'), ref).toBe(ref);
      expect(p.has('q'), ref).toBe(false);
    }
  });

  it('sends a reference among other words as q', () => {
    expect(paramsOf(testSearchUrl(state('ISO 17025 calibration pressure'))).get('q')).toBe(
      'ISO 17025 calibration pressure',
    );
  });

  it('reads a 429 as a spent budget with its wait, and a failure as an error', async () => {
    const answer = await searchTests(
      state('Zugversuch'),
      async () =>
        new Response('{}', { status: 429, headers: { 'Retry-After': '42', 'X-RateLimit-Daily-Remaining': '80' } }),
    );
    expect(answer).toEqual({ type: 'limited', retryAfter: 42, daily: false });
    const failed = await searchTests(state('Zugversuch'), async () => {
      throw new Error('offline');
    });
    expect(failed).toEqual({ type: 'error', message: 'offline' });
  });

  it("says which words no lab mentions, from the API's meta.q_words", async () => {
    const body = { data: [], meta: { total: 0, q_words: { used: ['Zugversuch'], left_out: ['Schrauben'] } } };
    const answer = await searchTests(state('Zugversuch Schrauben'), async () => Response.json(body));
    expect(answer).toMatchObject({
      type: 'results',
      note: "No lab mentions 'Schrauben': showing labs for 'Zugversuch'.",
    });
    const plain = await searchTests(state('Zugversuch'), async () => Response.json({ data: [], meta: { total: 0 } }));
    expect(plain).toMatchObject({ type: 'results', note: '' });
  });

  it('tells the visitor when to try again and how to raise the limit', () => {
    expect(limitedText({ retryAfter: 42, daily: false })).toMatch(/try again in 42 seconds.*API key/);
    expect(limitedText({ retryAfter: 3600, daily: true })).toMatch(/try again tomorrow \(UTC\)/);
  });
});
