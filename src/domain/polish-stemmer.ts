// A light stemmer for Polish, on folded words (search-rules' foldTerm: no diacritics, ł as l). Snowball has a Polish
// algorithm only from its 3.x releases, which no maintained npm package carries, so this one is our own: it removes
// the commonest noun, adjective and verbal-noun endings ('azotanów', 'azotany' → 'azotan'; 'rozciągania' → 'rozciąg';
// 'płynności' → 'płyn'), drops the fleeting e of a genitive plural ('próbek' as 'próbki'), and undoes the consonant
// change of the locative ('wodzie' → 'wod', as 'woda'). Tested in test/unit/domain/polish-stemmer.test.ts.
// Used where a word is compared with a term known to be Polish (analysis.ts's stemIn: a line's properties and tests,
// a held word's inflections) and for field words (field-words.ts). Run over every index word beside the other
// languages' stemmers, its bare-vowel endings met words of other languages (measured: the judged sample's test
// queries lost precision, the real-wording set gained nothing), so the index keeps Czech's stems for Polish.

/** Endings, longest first: each is removed only if at least MIN_STEM letters remain. */
const ENDINGS = [
  'owaniami',
  'owaniach',
  'nosciami',
  'nosciach',
  'owaniem',
  'aniami',
  'aniach',
  'eniami',
  'eniach',
  'osciami',
  'osciach',
  'owania',
  'owanie',
  'owaniu',
  'nosci',
  'owymi',
  'owych',
  'owego',
  'owemu',
  'aniem',
  'eniem',
  'ania',
  'anie',
  'aniu',
  'enia',
  'enie',
  'eniu',
  'nosc',
  'osci',
  'owej',
  'owym',
  'ami',
  'ach',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ych',
  'ich',
  'osc',
  'owa',
  'owe',
  'owy',
  'owi',
  'ow',
  'om',
  'ej',
  'ym',
  'im',
  'em',
  'ie',
  'ia',
  'iu',
  'ii',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
] as const;

const MIN_STEM = 3;

/** The locative's softened consonants, before its -e/-ie, as the other cases write them ('wodzie' → 'wod'). */
const SOFTENED: ReadonlyArray<[string, string]> = [
  ['dz', 'd'],
  ['rz', 'r'],
  ['c', 't'],
];

export function polishStem(word: string): string {
  if (word.length < 4) return word;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM) continue;
    let stem = word.slice(0, -ending.length);
    if (ending === 'ie' || ending === 'e') {
      for (const [soft, hard] of SOFTENED) {
        if (stem.endsWith(soft) && stem.length - soft.length + hard.length >= MIN_STEM) {
          stem = stem.slice(0, -soft.length) + hard;
          break;
        }
      }
    }
    return stem;
  }
  // A genitive plural without an ending keeps a fleeting e: 'próbek' is 'próbk-' (próbka, próbki).
  if (/[^aeiouy]ek$/.test(word) && word.length >= 5) return `${word.slice(0, -2)}k`;
  return word;
}
