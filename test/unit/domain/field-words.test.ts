// Words that name a field of testing (src/domain/field-words.ts), from the
// categories' words in the register languages.
import { describe, expect, it } from 'vitest';
import { fieldsNamedInBrackets, fieldsOfWord, isFieldWord } from '../../../src/domain/field-words.ts';
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

  it('knows a short field word inflected, as the Slavic and Greek endings change it', () => {
    for (const word of ['vody', 'vodě', 'wody', 'νερού']) expect(field(word), word).toBe(true);
  });

  it("knows a field word in a case whose ending the Polish stemmer knows, in Czech as in Polish ('potravinách')", () => {
    // The Czech locative plural of 'potraviny' (foods): before, no field, so it was required of every food lab's line.
    expect(fieldsOfWord('potravinach')).toContain('food-feed');
  });

  it("knows a compound whose head is a field word, and a field compound's head", () => {
    for (const word of ['drinkwater', 'Grundwasser', 'vatten', 'vann', 'vand']) expect(field(word), word).toBe(true);
  });

  it("knows a compound that starts with a two-letter particle ('Abwasser') and a four-letter plural ('eaux')", () => {
    for (const word of ['Abwasser', 'eaux']) expect(fieldsOfWord(foldTerm(word)!), word).toContain('water');
  });

  it('does not take a test named by a compound whose head names the act of testing for a field', () => {
    for (const word of ['Zugprüfung', 'dragprovning', 'szakítóvizsgálat']) expect(field(word), word).toBe(false);
  });

  it('does not take the end of a word of a language that does not compound for a field', () => {
    // 'articoli tessili', 'costruzione', 'criminelle' end with these letters.
    for (const word of ['coli', 'ione', 'nelle']) expect(field(word), word).toBe(false);
  });

  it('names the field (category) a word names, inflected or as a compound, and none for a test', () => {
    const fields = (word: string) => fieldsOfWord(foldTerm(word)!);
    for (const word of ['wodzie', 'vodě', 'Trinkwasser', 'dricksvatten', 'νερό'])
      expect(fields(word), word).toContain('water');
    for (const word of ['Zugprüfung', 'nitrate', 'coli']) expect(fields(word), word).toEqual([]);
  });

  it("reads the matrix a line names in brackets, beside the register's field only a field's own name", () => {
    // ESYD files ASTM D2216 under water; its bracket names the soil, environmental's.
    expect(fieldsNamedInBrackets('Laboratory determination of water (moisture) content of soil (Soils)', true)).toEqual(
      ['environmental'],
    );
    expect(fieldsNamedInBrackets('Stężenie chlorków (Woda)', false)).toEqual(['water']);
    // An abbreviation or a condition spelled out beside a filed line names no field.
    expect(fieldsNamedInBrackets('Determination of water — Karl Fischer method (General method)', true)).toEqual([]);
  });
});
