// Keys their holders get and manage (/keys/…), against real parts: a real
// SMTP server on a free port receives the sign-up mail, the test follows its
// link, and the key works on the API; the abuse limits, the bad inputs, the
// failed send, rotation and revocation; nothing logged carries a key, a
// token or an address.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingFileOf } from '../../src/api/auth/key-admin.ts';
import { MAX_KEY_BODY_BYTES, SIGNUP_BUDGET_PER_ADDRESS, SIGNUP_BUDGET_PER_EMAIL } from '../../src/api/key-service.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let server: TestServer;
let smtp: TestSmtp;
const logged: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
/** A new minute and day for every test: budgets start afresh. */
beforeEach(() => {
  server.clock.advance(86_400_000);
});

let sequence = 0;
/** A new address per use, so per-address limits never carry from one test to another. */
const newEmail = () => `buyer${++sequence}.${Date.now()}@example.org`;

async function post(path: string, body: unknown, init: { type?: string; key?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': init.type ?? 'application/json' };
  if (init.key !== undefined) headers['X-Api-Key'] = init.key;
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers,
    body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function usage(key: string) {
  const response = await fetch(`${server.origin}/keys/usage`, { headers: { 'X-Api-Key': key } });
  return { status: response.status, body: (await response.json()) as any };
}

/** The token in the link of the last mail to `email`. */
function tokenFor(email: string): string {
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/get-a-key\/confirm\/#token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return link![1]!;
}

async function freeKey(): Promise<string> {
  const email = newEmail();
  expect((await post('/keys/signup', { email })).status).toBe(202);
  const confirmed = await post('/keys/confirm', { token: tokenFor(email) });
  expect(confirmed.status).toBe(201);
  return confirmed.body.key as string;
}

describe('a free key by e-mail', () => {
  it('mails a single-use link whose key works on the API as free', async () => {
    const email = newEmail();
    const asked = await post('/keys/signup', { email });
    expect(asked.status).toBe(202);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const token = tokenFor(email);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes: 256 bits
    const confirmed = await post('/keys/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.tier).toBe('free');
    const api = await server.api('/labs?per_page=1', { headers: { 'X-Api-Key': confirmed.body.key } });
    expect(api.status).toBe(200);
    expect(api.headers.get('x-api-tier')).toBe('free');
    const again = await post('/keys/confirm', { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toMatch(/used or has expired/);
  });

  it('answers the same whatever the address, known or new', async () => {
    const email = newEmail();
    const first = await post('/keys/signup', { email });
    const second = await post('/keys/signup', { email });
    const other = await post('/keys/signup', { email: newEmail() });
    expect(second.body).toEqual(first.body);
    expect(other.body).toEqual(first.body);
    expect([first.status, second.status, other.status]).toEqual([202, 202, 202]);
  });

  it('stores the token only as a hash, and not the address', async () => {
    const email = newEmail();
    await post('/keys/signup', { email });
    const token = tokenFor(email);
    const stored = await readFile(pendingFileOf(server.keysFile), 'utf8');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(email);
    expect(stored).toMatch(/"token_hash":"[0-9a-f]{64}"/);
  });

  it('lets a link expire after 24 hours', async () => {
    const email = newEmail();
    await post('/keys/signup', { email });
    server.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await post('/keys/confirm', { token: tokenFor(email) })).status).toBe(410);
  });
});

describe('limits against abuse', () => {
  it(`sends at most ${SIGNUP_BUDGET_PER_EMAIL.daily} mails a day to one address, then says so with 429`, async () => {
    const email = newEmail();
    const before = smtp.mails.filter((m) => m.to.includes(email)).length;
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUP_BUDGET_PER_EMAIL.daily + 2; i++) {
      if (i > 0 && i % 2 === 0) server.clock.advance(60_000); // past the minute: the daily budget is what binds
      statuses.push((await post('/keys/signup', { email })).status);
    }
    expect(statuses).toEqual([...Array(SIGNUP_BUDGET_PER_EMAIL.daily).fill(202), ...Array(2).fill(429)]);
    expect(smtp.mails.filter((m) => m.to.includes(email)).length - before).toBe(SIGNUP_BUDGET_PER_EMAIL.daily);
  });

  it(`takes at most ${SIGNUP_BUDGET_PER_ADDRESS.burst} sign-ups a minute from one client address`, async () => {
    const mailsBefore = smtp.mails.length;
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUP_BUDGET_PER_ADDRESS.burst + 1; i++)
      statuses.push((await post('/keys/signup', { email: newEmail() })).status);
    expect(statuses).toEqual([...Array(SIGNUP_BUDGET_PER_ADDRESS.burst).fill(202), 429]);
    const refused = await post('/keys/signup', { email: newEmail() });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.error).toMatch(/Too many sign-ups from this address/);
    expect(smtp.mails.length - mailsBefore).toBe(SIGNUP_BUDGET_PER_ADDRESS.burst);
  });
});

describe('bad input to the sign-up', () => {
  const refusals: [string, () => Promise<{ status: number; body: any }>, number, RegExp][] = [
    [
      'CR/LF in the address',
      () => post('/keys/signup', { email: 'a@example.org\r\nBcc: x@evil.example' }),
      400,
      /one line/,
    ],
    ['a control character', () => post('/keys/signup', { email: 'a\u0007@example.org' }), 400, /control/],
    ['HTML in the address', () => post('/keys/signup', { email: '<b>a</b>@example.org' }), 400, /plain address/],
    ['not an address', () => post('/keys/signup', { email: 'nobody' }), 400, /not an e-mail address/],
    ['an empty body', () => post('/keys/signup', undefined, { raw: '' }), 400, /empty/],
    ['a body that is not JSON', () => post('/keys/signup', undefined, { raw: '{email' }), 400, /not valid JSON/],
    [
      'an oversized body',
      () => post('/keys/signup', { email: `${'a'.repeat(MAX_KEY_BODY_BYTES)}@example.org` }),
      413,
      /at most 2048 bytes/,
    ],
    [
      'another content type',
      () => post('/keys/signup', undefined, { type: 'text/plain', raw: 'a@b.org' }),
      415,
      /application\/json/,
    ],
  ];
  it.each(refusals)('refuses %s by name and sends nothing', async (_what, request, status, message) => {
    const before = smtp.mails.length;
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
    expect(smtp.mails.length).toBe(before);
  });

  it('accepts a form as well as JSON', async () => {
    const email = newEmail();
    const answer = await post('/keys/signup', undefined, {
      type: 'application/x-www-form-urlencoded',
      raw: new URLSearchParams({ email }).toString(),
    });
    expect(answer.status).toBe(202);
    expect(tokenFor(email)).toBeTruthy();
  });

  it('keeps nothing when the mail cannot be sent, and says try again', async () => {
    const email = newEmail();
    smtp.refuse(true);
    try {
      const answer = await post('/keys/signup', { email });
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatch(/try again/i);
    } finally {
      smtp.refuse(false);
    }
    const stored = JSON.parse(await readFile(pendingFileOf(server.keysFile), 'utf8')) as { pending: unknown[] };
    const allMails = smtp.mails.filter((m) => m.to.includes(email));
    expect(allMails).toEqual([]);
    // Every pending sign-up left has a mail that was sent for it.
    expect(stored.pending.length).toBeLessThanOrEqual(smtp.mails.length);
  });
});

describe('a key its holder manages', () => {
  it('shows usage against the limits, counted by the API', async () => {
    const key = await freeKey();
    for (let i = 0; i < 3; i++) await server.api('/categories', { headers: { 'X-Api-Key': key } });
    const { status, body } = await usage(key);
    expect(status).toBe(200);
    expect(body.tier).toBe('free');
    expect(body.daily.limit - body.daily.remaining).toBe(3);
    expect(body.burst.limit - body.burst.remaining).toBe(3);
  });

  it('rotates: a new key shown once that spends the same limits; the old one refused at once', async () => {
    const key = await freeKey();
    await server.api('/categories', { headers: { 'X-Api-Key': key } });
    const rotated = await post('/keys/rotate', undefined, { key });
    expect(rotated.status).toBe(201);
    expect(rotated.body.key).not.toBe(key);
    expect((await server.api('/categories', { headers: { 'X-Api-Key': key } })).status).toBe(401);
    expect((await server.api('/categories', { headers: { 'X-Api-Key': rotated.body.key } })).status).toBe(200);
    const used = (await usage(rotated.body.key)).body;
    expect(used.daily.limit - used.daily.remaining).toBe(2);
  });

  it('lets one of two rotations at once succeed, never both', async () => {
    const key = await freeKey();
    const answers = await Promise.all([
      post('/keys/rotate', undefined, { key }),
      post('/keys/rotate', undefined, { key }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(201);
    expect([401, 409]).toContain(statuses[1]);
  });

  it('revokes: the key is refused from then on', async () => {
    const key = await freeKey();
    const revoked = await post('/keys/revoke', undefined, { key });
    expect(revoked.status).toBe(200);
    expect((await server.api('/categories', { headers: { 'X-Api-Key': key } })).status).toBe(401);
    expect((await usage(key)).status).toBe(401);
  });

  it('takes the key in the header only, and refuses a body on rotate and revoke', async () => {
    const key = await freeKey();
    expect((await fetch(`${server.origin}/keys/usage?api_key=${key}`)).status).toBe(401);
    const withBody = await post('/keys/rotate', { key }, { key });
    expect(withBody.status).toBe(400);
    expect(withBody.body.error).toMatch(/takes no body/);
    expect((await post('/keys/revoke', undefined, { key: '' })).status).toBe(401);
  });
});

describe('the key routes document and logs', () => {
  it('describes every route in an OpenAPI document outside /api/v1', async () => {
    const document = (await (await fetch(`${server.origin}/keys/openapi.json`)).json()) as any;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(['/confirm', '/revoke', '/rotate', '/signup', '/usage']);
    const api = await server.api('/openapi.json', { validate: false });
    expect(JSON.stringify(api.body)).not.toContain('/keys/signup');
  });

  it('logs no key, token or full address', async () => {
    const email = newEmail();
    await post('/keys/signup', { email });
    const token = tokenFor(email);
    const { body } = await post('/keys/confirm', { token });
    smtp.refuse(true);
    await post('/keys/signup', { email: newEmail() });
    smtp.refuse(false);
    const all = logged.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(body.key);
    expect(all).not.toMatch(/buyer\d+\.\d+@/);
  });
});
