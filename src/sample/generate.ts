// The sample directory: realistic raw snapshots for every body, in exactly the
// format the scrapers write (marked `sample: true`). Deterministic: the same
// seed, size, date and places table give byte-identical output.
import { BODIES, type AccreditationBody } from '../domain/bodies.ts';
import { standardsInCategory, type CatalogStandard } from '../domain/catalog.ts';
import { slugify } from '../domain/slugs.ts';
import type { AccreditationStatus, RawLab, RawSnapshot } from '../domain/types.ts';
import { accreditationNumber, registerRecordUrl, scopeDocumentUrl, type LabKind } from './identifiers.ts';
import { LOCALES, type Locale } from './locales.ts';
import { phoneOf, postcodeOf, type Place } from './places.ts';
import { createRng, type Rng } from './random.ts';
import { citableIn, formatReference, inHouseMethod, NON_STANDARD_METHODS } from './scope-writing.ts';
import { namedIn, scopeLanguage, wordScopeItem, type ScopeItem } from './scope-language.ts';
import type { Language } from '../domain/terminology.ts';

export interface SampleOptions {
  seed: string;
  /** Total labs across all bodies. */
  labs: number;
  /** The day the sample pretends to be scraped on (YYYY-MM-DD). */
  asOf: string;
  /** Real towns with their postcodes and area codes, for every country of the bodies (places.ts). */
  places: readonly Place[];
  /** Body whose snapshot is made stale (older than 30 days). */
  staleBody?: string;
}

/** How often labs of each specialty occur among testing labs (relative weights). */
const SPECIALTY_WEIGHTS: Readonly<Record<string, number>> = {
  chemical: 12,
  microbiological: 8,
  'food-feed': 8,
  water: 7,
  environmental: 8,
  mechanical: 10,
  'metallurgy-materials': 7,
  'construction-materials': 9,
  'non-destructive': 5,
  'electrical-safety': 5,
  'emc-radio': 4,
  'medical-devices-pharma': 5,
  'textiles-leather': 3,
  'consumer-products-toys': 3,
  'fire-testing': 2,
  'acoustics-vibration': 3,
  'workplace-exposure': 2,
  'molecular-biology': 3,
  forensic: 1,
  radiation: 1,
  'optical-photometry': 1.5,
};

/** Neighbouring fields a lab of one specialty also commonly covers. */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  chemical: ['environmental', 'water', 'food-feed', 'workplace-exposure'],
  microbiological: ['food-feed', 'water', 'molecular-biology', 'medical-devices-pharma'],
  'molecular-biology': ['microbiological', 'food-feed'],
  'food-feed': ['microbiological', 'chemical', 'molecular-biology'],
  water: ['chemical', 'microbiological', 'environmental'],
  environmental: ['chemical', 'water', 'workplace-exposure'],
  'workplace-exposure': ['environmental', 'chemical', 'acoustics-vibration'],
  mechanical: ['metallurgy-materials', 'non-destructive'],
  'metallurgy-materials': ['mechanical', 'non-destructive', 'chemical'],
  'non-destructive': ['metallurgy-materials', 'mechanical'],
  'construction-materials': ['mechanical', 'fire-testing', 'acoustics-vibration'],
  'electrical-safety': ['emc-radio', 'fire-testing'],
  'emc-radio': ['electrical-safety'],
  'acoustics-vibration': ['construction-materials', 'workplace-exposure'],
  'fire-testing': ['construction-materials', 'textiles-leather'],
  'textiles-leather': ['consumer-products-toys', 'chemical'],
  'consumer-products-toys': ['textiles-leather', 'chemical', 'electrical-safety'],
  'medical-devices-pharma': ['microbiological', 'chemical'],
  forensic: ['chemical', 'molecular-biology'],
  radiation: ['environmental', 'water'],
  'optical-photometry': ['electrical-safety'],
  calibration: [],
};

const CALIBRATION_SHARE = 0.18;
const DUPLICATE_SHARE = 0.005;
const STATUS_WEIGHTS: ReadonlyArray<[AccreditationStatus | null, number]> = [
  ['active', 88],
  ['suspended', 6],
  ['withdrawn', 5],
  [null, 1],
];
const LEGAL_FORMS = new Set([
  'gmbh',
  'co',
  'kg',
  'ag',
  'mbh',
  'sarl',
  'sas',
  'sa',
  'srl',
  's',
  'r',
  'l',
  'p',
  'a',
  'spa',
  'sl',
  'bv',
  'nv',
  'sp',
  'z',
  'o',
  'oo',
  'sro',
  'kft',
  'zrt',
  'oy',
  'ab',
  'as',
  'aps',
  'ltd',
  'limited',
  'plc',
  'lda',
  'ae',
  'ek',
  'ug',
  'gbr',
  'e',
  'v',
  'ev',
  'und',
  'and',
  'et',
  'de',
  'du',
  'des',
  'la',
  'le',
  'di',
  'del',
  'della',
  'für',
  'fur',
  'the',
  'of',
  'en',
  'van',
  'voor',
  'dr',
  'for',
  'och',
  'og',
]);

/** Split `total` across bodies in proportion to their real size (largest remainder). */
export function allocate(total: number, bodies: readonly AccreditationBody[]): Map<string, number> {
  const sum = bodies.reduce((s, b) => s + b.labs_estimate, 0);
  const exact = bodies.map((b) => ({ code: b.code, share: (total * b.labs_estimate) / sum }));
  const counts = new Map(exact.map((e) => [e.code, Math.floor(e.share)]));
  let left = total - [...counts.values()].reduce((s, n) => s + n, 0);
  for (const e of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1) || (a.code < b.code ? -1 : 1))) {
    if (left-- <= 0) break;
    counts.set(e.code, counts.get(e.code)! + 1);
  }
  return counts;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY = 86_400_000;

function websiteDomain(name: string, locale: Locale, rng: Rng): string {
  const words = slugify(name)
    .split('-')
    .filter((w) => w.length > 1 && !LEGAL_FORMS.has(w) && !/^\d+$/.test(w));
  const picked = words.slice(0, rng.chance(0.6) ? 2 : words.length >= 3 ? 3 : 1);
  return `${(picked.length ? picked : ['lab']).join('-')}.${locale.tld}`;
}

interface Person {
  first: string;
  last: string;
  display: string;
}

function person(locale: Locale, rng: Rng): Person {
  const first = rng.pick(locale.firstNames);
  const last = rng.pick(locale.lastNames);
  const title = rng.pick(['', '', '', 'Dr. ', 'Dr. ', 'Prof. ', 'Dipl.-Ing. ', 'Ing. ', 'Mag. ']);
  const usesTitle = ['DE', 'AT', 'CH', 'CZ', 'SK', 'PL', 'HU'].includes(locale.country) || title === 'Dr. ';
  return { first, last, display: `${usesTitle ? title : ''}${first} ${last}`.trim() };
}

function mailbox(text: string): string {
  return slugify(text).replace(/-/g, '');
}

const FREE_MAIL = [
  'gmail.com',
  'gmx.de',
  'web.de',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'orange.fr',
  'libero.it',
  'wp.pl',
  'seznam.cz',
  't-online.de',
  'bluewin.ch',
  'telia.com',
];

/** A contact e-mail as registers publish them: often a role address, often a person's. */
function contactEmail(domain: string, contact: Person | null, locale: Locale, rng: Rng): string | null {
  const first = mailbox(contact?.first ?? rng.pick(locale.firstNames));
  const last = mailbox(contact?.last ?? rng.pick(locale.lastNames));
  const style = rng.weighted(
    [
      ['role', 55],
      ['first.last', 12],
      ['f.last', 5],
      ['last', 5],
      ['free-mail', 8],
      ['group-role', 5],
      ['none', 10],
    ] as const,
    ([, w]) => w,
  )[0];
  switch (style) {
    case 'role':
      return `${rng.pick(locale.roleMailboxes)}@${domain}`;
    case 'first.last':
      return `${first}.${last}@${domain}`;
    case 'f.last':
      return `${first.charAt(0)}.${last}@${domain}`;
    case 'last':
      return `${last}@${domain}`;
    case 'free-mail':
      return `${first}.${last}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(FREE_MAIL)}`;
    case 'group-role':
      return `${rng.pick(locale.roleMailboxes)}@${rng.pick(['labgroup-europe.com', 'testing-holding.eu', 'analytica-group.com'])}`;
    default:
      return null;
  }
}

/**
 * 5 to 60 capabilities, drawn coherently for the lab's specialty and cited the way scopes cite them; worded later, in
 * the register's language.
 */
function scopeItems(specialty: string, country: string, lang: Language, rng: Rng): ScopeItem[] {
  const count = 5 + Math.floor(55 * rng.next() ** 1.7);
  const citable = (slug: string) => standardsInCategory(slug).filter((s) => citableIn(s, country));
  const primary = citable(specialty);
  const related = (RELATED[specialty] ?? []).flatMap(citable);
  const chosen = new Set<CatalogStandard>();
  const fromPrimary = Math.min(primary.length, related.length > 0 ? Math.max(3, Math.round(count * 0.7)) : count);
  for (const s of rng.sample(primary, fromPrimary)) chosen.add(s);
  for (const s of rng.sample(related, count - chosen.size)) chosen.add(s);
  const result: ScopeItem[] = [...chosen].map((s) => ({
    kind: 'standard',
    standard: s,
    method: formatReference(s, country, rng),
    category: s.category,
  }));
  const extras = Math.round(result.length * 0.08) + (rng.chance(0.5) ? 1 : 0);
  // An in-house method is worded by its test alone, so only tests the terminology names in the lab's language qualify.
  const inHouseBases = primary.filter((s) => namedIn(s, lang));
  for (let i = 0; i < extras; i++) {
    const nonStandard = NON_STANDARD_METHODS.filter(
      (m) => m.category === specialty || (RELATED[specialty] ?? []).includes(m.category),
    );
    if (nonStandard.length > 0 && rng.chance(0.4)) {
      const m = rng.pick(nonStandard);
      result.push({ kind: 'non-standard', nonStandard: m, category: m.category });
    } else if (inHouseBases.length > 0) {
      const base = rng.pick(inHouseBases);
      result.push({ kind: 'in-house', standard: base, method: inHouseMethod(country, rng), category: specialty });
    }
  }
  return rng.sample(result, result.length);
}

interface Draft {
  raw: RawLab;
  kind: LabKind;
  scope: ScopeItem[];
}

function makeLab(body: AccreditationBody, serial: number, places: readonly Place[], asOfMs: number, rng: Rng): Draft {
  const locale = LOCALES[body.country]!;
  const kind: LabKind = rng.chance(CALIBRATION_SHARE) ? 'calibration' : 'testing';
  const specialty =
    kind === 'calibration' ? 'calibration' : rng.weighted(Object.keys(SPECIALTY_WEIGHTS), (s) => SPECIALTY_WEIGHTS[s]!);
  // Industrial centres weigh more, but smaller towns still get labs.
  const city = rng.weighted(places, (c) => c.population ** 0.75);
  const lang = scopeLanguage(body.country, city.admin1);
  const name = locale.labName(rng, { city: city.name, language: lang, specialty, kind });
  const domain = websiteDomain(name, locale, rng);
  const contact = rng.chance(0.75) ? person(locale, rng) : null;
  const number = accreditationNumber(body.code, kind, serial, rng);
  const registerId = String(10_000 + serial * 3 + rng.int(0, 2));
  const accredited = Date.UTC(rng.int(1992, 2025), rng.int(0, 11), rng.int(1, 28));
  const verified = Math.max(accredited, asOfMs - rng.int(0, 700) * DAY);
  const scope = scopeItems(specialty, body.country, lang, rng);
  // The lines' wording varies by a stream of the lab's own (a fork draws nothing from `rng`, so the rest is unchanged).
  const wording = rng.fork(`wording:${serial}`);
  return {
    kind,
    scope,
    raw: {
      register_id: registerId,
      name,
      accreditation_number: number,
      accreditation_status: rng.weighted(STATUS_WEIGHTS, ([, w]) => w)[0],
      lab_type: kind,
      country: body.country,
      street_address: locale.street(rng, lang),
      city: city.name,
      postcode: postcodeOf(city, rng),
      latitude: Math.round((city.latitude + (rng.next() - 0.5) * 0.04) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + (rng.next() - 0.5) * 0.06) * 1e5) / 1e5,
      phone: rng.chance(0.93) ? phoneOf(city, rng) : null,
      email: contactEmail(domain, contact, locale, rng),
      contact_person: contact?.display ?? null,
      website_url: rng.chance(0.92) ? `https://www.${domain}/` : null,
      scope_document_url: scopeDocumentUrl(body.code, number, kind),
      source_url: registerRecordUrl(body.code, number, registerId),
      accreditation_date: isoDate(accredited),
      last_verified: rng.chance(0.97) ? isoDate(verified) : null,
      capabilities: scope.map((item) => wordScopeItem(item, lang, wording)),
    },
  };
}

/** scraped_at per body: within the last week, except the stale one. */
function scrapedAt(body: string, staleBody: string, asOfMs: number, rng: Rng): string {
  const daysAgo = body === staleBody ? 38 + rng.int(0, 6) : rng.int(0, 6);
  const at = asOfMs - daysAgo * DAY + rng.int(1, 6) * 3_600_000 + rng.int(0, 3599) * 1000;
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function generateSample(
  options: SampleOptions,
  onBody?: (body: string, done: number, total: number) => void,
): RawSnapshot[] {
  const { seed, asOf, staleBody = 'NAH' } = options;
  const asOfMs = Date.parse(`${asOf}T00:00:00Z`);
  if (Number.isNaN(asOfMs)) throw new Error(`asOf must be a date YYYY-MM-DD, got '${asOf}'`);
  if (!Number.isInteger(options.labs) || options.labs < BODIES.length)
    throw new Error(`labs must be an integer of at least ${BODIES.length}, got ${options.labs}`);
  const root = createRng(seed);
  const duplicates = Math.round(options.labs * DUPLICATE_SHARE);
  const allocation = allocate(options.labs - duplicates, BODIES);
  const placesByCountry = new Map<string, Place[]>();
  for (const p of options.places) placesByCountry.set(p.country, [...(placesByCountry.get(p.country) ?? []), p]);

  const drafts = new Map<string, Draft[]>();
  const serials = new Map<string, number>();
  BODIES.forEach((body, i) => {
    const rng = root.fork(`body:${body.code}`);
    const places = placesByCountry.get(body.country);
    if (!places?.length) throw new Error(`no places for ${body.country}`);
    const count = allocation.get(body.code) ?? 0;
    const list: Draft[] = [];
    for (let serial = 1; serial <= count; serial++) list.push(makeLab(body, serial, places, asOfMs, rng));
    drafts.set(body.code, list);
    serials.set(body.code, count);
    onBody?.(body.code, i + 1, BODIES.length);
  });

  // A multinational site accredited twice: the same lab in two registers.
  const dupRng = root.fork('duplicates');
  // Multinationals sit in the larger registers; a tiny sample takes any body with labs.
  const large = BODIES.filter((b) => (drafts.get(b.code)?.length ?? 0) > 50);
  const candidates = large.length > 0 ? large : BODIES.filter((b) => (drafts.get(b.code)?.length ?? 0) > 0);
  for (let i = 0; i < duplicates; i++) {
    const from = dupRng.pick(candidates);
    const to = dupRng.pick(BODIES.filter((b) => b.code !== from.code));
    const original = dupRng.pick(drafts.get(from.code)!);
    const serial = serials.get(to.code)! + 1;
    serials.set(to.code, serial);
    const number = accreditationNumber(to.code, original.kind, serial, dupRng);
    const registerId = String(10_000 + serial * 3 + dupRng.int(0, 2));
    // Its other register words the scope in its own language.
    const scope = dupRng.sample(original.scope, Math.max(3, Math.ceil(original.scope.length / 2)));
    const wording = dupRng.fork(`wording:${i}`);
    drafts.get(to.code)!.push({
      kind: original.kind,
      scope,
      raw: {
        ...original.raw,
        register_id: registerId,
        accreditation_number: number,
        scope_document_url: scopeDocumentUrl(to.code, number, original.kind),
        source_url: registerRecordUrl(to.code, number, registerId),
        capabilities: scope.map((item) => wordScopeItem(item, scopeLanguage(to.country, null), wording)),
      },
    });
  }

  return BODIES.map((body) => ({
    body: body.code,
    country: body.country,
    scraped_at: scrapedAt(body.code, staleBody, asOfMs, root.fork(`scraped:${body.code}`)),
    source: body.register_url,
    sample: true,
    labs: drafts.get(body.code)!.map((d) => d.raw),
  }));
}
