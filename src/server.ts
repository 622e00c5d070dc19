// Entry point: configuration from the environment, then the app. SIGTERM
// drains requests in flight and exits cleanly.
import { startApp } from './app.ts';
import { createLogger } from './ops/access-log.ts';
import { loadConfig, opsOf } from './ops/config.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`configuration: ${(error as Error).message}`);
  process.exit(2);
}

const started = performance.now();
const app = await startApp({ config, logger: createLogger(opsOf(config).logLevel) });
const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.error(`listening on http://${host}:${app.port} (public URL ${config.publicUrl}); site from ${config.siteDir}, data from ${config.dataDir}`);
app.directories.ready.then(
  (d) => console.error(`directory: ${d.labs.length} labs loaded in ${Math.round(performance.now() - started)} ms (build ${d.manifest.content_hash.slice(0, 12)}${d.manifest.sample ? ', sample data' : ''})`),
  () => undefined,
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.error(`${signal}: draining requests in flight`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  app.close().then(() => process.exit(0));
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
