// Bytes that a cache keeps for a while, in an allocation of their own. node
// hands out Buffers under 4 KB as slices of a shared 8 KB pool, and one kept
// slice keeps its whole pool alive: small cached pages (a search that found
// nothing is ~300 bytes) each pinned 8 KB, tens of MB over a long tail.

/** The UTF-8 bytes of a string, in their own allocation. */
export function keptBytes(text: string): Buffer {
  const out = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  out.write(text);
  return out;
}

/** Byte arrays joined, in an allocation of their own. */
export function keptJoin(parts: readonly Uint8Array[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
