// Many short byte strings (a build's list items and public details) in one
// allocation, read by index. A Buffer apiece was ~100 bytes of V8 heap per
// string on top of its bytes: 3 MB for 30,000 items and details.

import { keptBytes } from './kept-bytes.ts';

export interface ByteTable {
  /** Byte length of string `i`. */
  size(i: number): number;
  /** Copies string `i` into `target` at `at`; returns the offset after it. */
  copyInto(i: number, target: Buffer, at: number): number;
  /** String `i`'s bytes: a view of the table's memory, kept alive by it. */
  bytes(i: number): Buffer;
}

/** The UTF-8 bytes of `count` strings, `textOf(0)` … `textOf(count - 1)`, each made once. */
export function byteTable(count: number, textOf: (i: number) => string): ByteTable {
  const texts = Array.from({ length: count }, (_, i) => textOf(i));
  const ends = new Uint32Array(count);
  let total = 0;
  texts.forEach((text, i) => (ends[i] = total += Buffer.byteLength(text)));
  const slab = Buffer.allocUnsafeSlow(total);
  texts.forEach((text, i) => slab.write(text, i === 0 ? 0 : ends[i - 1]!));
  const start = (i: number) => (i === 0 ? 0 : ends[i - 1]!);
  return {
    size: (i) => ends[i]! - start(i),
    copyInto: (i, target, at) => at + slab.copy(target, at, start(i), ends[i]),
    bytes: (i) => slab.subarray(start(i), ends[i]),
  };
}

/** A table filled on first use of each string, for strings few requests ask for (each kept in its own allocation). */
export function lazyByteTable(count: number, textOf: (i: number) => string): ByteTable {
  const made: Array<Buffer | undefined> = new Array(count);
  const bytes = (i: number) => (made[i] ??= keptBytes(textOf(i)));
  return {
    size: (i) => bytes(i).length,
    copyInto: (i, target, at) => at + bytes(i).copy(target, at),
    bytes,
  };
}
