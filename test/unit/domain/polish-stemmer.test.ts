// The light Polish stemmer (src/domain/polish-stemmer.ts), on folded words as the search folds them.
import { describe, expect, it } from 'vitest';
import { polishStem } from '../../../src/domain/polish-stemmer.ts';
import { foldTerm } from '../../../src/domain/search-rules.ts';

const stem = (word: string) => polishStem(foldTerm(word)!);

describe('Polish stemmer', () => {
  it('gives the cases of a noun one stem', () => {
    const pairs: Array<[string, string]> = [
      ['azotanów', 'azotany'],
      ['azotynów', 'azotyny'],
      ['chlorków', 'chlorki'],
      ['betonu', 'beton'],
      ['kruszywa', 'kruszyw'],
    ];
    for (const [a, b] of pairs) expect(stem(a), `${a} / ${b}`).toBe(stem(b));
  });

  it("undoes the locative's consonant change", () => {
    expect(stem('wodzie')).toBe(stem('woda'));
    expect(stem('wodzie')).toBe(stem('wody'));
  });

  it('gives a verbal noun and an abstract noun one stem across their cases', () => {
    expect(stem('rozciągania')).toBe(stem('rozciąganie'));
    expect(stem('wytrzymałości')).toBe(stem('wytrzymałość'));
    expect(stem('twardości')).toBe(stem('twardość'));
  });

  it('drops the fleeting e of a genitive plural', () => {
    expect(stem('próbek')).toBe(stem('próbki'));
  });

  it('leaves short words and words it does not know the ending of alone', () => {
    expect(stem('pH')).toBe('ph');
    expect(stem('ISO')).toBe('iso');
    expect(stem('kruszyw')).toBe('kruszyw');
  });
});
