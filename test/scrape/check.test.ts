// The first-run check (`npm run scrape -- --check`) against the msw registers:
// a register that answers as its adapter expects passes; one whose endpoint,
// markup or robots.txt changed fails, naming the step and the assumptions the
// change breaks, in the adapter's own words (its `assumptions`).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../src/scrape/adapters/index.ts';
import type { Adapter } from '../../src/scrape/adapter.ts';
import { checkBody, formatCheck, type BodyCheck } from '../../src/scrape/check.ts';
import { recordFixture, scrubPersonalData } from '../../src/scrape/record-fixture.ts';
import { REGISTERS } from '../fixtures/registers/index.ts';
import { http, HttpResponse, robotsTxt, useMswServer } from '../support/msw.ts';
import { testHttp } from '../support/scrape-http.ts';

const server = useMswServer(...Object.values(REGISTERS).flatMap((r) => r.handlers));
const adapter = (body: string): Adapter => ADAPTERS.find((a) => a.body === body)!;
const check = (body: string) => checkBody(adapter(body), testHttp({ retries: 0 }));
const failed = (c: BodyCheck) => c.rows.filter((r) => r.outcome === 'fail');
const isRobots = (url: string) => new URL(url).pathname === '/robots.txt';

describe('the first-run check against registers that answer as expected', () => {
  it.each(ADAPTERS.map((a) => a.body))(
    '%s passes: one listing page, one record and its scope, all read',
    async (body) => {
      const c = await check(body);
      expect(failed(c), formatCheck(c)).toEqual([]);
      expect(c.passed).toBe(true);
      for (const step of ['reachable', 'robots', 'listing', 'record', 'scope'] as const) {
        expect(
          c.rows.some((r) => r.step === step && r.outcome === 'pass'),
          `${body} ${step}\n${formatCheck(c)}`,
        ).toBe(true);
      }
    },
  );

  it('reads one listing page, one record and one scope per body, not the whole register', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    try {
      await check('DAKKS');
    } finally {
      server.events.removeAllListeners();
    }
    const pages = requests.filter((u) => !isRobots(u));
    expect(pages.length).toBeLessThanOrEqual(4);
  });
});

describe('the first-run check against registers that changed', () => {
  it.each(['DAKKS', 'COFRAC', 'INAB'])(
    '%s: an endpoint that is gone (404) fails the listing and names its assumptions',
    async (body) => {
      server.use(
        http.all(/.*/, ({ request }) =>
          isRobots(request.url) ? undefined : new HttpResponse('Not found', { status: 404 }),
        ),
      );
      const c = await check(body);
      expect(c.passed).toBe(false);
      const listing = c.rows.find((r) => r.step === 'listing')!;
      expect(listing.outcome).toBe('fail');
      expect(listing.found).toMatch(/404/);
      expect(listing.breaks).toEqual((adapter(body).assumptions ?? []).filter((a) => a.step === 'listing'));
      expect(listing.breaks.length, 'the adapter states what it assumes of its listing').toBeGreaterThan(0);
      // The host answered: reachable still passes.
      expect(c.rows.find((r) => r.step === 'reachable')!.outcome).toBe('pass');
      expect(formatCheck(c)).toContain(`breaks (${listing.breaks[0]!.status}): ${listing.breaks[0]!.text}`);
    },
  );

  it.each(['DAKKS', 'COFRAC', 'UKAS'])(
    '%s: a listing whose markup or fields changed (a maintenance page) fails the listing',
    async (body) => {
      let first = true;
      server.use(
        http.all(/.*/, ({ request }) => {
          if (isRobots(request.url) || !first) return undefined;
          first = false;
          return HttpResponse.html(
            '<html><body><main><p>Wartungsarbeiten / maintenance: the search is being rebuilt.</p></main></body></html>',
          );
        }),
      );
      const c = await check(body);
      expect(c.passed).toBe(false);
      expect(failed(c).map((r) => r.step)).toContain('listing');
      expect(c.rows.find((r) => r.step === 'record')!.outcome).toBe('skip');
    },
  );

  it('a record page that is gone fails the record step, and names what the adapter assumes of records', async () => {
    server.use(http.get(/\/fiche\.php/, () => new HttpResponse('Not found', { status: 404 })));
    const c = await check('COFRAC');
    expect(failed(c).map((r) => r.step)).toEqual(['record']);
    expect(c.rows.find((r) => r.step === 'record' && r.outcome === 'fail')!.breaks).toEqual(
      adapter('COFRAC').assumptions.filter((a) => a.step === 'record'),
    );
  });

  it('a scope document whose address moved fails the scope step, not the record', async () => {
    server.use(http.get(/\/files\/data\/as\/pdf\//, () => new HttpResponse('Not found', { status: 404 })));
    const c = await check('DAKKS');
    expect(failed(c).map((r) => r.step)).toEqual(['scope']);
    expect(c.rows.find((r) => r.step === 'scope')!.breaks).toEqual(
      adapter('DAKKS').assumptions.filter((a) => a.step === 'scope'),
    );
  });

  it('a robots.txt that now disallows the register fails the robots step, not the listing', async () => {
    server.use(robotsTxt('https://www.dakks.de', 'User-agent: *\nDisallow: /\n'));
    const c = await check('DAKKS');
    expect(c.passed).toBe(false);
    expect(failed(c).map((r) => r.step)).toEqual(['robots']);
    expect(c.rows.find((r) => r.step === 'robots')!.found).toMatch(/disallows/);
  });

  it('a host that does not answer fails the reachable step', async () => {
    server.use(http.all(/.*/, ({ request }) => (isRobots(request.url) ? undefined : HttpResponse.error())));
    const c = await check('INAB');
    expect(failed(c).map((r) => r.step)).toContain('reachable');
  });
});

describe('recording what the check fetched as a fixture', () => {
  it('writes each answer and an index, personal e-mail addresses scrubbed, role addresses kept', async () => {
    const c = await check('DAKKS');
    const dir = await mkdtemp(path.join(tmpdir(), 'labdir-record-'));
    try {
      const recorded = await recordFixture(dir, [
        ...c.fetched,
        {
          url: 'https://www.dakks.de/contact.html',
          method: 'GET',
          contentType: 'text/html',
          kind: 'text',
          body: Buffer.from('<p>info@lab.example, hans.meier@lab.example</p>'),
        },
      ]);
      const files = await readdir(dir);
      expect(files).toContain('index.json');
      expect(recorded.files).toBe(c.fetched.length + 1);
      const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as Array<{
        url: string;
        file: string;
      }>;
      expect(index.map((e) => e.url)).toEqual([...c.fetched.map((f) => f.url), 'https://www.dakks.de/contact.html']);
      const contact = await readFile(path.join(dir, index.at(-1)!.file), 'utf8');
      expect(contact).toBe('<p>info@lab.example, person@example.invalid</p>');
      expect(recorded.review.every((f) => f.endsWith('.pdf') || f.endsWith('.bin'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('scrubs an address that names a person, keeps one that names a role', () => {
    expect(scrubPersonalData('kontakt@pruf.example; j.novak@pruf.example').text).toBe(
      'kontakt@pruf.example; person@example.invalid',
    );
  });
});

describe('npm run scrape -- --check: the command line', () => {
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['scripts/scrape.ts', ...args], {
      env: { PATH: process.env.PATH, PUBLIC_URL: 'https://labs.example.org' },
      encoding: 'utf8',
    });

  it('refuses --record without --check', () => {
    const r = cli(['--record', '--body', 'INAB']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--record saves what the check fetched: use it with --check/);
  });

  it('refuses options that would write with --check', () => {
    const r = cli(['--check', '--force']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--check .* writes nothing/);
  });
});
