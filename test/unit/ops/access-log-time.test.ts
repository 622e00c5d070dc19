// The access log's `time` field: ISO 8601 in UTC, formatted once per millisecond.
import { describe, expect, it } from 'vitest';
import { isoTimePerMs } from '../../../src/ops/access-log.ts';

describe('isoTimePerMs', () => {
  it('gives pino the ISO time of the current millisecond as a JSON field', () => {
    const time = isoTimePerMs(() => Date.UTC(2026, 10, 25, 14, 30, 1, 234));
    expect(time()).toBe(',"time":"2026-11-25T14:30:01.234Z"');
  });

  it('follows the clock from one millisecond to the next', () => {
    let now = Date.UTC(2026, 10, 25, 23, 59, 59, 999);
    const time = isoTimePerMs(() => now);
    expect(time()).toBe(',"time":"2026-11-25T23:59:59.999Z"');
    now += 1;
    expect(time()).toBe(',"time":"2026-11-26T00:00:00.000Z"');
    expect(time()).toBe(',"time":"2026-11-26T00:00:00.000Z"');
  });
});
