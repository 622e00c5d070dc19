// Words that name the act of testing ('Prüfung', 'stanovení', 'száma'), inflected: search-rules' generic words and
// every register language's stems of them, so 'tests', 'száma' (szám, 'number of') and 'Prüfungen' are the side
// words their base forms are. Kept apart from search-rules.ts, which the browser loads without the stemmers.
import { stemsOf } from './analysis.ts';
import { foldTerm, GENERIC_WORD_LIST } from './search-rules.ts';

/** A test of whether a processed word is one of `words` or an inflection of one (a stem in common, or its stem is one). */
function listedOrInflected(words: ReadonlySet<string>): (term: string) => boolean {
  let stems: Set<string> | undefined;
  return (term) => {
    if (words.has(term)) return true;
    stems ??= new Set([...words].flatMap((word) => stemsOf(word)));
    return stemsOf(term).some((stem) => stems!.has(stem) || words.has(stem));
  };
}

/** Whether a processed query word names the act of testing, as listed or inflected. */
export const isActWord = listedOrInflected(new Set(GENERIC_WORD_LIST));

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

const isPropertyWord = listedOrInflected(PROPERTY_WORDS);

/**
 * Whether a processed query word is a side word: one that names the act of testing (isActWord) or says that the test
 * measures properties, as listed or inflected ('Eigenschaft', 'vlastností').
 */
export function isSideWord(term: string): boolean {
  return isActWord(term) || isPropertyWord(term);
}
