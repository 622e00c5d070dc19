// The site is static (built from the public shards only); the node adapter is
// there for any route that must be dynamic. /api/v1 never goes through Astro:
// src/server.ts answers it directly.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  site: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  // The API shim is ours, not Astro's request pipeline.
  fetchFile: null,
  telemetry: false,
});
