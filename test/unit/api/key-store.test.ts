import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  issueKey,
  listKeys,
  openKeyStore,
  revokeKey,
  type KeyLookup,
  type KeyStore,
} from '../../../src/api/auth/key-store.ts';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, '../../../scripts/keys.ts');
const NOW = new Date('2026-11-22T10:00:00.000Z');

let dir: string;
let file: string;
const stores: KeyStore[] = [];

async function open(): Promise<KeyStore> {
  const store = await openKeyStore(file);
  stores.push(store);
  return store;
}

/** Polls the store until the key reaches the status, for up to 3 s (the file watch or the 1 s poll must notice). */
async function waitForStatus(store: KeyStore, key: string, status: KeyLookup['status']): Promise<KeyLookup['status']> {
  const deadline = Date.now() + 3_000;
  while (store.lookup(key).status !== status && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return store.lookup(key).status;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'key-store-'));
  file = path.join(dir, 'data', 'keys.json');
});

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('key store', () => {
  it('accepts an issued key with its tier', async () => {
    const { key, record } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' }, NOW);
    const lookup = (await open()).lookup(key);
    expect(lookup.status).toBe('valid');
    expect(lookup.status === 'valid' && lookup.record).toEqual(record);
    expect(record).toMatchObject({
      tier: 'pro',
      label: 'Acme GmbH',
      active: true,
      created_at: NOW.toISOString(),
      revoked_at: null,
    });
  });

  it('calls a well-formed but never issued key unknown', async () => {
    await issueKey(file, { tier: 'free', label: 'someone' });
    expect((await open()).lookup(`ldk_${'x'.repeat(32)}`)).toEqual({ status: 'unknown' });
  });

  it('calls text that is not a key unknown', async () => {
    expect((await open()).lookup('not a key')).toEqual({ status: 'unknown' });
  });

  it('calls a key with a known id but the wrong secret unknown', async () => {
    const { key } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    const forged = key.slice(0, 12) + (key.slice(12, 13) === 'a' ? 'b' : 'a') + key.slice(13);
    expect((await open()).lookup(forged)).toEqual({ status: 'unknown' });
  });

  it('calls a revoked key inactive', async () => {
    const { key, record } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    await revokeKey(file, record.id, NOW);
    const lookup = (await open()).lookup(key);
    expect(lookup.status).toBe('inactive');
    expect(lookup.status === 'inactive' && lookup.record.revoked_at).toBe(NOW.toISOString());
  });

  it('refuses a key revoked by another process without a restart', async () => {
    const { key, record } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    const store = await open();
    expect(store.lookup(key).status).toBe('valid');
    await run(process.execPath, [CLI, 'revoke', record.id], { env: { ...process.env, KEYS_FILE: file } });
    expect(await waitForStatus(store, key, 'inactive')).toBe('inactive');
  });

  it('accepts a key issued by another process without a restart', async () => {
    const store = await open();
    const { stdout } = await run(process.execPath, [CLI, 'issue', '--tier', 'enterprise', '--label', 'Big Co'], {
      env: { ...process.env, KEYS_FILE: file },
    });
    expect(await waitForStatus(store, stdout.trim(), 'valid')).toBe('valid');
  });

  it('notices a change by polling when fs.watch is unavailable', async () => {
    const { key, record } = await issueKey(file, { tier: 'free', label: 'polled' });
    const watch = vi.fn(() => {
      throw new Error('watching is not supported here');
    });
    vi.resetModules();
    vi.doMock('node:fs', async (original) => ({ ...(await original<typeof import('node:fs')>()), watch }));
    try {
      const fresh = await import('../../../src/api/auth/key-store.ts');
      const store = await fresh.openKeyStore(file);
      stores.push(store);
      expect(watch).toHaveBeenCalled();
      await revokeKey(file, record.id);
      expect(await waitForStatus(store, key, 'inactive')).toBe('inactive');
    } finally {
      vi.doUnmock('node:fs');
      vi.resetModules();
    }
  });

  it('never writes the key text into the file', async () => {
    const { key } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(12)); // nor the secret part alone
  });

  it('keeps both keys when two are issued in a row', async () => {
    const first = await issueKey(file, { tier: 'free', label: 'first' });
    const second = await issueKey(file, { tier: 'pro', label: 'second' });
    const store = await open();
    expect(store.lookup(first.key).status).toBe('valid');
    expect(store.lookup(second.key).status).toBe('valid');
    expect((await listKeys(file)).map((r) => r.label)).toEqual(['first', 'second']);
  });

  it('keeps every key when many are issued at once', async () => {
    const issued = await Promise.all(
      Array.from({ length: 10 }, (_, i) => issueKey(file, { tier: 'free', label: `client ${i}` })),
    );
    const store = await open();
    expect(issued.map((i) => store.lookup(i.key).status)).toEqual(Array(10).fill('valid'));
    expect(await readdir(path.dirname(file))).toEqual(['keys.json']); // no temp or lock file left behind
  });

  it('writes the file readable by its owner only', async () => {
    await issueKey(file, { tier: 'free', label: 'someone' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps the last good set when the file turns into invalid JSON', async () => {
    const { key } = await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    const store = await open();
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await writeFile(file, '{"keys": [');
    await store.reload();
    expect(store.lookup(key).status).toBe('valid');
  });

  it('logs one warning line for an invalid file', async () => {
    await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    const store = await open();
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await writeFile(file, 'not json');
    await store.reload();
    await store.reload();
    await new Promise((r) => setTimeout(r, 1_200)); // let the watch and the poll see it too
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^warning: keys file .*keys\.json is not valid JSON .*keeping the last good set of 1 key\(s\)\n$/,
    );
  });

  it('opens a missing file as no keys', async () => {
    expect((await open()).lookup(`ldk_${'a'.repeat(32)}`)).toEqual({ status: 'unknown' });
  });

  it('refuses to open an invalid file, naming it', async () => {
    await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    await writeFile(file, JSON.stringify({ keys: [{ id: 'short' }] }));
    await expect(openKeyStore(file)).rejects.toThrow(
      /keys\.json is not a valid keys file: keys\.0\.id must be 8 letters or digits/,
    );
  });

  it('does not overwrite an invalid file when issuing', async () => {
    await issueKey(file, { tier: 'pro', label: 'Acme GmbH' });
    await writeFile(file, '{broken');
    await expect(issueKey(file, { tier: 'free', label: 'new' })).rejects.toThrow(/not valid JSON/);
    expect(await readFile(file, 'utf8')).toBe('{broken');
  });

  it('refuses an unknown tier, listing the allowed ones', async () => {
    await expect(issueKey(file, { tier: 'gold' as never, label: 'x' })).rejects.toThrow(
      "tier must be one of anonymous, free, pro, enterprise; got 'gold'",
    );
  });

  it.each([
    ['an empty label', ''],
    ['a blank label', '   '],
    ['a label over 200 characters', 'x'.repeat(201)],
    ['a label with a newline', 'two\nlines'],
    ['a label with a tab', 'a\tb'],
  ])('refuses %s', async (_what, label) => {
    await expect(issueKey(file, { tier: 'free', label })).rejects.toThrow(/^label must/);
  });

  it('revokes only the key named', async () => {
    const first = await issueKey(file, { tier: 'free', label: 'first' });
    const second = await issueKey(file, { tier: 'pro', label: 'second' });
    await revokeKey(file, first.record.id);
    const store = await open();
    expect(store.lookup(first.key).status).toBe('inactive');
    expect(store.lookup(second.key).status).toBe('valid');
  });

  it('keeps the first revocation date when a key is revoked twice', async () => {
    const { record } = await issueKey(file, { tier: 'free', label: 'first' });
    await revokeKey(file, record.id, NOW);
    const again = await revokeKey(file, record.id, new Date('2027-01-01T00:00:00.000Z'));
    expect(again.revoked_at).toBe(NOW.toISOString());
  });

  it('throws naming the id when no key has it', async () => {
    await issueKey(file, { tier: 'free', label: 'first' });
    await expect(revokeKey(file, 'ZZZZZZZZ')).rejects.toThrow(/no key with id 'ZZZZZZZZ'/);
  });
});
