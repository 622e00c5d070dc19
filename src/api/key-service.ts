// Keys their holders get and manage themselves (DECISIONS, round 3), outside
// /api/v1, which stays read-only. The only routes that accept bodies:
//   POST /keys/signup   {email}  → the same 202 whatever the address; a mail with a single-use link
//   POST /keys/confirm  {token}  → the new free key, shown once
//   GET  /keys/usage    X-Api-Key → today's use against the burst and daily limits
//   POST /keys/rotate   X-Api-Key → a new key (shown once) spending the same limits; the old one refused
//   POST /keys/revoke   X-Api-Key → the key refused from now on
// Described once in zod (KEY_SERVICE schemas below): validation here, the
// document at /keys/openapi.json (key-service-openapi.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { Tier } from '../domain/types.ts';
import type { Mailer } from '../ops/mailer.ts';
import type { KeyAdmin } from './auth/key-admin.ts';
import { keySubject, type KeyStore } from './auth/key-store.ts';
import { headerKey } from './caller.ts';
import { clientIp } from './client-ip.ts';
import type { Budget, Limiter } from './limits/limiter.ts';
import { baseHeaders, send } from './respond.ts';

export const KEY_SERVICE_PREFIX = '/keys/';
/** Bodies larger than this are refused before they are read whole. */
export const MAX_KEY_BODY_BYTES = 2_048;
/** How long a sign-up link works. */
export const SIGNUP_TTL_MS = 24 * 3600 * 1000;
/** Sign-ups per client address (a minute, a day) and per e-mail address (a day): against abuse, not people. */
export const SIGNUP_BUDGET_PER_ADDRESS: Budget = { burst: 5, daily: 20 };
export const SIGNUP_BUDGET_PER_EMAIL: Budget = { burst: 3, daily: 3 };
/** Confirmations, rotations and revocations per client address. */
export const MANAGE_BUDGET_PER_ADDRESS: Budget = { burst: 10, daily: 100 };
export const MAX_EMAIL_LENGTH = 254;

/** What a sign-up accepts. */
export const signupBody = z.object({
  email: z
    .string()
    .max(MAX_EMAIL_LENGTH)
    .meta({ description: 'The address the link is sent to; never stored, only its hash.', example: 'ada@example.com' }),
});
/** What a confirmation accepts. */
export const confirmBody = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .meta({ description: 'The token from the link in the mail (after #token=).' }),
});
export const keyIssued = z.object({
  key: z.string().meta({ description: 'The key. Shown once: it is stored only as a hash.' }),
  id: z.string(),
  tier: z.enum(['anonymous', 'free', 'pro', 'enterprise']),
});
const windowState = z.object({ limit: z.number().int(), remaining: z.number().int(), reset: z.number().int() });
export const keyUsage = z.object({
  id: z.string(),
  tier: z.enum(['anonymous', 'free', 'pro', 'enterprise']),
  created_at: z.string(),
  burst: windowState.meta({ description: 'This wall-clock minute.' }),
  daily: windowState.meta({ description: 'This UTC day.' }),
});
export const serviceError = z.object({ error: z.string() });

export interface KeyServiceOptions {
  origin: string;
  trustProxy: number;
  keys: KeyStore;
  admin: KeyAdmin;
  limiter: Limiter;
  mailer: Mailer;
  now: () => number;
  log: (line: string) => void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An address as people write them: one @, a dotted domain, no spaces, controls, or markup. */
export function emailProblem(raw: string): string | null {
  if (/[\r\n]/.test(raw)) return 'The e-mail address must be one line (no CR or LF).';
  if (/\p{Cc}/u.test(raw)) return 'The e-mail address must not contain control characters.';
  if (/[<>"]/.test(raw)) return 'The e-mail address must be a plain address, without <, > or quotes.';
  const email = raw.trim();
  if (email === '') return 'Give an e-mail address.';
  if (email.length > MAX_EMAIL_LENGTH) return `The e-mail address must be at most ${MAX_EMAIL_LENGTH} characters.`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/u.test(email) || email.includes('..'))
    return `'${email.slice(0, 60)}' is not an e-mail address (expected name@example.org).`;
  return null;
}

/** What a log may say of an address: its domain only. */
export const maskedEmail = (email: string) => `…@${email.split('@').pop() ?? ''}`;

type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; error: string };

/** Reads a small body of a documented type: JSON or a form. Refuses others, empty and oversized bodies by name. */
async function readBody(req: IncomingMessage): Promise<BodyResult> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded')
    return {
      ok: false,
      status: 415,
      error: `Send the body as application/json or application/x-www-form-urlencoded; got '${type || 'none'}'.`,
    };
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > MAX_KEY_BODY_BYTES)
    return { ok: false, status: 413, error: `The body must be at most ${MAX_KEY_BODY_BYTES} bytes.` };
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_KEY_BODY_BYTES)
      tooLarge = true; // read on and drop, so the answer reaches the client
    else chunks.push(chunk);
  }
  if (tooLarge) return { ok: false, status: 413, error: `The body must be at most ${MAX_KEY_BODY_BYTES} bytes.` };
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: false, status: 400, error: 'The body is empty.' };
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, status: 400, error: 'The body must be a JSON object.' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
}

export function createKeyService(options: KeyServiceOptions) {
  const { admin, keys, limiter, mailer, now, log } = options;
  const headers = () => ({ ...baseHeaders(), 'Cache-Control': 'no-store' });
  const answer = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra = {}) =>
    send(req, res, status, { ...headers(), ...extra }, JSON.stringify(body));
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, error: string, extra = {}) =>
    answer(req, res, status, { error }, extra);

  /** Counts one request against a budget; refuses with 429 naming it when spent. */
  async function spend(
    req: IncomingMessage,
    res: ServerResponse,
    subject: string,
    budget: Budget,
    what: string,
  ): Promise<boolean> {
    const decision = await limiter.consume(subject, 'anonymous', budget);
    if (decision.allowed) return true;
    const wait = decision.retryAfter ?? 60;
    const daily = decision.daily.remaining === 0;
    refuse(
      req,
      res,
      429,
      `Too many ${what}: at most ${budget.burst} a minute and ${budget.daily} a day. ` +
        `Try again ${daily ? 'tomorrow (UTC)' : `in ${wait} s`}.`,
      { 'Retry-After': String(wait) },
    );
    return false;
  }

  /** The presented key's record, or a 401 naming what is wrong. Keys come in X-Api-Key only, never in a URL. */
  function holder(req: IncomingMessage, res: ServerResponse) {
    const key = headerKey(req)?.trim() ?? '';
    if (key === '') {
      refuse(req, res, 401, 'Send your key in the X-Api-Key header.');
      return null;
    }
    const found = keys.lookup(key);
    if (found.status !== 'valid') {
      refuse(req, res, 401, `The API key is ${found.status === 'inactive' ? 'revoked' : 'not valid'}.`);
      return null;
    }
    return found.record;
  }

  async function signup(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    if (!(await spend(req, res, `signup-ip:${ip}`, SIGNUP_BUDGET_PER_ADDRESS, 'sign-ups from this address'))) return;
    const body = await readBody(req);
    if (!body.ok) return refuse(req, res, body.status, body.error);
    const raw = typeof body.value.email === 'string' ? body.value.email : '';
    const problem = emailProblem(raw);
    if (problem) return refuse(req, res, 400, problem);
    const email = raw.trim();
    const emailHash = sha256(email.toLowerCase());
    if (!(await spend(req, res, `signup-email:${emailHash}`, SIGNUP_BUDGET_PER_EMAIL, 'sign-ups for this address')))
      return;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const at = now();
    await admin.savePending(tokenHash, { email_hash: emailHash, expires_at: at + SIGNUP_TTL_MS }, at);
    const link = `${options.origin}/get-a-key/confirm/#token=${token}`;
    try {
      await mailer.send({
        to: email,
        subject: 'Your Lab Directory API key',
        text:
          'Someone (we hope you) asked for a free Lab Directory API key for this address.\n\n' +
          `Open this link within 24 hours to see your key. It works once:\n\n${link}\n\n` +
          'If you did not ask, ignore this mail: nothing happens without the link.\n',
      });
    } catch (error) {
      // Nothing half-made: the link that was not sent can never be used.
      await admin.takePending(tokenHash, now()).catch(() => null);
      // The SMTP server's words may quote the address: log only the kind of failure.
      const { responseCode, code } = error as { responseCode?: number; code?: string };
      log(`keys: a sign-up mail to ${maskedEmail(email)} could not be sent (${responseCode ?? code ?? 'error'})`);
      return refuse(req, res, 503, 'The mail could not be sent just now; nothing was kept. Please try again shortly.');
    }
    answer(req, res, 202, {
      message: 'If that address can receive mail, a link is on its way. It works once, for 24 hours.',
    });
  }

  async function confirm(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    if (!(await spend(req, res, `keys-ip:${ip}`, MANAGE_BUDGET_PER_ADDRESS, 'key requests from this address'))) return;
    const body = await readBody(req);
    if (!body.ok) return refuse(req, res, body.status, body.error);
    const parsed = confirmBody.safeParse(body.value);
    if (!parsed.success) return refuse(req, res, 400, 'The body must be {"token": "…"} with the link\'s token.');
    // Looked up by its hash: nothing compares the token itself, so timing tells nothing about it.
    const pending = await admin.takePending(sha256(parsed.data.token), now());
    if (!pending) return refuse(req, res, 410, 'This link has been used or has expired. Ask for a new one.');
    const issued = await admin.issueFree(`self-service ${pending.email_hash.slice(0, 12)}`, new Date(now()));
    await keys.reload();
    answer(req, res, 201, { key: issued.key, id: issued.record.id, tier: issued.record.tier });
  }

  async function usage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const record = holder(req, res);
    if (!record) return;
    const state = await limiter.peek(keySubject(record), record.tier as Tier);
    const window = (w: typeof state.burst) => ({ limit: w.limit, remaining: w.remaining, reset: w.reset });
    answer(req, res, 200, {
      id: record.id,
      tier: record.tier,
      created_at: record.created_at,
      burst: window(state.burst),
      daily: window(state.daily),
    });
  }

  async function manage(req: IncomingMessage, res: ServerResponse, ip: string, action: 'rotate' | 'revoke') {
    if (!(await spend(req, res, `keys-ip:${ip}`, MANAGE_BUDGET_PER_ADDRESS, 'key requests from this address'))) return;
    if (Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'])
      return refuse(req, res, 400, `POST /keys/${action} takes no body; send the key in the X-Api-Key header.`);
    const record = holder(req, res);
    if (!record) return;
    if (action === 'revoke') {
      await admin.revoke(record.id, new Date(now()));
      await keys.reload();
      return answer(req, res, 200, { revoked: record.id });
    }
    const rotated = await admin.rotate(record.id, new Date(now()));
    if (!rotated) return refuse(req, res, 409, 'This key was rotated or revoked by another request meanwhile.');
    await keys.reload();
    answer(req, res, 201, { key: rotated.key, id: rotated.record.id, tier: rotated.record.tier });
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const ip = clientIp(req, options.trustProxy);
    const route = `${req.method} ${url.pathname}`;
    try {
      switch (route) {
        case 'POST /keys/signup':
          return await signup(req, res, ip);
        case 'POST /keys/confirm':
          return await confirm(req, res, ip);
        case 'GET /keys/usage':
          return await usage(req, res);
        case 'POST /keys/rotate':
          return await manage(req, res, ip, 'rotate');
        case 'POST /keys/revoke':
          return await manage(req, res, ip, 'revoke');
        case 'GET /keys/openapi.json': {
          const { keyServiceDocument } = await import('./key-service-openapi.ts');
          return answer(req, res, 200, keyServiceDocument(options.origin), { 'Cache-Control': 'public, max-age=300' });
        }
      }
      const known = ['/keys/signup', '/keys/confirm', '/keys/usage', '/keys/rotate', '/keys/revoke'];
      if (known.includes(url.pathname))
        return refuse(req, res, 405, `Method ${req.method} is not allowed on ${url.pathname}.`, {
          Allow: url.pathname === '/keys/usage' ? 'GET' : 'POST',
        });
      refuse(req, res, 404, `No such route. The key routes are ${known.join(', ')} (see /keys/openapi.json).`);
    } catch (error) {
      log(`keys: ${route} failed: ${(error as Error).message}`);
      if (!res.headersSent) refuse(req, res, 503, 'That did not work just now. Please try again shortly.');
    }
  };
}
