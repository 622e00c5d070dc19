// robots.txt, per origin, read once per client (run) and cached:
//   2xx          → its rules for our User-Agent token (robots-parser), and Crawl-delay;
//   404, 410 and other 4xx (but 401, 403, 429) → everything allowed (RFC 9309 §2.3.1.3);
//   401, 403     → disallow-all for this run (common crawler practice);
//   429, 5xx after retries, or unreachable → disallow-all for this run (RFC 9309 §2.3.1.4).
// Redirects of robots.txt itself are followed by the fetcher (up to 5 hops).
import robotsParserModule from 'robots-parser';
import { RobotsDisallowedError, type RobotsReason } from './errors.ts';

interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
}
// robots-parser is CommonJS (`module.exports = function`) but its typings
// declare an ES default export; at run time the default import is the function.
type RobotsParser = (url: string, robotstxt: string) => Robot;
const robotsParser: RobotsParser =
  typeof robotsParserModule === 'function'
    ? (robotsParserModule as RobotsParser)
    : (robotsParserModule as unknown as { default: RobotsParser }).default;

/** What fetching /robots.txt gave: a final status and body, or a failure to get any answer. */
export type RobotsFetchResult = { status: number; text: string } | { error: string };

export type RobotsPolicy =
  | { kind: 'allow-all'; crawlDelayMs?: undefined }
  | { kind: 'disallow-all'; reason: Exclude<RobotsReason, 'disallowed'>; detail: string; crawlDelayMs?: undefined }
  | { kind: 'rules'; isAllowed(url: string): boolean; crawlDelayMs: number | undefined };

/** RFC 9309: crawlers must parse at least 500 KiB; we parse exactly that much. */
export const MAX_ROBOTS_CHARS = 500 * 1024;

export function robotsUrlFor(url: string | URL): string {
  return new URL('/robots.txt', url).href;
}

/**
 * Pure: what a robots.txt answer means for `userAgentToken` (the product
 * token of our User-Agent, e.g. 'LabDirectoryBot'; matched case-insensitively).
 */
export function interpretRobots(robotsUrl: string, result: RobotsFetchResult, userAgentToken: string): RobotsPolicy {
  if ('error' in result) return { kind: 'disallow-all', reason: 'robots-unavailable', detail: result.error };
  const { status } = result;
  if (status >= 200 && status < 300) {
    const robot = robotsParser(robotsUrl, result.text.slice(0, MAX_ROBOTS_CHARS));
    const delay = robot.getCrawlDelay(userAgentToken);
    return {
      kind: 'rules',
      // undefined means "not this robots.txt's origin"; the client never asks that.
      isAllowed: (url: string) => robot.isAllowed(url, userAgentToken) !== false,
      crawlDelayMs:
        typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? Math.round(delay * 1000) : undefined,
    };
  }
  if (status === 401 || status === 403)
    return { kind: 'disallow-all', reason: 'robots-forbidden', detail: `HTTP ${status}` };
  if (status === 429 || status >= 500)
    return { kind: 'disallow-all', reason: 'robots-unavailable', detail: `HTTP ${status}` };
  // 404, 410, other 4xx, and 3xx that could not be followed: no robots.txt, no restrictions.
  return { kind: 'allow-all' };
}

export interface RobotsCacheOptions {
  userAgentToken: string;
  /** Fetch `robotsUrl` (politely, with retries); never throws for HTTP statuses. */
  fetchRobots(robotsUrl: string): Promise<RobotsFetchResult>;
  /** Told once per origin when its robots.txt has a Crawl-delay for us. */
  onCrawlDelay?(origin: URL, delayMs: number): void;
}

export class RobotsCache {
  readonly #options: RobotsCacheOptions;
  readonly #policies = new Map<string, Promise<RobotsPolicy>>();

  constructor(options: RobotsCacheOptions) {
    this.#options = options;
  }

  /** The policy for `url`'s origin, fetching robots.txt the first time (concurrent callers share one fetch). */
  policyFor(url: string | URL): Promise<RobotsPolicy> {
    const u = new URL(url);
    let p = this.#policies.get(u.origin);
    if (!p) {
      const robotsUrl = robotsUrlFor(u);
      p = this.#options.fetchRobots(robotsUrl).then(
        (result) => {
          const policy = interpretRobots(robotsUrl, result, this.#options.userAgentToken);
          if (policy.crawlDelayMs !== undefined) this.#options.onCrawlDelay?.(u, policy.crawlDelayMs);
          return policy;
        },
        (err: unknown) => {
          // An abort of the whole run must not be cached as "robots unavailable".
          this.#policies.delete(u.origin);
          throw err;
        },
      );
      this.#policies.set(u.origin, p);
    }
    return p;
  }

  /**
   * Resolves when `url` may be fetched; throws RobotsDisallowedError otherwise. robots.txt itself is always allowed.
   */
  async check(url: string | URL): Promise<void> {
    const u = new URL(url);
    if (u.pathname === '/robots.txt') return;
    const policy = await this.policyFor(u);
    const robotsUrl = robotsUrlFor(u);
    if (policy.kind === 'allow-all') return;
    if (policy.kind === 'disallow-all')
      throw new RobotsDisallowedError(u.href, robotsUrl, policy.reason, policy.detail);
    if (!policy.isAllowed(u.href)) throw new RobotsDisallowedError(u.href, robotsUrl, 'disallowed');
  }
}
