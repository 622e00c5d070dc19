// A real server on an ephemeral port over the fixture build, with an
// injectable clock and its own key file, for contract tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { issueKey, revokeKey } from '../../src/api/auth/key-store.ts';
import { startApp, type App } from '../../src/app.ts';
import type { Logger } from '../../src/ops/access-log.ts';
import type { OpsConfig } from '../../src/ops/config.ts';
import type { Tier } from '../../src/domain/types.ts';
import { openApiDocument } from '../../src/api/openapi.ts';
import { createResponseValidator } from './openapi-validator.ts';

export interface TestClock {
  now: number;
  set(iso: string): void;
  advance(ms: number): void;
}

export interface TestServer {
  app: App;
  origin: string;
  clock: TestClock;
  keysFile: string;
  /** fetch against /api/v1; the response is validated against the OpenAPI document unless `validate: false`. */
  api(pathAndQuery: string, init?: RequestInit & { validate?: boolean }): Promise<ApiResponse>;
  /** A real key issued through the CLI's code. */
  issue(tier: Tier, label?: string): Promise<string>;
  revoke(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or null when there is none. */
  body: any;
  text: string;
}

export interface TestServerOptions {
  /** ISO time the clock starts at (default 2026-11-22T10:00:30Z). */
  now?: string;
  trustProxy?: number;
  dataDir?: string;
  reloadPollMs?: number;
  /** Production settings (timeouts, metrics token…). */
  ops?: Partial<OpsConfig>;
  /** Where access logs go (none when left out). */
  logger?: Logger;
  /** Sign-up mails go here (a test's SMTP server); none: to `log`. */
  smtpUrl?: string;
  /** The server's log lines (dropped when left out). */
  log?: (line: string) => void;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labdir-server-'));
  const keysFile = path.join(dir, 'keys.json');
  const clock: TestClock = {
    now: Date.parse(options.now ?? '2026-11-22T10:00:30Z'),
    set(iso) {
      this.now = Date.parse(iso);
    },
    advance(ms) {
      this.now += ms;
    },
  };
  const app = await startApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://labs.test',
      dataDir: options.dataDir ?? inject('fixtureBuild'),
      siteDir: dir,
      keysFile,
      trustProxy: options.trustProxy ?? 0,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl, mailFrom: 'Lab Directory <keys@labs.test>' } : {}),
      ...(options.ops ? { ops: options.ops } : {}),
    },
    ...(options.logger ? { logger: options.logger } : {}),
    now: () => clock.now,
    reloadPollMs: options.reloadPollMs ?? 200,
    log: options.log ?? (() => undefined),
  });
  await app.directories.ready;
  const origin = `http://127.0.0.1:${app.port}`;
  const validator = createResponseValidator(openApiDocument({ publicUrl: 'http://labs.test', sample: true }));
  const ids = new Map<string, string>();

  return {
    app,
    origin,
    clock,
    keysFile,
    async api(pathAndQuery, init = {}) {
      const { validate = true, ...rest } = init;
      const response = await fetchOnce(`${origin}/api/v1${pathAndQuery}`, rest);
      const text = await response.text();
      let body: unknown = null;
      // application/json, and the +json media types (a list with `fields`).
      const json = /^application\/(?:[\w.-]+\+)?json\b/.test(
        response.headers.get('content-type') ?? 'application/json',
      );
      if (!json) body = text;
      else if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
      }
      if (validate) validator.validate(rest.method ?? 'GET', pathAndQuery, response.status, body, response.headers);
      return { status: response.status, headers: response.headers, body, text };
    },
    async issue(tier, label = `test ${tier}`) {
      const { key, record } = await issueKey(keysFile, { tier, label });
      ids.set(key, record.id);
      await app.keys.reload();
      return key;
    },
    async revoke(key) {
      await revokeKey(keysFile, ids.get(key)!);
      await app.keys.reload();
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * fetch, with one more try of an idempotent request whose kept-alive connection the server closed as it was sent: a
 * test that computes its expectations synchronously for longer than the server's keep-alive timeout holds both timers
 * back, and the client may reuse the socket the server is closing (ECONNRESET). A client retries such a GET; a test
 * should not fail for it.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const method = (init.method ?? 'GET').toUpperCase();
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' || (method !== 'GET' && method !== 'HEAD')) throw error;
    return fetch(url, init);
  }
}
