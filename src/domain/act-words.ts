// Words that name the act of testing ('Prüfung', 'stanovení', 'száma'), inflected: search-rules' generic words and
// every register language's stems of them, so 'tests', 'száma' (szám, 'number of') and 'Prüfungen' are the side
// words their base forms are. Kept apart from search-rules.ts, which the browser loads without the stemmers.
import { stemsOf } from './analysis.ts';
import { foldTerm, GENERIC_WORD_LIST, isGenericWord } from './search-rules.ts';

let stems: Set<string> | undefined;

/** Whether a processed query word names the act of testing, as listed or inflected. */
export function isActWord(term: string): boolean {
  if (isGenericWord(term)) return true;
  stems ??= new Set(GENERIC_WORD_LIST.flatMap((word) => stemsOf(word)));
  return stemsOf(term).some((stem) => stems!.has(stem) || isGenericWord(stem));
}

/**
 * Words that say a test measures properties ('tensile properties', 'ohybové vlastnosti plastů', 'propiedades en
 * flexión'): the lines often write only the test ('Tensile testing', 'Zugversuch'). A query's side word, as the act of
 * testing is; not the build's (a line's 'propriétés en traction' still names the plastics' kind of tensile test).
 */
const PROPERTY_WORDS = new Set(
  [
    'properties',
    'eigenschaften',
    'propriétés',
    'proprietà',
    'propiedades',
    'propriedades',
    'eigenschappen',
    'właściwości',
    'vlastnosti',
    'tulajdonságok',
    'tulajdonságai',
    'egenskaper',
    'egenskaber',
    'ominaisuudet',
    'ιδιότητες',
  ]
    .map(foldTerm)
    .filter((w): w is string => w !== null),
);

let propertyStems: Set<string> | undefined;

/**
 * Whether a processed query word is a side word: one that names the act of testing (isActWord) or says that the test
 * measures properties, as listed or inflected ('Eigenschaft', 'vlastností').
 */
export function isSideWord(term: string): boolean {
  if (isActWord(term) || PROPERTY_WORDS.has(term)) return true;
  propertyStems ??= new Set([...PROPERTY_WORDS].flatMap((word) => stemsOf(word)));
  return stemsOf(term).some((stem) => propertyStems!.has(stem) || PROPERTY_WORDS.has(stem));
}
