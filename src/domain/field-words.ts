// Words that name a field of testing rather than a test ('water', 'Trinkwasser',
// 'eau potable', 'vody', 'food', 'Beton'): the categories' headings and search
// words in the 16 register languages (terminology/categories.json, each with
// its source), folded and stemmed as the search folds and stems them.
// Registers often put the field in a heading above the lines ('Wasser' over
// 'pH-Wert'), which a scraped line may not carry: the search does not require
// such a word of a lab whose line names no field.
import categoryTable from './terminology/categories.json' with { type: 'json' };
import { stemsOf } from './analysis.ts';
import { queryTerms } from './search-rules.ts';

interface Term {
  heading?: string;
  also?: string[];
}

/** Shorter words say too little to name a field. */
const MIN_LENGTH = 3;

let fieldForms: Set<string> | undefined;

function forms(): Set<string> {
  if (fieldForms) return fieldForms;
  fieldForms = new Set();
  const categories = categoryTable.categories as unknown as Record<string, Record<string, Term | string[]>>;
  for (const languages of Object.values(categories)) {
    for (const term of Object.values(languages)) {
      if (Array.isArray(term) || typeof term !== 'object') continue;
      for (const text of [term.heading ?? '', ...(term.also ?? [])]) {
        for (const word of queryTerms(text)) {
          if (word.length < MIN_LENGTH || /\d/.test(word)) continue;
          fieldForms.add(word);
          for (const stem of stemsOf(word)) fieldForms.add(stem);
        }
      }
    }
  }
  return fieldForms;
}

/** Whether a processed query word names a field of testing in some register language (or is a stem of one). */
export function isFieldWord(term: string): boolean {
  const known = forms();
  return known.has(term) || stemsOf(term).some((stem) => known.has(stem));
}
