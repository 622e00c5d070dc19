import { describe, expect, it } from 'vitest';
import { interpretRobots } from '../../../src/scrape/http/robots.ts';

const R = 'https://register.example/robots.txt';
const allowed = (text: string, url: string) => {
  const p = interpretRobots(R, { status: 200, text }, 'LabDirectoryBot');
  if (p.kind !== 'rules') throw new Error(p.kind);
  return p.isAllowed(url);
};

describe('interpretRobots', () => {
  it('applies Disallow rules of the * group', () => {
    const txt = 'User-agent: *\nDisallow: /search\n';
    expect(allowed(txt, 'https://register.example/search?q=x')).toBe(false);
    expect(allowed(txt, 'https://register.example/labs/1')).toBe(true);
  });

  it('matches our own group by product token, case-insensitively, and prefers it over *', () => {
    const txt = 'User-agent: *\nDisallow: /\n\nUser-agent: labdirectorybot\nDisallow: /admin\n';
    expect(allowed(txt, 'https://register.example/labs/1')).toBe(true);
    expect(allowed(txt, 'https://register.example/admin/x')).toBe(false);
  });

  it('reads Crawl-delay in ms', () => {
    const p = interpretRobots(R, { status: 200, text: 'User-agent: *\nCrawl-delay: 5\n' }, 'LabDirectoryBot');
    expect(p.crawlDelayMs).toBe(5000);
  });

  it('404 and 410 allow everything', () => {
    expect(interpretRobots(R, { status: 404, text: '' }, 'LabDirectoryBot').kind).toBe('allow-all');
    expect(interpretRobots(R, { status: 410, text: '' }, 'LabDirectoryBot').kind).toBe('allow-all');
  });

  it('401 and 403 disallow everything (forbidden)', () => {
    expect(interpretRobots(R, { status: 401, text: '' }, 'LabDirectoryBot')).toMatchObject({
      kind: 'disallow-all',
      reason: 'robots-forbidden',
    });
    expect(interpretRobots(R, { status: 403, text: '' }, 'LabDirectoryBot')).toMatchObject({
      kind: 'disallow-all',
      reason: 'robots-forbidden',
    });
  });

  it('5xx, 429 and unreachable disallow everything (unavailable)', () => {
    expect(interpretRobots(R, { status: 503, text: '' }, 'LabDirectoryBot')).toMatchObject({
      kind: 'disallow-all',
      reason: 'robots-unavailable',
    });
    expect(interpretRobots(R, { status: 429, text: '' }, 'LabDirectoryBot')).toMatchObject({
      kind: 'disallow-all',
      reason: 'robots-unavailable',
    });
    expect(interpretRobots(R, { error: 'ECONNREFUSED' }, 'LabDirectoryBot')).toMatchObject({
      kind: 'disallow-all',
      reason: 'robots-unavailable',
    });
  });
});
