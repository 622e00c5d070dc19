// Configuration from the environment, with the embedded defaults `npm start` uses.
// A bad value stops the server with a message naming the variable.

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  siteDir: string;
  keysFile: string;
  /** Proxy hops whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 4321, 0, 65535);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an origin like https://labs.example.org (no path), got '${env.PUBLIC_URL}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: env.DATA_DIR || 'data/build',
    siteDir: env.SITE_DIR || 'dist/client',
    keysFile: env.KEYS_FILE || 'data/keys.json',
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
  };
}
