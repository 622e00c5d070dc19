import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openKeyStore } from '../../../src/api/auth/key-store.ts';

const CLI = path.join(import.meta.dirname, '../../../scripts/keys.ts');
let dir: string;
let file: string;

/** Runs the real CLI against the temp keys file (never Redis, even when the shell running the tests sets REDIS_URL). */
function keys(...args: string[]) {
  const { REDIS_URL: _redis, ...env } = process.env;
  const result = spawnSync(process.execPath, [CLI, ...args], { env: { ...env, KEYS_FILE: file }, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'keys-cli-'));
  file = path.join(dir, 'keys.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('keys CLI', () => {
  it('issue prints exactly one line, the key, which the store accepts', async () => {
    const result = keys('issue', '--tier', 'pro', '--label', 'Acme GmbH');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ldk_[0-9A-Za-z]{32}\n$/);
    const store = await openKeyStore(file);
    try {
      const lookup = store.lookup(result.stdout.trim());
      expect(lookup.status).toBe('valid');
      expect(lookup.status === 'valid' && lookup.record.tier).toBe('pro');
    } finally {
      store.close();
    }
  });

  it('issue says on stderr that the key is shown once', () => {
    expect(keys('issue', '--tier', 'free', '--label', 'someone').stderr).toMatch(/shown this once/);
  });

  it('list shows the keys without their text or full hash', async () => {
    const key = keys('issue', '--tier', 'enterprise', '--label', 'Big Co').stdout.trim();
    const {
      keys: [record],
    } = JSON.parse(await readFile(file, 'utf8')) as { keys: { id: string; hash: string }[] };
    const result = keys('list');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^id +tier +active +label +created_at +revoked_at +hash\n/);
    expect(result.stdout).toContain(record?.id);
    expect(result.stdout).toContain('Big Co');
    expect(result.stdout + result.stderr).not.toContain(key);
    expect(result.stdout + result.stderr).not.toContain(key.slice(12));
    expect(result.stdout).not.toContain(record?.hash);
  });

  it('revoke prints what it revoked and the store then refuses the key', async () => {
    const key = keys('issue', '--tier', 'free', '--label', 'leaked').stdout.trim();
    const id = key.slice(4, 12);
    const result = keys('revoke', id);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^${id} \\(tier free, label "leaked", created .*\\) revoked at \\S+\\n$`));
    const store = await openKeyStore(file);
    try {
      expect(store.lookup(key).status).toBe('inactive');
    } finally {
      store.close();
    }
    expect(keys('list').stdout).toMatch(new RegExp(`${id} +free +no +leaked`));
  });

  it('revoke of an unknown id exits 1 naming the id', () => {
    keys('issue', '--tier', 'free', '--label', 'someone');
    const result = keys('revoke', 'ZZZZZZZZ');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no key with id 'ZZZZZZZZ'/);
  });

  it('a bad tier exits 2 with a message listing the allowed tiers', () => {
    const result = keys('issue', '--tier', 'gold', '--label', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("tier must be one of anonymous, free, pro, enterprise; got 'gold'");
    expect(result.stdout).toBe('');
  });

  it.each([
    ['no command', [], /missing command: one of issue, list, revoke, migrate/],
    ['an unknown command', ['frobnicate'], /unknown command 'frobnicate': use one of issue, list, revoke, migrate/],
    ['an unknown option', ['list', '--verbose'], /Unknown option '--verbose'/],
    ['an option the command does not take', ['list', '--tier', 'pro'], /list does not take --tier/],
    ['issue without --tier', ['issue', '--label', 'x'], /issue needs --tier, one of anonymous, free, pro, enterprise/],
    ['issue without --label', ['issue', '--tier', 'pro'], /issue needs --label/],
    [
      'a label with a control character',
      ['issue', '--tier', 'pro', '--label', 'a\u0007b'],
      /label must not contain control characters/,
    ],
    ['revoke without an id', ['revoke'], /revoke needs the id/],
    [
      'revoke with a malformed id',
      ['revoke', 'abc'],
      /revoke needs a key id: the 8 letters or digits shown by list; got 'abc'/,
    ],
    ['migrate without REDIS_URL', ['migrate'], /migrate needs REDIS_URL: the Redis to copy the keys file into/],
  ])('%s exits 2 with the usage', (_what, args, message) => {
    const result = keys(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('usage: npm run --silent keys -- issue');
  });

  it('an invalid keys file exits 1 with a message and no stack trace', async () => {
    await writeFile(file, '{oops');
    const result = keys('list');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/keys file .*keys\.json is not valid JSON/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
