import { describe, expect, it } from 'vitest';
import { isActWord, isSideWord } from '../../../src/domain/act-words.ts';
import { queryTerms } from '../../../src/domain/search-rules.ts';

const term = (word: string) => queryTerms(word)[0]!;

describe('words that name the act of testing', () => {
  it("are the registers' words for a test, an analysis, a determination, in each language, inflected", () => {
    for (const word of [
      'test',
      'tests',
      'Prüfung',
      'Prüfungen',
      'Versuch',
      'essai',
      'prova',
      'ensayo',
      'prueba',
      'ensaio',
      'teste',
      'proef',
      'beproeving',
      'badanie',
      'próba',
      'zkouška',
      'vizsgálat',
      'provning',
      'prøve',
      'testi',
      'δοκιμή',
    ])
      expect(isActWord(term(word)), word).toBe(true);
  });

  it('are not the words that name what is tested', () => {
    for (const word of ['Zugversuch', 'tensile', 'Legionella', 'trekproef', 'pH', 'water'])
      expect(isActWord(term(word)), word).toBe(false);
  });

  it('include the words that say a test measures properties, as side words', () => {
    expect(isSideWord(term('properties'))).toBe(true);
    expect(isSideWord(term('vlastnosti'))).toBe(true);
  });
});
