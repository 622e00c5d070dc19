import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, isKeyId, keysMatch, parseKey } from '../../../src/api/auth/api-keys.ts';

const KEY_SHAPE = /^ldk_[0-9A-Za-z]{32}$/;

describe('generateKey', () => {
  it('writes ldk_ followed by 32 base62 characters', () => {
    expect(generateKey(randomBytes).key).toMatch(KEY_SHAPE);
  });

  it('carries at least 128 bits of randomness after the prefix', () => {
    const { key } = generateKey(randomBytes);
    const body = key.slice('ldk_'.length);
    expect(body.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
    // The secret part alone, after the public id, is still above 128 bits.
    expect((body.length - 8) * Math.log2(62)).toBeGreaterThanOrEqual(128);
  });

  it('gives the first 8 characters after the prefix as the id', () => {
    const { key, id } = generateKey(randomBytes);
    expect(id).toBe(key.slice(4, 12));
    expect(isKeyId(id)).toBe(true);
  });

  it('draws 1,000 distinct keys and ids', () => {
    const keys = Array.from({ length: 1_000 }, () => generateKey(randomBytes));
    expect(new Set(keys.map((k) => k.key)).size).toBe(1_000);
    expect(new Set(keys.map((k) => k.id)).size).toBe(1_000);
  });

  it('uses every base62 character across many keys', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateKey(randomBytes).key.slice(4)).join(''));
    expect(seen.size).toBe(62);
  });

  it('skips bytes at or above 248 so no character is favoured', () => {
    // 248 and above would fold onto the first characters; they must be thrown away.
    const bytes = [255, 250, 248, ...Array.from({ length: 40 }, (_, i) => i)];
    let offset = 0;
    const source = (n: number) => {
      const out = Uint8Array.from(bytes.slice(offset, offset + n));
      offset += n;
      return out;
    };
    expect(generateKey(source).key).toBe('ldk_0123456789ABCDEFGHIJKLMNOPQRSTUV');
  });

  it('asks for more bytes when too many were rejected', () => {
    let calls = 0;
    const mostlyRejected = (n: number) => {
      calls++;
      return Uint8Array.from({ length: n }, (_, i) => (i % 4 === 0 ? 7 : 255));
    };
    expect(generateKey(mostlyRejected).key).toBe(`ldk_${'7'.repeat(32)}`);
    expect(calls).toBeGreaterThan(1);
  });
});

describe('parseKey', () => {
  it('reads the id of a well-formed key', () => {
    const { key, id } = generateKey(randomBytes);
    expect(parseKey(key)).toEqual({ id });
  });

  it.each([
    ['empty text', ''],
    ['no prefix', 'Ab3dE9xQ'.repeat(4)],
    ['another prefix', `ldx_${'a'.repeat(32)}`],
    ['upper-case prefix', `LDK_${'a'.repeat(32)}`],
    ['one character short', `ldk_${'a'.repeat(31)}`],
    ['one character long', `ldk_${'a'.repeat(33)}`],
    ['a character outside base62', `ldk_${'a'.repeat(31)}-`],
    ['surrounding whitespace', ` ldk_${'a'.repeat(32)} `],
    ['a trailing newline', `ldk_${'a'.repeat(32)}\n`],
    ['a non-ASCII letter', `ldk_${'a'.repeat(31)}é`],
  ])('rejects %s', (_what, text) => {
    expect(parseKey(text)).toBeNull();
  });
});

describe('hashKey', () => {
  it('is the lower-case hex SHA-256 of the key text', () => {
    const { key } = generateKey(randomBytes);
    expect(hashKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('keysMatch', () => {
  it('accepts the key whose hash is stored', () => {
    const { key } = generateKey(randomBytes);
    expect(keysMatch(key, hashKey(key))).toBe(true);
  });

  it('refuses another key', () => {
    const { key } = generateKey(randomBytes);
    expect(keysMatch(generateKey(randomBytes).key, hashKey(key))).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', () => {
    const { key } = generateKey(randomBytes);
    expect(keysMatch(key, 'abc')).toBe(false);
    expect(keysMatch(key, hashKey(key).toUpperCase())).toBe(false);
  });
});
