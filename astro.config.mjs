// The site is static (built from the public shards only); the node adapter is
// there for any route that must be dynamic. /api/v1 never goes through Astro:
// src/server.ts answers it directly.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './src/ops/config.ts';
import { copyRenderer } from './src/site/api-reference.ts';

/** The interactive API reference's renderer, copied from npm into the built site (src/site/api-reference.ts). */
const apiReference = {
  name: 'lab-directory:api-reference',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await copyRenderer(fileURLToPath(dir));
    },
  },
};

export default defineConfig({
  // The same origin rule as the server's links and the site's canonical URLs.
  site: loadConfig().publicUrl,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  // The API shim is ours, not Astro's request pipeline.
  fetchFile: null,
  telemetry: false,
  // Stylesheets as cached files, never inlined: every page would otherwise carry the shell's styles again.
  build: { inlineStylesheets: 'never', concurrency: 8 },
  // The icon as a hashed file too (Vite would inline anything under 4 KB as a data: URI into every page).
  vite: { build: { assetsInlineLimit: 0 } },
  integrations: [apiReference],
});
