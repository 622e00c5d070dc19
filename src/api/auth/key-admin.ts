// Writing keys for their holders (self-service, outside /api/v1): a free key
// issued after a confirmed sign-up, rotation and revocation, and the pending
// sign-ups themselves, kept where the keys live: beside the key file (its
// own file, under the key file's lock), or in Redis with REDIS_URL
// (redis-key-admin.ts), so every process and machine sees the same.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomically } from '../../ops/write-atomically.ts';
import { issueKey, revokeKey, rotateKey, withKeyFileLock, type KeyRecord } from './key-store.ts';

/** A sign-up waiting for its link to be opened: who (a hash of the address) and until when. */
export interface PendingSignup {
  /** SHA-256 of the lower-cased address: never the address itself. */
  email_hash: string;
  /** Unix ms. */
  expires_at: number;
}

export interface KeyAdmin {
  issueFree(label: string, now: Date): Promise<{ key: string; record: KeyRecord }>;
  /** Null when the key is no longer active (revoked, or rotated by a request that came first). */
  rotate(id: string, now: Date): Promise<{ key: string; record: KeyRecord } | null>;
  revoke(id: string, now: Date): Promise<KeyRecord>;
  /** `now` (Unix ms) is the clock the expiry is on. */
  savePending(tokenHash: string, pending: PendingSignup, now: number): Promise<void>;
  /** The pending sign-up, removed as it is read (a token works once); null when unknown or expired. */
  takePending(tokenHash: string, now: number): Promise<PendingSignup | null>;
  close(): Promise<void>;
}

const pendingFileSchema = z.object({
  pending: z.array(
    z.object({
      token_hash: z.string().regex(/^[0-9a-f]{64}$/),
      email_hash: z.string().regex(/^[0-9a-f]{64}$/),
      expires_at: z.number().int(),
    }),
  ),
});
type PendingFile = z.infer<typeof pendingFileSchema>;

/** The file of pending sign-ups beside a key file: data/keys.json → data/keys.signups.json. */
export function pendingFileOf(keysFile: string): string {
  return keysFile.replace(/(\.json)?$/, '.signups.json');
}

async function readPending(file: string): Promise<PendingFile['pending']> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = pendingFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`pending sign-ups file ${file} is malformed; delete it to start afresh`);
  return parsed.data.pending;
}

/** The key file's admin: keys through the key file's own writers, sign-ups in the file beside it. */
export function fileKeyAdmin(keysFile: string): KeyAdmin {
  const pendingFile = pendingFileOf(keysFile);
  // Under the key file's lock: one writer at a time for both files, whichever process writes.
  const update = <T>(work: (pending: PendingFile['pending']) => { next: PendingFile['pending']; result: T }) =>
    withKeyFileLock(pendingFile, async () => {
      const { next, result } = work(await readPending(pendingFile));
      await writeFileAtomically(pendingFile, `${JSON.stringify({ pending: next })}\n`, { mode: 0o600 });
      return result;
    });
  return {
    issueFree: (label, now) => issueKey(keysFile, { tier: 'free', label }, now),
    rotate: (id, now) => rotateKey(keysFile, id, now),
    revoke: (id, now) => revokeKey(keysFile, id, now),
    savePending: (tokenHash, pending, now) =>
      update((all) => ({
        next: [...all.filter((p) => p.expires_at > now), { token_hash: tokenHash, ...pending }],
        result: undefined,
      })),
    takePending: (tokenHash, now) =>
      update((all) => {
        const found = all.find((p) => p.token_hash === tokenHash);
        return {
          next: all.filter((p) => p !== found && p.expires_at > now),
          result:
            found && found.expires_at > now ? { email_hash: found.email_hash, expires_at: found.expires_at } : null,
        };
      }),
    close: async () => undefined,
  };
}
