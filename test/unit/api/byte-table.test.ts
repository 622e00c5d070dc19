// A build's list items held in one allocation read back as the bytes of each
// string, whatever its characters.
import { describe, expect, it } from 'vitest';
import { byteTable, lazyByteTable } from '../../../src/api/byte-table.ts';

const TEXTS = ['{"name":"Prüflabor Köln"}', '', '{"name":"Εργαστήριο"}', 'x', '{"city":"Łódź","note":"😀"}'];

/** Every string of a table copied out side by side, with a marker byte between. */
function copiedOut(table: ReturnType<typeof byteTable>, order: number[]): string {
  const out = Buffer.alloc(order.reduce((n, i) => n + table.size(i) + 1, 0));
  let at = 0;
  for (const i of order) {
    at = table.copyInto(i, out, at);
    out[at++] = 0x7c;
  }
  expect(at).toBe(out.length);
  return out.toString('utf8');
}

describe('byte tables', () => {
  it('give each string back as its UTF-8 bytes, sized and copied where asked, in any order', () => {
    const table = byteTable(TEXTS.length, (i) => TEXTS[i]!);
    TEXTS.forEach((text, i) => expect(table.size(i)).toBe(Buffer.byteLength(text)));
    expect(copiedOut(table, [4, 0, 2, 1, 3, 0])).toBe([4, 0, 2, 1, 3, 0].map((i) => `${TEXTS[i]}|`).join(''));
  });

  it('made lazily, make each string once, only when it is first asked for', () => {
    const made: number[] = [];
    const table = lazyByteTable(TEXTS.length, (i) => {
      made.push(i);
      return TEXTS[i]!;
    });
    expect(made).toEqual([]);
    expect(copiedOut(table, [2, 4, 2])).toBe(`${TEXTS[2]}|${TEXTS[4]}|${TEXTS[2]}|`);
    expect(made).toEqual([2, 4]);
  });
});
