// `npm run scrape` refuses a bad command line before it sends anything:
// exit 2 and a message naming what was wrong and what is allowed.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function scrapeCli(
  args: string[],
  env: Record<string, string | undefined> = { PUBLIC_URL: 'https://labs.example.org' },
) {
  const result = spawnSync(process.execPath, ['scripts/scrape.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run scrape', () => {
  it('names an unknown body and lists the allowed ones', () => {
    const r = scrapeCli(['--body', 'DAKKS,XYZ']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown body XYZ: allowed are DAKKS, UKAS, .*ESYD/);
  });

  it('refuses an empty body list rather than scraping everything or nothing', () => {
    expect(scrapeCli(['--body', ',']).status).toBe(2);
    expect(scrapeCli(['--body=']).stderr).toMatch(/--body names no body/);
  });

  it('refuses a bare body name that forgot --body', () => {
    const r = scrapeCli(['DAKKS']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unexpected argument 'DAKKS': bodies are chosen with --body DAKKS/);
  });

  it('refuses a pause under one second between requests to a register', () => {
    const r = scrapeCli(['--delay-ms', '10']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--delay-ms must be a whole number from 1000 to 60000, got '10'/);
  });

  it('needs a public URL a register operator can reach us at', () => {
    expect(scrapeCli(['--body', 'INAB'], {}).stderr).toMatch(/PUBLIC_URL must be the site's public origin/);
    expect(scrapeCli(['--body', 'INAB'], { PUBLIC_URL: 'http://localhost:4321' }).status).toBe(2);
    expect(scrapeCli(['--body', 'INAB'], { PUBLIC_URL: 'labs.example.org' }).stderr).toMatch(
      /PUBLIC_URL must be an origin like/,
    );
  });
});
