// The real server (src/app.ts) on an ephemeral port, serving the fixture site
// that test/support/global-setup.ts built and the API over the fixture data
// build: what the browser tests load.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { ConsumeResult, LimitStore, WindowSpec } from '../../src/api/limits/store.ts';
import { startApp, type App } from '../../src/app.ts';

export interface SiteServer {
  app: App;
  /** Where the server listens: `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  /** The origin the site was built for (its canonical URLs and API links). */
  publicUrl: string;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  /** The built site's static files (default: the fixture site's `client/`). */
  siteDir?: string;
  /** The data build the API serves (default: the fixture build). */
  dataDir?: string;
  /**
   * Apply the API's real rate limits (default false). Browser tests exercise
   * pages, not limits (test/contract covers those): with the real limits the
   * anonymous budget of 10 requests a minute would end a run's searches early.
   */
  realLimits?: boolean;
  /** Sign-up mails go here (a test's SMTP server). */
  smtpUrl?: string;
}

/** A limit store that counts nothing and refuses nothing. */
class UnlimitedStore implements LimitStore {
  async consume(windows: readonly WindowSpec[]): Promise<ConsumeResult> {
    return { allowed: true, counts: windows.map(() => 1) };
  }
  async peek(keys: readonly string[]): Promise<number[]> {
    return keys.map(() => 0);
  }
  async close(): Promise<void> {}
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labdir-site-'));
  const app = await startApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      publicUrl: inject('fixtureOrigin'),
      dataDir: options.dataDir ?? inject('fixtureBuild'),
      siteDir: options.siteDir ?? path.join(inject('fixtureSite'), 'client'),
      keysFile: path.join(dir, 'keys.json'),
      trustProxy: 0,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    },
    ...(options.realLimits ? {} : { limitStore: new UnlimitedStore() }),
    log: () => undefined,
  });
  await app.directories.ready;
  return {
    app,
    origin: `http://127.0.0.1:${app.port}`,
    port: app.port,
    publicUrl: inject('fixtureOrigin'),
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
