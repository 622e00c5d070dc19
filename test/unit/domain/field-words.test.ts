// Words that name a field of testing (src/domain/field-words.ts), from the
// categories' words in the register languages.
import { describe, expect, it } from 'vitest';
import { isFieldWord } from '../../../src/domain/field-words.ts';
import { foldTerm } from '../../../src/domain/search-rules.ts';

const field = (word: string) => isFieldWord(foldTerm(word)!);

describe('field words', () => {
  it('knows a field named in several register languages', () => {
    for (const word of ['water', 'Wasser', 'Trinkwasser', 'eau', 'acqua', 'agua', 'food'])
      expect(field(word), word).toBe(true);
  });

  it('does not take a test, an analyte or an organism for a field', () => {
    for (const word of ['pH', 'Legionella', 'Salmonella', 'tensile', 'nitrate']) expect(field(word), word).toBe(false);
  });
});
