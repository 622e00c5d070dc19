// How a word is processed, the same in every index and every query (src/domain/search-rules.ts).
import { describe, expect, it } from 'vitest';
import { indexTerm, queryTerms } from '../../../src/domain/search-rules.ts';

describe('a processed word', () => {
  it('is lowercase, without diacritics, with spelled-out umlauts and å folded', () => {
    for (const word of ['München', 'MUNCHEN', 'muenchen']) expect(indexTerm(word), word).toBe('munchen');
    expect(indexTerm('Göteborg')).toBe('goteborg');
  });

  it('drops the stop words of the register languages, as written and with a typed-out umlaut', () => {
    for (const word of ['the', 'THE', 'für', 'fuer', 'på', 'paa', 'os', 'do', 'του'])
      expect(indexTerm(word), word).toBeNull();
  });

  it('keeps a word that only its folded spelling makes a stop word: ICP-OES is not the Portuguese article', () => {
    expect(queryTerms('metals ICP-OES water')).toEqual(['metals', 'icp', 'oes', 'water']);
    expect(queryTerms('ICP-AES')).toEqual(['icp', 'aes']);
  });

  it('processes to itself again (the indexes hold processed words and process them once more)', () => {
    for (const word of ['München', 'OES', 'AES', 'Zugversuch', 'próba']) {
      const once = indexTerm(word);
      expect(once === null ? null : indexTerm(once), word).toBe(once);
    }
  });
});
