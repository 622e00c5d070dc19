// Configuration from the environment, with the embedded defaults `npm start` uses.
// A bad value stops the server with a message naming the variable.
import { DEFAULT_MAIL_FROM, mailConfigProblem } from './mailer.ts';

/** How the server runs in production; every field has a default (OPS_DEFAULTS). */
export interface OpsConfig {
  /** Redis for shared limits and keys (redis://…); null: memory and the key file. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so deployments can share one Redis. */
  redisPrefix: string;
  /** Bearer token that /metrics requires; null: /metrics is served only on metricsPort (or not at all). */
  metricsToken: string | null;
  /** A separate port for /metrics (on HOST); null: none. */
  metricsPort: number | null;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** A client has this long to send its request line and headers (ms). */
  headersTimeoutMs: number;
  /** And this long for the whole request (ms). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long (ms). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are refused. */
  maxConnections: number;
  /** Server processes on this machine sharing the port (node:cluster); 1: this process alone. */
  workers: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  siteDir: string;
  keysFile: string;
  /** Proxy hops whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  /** Where sign-up mails go (smtp:// or smtps://); null or absent: written to the log instead. */
  smtpUrl?: string | null;
  /** The sender of those mails. */
  mailFrom?: string;
  /** Production settings; what is left out takes OPS_DEFAULTS. */
  ops?: Partial<OpsConfig>;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const OPS_DEFAULTS: Readonly<OpsConfig> = Object.freeze({
  redisUrl: null,
  redisPrefix: 'labdir:',
  metricsToken: null,
  metricsPort: null,
  logLevel: 'info',
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 10_000,
  workers: 1,
});

/** The production settings with every default filled in. */
export function opsOf(config: Config): OpsConfig {
  return { ...OPS_DEFAULTS, ...config.ops };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

function loadOps(env: NodeJS.ProcessEnv): OpsConfig {
  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${redisUrl.replace(/\/\/[^@/]*@/, '//…@')}'`);
  const redisPrefix = env.REDIS_PREFIX ?? OPS_DEFAULTS.redisPrefix;
  if (!/^[\w:.-]{0,64}$/.test(redisPrefix))
    throw new Error(`REDIS_PREFIX must be up to 64 letters, digits, '_', ':', '.' or '-', got '${redisPrefix}'`);
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters (it guards /metrics)');
  const logLevel = (env.LOG_LEVEL ?? OPS_DEFAULTS.logLevel).toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${env.LOG_LEVEL}'`);
  const metricsPort = optional(env, 'METRICS_PORT');
  return {
    redisUrl,
    redisPrefix,
    metricsToken,
    metricsPort: metricsPort === null ? null : integer(env, 'METRICS_PORT', 0, 1, 65535),
    logLevel,
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', OPS_DEFAULTS.headersTimeoutMs, 1000, 120_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', OPS_DEFAULTS.requestTimeoutMs, 1000, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', OPS_DEFAULTS.keepAliveTimeoutMs, 100, 120_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', OPS_DEFAULTS.maxConnections, 1, 1_000_000),
    workers: integer(env, 'WORKERS', OPS_DEFAULTS.workers, 1, 64),
  };
}

function mailOf(env: NodeJS.ProcessEnv): { smtpUrl: string | null; mailFrom: string } {
  const smtpUrl = env.SMTP_URL || null;
  const mailFrom = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const problem = mailConfigProblem(smtpUrl, mailFrom);
  if (problem) throw new Error(problem);
  return { smtpUrl, mailFrom };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 4321, 0, 65535);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(publicUrl))
    throw new Error(`PUBLIC_URL must be an origin like https://labs.example.org (no path), got '${env.PUBLIC_URL}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: env.DATA_DIR || 'data/build',
    siteDir: env.SITE_DIR || 'dist/client',
    keysFile: env.KEYS_FILE || 'data/keys.json',
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    ...mailOf(env),
    ops: loadOps(env),
  };
}
