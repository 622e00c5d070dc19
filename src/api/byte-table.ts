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
  // String i is slab[offsets[i] .. offsets[i + 1]).
  const offsets = new Uint32Array(count + 1);
  texts.forEach((text, i) => (offsets[i + 1] = offsets[i]! + Buffer.byteLength(text)));
  const slab = Buffer.allocUnsafeSlow(offsets[count]!);
  texts.forEach((text, i) => slab.write(text, offsets[i]!));
  return {
    size: (i) => offsets[i + 1]! - offsets[i]!,
    copyInto: (i, target, at) => at + slab.copy(target, at, offsets[i], offsets[i + 1]),
    bytes: (i) => slab.subarray(offsets[i], offsets[i + 1]),
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
