// Units of measure in a query ('färg vatten mg Pt/l', 'colore acqua unità Hazen', 'conductivity µS/cm'): they say how
// a result is expressed, not what is tested, and scope lines rarely write them. Beside a word that names the test they
// are side words, as the act of testing is: ranked by, not required (find.ts, planWords).
//
// Symbols are read as typed, case and all: 'mg' is a milligram where 'Mg' is magnesium, 'Pa' a pascal where 'PA' is
// polyamide, and a chemical symbol counts as a unit only inside a unit ('Pt' of 'mg Pt/l', 'O2' of 'mg O2/l').
// Sources: the SI Brochure (BIPM, 9th edition, 2019: units, their symbols and prefixes; the litre's l and L, the
// tonne, the decibel); ISO 7027-1 (turbidity in FNU and FAU); ISO 7887 and APHA 2120 (colour in mg/l Pt, the Hazen
// unit, the platinum-cobalt scale, Pt-Co); USEPA method 180.1 (NTU).
import { type QueryWord, queryWords } from './search-rules.ts';

/** SI units and those the SI accepts, each with the prefixes written with it in test results. */
const PREFIXED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['g', ['m', 'µ', 'μ', 'n', 'k']],
  ['l', ['m', 'µ', 'μ', 'd', 'c']],
  ['L', ['m', 'µ', 'μ', 'd', 'c']],
  ['m', ['m', 'c', 'µ', 'μ', 'n', 'k']],
  ['s', ['m', 'µ', 'μ', 'n']],
  ['A', ['m', 'µ', 'μ', 'k']],
  ['V', ['m', 'µ', 'μ', 'k']],
  ['W', ['m', 'k', 'M']],
  ['N', ['k', 'M']],
  ['Pa', ['h', 'k', 'M', 'G']],
  ['bar', ['m']],
  ['J', ['k', 'M']],
  ['Hz', ['', 'k', 'M', 'G']],
  ['S', ['m', 'µ', 'μ']],
  ['mol', ['', 'm', 'µ', 'μ']],
  ['Ω', ['', 'm', 'k', 'M']],
  ['Bq', ['', 'k', 'M']],
  ['Gy', ['', 'm', 'µ', 'μ']],
  ['Sv', ['', 'm', 'µ', 'μ']],
];

/** Symbols of two characters or more (one-letter words are not searched), exactly as written. */
const SYMBOLS = new Set([
  ...PREFIXED.flatMap(([unit, prefixes]) => prefixes.map((prefix) => `${prefix}${unit}`)),
  ...['°C', '°F', 'dB', 'lx', 'lm', 'cd', 'ppm', 'ppb', 'NTU', 'FNU', 'FAU', 'FTU', 'Hazen', 'ohm'],
]);

/**
 * The units a property's results are given in, by property (standard-vocabulary.json's ids), for a query that names a
 * property by its unit alone ('NTU'): turbidity in FNU and FAU (ISO 7027-1), NTU (USEPA method 180.1) and FTU (the
 * formazin turbidity unit of older editions); colour in Hazen units (ISO 7887, APHA 2120). Symbols that are also
 * words or elements ('Co' of Pt-Co, 'cm' of µS/cm) are not given: they would name the property wherever they are typed.
 */
export const UNITS_OF_PROPERTY: Readonly<Record<string, readonly string[]>> = {
  turbidity: ['NTU', 'FNU', 'FAU', 'FTU'],
  colour: ['Hazen'],
};

/** A unit per volume, mass, area or time: what stands before the slash is part of the unit ('Pt/l', 'O2/l', 'µS/cm'). */
const PER = /([^\s/]+)\s*\/\s*(?:l|L|ml|mL|dm3|m3|m³|kg|g|mg|m2|m²|cm|cm2|cm²|s|min|h|d)(?=$|[\s,;:)\]])/gu;

/** Named scales written as a unit: the platinum-cobalt colour scale ('Pt-Co', 'Pt/Co'). */
const SCALES = /(?:^|[\s(])(Pt\s*[-/]\s*Co)(?=$|[\s,;:)\]])/gu;

/**
 * The word 'unit' in the register languages, singular and plural (our own list, from the languages' dictionaries): part
 * of the unit beside a unit's symbol ('unità Hazen', 'NTU units'), not elsewhere ('Telepképző egység', Hungarian:
 * colony-forming unit, names what is counted).
 */
const UNIT_NAMES = new Set(
  [
    'unit',
    'units',
    'einheit',
    'einheiten',
    'unité',
    'unités',
    'unità',
    'unidad',
    'unidades',
    'unidade',
    'eenheid',
    'eenheden',
    'jednostka',
    'jednostki',
    'jednostek',
    'jednotka',
    'jednotky',
    'jednotek',
    'egység',
    'enhet',
    'enheter',
    'enhed',
    'enheder',
    'yksikkö',
    'yksikköä',
    'μονάδα',
    'μονάδες',
  ].map((word) => queryWords(word)[0]!.term),
);

/**
 * The processed terms of a query's words that are units of measure, or parts of one, as written in it; `words` are its
 * queryWords, when the caller has them.
 */
export function unitTermsOf(q: string, words: readonly QueryWord[] = queryWords(q)): Set<string> {
  const units = new Set<string>();
  words.forEach(({ word, term }, i) => {
    if (SYMBOLS.has(word)) units.add(term);
    else if (UNIT_NAMES.has(term) && [words[i - 1], words[i + 1]].some((next) => next && SYMBOLS.has(next.word)))
      units.add(term);
  });
  for (const pattern of [PER, SCALES])
    for (const match of q.matchAll(pattern)) for (const { term } of queryWords(match[1]!)) units.add(term);
  return units;
}
