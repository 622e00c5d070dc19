// The key admin on Redis (REDIS_URL): keys through the Redis key store's own
// writers (every process hears of a change at once), pending sign-ups as
// keys of their own with a time to live, taken with GETDEL (a token works
// once, even when two processes are asked together).
import { Redis } from 'ioredis';
import type { KeyAdmin, PendingSignup } from './key-admin.ts';
import { issueRedisKey, revokeRedisKey, rotateRedisKey } from './redis-key-store.ts';

export function redisKeyAdmin(url: string, prefix: string): KeyAdmin {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  redis.on('error', () => {}); // a request that fails says so; the connection retries on its own
  const pendingKey = (tokenHash: string) => `${prefix}signup:${tokenHash}`;
  return {
    issueFree: (label, now) => issueRedisKey(redis, prefix, { tier: 'free', label }, now),
    rotate: (id, now) => rotateRedisKey(redis, prefix, id, now),
    revoke: (id, now) => revokeRedisKey(redis, prefix, id, now),
    async savePending(tokenHash, pending, now) {
      const ttl = Math.max(1, pending.expires_at - now);
      await redis.set(pendingKey(tokenHash), JSON.stringify(pending), 'PX', ttl);
    },
    async takePending(tokenHash, now) {
      const stored = await redis.getdel(pendingKey(tokenHash));
      if (stored === null) return null;
      const pending = JSON.parse(stored) as PendingSignup;
      return pending.expires_at > now ? pending : null;
    },
    async close() {
      redis.disconnect();
    },
  };
}
