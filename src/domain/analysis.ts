// Text analysis for scope lines beyond folding (search-rules.ts): the stems
// of a word in the registers' languages, and the split of a compound word
// into words the directory holds. The build indexes both beside the words
// themselves (the scope index's `stems` field) and a query asks for both, so
// 'Zugversuche' meets 'Zugversuch', 'ensayos' meets 'ensayo', and
// 'Betondruckfestigkeit' meets a line worded 'Druckfestigkeit von Beton'.
//
// Stemmers: the Snowball algorithms (snowballstem.org) in JavaScript. Twelve
// come compiled from Snowball in @orama/stemmers (German, French, Italian,
// Spanish, Portuguese, Dutch, Hungarian, Swedish, Danish, Norwegian, Finnish,
// Greek); English (Snowball's "english", Porter2) and Czech from the
// snowball-stemmers port, which has them (Orama's English is the older
// Porter, and it has no Czech). Polish and Slovak have no Snowball stemmer:
// Czech's, applied to every word like all the others, covers the endings the
// three languages share. A query's language is not known (a buyer in Brno may
// type German), so every word gets every language's stem, at index and query
// time alike: what meets is the same stem from both sides.
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import snowball from 'snowball-stemmers';
import { polishStem } from './polish-stemmer.ts';
import { foldTerm } from './search-rules.ts';

const english = snowball.newStemmer('english');
const czech = snowball.newStemmer('czech');

/**
 * Czech's Snowball stemmer reads its adjective and instrumental endings with their accents ('-ého', '-ých', '-ým',
 * '-ím'), and the index and the queries are folded: 'rozpuštěného' reaches it as 'rozpusteneho', which it leaves as
 * 'rozpusteneh' where 'rozpuštěný' (dissolved) gives 'rozpusten'. A folded word's ending is given its accents back
 * before the stemmer reads it, and the stem is folded again. Endings that exist only with an accent are restored;
 * those of two letters are the case endings that are frequent in scope lines (-ým, -ím: 'stanovením').
 */
const FOLDED_CZECH_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['eho', 'ého'],
  ['emu', 'ému'],
  ['ych', 'ých'],
  ['ymi', 'ými'],
  ['imi', 'ími'],
  ['imu', 'ímu'],
  ['ach', 'ách'],
  ['ym', 'ým'],
  ['im', 'ím'],
];

function czechOfFolded(word: string): string {
  const ending = FOLDED_CZECH_ENDINGS.find(([folded]) => word.endsWith(folded));
  if (!ending) return czech.stem(word);
  return foldTerm(czech.stem(word.slice(0, -ending[0].length) + ending[1])) ?? word;
}

const englishStem = (word: string) => english.stem(word);

/**
 * Each register language's stemmer, for comparing words with a term of a known language. Slovak takes Czech's; Polish
 * takes the light stemmer of polish-stemmer.ts, which knows its endings ('azotanów' and 'azotany', 'chlorków' and
 * 'chlorki'), where Czech's Snowball leaves them apart. In terminology.ts's LANGUAGES order, which wordAndStems
 * keeps (the build's output follows it).
 */
const STEMMER_OF: Readonly<Record<string, (word: string) => string>> = {
  en: englishStem,
  de: german,
  fr: french,
  it: italian,
  es: spanish,
  pt: portuguese,
  nl: dutch,
  pl: polishStem,
  cs: czechOfFolded,
  sk: czechOfFolded,
  hu: hungarian,
  sv: swedish,
  da: danish,
  nb: norwegian,
  fi: finnish,
  el: greek,
};

/**
 * The stemmers run over every word (stemsOf), each once with its language: STEMMER_OF's but Slovak's (Czech's again)
 * and Polish's (its bare-vowel endings meet other languages' words, polish-stemmer.ts), in the same order.
 */
const stemmers = Object.entries(STEMMER_OF).filter(([lang]) => lang !== 'sk' && lang !== 'pl');

/**
 * A folded word's stem in one register language (the word itself when it is short, has digits, or the language has
 * no stemmer): for comparing a word with a term whose language is known.
 */
export function stemIn(lang: string, word: string): string {
  const stem = STEMMER_OF[lang];
  if (!stem || word.length < STEMMED_FROM || /\d/.test(word)) return word;
  let memo = stemInMemo.get(lang);
  if (!memo) stemInMemo.set(lang, (memo = new Map()));
  let s = memo.get(word);
  if (s === undefined) {
    s = stem(word);
    if (s.length < MIN_STEM) s = word;
    if (memo.size >= 100_000) memo.clear();
    memo.set(word, s);
  }
  return s;
}

/**
 * A folded word and its stem in each register language, each once: what a word can be among phrases indexed by
 * their first word's stem. Remembered per word (the build asks for every word of every line and title).
 */
export function wordAndStems(word: string): readonly string[] {
  let forms = wordAndStemsMemo.get(word);
  if (!forms) {
    forms = [...new Set([word, ...Object.keys(STEMMER_OF).map((lang) => stemIn(lang, word))])];
    if (wordAndStemsMemo.size >= 100_000) wordAndStemsMemo.clear();
    wordAndStemsMemo.set(word, forms);
  }
  return forms;
}
const wordAndStemsMemo = new Map<string, readonly string[]>();

/**
 * Whether two folded words are inflections of one word: the same stem in one register language, each with at most
 * two letters after it ('bakterien' and Swedish 'bakterier' in German and in Swedish; 'device' and 'devices';
 * 'dusičnanů' and 'dusičnany'). A stem the two share only across languages ('tracción' in Spanish, Italian
 * 'traccia', a trace) is a coincidence, and a longer ending is another word made from it ('plasticity', 'plastics';
 * Polish 'właściwa', specific, and 'właściwości', properties).
 */
export function shareAStem(a: string, b: string): boolean {
  if (a === b) return true;
  for (const lang of Object.keys(STEMMER_OF)) {
    const stem = stemIn(lang, a);
    if (
      stem.length >= MIN_STEM &&
      a.length - stem.length <= (LONGEST_ENDING[lang] ?? MAX_ENDING) &&
      b.length - stem.length <= (LONGEST_ENDING[lang] ?? MAX_ENDING) &&
      stem === stemIn(lang, b)
    )
      return true;
  }
  return false;
}

/** The longest ending an inflection adds to its stem, in letters, for shareAStem. */
const MAX_ENDING = 2;

/**
 * Czech and Slovak case endings run to three letters ('-ého', '-ých', '-ými', '-ách'); Greek's to four, where a neuter
 * noun's stem takes '-ατ-' before its case ending ('σκυρόδεμα', concrete; 'σκυροδέματος', of concrete).
 */
const LONGEST_ENDING: Readonly<Record<string, number>> = { cs: 3, sk: 3, el: 4 };

/**
 * Words already stemmed, per language (the build asks for the same words' stems for every scope line): one map per
 * language, keyed by the word itself, where one map keyed by language and word joined built a new key string at every
 * call and, at 100,000 entries for 16 languages, was cleared again and again (1.4 s of a 10,000-lab build).
 */
const stemInMemo = new Map<string, Map<string, string>>();

/** Stems shorter than this say too little to match on ('war' from 'wars', 'te' from 'tests'). */
const MIN_STEM = 4;

/** Words this long or longer are stemmed; shorter ones are left whole (too short for a stemmer to be asked). */
export const STEMMED_FROM = 5;

/**
 * A four-letter word's singular, when it ends in a plural s or x ('sols', soils; 'eaux', waters), not in -ss or -us
 * ('mass', 'plus'): the stemmers leave it whole, so a short plural nothing holds can still be read as its singular.
 */
export function shortSingular(word: string): string | null {
  return word.length === STEMMED_FROM - 1 && /(?:[a-rt-z]s|[a-z]x)$/.test(word) && !word.endsWith('us')
    ? word.slice(0, -1)
    : null;
}

/** The longest Polish ending an inflection adds to its stem, in letters ('-owania' is a verbal noun, not a case). */
const POLISH_ENDING = 4;

/** Whether `word` is an inflection of a word whose Polish stem is `stem` ('solna' of 'solnej', stem 'soln'). */
export function isPolishInflection(stem: string, word: string): boolean {
  return word.length - stem.length <= POLISH_ENDING && stemIn('pl', word) === stem;
}

/**
 * The Finnish stems of one noun in -s, which the Snowball stemmer leaves apart: a weight is 'punnus', 'punnuksen',
 * 'punnukset' (stem 'punnuks'), 'punnusten' ('punnust'); moisture is 'kosteus', 'kosteuden' ('kosteud'), 'kosteutta'
 * ('kosteut'), as strength (lujuus), hardness (kovuus), density (tiheys) and measurement (mittaus) are. From any of
 * those stems, all of them; none from a stem of another shape or shorter than FINNISH_S_NOUN letters.
 */
export function finnishSNounStems(stem: string): string[] {
  const base = finnishSNounBase(stem);
  if (base === null) return [];
  const root = base.slice(0, -1);
  // Only the -us and -ys nouns of qualities (kosteus, tiheys) turn their s into d or t.
  return /[uy]$/.test(root)
    ? [base, `${root}ks`, `${root}st`, `${root}d`, `${root}t`]
    : [base, `${root}ks`, `${root}st`];
}

/** The noun's own stem (ending in -s) that a Finnish stem is a form of, or null when it has none of the shapes. */
function finnishSNounBase(stem: string): string | null {
  if (stem.length < FINNISH_S_NOUN) return null;
  if (/[aeiouyäö](?:ks|st)$/.test(stem)) return `${stem.slice(0, -2)}s`; // punnuks, punnust
  if (/[uy][dt]$/.test(stem)) return `${stem.slice(0, -1)}s`; // kosteud, kosteut
  return /[aeiouyäö]s$/.test(stem) ? stem : null; // punnus, kosteus
}

/** The shortest Finnish stem read as a noun in -s ('mittaus'; not 'kurs', 'last'). */
const FINNISH_S_NOUN = 6;

/** Words already stemmed: the same words recur across thousands of scope lines and queries. */
const stemMemo = new Map<string, string[]>();

/**
 * The distinct stems of a folded word (search-rules' foldTerm) in every
 * register language, without the word itself; none for words under five letters and for
 * words with digits (references, numbers), which are matched as typed. Remembered for the most recent words.
 */
export function stemsOf(word: string): string[] {
  let stems = stemMemo.get(word);
  if (!stems) {
    stems = stemsInEveryLanguage(word);
    if (stemMemo.size >= 100_000) stemMemo.clear();
    stemMemo.set(word, stems);
  }
  return stems;
}

function stemsInEveryLanguage(word: string): string[] {
  if (word.length < STEMMED_FROM || /\d/.test(word)) return [];
  const stems = new Set<string>();
  // A stem stemIn already made is read from its memo (the build asks for both), but not added to it: the server would
  // hold every query word's stems twice.
  for (const [lang, stem] of stemmers) {
    const s = stemInMemo.get(lang)?.get(word) ?? stem(word);
    if (s !== word && s.length >= MIN_STEM) stems.add(s);
  }
  return [...stems];
}

/**
 * Linking elements between the parts of a compound in the compounding
 * register languages: German Fuge-s/-es/-n/-en/-e/-er ('Prüfungs|bericht'),
 * Dutch -s/-e/-en, the Scandinavian -s/-e. Finnish and Hungarian join
 * their parts without one.
 */
const LINKS = ['', 's', 'es', 'n', 'en', 'e', 'er'] as const;

/** A compound has at most this many parts ('Salz|sprüh|nebel|prüfung'). */
const MAX_PARTS = 4;

/**
 * A folded word split into the fewest parts that `has` knows, each at least
 * `minPart` letters, with a linking element allowed between two parts; the
 * last part may also be known by one of its stems ('…festigkeiten'). Null when
 * the word is not such a compound. The same dictionary method as Lucene's
 * DictionaryCompoundWordTokenFilter, over the index's own vocabulary.
 */
export function splitCompound(word: string, has: (part: string) => boolean, minPart = 3): string[] | null {
  if (word.length < 2 * minPart || /\d/.test(word)) return null;
  const lastKnown = (part: string) => has(part) || stemsOf(part).some(has);
  // Where some register language's stemmer sees the word's ending begin ('calibr|ation', 'enterokokk|en'): a last
  // part from there on is that ending, not a word of a compound ('calibrat|ion', 'enterokok|ken', 'metal|lit').
  let ending: number | undefined;
  const endingFrom = () =>
    (ending ??= Math.min(
      ...wordAndStems(word).map((stem) => (stem !== word && word.startsWith(stem) ? stem.length : word.length)),
    ));
  const best = new Map<number, string[] | null>();
  const from = (start: number, depth: number): string[] | null => {
    if (best.has(start)) return best.get(start)!;
    let found: string[] | null = null;
    // Longest head first: 'druckfestigkeit' before 'druck' + 'festigkeit' when both are known.
    for (let end = word.length; end >= start + minPart && found === null; end--) {
      const head = word.slice(start, end);
      if (end === word.length) {
        if (depth > 0 && lastKnown(head) && start < endingFrom()) found = [head];
        continue;
      }
      if (depth + 1 >= MAX_PARTS || !has(head)) continue;
      for (const link of LINKS) {
        if (!word.startsWith(link, end) || word.length - end - link.length < minPart) continue;
        const rest = from(end + link.length, depth + 1);
        if (rest && (found === null || rest.length + 1 < found.length)) found = [head, ...rest];
      }
    }
    best.set(start, found);
    return found;
  };
  const parts = from(0, 0);
  return parts && parts.length >= 2 ? parts : null;
}

/** Compounds are split only from words this long: shorter ones are rarely two words of three letters or more. */
export const MIN_COMPOUND = 7;

/**
 * The analysed forms of an index's words: each stem of a word in the register languages, and each part of a compound
 * word found among the words (with the part's stems), mapped to the words that have it ('zugversuch' → 'zugversuche';
 * 'versuch' → 'zugversuch'). A query word meets the index's words through its own forms: held beside the index, it
 * costs a small map rather than thousands more index terms. `spellingsOf` gives a word's other spellings, when it has
 * any (British and American English: build/english-spellings.ts): each is a form of the word, as a stem is.
 */
export function formsOfVocabulary(
  words: Iterable<string>,
  spellingsOf: (word: string) => readonly string[] = () => [],
): Record<string, string[]> {
  const vocabulary = new Set<string>();
  for (const word of words) if (word.length >= 4 && !/\d/.test(word)) vocabulary.add(word);
  const has = (part: string) => vocabulary.has(part);
  const forms = new Map<string, Set<string>>();
  const add = (form: string, word: string) => {
    if (form === word) return;
    let holders = forms.get(form);
    if (!holders) forms.set(form, (holders = new Set()));
    holders.add(word);
  };
  for (const word of [...vocabulary].sort()) {
    for (const stem of stemsOf(word)) add(stem, word);
    // English's other spellings of the word ('color' of 'colour', 'sulfate' of 'sulphate'), and their stems.
    for (const spelling of spellingsOf(word)) {
      add(spelling, word);
      for (const stem of stemsOf(spelling)) add(stem, word);
    }
    if (word.length < MIN_COMPOUND) continue;
    for (const part of splitCompound(word, has, 4) ?? []) {
      add(part, word);
      for (const stem of stemsOf(part)) add(stem, word);
    }
  }
  return Object.fromEntries([...forms.keys()].sort().map((form) => [form, [...forms.get(form)!].sort()]));
}

/** Words this long or longer have a cognate key: shorter ones share eight letters with too many others. */
export const COGNATE_FROM = 9;

/** A cognate key's length, in letters: the root that the registers' languages spell alike. */
const COGNATE_KEY = 8;

/**
 * A folded word's cognate key: the start of the word as the registers' languages spell the same Greek or Latin root,
 * with the spellings they differ by made one (ph/f, th/t, ch/k, c/k/s, x/ks/ss/s, ct/tt/t, z/s, y/i, w/v, a leading
 * h, doubled letters), eight letters long: 'cytotoxicity', 'Zytotoxizität' and Finnish 'sytotoksisuus' are all 'sitotosi',
 * 'nephelometry' and 'nefelometrie' 'nefelome'. Null for a word under COGNATE_FROM letters or with a digit.
 */
export function cognateKey(word: string): string | null {
  if (word.length < COGNATE_FROM || /\d/.test(word)) return null;
  const key = word
    .replace(/^h/, '')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/rh/g, 'r')
    .replace(/ch/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 's')
    .replace(/ks/g, 's')
    .replace(/kt/g, 't')
    .replace(/z/g, 's')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1');
  return key.length >= COGNATE_KEY ? key.slice(0, COGNATE_KEY) : null;
}
