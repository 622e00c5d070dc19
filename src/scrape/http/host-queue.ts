// Per-host politeness: one request at a time per host, and a pause of at
// least the host's delay between the end of one request and the start of
// the next. The delay is `minDelayMs`, or the robots.txt Crawl-delay when
// larger; a retry can push the host's next start further (Retry-After,
// backoff). Different hosts do not wait for each other; an optional global
// cap bounds how many requests are in flight across all hosts.

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolve after `ms` (rejects with the signal's reason when aborted). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

interface HostState {
  /** Resolves when the previous request to this host is done. */
  tail: Promise<void>;
  /** When the previous request to this host ended (client clock); undefined before the first. */
  lastEnd: number | undefined;
  /** Extra delay from robots.txt (Crawl-delay), ms. */
  crawlDelayMs: number;
  /** No request to this host before this time (Retry-After, retry backoff). */
  notBefore: number;
}

export interface HostQueueOptions {
  clock: Clock;
  minDelayMs: number;
  /** Requests in flight across all hosts; default unlimited (the runner limits with p-limit). */
  maxConcurrency?: number;
}

export class HostQueue {
  readonly #clock: Clock;
  readonly #minDelayMs: number;
  readonly #hosts = new Map<string, HostState>();
  readonly #global: Semaphore | undefined;

  constructor(options: HostQueueOptions) {
    this.#clock = options.clock;
    this.#minDelayMs = Math.max(0, options.minDelayMs);
    const cap = options.maxConcurrency;
    this.#global = cap !== undefined && Number.isFinite(cap) ? new Semaphore(Math.max(1, Math.floor(cap))) : undefined;
  }

  #state(host: string): HostState {
    let s = this.#hosts.get(host);
    if (!s) {
      s = { tail: Promise.resolve(), lastEnd: undefined, crawlDelayMs: 0, notBefore: -Infinity };
      this.#hosts.set(host, s);
    }
    return s;
  }

  /** The pause between two requests to `host`: max(minDelayMs, Crawl-delay). */
  delayFor(host: string): number {
    return Math.max(this.#minDelayMs, this.#hosts.get(host)?.crawlDelayMs ?? 0);
  }

  /** Robots.txt Crawl-delay for `host`, ms. Only counts when larger than minDelayMs. */
  setCrawlDelay(host: string, ms: number): void {
    this.#state(host).crawlDelayMs = Math.max(0, ms);
  }

  /** Hold every request to `host` until `until` (client clock), e.g. for Retry-After. */
  deferHost(host: string, until: number): void {
    const s = this.#state(host);
    s.notBefore = Math.max(s.notBefore, until);
  }

  /**
   * Run `task` when it is `host`'s turn and the pause has passed. `task`
   * is one request (response body included); the pause is measured from
   * its end.
   */
  async run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const s = this.#state(host);
    const previous = s.tail;
    let release!: () => void;
    s.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    try {
      await previous;
      for (;;) {
        signal?.throwIfAborted();
        const earliest = Math.max(s.lastEnd === undefined ? -Infinity : s.lastEnd + this.delayFor(host), s.notBefore);
        const wait = earliest - this.#clock.now();
        if (!(wait > 0)) break;
        await this.#clock.sleep(wait, signal);
      }
      if (this.#global) await this.#global.acquire();
      try {
        started = true;
        return await task();
      } finally {
        this.#global?.release();
      }
    } finally {
      if (started) s.lastEnd = this.#clock.now();
      release();
    }
  }
}

class Semaphore {
  #free: number;
  readonly #waiting: Array<() => void> = [];
  constructor(n: number) {
    this.#free = n;
  }
  acquire(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}
