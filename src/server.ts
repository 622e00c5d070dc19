// Entry point: configuration from the environment, then the app, in this
// process or, with WORKERS=N, in N worker processes supervised by this one
// (src/ops/workers.ts). SIGTERM drains requests in flight and exits cleanly.
import cluster from 'node:cluster';
import { startApp } from './app.ts';
import { createLogger } from './ops/access-log.ts';
import { loadConfig, opsOf, type Config } from './ops/config.ts';
import { runPrimary } from './ops/workers.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`configuration: ${(error as Error).message}`);
  process.exit(2);
}
const ops = opsOf(config);
const log = (line: string) => console.error(line);

if (ops.workers > 1 && cluster.isPrimary) {
  runPrimary(ops.workers, log);
} else {
  const started = performance.now();
  const app = await startApp({ config, logger: createLogger(ops.logLevel) });
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const who = cluster.isWorker ? `worker ${process.pid} ` : '';
  log(
    `${who}listening on http://${host}:${app.port} (public URL ${config.publicUrl}); site from ` +
      `${config.siteDir}, data from ${config.dataDir}; limits ${ops.redisUrl ? 'in Redis' : 'in memory'}`,
  );
  app.directories.ready.then(
    (d) =>
      log(
        `${who}directory: ${d.labs.length} labs loaded in ${Math.round(performance.now() - started)} ms (build ` +
          `${d.manifest.content_hash.slice(0, 12)}${d.manifest.sample ? ', sample data' : ''})`,
      ),
    () => undefined,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${who}${signal}: draining requests in flight`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
