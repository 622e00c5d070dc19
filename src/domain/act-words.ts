// Words that name the act of testing ('Prüfung', 'stanovení', 'száma'), inflected: search-rules' generic words and
// every register language's stems of them, so 'tests', 'száma' (szám, 'number of') and 'Prüfungen' are the side
// words their base forms are. Kept apart from search-rules.ts, which the browser loads without the stemmers.
import { stemsOf } from './analysis.ts';
import { GENERIC_WORD_LIST, isGenericWord } from './search-rules.ts';

let stems: Set<string> | undefined;

/** Whether a processed query word names the act of testing, as listed or inflected. */
export function isActWord(term: string): boolean {
  if (isGenericWord(term)) return true;
  stems ??= new Set(GENERIC_WORD_LIST.flatMap((word) => stemsOf(word)));
  return stemsOf(term).some((stem) => stems!.has(stem) || isGenericWord(stem));
}
