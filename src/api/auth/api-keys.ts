// API keys: their format, their hash and the constant-time check. Pure: the
// caller supplies the random bytes, nothing here touches the disk or network.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Recognisable prefix, so secret scanners can spot a leaked key. */
export const KEY_PREFIX = 'ldk_';
/** Characters after the prefix: 32 base62 characters carry 32 × log2(62) ≈ 190.5 bits. */
export const KEY_BODY_LENGTH = 32;
/** The first characters after the prefix are the key's public id (shown by `list`, used by `revoke`). */
export const KEY_ID_LENGTH = 8;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Bytes at or above 248 (= 4 × 62) are thrown away so every character is equally likely.
const REJECT_FROM = 256 - (256 % ALPHABET.length);
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${KEY_BODY_LENGTH}}$`);
const ID_PATTERN = new RegExp(`^[0-9A-Za-z]{${KEY_ID_LENGTH}}$`);
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** A new key and its public id, from the given source of crypto-random bytes. */
export function generateKey(randomBytes: (n: number) => Uint8Array): { key: string; id: string } {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    // Ask for a little more than needed: about 3% of bytes are rejected.
    for (const byte of randomBytes(KEY_BODY_LENGTH + 8)) {
      if (byte >= REJECT_FROM) continue;
      body += ALPHABET[byte % ALPHABET.length];
      if (body.length === KEY_BODY_LENGTH) break;
    }
  }
  return { key: `${KEY_PREFIX}${body}`, id: body.slice(0, KEY_ID_LENGTH) };
}

/** SHA-256 of the key text, lower-case hex: all the store ever keeps. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key's public id, or null when the text is not a key of this format. */
export function parseKey(text: string): { id: string } | null {
  if (!KEY_PATTERN.test(text)) return null;
  return { id: text.slice(KEY_PREFIX.length, KEY_PREFIX.length + KEY_ID_LENGTH) };
}

/** True when the text has the shape of a key id (8 base62 characters). */
export function isKeyId(text: string): boolean {
  return ID_PATTERN.test(text);
}

/** True when the text has the shape of a stored hash (64 lower-case hex digits). */
export function isKeyHash(text: string): boolean {
  return HASH_PATTERN.test(text);
}

/** Whether the presented key hashes to the stored hash, compared in constant time. */
export function keysMatch(presented: string, storedHash: string): boolean {
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  // The stored hash's shape is no secret, so a malformed one may return early.
  if (!isKeyHash(storedHash)) return false;
  return timingSafeEqual(actual, Buffer.from(storedHash, 'hex'));
}
