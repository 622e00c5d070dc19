// The site build's progress counts pages against a total known before it
// starts (src/site/page-total.ts): that total is exactly what Astro wrote for
// the fixture site.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import { sitePageTotal } from '../../src/site/page-total.ts';

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full)));
    else out.push(full);
  }
  return out;
}

describe('the site build total', () => {
  it('equals the pages the fixture site build wrote', async () => {
    const build = inject('fixtureBuild');
    const labs = await readPublicLabs(build, await readManifest(build));
    const client = path.join(inject('fixtureSite'), 'client');
    // Pages, not Astro's bundled assets.
    const pages = (await files(client)).filter((f) => !path.relative(client, f).startsWith('_astro'));
    const fixed = (await files('src/pages')).filter((f) => !f.includes('[')).length;
    const perLanguage = (await files('src/pages/[lang]')).filter(
      (f) => !path.relative('src/pages/[lang]', f).includes('['),
    ).length;
    expect(sitePageTotal(labs, fixed, inject('fixtureOrigin'), perLanguage)).toBe(pages.length);
  });
});
