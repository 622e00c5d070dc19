import { describe, expect, it } from 'vitest';
import { englishSpellingsOf } from '../../../src/build/english-spellings.ts';
import table from '../../../src/domain/terminology/english-spellings.json' with { type: 'json' };

describe("English's words of two spellings", () => {
  it('gives the British and the American spelling of a word each for the other', () => {
    for (const [british, american] of [
      ['colour', 'color'],
      ['sulphate', 'sulfate'],
      ['mould', 'mold'],
      ['analyse', 'analyze'],
      ['fibre', 'fiber'],
      ['vulcanised', 'vulcanized'],
    ] as const) {
      expect(englishSpellingsOf(british), british).toContain(american);
      expect(englishSpellingsOf(american), american).toContain(british);
    }
  });

  it('has none for a word spelt one way', () => {
    expect(englishSpellingsOf('tensile')).toEqual([]);
  });

  it('holds single lowercase words only, each group of two or more, and names its source and licence', () => {
    expect(table.source.url).toBe('https://github.com/en-wl/wordlist');
    expect(table.source.licence).toMatch(/Permission to use, copy, modify/);
    for (const group of table.variants) {
      expect(group.length, group.join(' ')).toBeGreaterThanOrEqual(2);
      for (const word of group) expect(word, word).toMatch(/^[a-z]+$/);
    }
  });
});
