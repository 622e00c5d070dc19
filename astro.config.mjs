// The site is static (built from the public shards only); the node adapter is
// there for any route that must be dynamic. /api/v1 never goes through Astro:
// src/server.ts answers it directly.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import { loadConfig } from './src/ops/config.ts';

export default defineConfig({
  // The same origin rule as the server's links and the site's canonical URLs.
  site: loadConfig().publicUrl,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  // The API shim is ours, not Astro's request pipeline.
  fetchFile: null,
  telemetry: false,
});
