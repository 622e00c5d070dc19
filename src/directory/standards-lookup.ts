// The standards the directory's labs are accredited to, one entry per matching
// key ('ISO 6892-1', whatever year or national adoption the labs cite), and
// the lookup that turns what a user typed ('din en iso 6892-1:2020', '6892',
// 'Zugversuch') into them.
//
// Open to every tier: an entry holds only public things (the reference, its
// official title, a category, the names tests under it go by) and one count,
// the active labs holding it, which `/labs?standard=<reference>` already
// tells as meta.total. Nothing here says which lab holds what.
import { categoryBySlug } from '../domain/categories.ts';
import { catalogEntry } from '../domain/catalog.ts';
import { WORD_BOUNDARY, allTermsQuery, foldTerm, matchesAsPrefix, queryTerms } from '../domain/search-rules.ts';
import { canonicalIdForKey, standardKey } from '../domain/standards.ts';
import { testsNamedBy, testsOfCapability } from '../domain/terminology.ts';
import type { LoadedDirectory } from './load.ts';
import { perBuild } from './per-build.ts';

export interface StandardEntry {
  /** canonicalIdForKey(reference): 'iso-6892-1'. */
  id: string;
  /** The matching key: 'ISO 6892-1'. */
  reference: string;
  /** The official English title when the catalog has the standard, else null. */
  title: string | null;
  /** The catalog's category, else the one most of the standard's capabilities carry; null when none does. */
  category: { slug: string; name: string } | null;
  /** Labs with an active accreditation holding it: what `/labs?standard=<reference>` lists by default. */
  lab_count: number;
  /**
   * How the catalog names the test (empty for a standard the catalog does not
   * hold): public. Not the labs' own wording, which is a lab's scope, a paid
   * field, and for a standard one lab holds would show that lab's.
   */
  names: string[];
  /**
   * The labs' wording of the tests under it, most common first (at most MAX_NAMES): matched by lookups and suggestions,
   * never shown.
   */
  wording: readonly string[];
}

export interface Standards {
  /** Most labs first, then reference. */
  entries: StandardEntry[];
  byId: Map<string, StandardEntry>;
}

const MAX_NAMES = 5;

/** Order of references in ties: 'ISO 6892-2' before 'ISO 6892-10'. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byCountThenReference = (a: StandardEntry, b: StandardEntry) =>
  b.lab_count - a.lab_count || collator.compare(a.reference, b.reference);

/** One byte per lab, 1 when its accreditation is active (the default status filter). */
export const activeLabs = perBuild((dir): Uint8Array => {
  const members = new Uint8Array(dir.labs.length);
  for (const p of dir.byStatus.get('active') ?? []) members[p] = 1;
  return members;
});

/** The keys of `tally` by count, most first, then alphabetically. */
function mostCommon(tally: Map<string, number>, max: number): string[] {
  return [...tally]
    .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
    .slice(0, max)
    .map(([name]) => name);
}

export const standardsOf = perBuild((dir): Standards => {
  const active = activeLabs(dir);
  const names = new Map<string, Map<string, number>>();
  const categories = new Map<string, Map<string, number>>();
  const add = (tallies: Map<string, Map<string, number>>, key: string, value: string) => {
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = new Map()));
    tally.set(value, (tally.get(value) ?? 0) + 1);
  };
  for (const lab of dir.labs) {
    for (const c of lab.capabilities) {
      if (!c.standard_key) continue;
      add(names, c.standard_key, c.name);
      if (c.category_slug) add(categories, c.standard_key, c.category_slug);
    }
  }
  const entries: StandardEntry[] = [];
  for (const [key, holders] of dir.byStandardKey) {
    let labCount = 0;
    for (let i = 0; i < holders.length; i++) labCount += active[holders[i]!]!;
    const catalog = catalogEntry(key);
    const slug = catalog?.category ?? mostCommon(categories.get(key) ?? new Map(), 1)[0];
    const category = slug ? categoryBySlug(slug) : undefined;
    // Frozen: every caller shares the entries of a build.
    entries.push(
      Object.freeze({
        id: canonicalIdForKey(key),
        reference: key,
        title: catalog?.title ?? null,
        category: category ? Object.freeze({ slug: category.slug, name: category.name }) : null,
        lab_count: labCount,
        names: Object.freeze(catalog ? [catalog.test] : []) as string[],
        wording: Object.freeze(mostCommon(names.get(key) ?? new Map(), MAX_NAMES)),
      }),
    );
  }
  entries.sort(byCountThenReference);
  return { entries, byId: new Map(entries.map((e) => [e.id, e])) };
});

/**
 * A reference squeezed to its folded letters and digits, the search rules'
 * word folding applied to each piece: 'ISO 6892-1' → 'iso68921', and so does
 * 'iso6892-1' or 'ISO 6892 1': how far a half-typed reference has got.
 */
function squeeze(text: string): string {
  let out = '';
  for (const word of text.split(WORD_BOUNDARY)) out += foldTerm(word) ?? '';
  return out;
}

/**
 * Each entry's reference squeezed from its start ('iso68921'), then from each
 * later word, and from the digits of a word that has letters before them
 * ('EURAMET CG-20' → 'eurametcg20', 'cg20', '20'; 'ETSI EN 300 328' → …
 * '300328'): a number typed alone ('6892', 'e8', 'cg 20') finds its standard.
 * In the order of `standardsOf(dir).entries`.
 */
export const referenceFormsOf = perBuild((dir): string[][] =>
  standardsOf(dir).entries.map((e) => {
    const words = e.reference.split(' ');
    const forms = new Set([squeeze(e.reference)]);
    for (let i = 1; i < words.length; i++) {
      forms.add(squeeze(words.slice(i).join(' ')));
      const digitsFrom = words[i]!.search(/\d/);
      if (digitsFrom > 0) forms.add(squeeze(`${words[i]!.slice(digitsFrom)} ${words.slice(i + 1).join(' ')}`));
    }
    forms.delete('');
    return [...forms];
  }),
);

/**
 * How a typed reference meets a standard: its very key, a whole number or reference as squeezed, or the start of one.
 */
export const REFERENCE_MATCH = { exactKey: 3, whole: 2, prefix: 1 } as const;

export interface ReferenceHit {
  entry: StandardEntry;
  /** One of REFERENCE_MATCH. */
  match: number;
}

/**
 * The standards what was typed names by reference, best first (how it
 * matches, then most labs, then reference): its matching key
 * ('din en iso 6892-1:2020' → ISO 6892-1, any year, any adoption), then the
 * references it is all or the start of, from the body or from the number
 * ('ISO6892', 'iso 68', '6892' → ISO 6892-1, ISO 6892-2). A lone digit is
 * not the start of every number (the search rules' matchesAsPrefix).
 */
export function standardsByReference(dir: LoadedDirectory, q: string): ReferenceHit[] {
  const { entries } = standardsOf(dir);
  const formsOf = referenceFormsOf(dir);
  const key = standardKey(q);
  const typed = [...new Set([squeeze(q), key === null ? '' : squeeze(key)])].filter((s) => s !== '');
  const asPrefix = typed.map((s) => matchesAsPrefix(s, true));
  const hits: ReferenceHit[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.reference === key) {
      hits.push({ entry, match: REFERENCE_MATCH.exactKey });
      continue;
    }
    let match = 0;
    const forms = formsOf[i]!;
    for (let t = 0; t < typed.length && match < REFERENCE_MATCH.whole; t++) {
      for (const form of forms) {
        if (form === typed[t]) {
          match = REFERENCE_MATCH.whole;
          break;
        }
        if (asPrefix[t] && form.startsWith(typed[t]!)) match = REFERENCE_MATCH.prefix;
      }
    }
    if (match > 0) hits.push({ entry, match });
  }
  // `entries` is already by lab count, then reference: a stable sort by match keeps that within each kind of match.
  return hits.sort((a, b) => b.match - a.match);
}

/** As in the lab search: a reference counts most, then the test's name in English or any other language. */
const SCOPE_BOOST = { standards: 4, capabilities: 2, terms: 2 };

/**
 * The standards what was typed names, best first, at most `limit`:
 * by reference first (standardsByReference), then by the words of their
 * titles and their tests' names in any register language ('salmonella',
 * 'Zugversuch', 'prova di trazione'), as the lab search matches them through
 * the scope index: every word in one standard, the last as a prefix, longer
 * words with a typo. Word matches rank the standards of the test the words name first, then by how many words were
 * found as typed, then relevance, then most labs, then reference. A standard of a kind of the test named (its concept's
 * `broader`) follows the test's own and precedes the rest.
 */
export function lookupStandards(dir: LoadedDirectory, q: string, limit: number): StandardEntry[] {
  if (!(limit >= 1)) return [];
  const { byId } = standardsOf(dir);
  const found = standardsByReference(dir, q).map((hit) => hit.entry);
  if (found.length >= limit) return found.slice(0, limit);
  const terms = queryTerms(q);
  if (terms.length === 0) return found;
  const seen = new Set(found);
  // A standard of the test the words name, whole ('essai de traction'), ranks before one whose titles only hold them
  // (ISO 4624's French title is 'Essai de traction': the pull-off test of paints), as in the lab search.
  const named = new Set(testsNamedBy(terms));
  const byWords: Array<{ entry: StandardEntry; ofTest: number; asTyped: number; score: number }> = [];
  for (const hit of dir.scopeIndex.search(allTermsQuery(terms), {
    fields: ['standards', 'capabilities', 'terms'],
    boost: SCOPE_BOOST,
  })) {
    const entry = byId.get(hit.id as string);
    if (!entry || seen.has(entry)) continue;
    const { tests, kindOf } = testsOfCapability({
      canonical_id: entry.id,
      standard_key: entry.reference,
      category_slug: null,
    });
    byWords.push({
      entry,
      // The test itself 2, a kind of it 1 (ISO 527, the tensile properties of plastics, for 'essai de traction').
      ofTest: tests.some((id) => named.has(id)) ? 2 : kindOf.some((id) => named.has(id)) ? 1 : 0,
      asTyped: terms.filter((t) => hit.terms.includes(t)).length,
      score: hit.score,
    });
  }
  byWords.sort(
    (a, b) =>
      b.ofTest - a.ofTest || b.asTyped - a.asTyped || b.score - a.score || byCountThenReference(a.entry, b.entry),
  );
  for (const { entry } of byWords) {
    if (found.length >= limit) break;
    found.push(entry);
  }
  return found;
}
