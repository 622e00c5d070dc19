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
