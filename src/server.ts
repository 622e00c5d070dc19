// The one node:http server: the built site now; /api/v1 joins it in the API shim.
import { createServer } from 'node:http';
import { loadConfig } from './config.ts';
import { createStaticHandler } from './http/static-files.ts';

const config = loadConfig();
const serveStatic = createStaticHandler(config.siteDir);

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(await serveStatic(req, res, url.pathname))) {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
    }
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end();
  }
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.error(`serving ${config.siteDir} on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (public URL ${config.publicUrl})`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
