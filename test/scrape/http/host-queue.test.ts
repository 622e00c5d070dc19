import { describe, expect, it } from 'vitest';
import { HostQueue } from '../../../src/scrape/http/host-queue.ts';
import { fakeClock } from '../../support/scrape-http.ts';

describe('HostQueue', () => {
  it('runs one task at a time per host', async () => {
    const clock = fakeClock();
    const q = new HostQueue({ clock, minDelayMs: 0 });
    let inFlight = 0;
    let most = 0;
    const task = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
    };
    await Promise.all([q.run('a', task), q.run('a', task), q.run('a', task)]);
    expect(most).toBe(1);
  });

  it('starts the next task on a host at least minDelay after the previous one ended', async () => {
    const clock = fakeClock();
    const q = new HostQueue({ clock, minDelayMs: 1000 });
    const starts: number[] = [];
    await Promise.all([1, 2, 3].map(() => q.run('a', async () => void starts.push(clock.now()))));
    expect(starts).toEqual([0, 1000, 2000]);
  });

  it('a Crawl-delay larger than minDelay wins; a smaller one does not', async () => {
    const clock = fakeClock();
    const q = new HostQueue({ clock, minDelayMs: 1000 });
    q.setCrawlDelay('slow', 5000);
    q.setCrawlDelay('fast', 200);
    expect(q.delayFor('slow')).toBe(5000);
    expect(q.delayFor('fast')).toBe(1000);
  });

  it('deferHost holds the host until the given time', async () => {
    const clock = fakeClock();
    const q = new HostQueue({ clock, minDelayMs: 0 });
    q.deferHost('a', 7000);
    await q.run('a', async () => {});
    expect(clock.now()).toBe(7000);
  });

  it('a global cap of 1 serialises across hosts', async () => {
    const clock = fakeClock();
    const q = new HostQueue({ clock, minDelayMs: 0, maxConcurrency: 1 });
    let inFlight = 0;
    let most = 0;
    const task = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
    };
    await Promise.all([q.run('a', task), q.run('b', task), q.run('c', task)]);
    expect(most).toBe(1);
  });
});
