// Requests and cache lookups are counted on the hot path in plain tallies and
// show in the text format with every count, however often it is scraped.
import { describe, expect, it } from 'vitest';
import { createMetrics, tally } from '../../../src/ops/metrics.ts';

const line = (text: string, series: string) =>
  text
    .split('\n')
    .find((l) => l.startsWith(`${series} `))
    ?.split(' ')[1];

describe('metrics', () => {
  it('show every request by route, status and tier, the same on a second scrape and more after more requests', async () => {
    const metrics = createMetrics({ processMetrics: false });
    for (let i = 0; i < 3; i++) metrics.observe('/api/v1/labs', 200, 'anonymous', 0.001);
    metrics.observe('/api/v1/labs', 429, 'anonymous', 0.001);
    metrics.observe('/api/v1/labs/{slug}', 200, 'pro', 0.002);
    const ok = 'labdir_http_requests_total{route="/api/v1/labs",status="200",tier="anonymous"}';
    const first = await metrics.render();
    expect([
      line(first, ok),
      line(first, 'labdir_http_requests_total{route="/api/v1/labs",status="429",tier="anonymous"}'),
      line(first, 'labdir_http_requests_total{route="/api/v1/labs/{slug}",status="200",tier="pro"}'),
    ]).toEqual(['3', '1', '1']);
    expect(line(await metrics.render(), ok)).toBe('3');
    metrics.observe('/api/v1/labs', 200, 'anonymous', 0.001);
    expect(line(await metrics.render(), ok)).toBe('4');
    expect(line(first, 'labdir_http_request_duration_seconds_count{route="/api/v1/labs"}')).toBe('4');
  });

  it('show cache lookups by cache and outcome', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.cacheLookup('term', true);
    metrics.cacheLookup('term', true);
    metrics.cacheLookup('term', false);
    const text = await metrics.render();
    expect([
      line(text, 'labdir_cache_lookups_total{cache="term",outcome="hit"}'),
      line(text, 'labdir_cache_lookups_total{cache="term",outcome="miss"}'),
    ]).toEqual(['2', '1']);
  });
});

describe('tallies', () => {
  it('hand on each label set with its count since the last drain, then nothing until counted again', () => {
    const counts = tally<[string, number]>();
    counts.add('a', 1);
    counts.add('a', 1);
    counts.add('a', 2);
    counts.add('b', 1);
    const drained: Array<[string, number, number]> = [];
    counts.drain(([x, y], n) => drained.push([x, y, n]));
    expect(drained).toEqual([
      ['a', 1, 2],
      ['a', 2, 1],
      ['b', 1, 1],
    ]);
    counts.drain(() => expect.unreachable('nothing was counted since'));
    counts.add('b', 1);
    const again: number[] = [];
    counts.drain((_, n) => again.push(n));
    expect(again).toEqual([1]);
  });
});
