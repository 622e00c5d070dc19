// Prometheus metrics (prom-client): requests by route, status and tier; their
// latency; the limiter's decisions and whether limits are shared or counted
// in memory; the build served and each body's data age; process metrics.
// One registry per server; `GET /metrics` renders it in the text format.
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LimitOutcome } from './request-info.ts';
import { clusterMetrics, isWorker } from './workers.ts';

export interface Metrics {
  registry: Registry;
  /** The text format: this process's metrics, or in a cluster worker every worker's, summed by the primary. */
  render(): Promise<string>;
  /** One finished request. */
  observe(route: string, status: number, tier: string, seconds: number): void;
  limit(outcome: LimitOutcome, degraded: boolean): void;
  /** One lookup in a per-build cache of the API (full details, pages, searches, search terms). */
  cacheLookup(cache: string, hit: boolean): void;
  /** Whether limits are counted in memory because the shared store is unreachable. */
  setDegraded(degraded: boolean): void;
  /** The build now served and each body's data age in days. */
  setBuild(buildId: string, ageDaysByBody: Readonly<Record<string, number>>): void;
}

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  // Requests and cache lookups are tallied in plain numbers and handed to their counters when prom-client collects
  // (a scrape, or the primary asking a worker): its inc() hashes the label set on every call, ~0.4 µs of a ~25 µs
  // cached answer.
  const requestTally = tally<[route: string, status: number, tier: string]>();
  const cacheTally = tally<[cache: string, hit: boolean]>();
  const _requests = new Counter({
    name: 'labdir_http_requests_total',
    help: 'HTTP requests answered, by route pattern, status and tier.',
    labelNames: ['route', 'status', 'tier'] as const,
    registers: [registry],
    collect() {
      requestTally.drain(([route, status, tier], n) => this.inc({ route, status: String(status), tier }, n));
    },
  });
  const duration = new Histogram({
    name: 'labdir_http_request_duration_seconds',
    help: 'Time from the request reaching the server to the last byte written, by route pattern.',
    labelNames: ['route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const decisions = new Counter({
    name: 'labdir_limiter_decisions_total',
    help:
      "The limiter's decisions: allowed, 429 for the burst window, 429 for the daily window; degraded=true when " +
      'counted in memory because Redis was unreachable.',
    labelNames: ['decision', 'degraded'] as const,
    registers: [registry],
  });
  const degradedGauge = new Gauge({
    name: 'labdir_limits_degraded',
    help: '1 while limits are counted in this process alone because the shared store is unreachable.',
    registers: [registry],
  });
  const build = new Gauge({
    name: 'labdir_build_info',
    help: 'The data build served (1 for its id).',
    labelNames: ['build_id'] as const,
    registers: [registry],
  });
  const age = new Gauge({
    name: 'labdir_data_age_days',
    help: "Days since each body's register was last scraped, in the build served.",
    labelNames: ['body'] as const,
    registers: [registry],
  });
  const _cacheLookups = new Counter({
    name: 'labdir_cache_lookups_total',
    help:
      "Lookups in the API's per-build caches (public_detail, full_detail, page, search, term), by outcome (hit " +
      'or miss).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
    collect() {
      cacheTally.drain(([cache, hit], n) => this.inc({ cache, outcome: hit ? 'hit' : 'miss' }, n));
    },
  });
  degradedGauge.set(0);
  // In a cluster worker the primary sums every worker's registry (WORKERS=N).
  const clustered = isWorker();
  if (clustered) {
    // Constructing one is what makes this worker answer the primary's requests for its metrics.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }

  const durationChildren = new Map<string, Histogram.Internal<'route'>>();

  return {
    registry,
    render: () => (clustered ? clusterMetrics() : registry.metrics()),
    observe(route, status, tier, seconds) {
      requestTally.add(route, status, tier);
      let timer = durationChildren.get(route);
      if (!timer) durationChildren.set(route, (timer = duration.labels({ route })));
      timer.observe(seconds);
    },
    // A plain function (not a method): the API is handed it on its own.
    cacheLookup: (cache, hit) => cacheTally.add(cache, hit),
    limit(outcome, degraded) {
      decisions.labels({ decision: outcome, degraded: String(degraded) }).inc();
    },
    setDegraded(degraded) {
      degradedGauge.set(degraded ? 1 : 0);
    },
    setBuild(buildId, ageDaysByBody) {
      build.reset();
      build.labels({ build_id: buildId }).set(1);
      age.reset();
      for (const [body, days] of Object.entries(ageDaysByBody)) age.labels({ body }).set(days);
    },
  };
}

/**
 * Counts per label set, kept in nested maps (one level per label, so adding builds no key string), handed on and
 * zeroed by `drain`.
 */
export function tally<Labels extends unknown[]>(): {
  add(...labels: Labels): void;
  drain(to: (labels: Labels, count: number) => void): void;
} {
  type Level = Map<unknown, Level | { labels: Labels; count: number }>;
  const root: Level = new Map();
  return {
    add(...labels) {
      let level = root;
      for (let i = 0; i < labels.length - 1; i++) {
        let next = level.get(labels[i]) as Level | undefined;
        if (!next) level.set(labels[i], (next = new Map()));
        level = next;
      }
      const last = labels[labels.length - 1];
      const leaf = level.get(last) as { labels: Labels; count: number } | undefined;
      if (leaf) leaf.count++;
      else level.set(last, { labels: [...labels] as Labels, count: 1 });
    },
    drain(to) {
      const visit = (level: Level) => {
        for (const value of level.values()) {
          if (value instanceof Map) visit(value);
          else if (value.count > 0) {
            to(value.labels, value.count);
            value.count = 0;
          }
        }
      };
      visit(root);
    },
  };
}
