// A loaded build's tables for search, facets, geo, dates, standards and suggestions, made
// when the build loads rather than inside the first request that needs each
// (a swapped-in build would otherwise make its first callers wait).
import { isFieldWord } from '../domain/field-words.ts';
import { tablesOf } from './facets.ts';
import { prepareSearch } from './find.ts';
import { prepareFuzzy } from './fuzzy-terms.ts';
import { cityCentres, dateColumns } from './list-answer.ts';
import type { LoadedDirectory } from './load.ts';
import { referenceFormsOf, standardsOf } from './standards-lookup.ts';
import { indexOf } from './suggest.ts';

export function prepareDirectory(dir: LoadedDirectory): void {
  prepareSearch(dir);
  tablesOf(dir);
  cityCentres(dir);
  dateColumns(dir);
  standardsOf(dir);
  referenceFormsOf(dir);
  prepareFuzzy(indexOf(dir).fuzzy);
  // The field words' table (the categories' words, stemmed in 16 languages) is the same for every build.
  isFieldWord('');
}
