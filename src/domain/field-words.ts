// Words that name a field of testing rather than a test ('water', 'Trinkwasser',
// 'eau potable', 'vody', 'food', 'Beton'): the categories' headings and search
// words in the 16 register languages (terminology/categories.json, each with
// its source), folded and stemmed as the search folds and stems them.
// Registers often put the field in a heading above the lines ('Wasser' over
// 'pH-Wert'), which a scraped line may not carry: the search does not require
// such a word of a lab whose line names no field.
import categoryTable from './terminology/categories.json' with { type: 'json' };
import { stemsOf } from './analysis.ts';
import { polishStem } from './polish-stemmer.ts';
import { isGenericWord, queryTerms } from './search-rules.ts';

interface Term {
  heading?: string;
  also?: string[];
}

/** Shorter words say too little to name a field. */
const MIN_LENGTH = 3;

/** A compound's head (its last part) names what the compound names: at least this long. */
const MIN_HEAD = 4;

/** The register languages that write a compound as one word ('Trinkwasser', 'dricksvatten', 'ivóvíz'). */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb', 'fi', 'hu']);

let fieldForms: Set<string> | undefined;
/** The field words of the compounding languages long enough to be compounds, for their heads. */
const compounds: string[] = [];

function forms(): Set<string> {
  if (fieldForms) return fieldForms;
  fieldForms = new Set();
  const categories = categoryTable.categories as unknown as Record<string, Record<string, Term | string[]>>;
  for (const languages of Object.values(categories)) {
    for (const [lang, term] of Object.entries(languages)) {
      if (Array.isArray(term) || typeof term !== 'object') continue;
      for (const text of [term.heading ?? '', ...(term.also ?? [])]) {
        for (const word of queryTerms(text)) {
          if (word.length < MIN_LENGTH || /\d/.test(word)) continue;
          if (COMPOUNDING.has(lang) && word.length >= MIN_HEAD + 3) compounds.push(word);
          fieldForms.add(word);
          for (const stem of stemsOf(word)) fieldForms.add(stem);
          const short = shortForm(word);
          if (short) fieldForms.add(short);
        }
      }
    }
  }
  return fieldForms;
}

/**
 * A short word without its final vowels, marked ('voda', 'vody', 'vodě' → 'vod~'; 'νερό', 'νερού' → 'νερ~'): the
 * endings of the inflected languages, on words too short for a stemmer to be asked.
 */
function shortForm(word: string): string | null {
  if (word.length > 6) return null;
  const stripped = word.replace(/[aeiouyαεηιουω]+$/, '');
  return stripped.length >= 3 && stripped !== word ? `${stripped}~` : null;
}

/**
 * Whether a processed query word names a field of testing in some register language: one of the words, a stem of one,
 * a short one inflected ('vody' as 'voda'), a compound whose head is one ('drinkwater', 'Grundwasser' as 'water',
 * 'Wasser'; not 'Zugprüfung', whose head names the act of testing), or the head of a field's compound ('vatten' of
 * 'dricksvatten', 'vann' of 'drikkevann').
 */
export function isFieldWord(term: string): boolean {
  const known = forms();
  if (known.has(term) || stemsOf(term).some((stem) => known.has(stem))) return true;
  const short = shortForm(term);
  if (short && known.has(short)) return true;
  // The Polish locative changes the consonant too ('wodzie', of 'woda').
  if (known.has(`${polishStem(term)}~`)) return true;
  for (let at = 3; at <= term.length - MIN_HEAD; at++) {
    const head = term.slice(at);
    if (known.has(head) && !isGenericWord(head)) return true;
  }
  if (term.length < MIN_HEAD || isGenericWord(term)) return false;
  return compounds.some((word) => word.length - term.length >= 3 && word.endsWith(term));
}
