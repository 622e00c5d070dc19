// The standard-reference normaliser. Registers write the same method a dozen
// ways ('DIN EN ISO 6892-1:2020-06', 'ISO6892-1', 'PN-EN ISO 6892-1'); search
// by standard needs one matching key per document ('ISO 6892-1'). Everything
// here is pure string work: no I/O, no state.

export type MethodKind = 'standard' | 'in-house' | 'non-standard' | 'unparsed';

export interface ParsedMethod {
  kind: MethodKind;
  /** The input as given. */
  raw: string;
  /**
   * National adoption prefix kept aside, normalised spelling: 'DIN', 'BS', 'NF', 'UNE', 'UNI', 'CEI',
   * 'UNI CEI', 'ÖNORM', 'SN', 'SS', 'DS', 'SFS', 'NS', 'NEN', 'NBN', 'I.S.', 'NP', 'PN', 'ČSN', 'STN',
   * 'MSZ', 'ELOT', 'SIST', and the other CEN members' 'EVS', 'LVS', 'LST', 'BDS', 'SR', 'HRN', 'CYS',
   * 'MSA', 'ÍST', 'SRPS', 'ILNAS', 'TS'; null when none.
   */
  adoption: string | null;
  /**
   * The core designation without adoption prefix, year, amendments: 'EN ISO 6892-1', 'ISO 105-B02', 'ASTM E8/E8M', 'DIN
   * 53505'. null unless kind === 'standard'.
   */
  core: string | null;
  /**
   * Matching key: year-free, adoption-free, European-adoption-free, uppercase, single spaces: 'ISO 6892-1'. null unless
   * kind === 'standard'.
   */
  key: string | null;
  /** '2019', or DIN's issue date '2020-06'; null when absent. */
  year: string | null;
  /** Normalised amendments/corrigenda in order: ['A1:2020'], ['AC:2016'], ['AMD 1']. */
  amendments: string[];
  /** ASTM edition suffix without the dash: '14', '22a', null otherwise. */
  edition: string | null;
  /**
   * For 'non-standard': the source family ('APHA', 'US EPA', 'AOAC', 'Ph. Eur.', 'OECD TG', ...); 'in-house' for
   * in-house; null for 'standard'.
   */
  source: string | null;
  /** A stable lowercase URL-safe id ('iso-6892-1', 'us-epa-8270d'); null for in-house and unparsed. */
  canonical_id: string | null;
}

// ---------------------------------------------------------------------------
// Text folding: every rule below works on one canonical spelling of the input.
// ---------------------------------------------------------------------------

/** Dash look-alikes (incl. soft hyphen and U+2011) that registers paste from PDFs and word processors. */
const DASHES = /[\u00AD\u2010-\u2015\u2043\u2212\u2E3A\u2E3B\uFE58\uFE63\uFF0D]/g;
/** Zero-width characters: invisible, so they separate nothing. */
const INVISIBLES = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Greek and Cyrillic capitals indistinguishable from Latin ones ('ΕΝ ISO' typed on a Greek keyboard). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

/**
 * One canonical spelling: NFKC, uppercase, no diacritics (ÖNORM = ONORM, ČSN = CSN),
 * Latin look-alikes, ASCII dashes, single spaces, and no spaces around - / : +
 * so 'ISO 6892 - 1 : 2019' and 'ISO 6892-1:2019' read the same.
 */
function foldText(input: string): string {
  // Most references are printable ASCII, which has no compatibility forms, marks, look-alikes, invisibles or other
  // dashes: only the rest goes through those steps.
  const ascii = /^[\x20-\x7e]*$/.test(input);
  let s = ascii ? input.toUpperCase() : input.normalize('NFKC').toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (!ascii) {
    // The Greek body's name has a Λ, which has no Latin twin: spell it out before folding.
    s = s.replace(/[EΕЕ]Λ[OΟО][TΤТ]/g, 'ELOT');
    s = s.replace(LOOKALIKE, (c) => LOOKALIKES[c] ?? c);
    s = s.replace(INVISIBLES, '').replace(DASHES, '-');
  }
  s = s.replace(/\s+/g, ' ');
  s = s.replace(/ ?([-/:+]) ?/g, '$1').replace(/-{2,}/g, '-');
  // A footnote's mark on a prefix ('APHA* 4500-H+', the annex's "see note") is not part of the designation.
  s = s.replace(/(?<=[A-Z])\*+(?= |$)/g, '');
  // Greek capitals typed for Latin ones run the prefixes together: 'ELOTΕΝISO 898' is ELOT EN ISO 898.
  s = s.replace(/\bELOT(?=EN|ISO|IEC)/g, 'ELOT ').replace(/\bEN(?=ISO|IEC)/g, 'EN ');
  // ELOT numbers a part after a dot, on two digits, and its edition after an E: 'ELOT EN ISO 898.01E3' is part 1.
  s = s.replace(/(\bELOT (?:(?:EN|ISO|IEC) )*\d+)\.0([1-9])(?!\d)(?:E\d+\b)?/g, '$1-$2');
  return s.trim();
}

/** Lowercase, ASCII, single dashes. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------
// In-house methods: a lab's own procedure, even when it cites a standard.
// ---------------------------------------------------------------------------

/** Whole words that on their own mean "our own method". */
const IN_HOUSE_PHRASE =
  /\b(?:HAUSVERFAHREN|HAUSMETHODE|HAUSINTERNE?S?|IN-?HOUSE|IN HOUSE|PROCEDURA BADAWCZA|PRUFVORSCHRIFT|WERKVOORSCHRIFT|ARBEITSANWEISUNG|OMA MENETELMA)\b|\bSOPS?\b|^SOP(?=\d)/;
/** "internal" / "own" in the languages of the registers... */
const OWN_WORD =
  /\b(?:INTERN|INTERNE|INTERNES|INTERNER|INTERNA|INTERNO|INTERNI|INTERNAL|EIGEN|EIGENE|EIGENES|EIGENER|EGEN|EGNE|VLASTNI|W[LŁ]ASNA|W[LŁ]ASNY|LASTNA|PROPRIA|PROPRIO|BELSO|SISAINEN)\b/;
/** ...next to "method" / "procedure" in the same languages. */
const METHOD_WORD =
  /\b(?:METHOD\w*|METOD\w*|VERFAHREN|PROCED\w*|VOORSCHRIFT|POSTUP|MENETELMA|MODSZER|OPERATOIRE|ANWEISUNG|PRUFVORSCHRIFT|INSTRUCTION|PROTOCOL\w*)\b/;
/** A bare procedure code: 'PV 12', 'PA-LAB-07', 'MI-12' (Prüfvorschrift, procédure d'analyse, metodo interno...). */
const IN_HOUSE_CODE = /^(?:PV|PA|PB|PE|PI|PO|MI|MO|HM|WI)(?:[-. /]?[A-Z]{1,6})?[-. /]?\d+(?:[-./]\d+)*[A-Z]?$/;

function isInHouse(s: string): boolean {
  return IN_HOUSE_PHRASE.test(s) || (OWN_WORD.test(s) && METHOD_WORD.test(s)) || IN_HOUSE_CODE.test(s);
}

// ---------------------------------------------------------------------------
// Non-standard published sources: citable, but not standards.
// ---------------------------------------------------------------------------

interface SourceRule {
  /** The family as reported in `source`. */
  source: string;
  /** What the canonical id starts with (slugified). */
  idPrefix: string;
  /** Anchored at the start; the designation, if any, in group `d`. */
  pattern: RegExp;
}

const SOURCES: readonly SourceRule[] = [
  {
    source: 'APHA',
    idPrefix: 'APHA',
    pattern:
      /^(?:APHA(?:[ /]?AWWA(?:[ /]?WEF)?)?|SMEWW|STANDARD METHODS(?: FOR THE EXAMINATION OF WATER AND WASTEWATER)?|SM(?= ?\d{4}))(?: ?(?:METHOD|SM))?(?: ?(?<d>\d{4}(?:-[A-Z0-9+]+)*(?:[ -][A-Z](?![A-Z0-9]))?))?/,
  },
  {
    source: 'US EPA',
    idPrefix: 'US EPA',
    pattern:
      /^(?:(?:U\.?S\.? ?)?EPA|SW-?846)(?: ?(?:METHOD|SW-?846))*(?: ?(?<d>(?:[A-Z]{1,3}-?)?\d+(?:\.\d+)?[A-Z]?))?/,
  },
  {
    source: 'AOAC',
    idPrefix: 'AOAC',
    pattern:
      /^AOAC(?: INTERNATIONAL)?(?: ?(?:OFFICIAL METHODS? OF ANALYSIS|OFFICIAL METHOD|OMA|METHOD))?(?: ?SM)?(?: ?(?<d>\d{3,4}\.\d{2,3}[A-Z]?))?/,
  },
  {
    source: 'Ph. Eur.',
    idPrefix: 'Ph. Eur.',
    pattern:
      /^(?:PH\.? ?EUR\.?|PHARM\.? ?EUR\.?|EUR\.? ?PH\.?|EUROPEAN PHARMACOPOEIA|EUROPAISCHES ARZNEIBUCH|PHARMACOPEE EUROPEENNE|EP(?= ?\d))(?: ?(?:CHAPTER|METHOD|KAP\.?))?(?: ?(?<d>\d+(?:\.\d+)*))?/,
  },
  { source: 'USP', idPrefix: 'USP', pattern: /^USP(?:-?NF)?(?: ?\d{2}(?= ?<))?(?: ?(?:<(?<d>\d+)>|(?<n>\d+)))?/ },
  {
    source: 'OECD TG',
    idPrefix: 'OECD TG',
    pattern:
      /^OECD(?: ?(?:TEST GUIDELINES?|GUIDELINES?(?: FOR (?:THE )?TESTING OF CHEMICALS)?|TG|TEST|NO\.?|METHOD))*(?: ?(?<d>\d{3}[A-Z]?))?/,
  },
  { source: 'NIOSH', idPrefix: 'NIOSH', pattern: /^NIOSH(?: ?(?:NMAM|METHOD))*(?: ?(?<d>\d{4}))?/ },
  { source: 'MDHS', idPrefix: 'MDHS', pattern: /^MDHS(?: ?(?<d>\d+(?:\/\d+)?))?/ },
  { source: 'ICH', idPrefix: 'ICH', pattern: /^ICH(?: GUIDELINE)?(?: ?(?<d>[QSEM]\d+[A-Z]?(?: ?\(R\d+\))?))?/ },
  { source: 'IUPAC', idPrefix: 'IUPAC', pattern: /^IUPAC(?: ?(?<d>\d+(?:\.\d+)*))?/ },
  { source: 'OSHA', idPrefix: 'OSHA', pattern: /^OSHA(?: ?METHOD)?(?: ?(?<d>(?:[A-Z]{1,3}-?)?\d+[A-Z]?))?/ },
  {
    // The German official food methods: '§ 64 LFGB L 00.00-20', 'ASU L 00.00-20'.
    source: 'ASU',
    idPrefix: 'ASU',
    pattern: /^(?:ASU ?)?(?:§ ?64 ?LFGB|ASU)(?: ?§ ?64 ?LFGB)?(?: ?(?<d>[A-Z] ?\d{2}\.\d{2}(?:\.\d{2})*(?:-\d+)?))?/,
  },
];

interface SourceMatch {
  source: string;
  canonicalId: string | null;
  year: string | null;
}

function parseNonStandard(s: string): SourceMatch | null {
  for (const rule of SOURCES) {
    const m = rule.pattern.exec(s);
    if (!m) continue;
    const designation = m.groups?.d ?? m.groups?.n ?? null;
    // Without a designation the family name must be a whole word: 'EPAL' is not EPA.
    if (!designation && /^[A-Z0-9]/.test(s.slice(m[0].length))) continue;
    const year = /^(?::| ?\()((?:19|20)\d{2})\b/.exec(s.slice(m[0].length))?.[1] ?? null;
    return {
      source: rule.source,
      // Without a designation the family alone would lump every method together.
      canonicalId: designation ? slugify(`${rule.idPrefix} ${designation}`) : null,
      year,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Designations: one matcher per family of standards bodies.
// ---------------------------------------------------------------------------

/** A part after a hyphen: '1', 'B02' (ISO 105), 'H 1' (old DIN 38409), '103.1' (BS 812). */
const PART = String.raw`(?:[A-Z]{1,2} ?\d+[A-Z]?|\d+(?:\.\d+)*[A-Z]?)(?![A-Z])`;
/** A number with its parts: '6892-1', '60068-2-6'. */
const NUM = String.raw`\d+(?:-${PART})*`;
/** IEEE and VDA number with dots: '802.11', '19.1'. */
const DOTTED_NUM = String.raw`\d+(?:\.\d+)*(?:-${PART})*`;

interface Designation {
  core: string;
  key: string;
  /** What follows the designation: year, amendments, free text. */
  rest: string;
  /** A year found inside the designation itself ('-2019', ASTM's '(2021)'). */
  year: string | null;
  edition: string | null;
}

type Matcher = (s: string) => Designation | null;

/** A plausible publication year, for hyphen and space forms where a number could also be a part. */
const YEAR_LIKE = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
const MONTH = `(?:0[1-9]|1[0-2])`;
const TRAILING_YEAR = new RegExp(`^(.+?)-(${YEAR_LIKE})(?:-(${MONTH}))?$`);

/**
 * Tidies a matched number: 'H 1' → 'H1'; a trailing '-2019' or DIN-style '-2020-06'
 * is a year, not a part (parts never run that high; a main number like EN 1992 is kept).
 */
function splitNumber(num: string): { num: string; year: string | null } {
  const tight = num.replace(/([A-Z]) (?=\d)/g, '$1');
  const m = TRAILING_YEAR.exec(tight);
  if (!m) return { num: tight, year: null };
  return { num: m[1] ?? tight, year: m[3] ? `${m[2]}-${m[3]}` : (m[2] ?? null) };
}

function designation(
  core: string,
  key: string,
  s: string,
  matched: string,
  year: string | null = null,
  edition: string | null = null,
): Designation {
  return { core, key, rest: s.slice(matched.length), year, edition };
}

/** Joint and mixed organisation spellings, as they appear in the key. */
const KEY_ORG: Readonly<Record<string, string>> = {
  'IEC/EN': 'IEC',
  'EN/IEC': 'IEC',
  'ISO/EN': 'ISO',
  'EN/ISO': 'ISO',
};

const ISO_FAMILY = new RegExp(
  '^(?:(EN|CEN)[ -]?)?(ISO/IEC/IEEE|ISO/IEC|ISO/ASTM|ISO/IEEE|ISO/CIE|IEC/IEEE|IEC/EN|EN/IEC|ISO/EN|EN/ISO|ISO|IEC)' +
    `(?:[/ ](TS|TR|PAS|GUIDE)(?![A-Z]))?[ -]?(${NUM})`,
);

/**
 * ISO, IEC and their joint documents, with or without the European layer:
 * 'EN ISO 6892-1' and 'CEN ISO/TS 16290' are keyed as the ISO document they adopt.
 */
const matchIsoFamily: Matcher = (s) => {
  const m = ISO_FAMILY.exec(s);
  if (!m) return null;
  const [matched, layer, org = '', type] = m;
  const { num, year } = splitNumber(m[4] ?? '');
  // ISO writes 'ISO/TS', IEC lately 'IEC TS': one form ('/') so both match; a guide keeps its space.
  const typed = (body: string): string => (type ? (type === 'GUIDE' ? `${body} GUIDE` : `${body}/${type}`) : body);
  const core = `${layer ? `${layer} ` : ''}${typed(org)} ${num}`;
  const key = `${typed(KEY_ORG[org] ?? org)} ${num}`;
  return designation(core, key, s, matched, year);
};

const CISPR = new RegExp(`^(?:(?:IEC|EN)[ /-]?)?CISPR[ -]?(${NUM})`);
const matchCispr: Matcher = (s) => {
  const m = CISPR.exec(s);
  if (!m) return null;
  const { num, year } = splitNumber(m[1] ?? '');
  return designation(`CISPR ${num}`, `CISPR ${num}`, s, m[0], year);
};

/**
 * ETSI's 'EN 300 328' numbers are two groups of three digits. Written without
 * 'ETSI', an EN 300–303 with six digits is still ETSI's (CEN's ENs have at most five).
 */
const ETSI = new RegExp(
  String.raw`^(?:ETSI[ -]?(EN|TS|TR|ES|EG)|EN(?=[ -]?30[0-3]))[ -]?(\d{3}) ?(\d{3})(?!\d)((?:-${PART})*)(?: ?V\d+(?:\.\d+)*)?`,
);
const matchEtsi: Matcher = (s) => {
  const m = ETSI.exec(s);
  if (!m) return null;
  const [matched, type, a, b, parts = ''] = m;
  const number = `${a} ${b}${parts}`;
  const core = type ? `ETSI ${type} ${number}` : `EN ${number}`;
  return designation(core, `ETSI ${type ?? 'EN'} ${number}`, s, matched);
};

const CEN_SPEC = new RegExp(`^(CEN|CLC|CENELEC)[/ ](TS|TR)[ -]?(${NUM})`);
/** CEN and CENELEC technical specifications and reports: 'CEN/TS 16637-2'. */
const matchCenSpec: Matcher = (s) => {
  const m = CEN_SPEC.exec(s);
  if (!m) return null;
  const body = m[1] === 'CENELEC' ? 'CLC' : (m[1] ?? '');
  const { num, year } = splitNumber(m[3] ?? '');
  const core = `${body}/${m[2] ?? ''} ${num}`;
  return designation(core, core, s, m[0], year);
};

const PLAIN_EN = new RegExp(`^EN[ -]?(${NUM})`);
/** A European standard of its own; EN 60000–69999 are CENELEC's identical adoptions of IEC standards. */
const matchEn: Matcher = (s) => {
  const m = PLAIN_EN.exec(s);
  if (!m) return null;
  const { num, year } = splitNumber(m[1] ?? '');
  const adoptsIec = /^6\d{4}(?!\d)/.test(num);
  return designation(`EN ${num}`, adoptsIec ? `IEC ${num}` : `EN ${num}`, s, m[0], year);
};

/** A body whose designation is just its name and a number: key and core are the same. */
function simpleBody(bodyPattern: string, name: string, numPattern = NUM): Matcher {
  const re = new RegExp(`^(?:${bodyPattern})[ -]?(${numPattern})`);
  return (s) => {
    const m = re.exec(s);
    if (!m) return null;
    const { num, year } = splitNumber(m[1] ?? '');
    return designation(`${name} ${num}`, `${name} ${num}`, s, m[0], year);
  };
}

/** A body whose designation is a series letter and a number, written spaced: 'OIML R 76-1', 'DVGW W 551'. */
function letterSeriesBody(bodyPattern: string, name: string, letters: string): Matcher {
  const re = new RegExp(`^(?:${bodyPattern})[ -]?([${letters}])[ -]?(${NUM})`);
  return (s) => {
    const m = re.exec(s);
    if (!m) return null;
    const { num, year } = splitNumber(m[2] ?? '');
    const core = `${name} ${m[1] ?? ''} ${num}`;
    return designation(core, core, s, m[0], year);
  };
}

const ASTM =
  /^ASTM[ -]?(?:INTERNATIONAL )?([A-Z]) ?(\d+)(M)?(?:\/([A-Z]) ?(\d+)(M)?)?(?:-(\d{4}|\d{2})([A-Z]\d?)?)?(?![A-Z0-9])(?: ?\((\d{4})\))?/;

/**
 * ASTM: 'D638-14' carries its edition after the dash; '(2021)' is a reapproval year.
 * The metric twin ('E8/E8M', 'E8M') is the same document, so the key keeps 'E8'.
 */
const matchAstm: Matcher = (s) => {
  const m = ASTM.exec(s);
  if (!m) return null;
  const [
    matched,
    letter = '',
    number = '',
    metric = '',
    twinLetter,
    twinNumber,
    twinMetric = '',
    ed,
    edLetter = '',
    reapproved,
  ] = m;
  const twin = twinLetter ? `/${twinLetter}${twinNumber ?? ''}${twinMetric}` : '';
  // A four-digit edition ('-2014') is the same edition as '-14'.
  const edition = ed ? `${ed.length === 4 ? ed.slice(2) : ed}${edLetter.toLowerCase()}` : null;
  return designation(
    `ASTM ${letter}${number}${metric}${twin}`,
    `ASTM ${letter}${number}`,
    s,
    matched,
    reapproved ?? null,
    edition,
  );
};

const matchEuramet: Matcher = (s) => {
  const m = /^EURAMET[ /-]?(?:CG|CALIBRATION GUIDE)[ -]?(?:NO\.? ?)?(\d+)/.exec(s);
  if (!m) return null;
  const core = `EURAMET CG-${m[1] ?? ''}`;
  return designation(core, core, s, m[0]);
};

const matchDkd: Matcher = (s) => {
  const m = new RegExp(`^DKD[ -]?R[ -]?(${NUM})`).exec(s);
  if (!m) return null;
  const core = `DKD-R ${m[1] ?? ''}`;
  return designation(core, core, s, m[0]);
};

const matchSae: Matcher = (s) => {
  const m = /^SAE[ -]?J ?(\d+)/.exec(s);
  if (!m) return null;
  const core = `SAE J${m[1] ?? ''}`;
  return designation(core, core, s, m[0]);
};

// ---------------------------------------------------------------------------
// National bodies: an adoption prefix before EN/ISO/IEC, otherwise the author.
// ---------------------------------------------------------------------------

interface NationalBody {
  name: string;
  /** Anchored, with the separator after the prefix. */
  re: RegExp;
  /** How the body joins its number: Polish standards are hyphenated ('PN-B-06050'). */
  joiner: string;
  /** National numbering with an inner space: ČSN's '73 1316', the Swiss 'SN 640 585'. */
  grouped?: RegExp;
}

function nationalBody(pattern: string, name: string, extra: Partial<NationalBody> = {}): NationalBody {
  // A prefix ending in a dot ('I.S.') may run straight into what follows.
  const re = new RegExp(String.raw`^(?:${pattern})(?:(?<=\.)|(?![A-Z]))[ /-]?`);
  return { name, re, joiner: ' ', ...extra };
}

// 'UNI CEI' before 'UNI' and 'CEI': the joint Italian prefix is one adoption.
const NATIONAL_BODIES: readonly NationalBody[] = [
  nationalBody('UNI ?CEI|CEI ?UNI', 'UNI CEI'),
  nationalBody('DIN', 'DIN'),
  nationalBody('BS', 'BS'),
  nationalBody('NF', 'NF'),
  nationalBody('UNE', 'UNE'),
  nationalBody('UNI', 'UNI'),
  nationalBody('CEI', 'CEI'),
  nationalBody('OE?NORM', 'ÖNORM'),
  nationalBody('SN', 'SN', { grouped: /^(\d{3}) ?(\d{3})(?!\d)/ }),
  nationalBody('SS', 'SS'),
  nationalBody('DS', 'DS'),
  nationalBody('SFS', 'SFS'),
  nationalBody('NS', 'NS'),
  nationalBody('NEN', 'NEN'),
  nationalBody('NBN', 'NBN'),
  nationalBody(String.raw`I\. ?S\.|IS`, 'I.S.'),
  nationalBody('NP', 'NP'),
  nationalBody('PN', 'PN', { joiner: '-' }),
  nationalBody('CSN', 'ČSN', { grouped: /^(\d{2}) ?(\d{4})(?!\d)/ }),
  nationalBody('STN', 'STN', { grouped: /^(\d{2}) ?(\d{4})(?!\d)/ }),
  nationalBody('MSZ', 'MSZ'),
  nationalBody('ELOT', 'ELOT'),
  nationalBody('SIST', 'SIST'),
  nationalBody('EVS', 'EVS'),
  nationalBody('LVS', 'LVS'),
  nationalBody('LST', 'LST'),
  nationalBody('BDS', 'BDS'),
  nationalBody('SR', 'SR'),
  nationalBody('HRN', 'HRN'),
  nationalBody('CYS', 'CYS'),
  nationalBody('MSA', 'MSA'),
  nationalBody('IST', 'ÍST'),
  nationalBody('SRPS', 'SRPS'),
  nationalBody('ILNAS', 'ILNAS'),
  nationalBody('TS', 'TS'),
];

/** What makes a national prefix an adoption rather than the author. */
const INTERNATIONAL_AHEAD = /^(?:EN|ISO|IEC|CEN|CLC|CENELEC|ETSI)(?![A-Z])/;

function splitAdoption(s: string): { adoption: string; rest: string } | null {
  for (const body of NATIONAL_BODIES) {
    const m = body.re.exec(s);
    if (!m) continue;
    const rest = s.slice(m[0].length);
    if (INTERNATIONAL_AHEAD.test(rest)) return { adoption: body.name, rest };
  }
  return null;
}

const NATIONAL_NUMBER = new RegExp(`^(?:([A-Z])[ -]?)?(${NUM})`);

/**
 * A purely national standard keeps its body: 'DIN 53505', 'BS 1377-2'.
 * A series letter is always spaced from the number, so 'NF X31-147' = 'NF X 31-147'.
 */
const matchNational: Matcher = (s) => {
  for (const body of NATIONAL_BODIES) {
    const head = body.re.exec(s);
    if (!head) continue;
    let rest = s.slice(head[0].length);
    let qualifier = '';
    const q = body.name === 'DIN' ? /^(SPEC|VDE)[ -]?/.exec(rest) : null;
    if (q) {
      qualifier = `${q[1] ?? ''} `;
      rest = rest.slice(q[0].length);
    }
    const grouped = body.grouped?.exec(rest);
    if (grouped) {
      const core = `${body.name} ${qualifier}${grouped[1] ?? ''} ${grouped[2] ?? ''}`;
      return designation(core, core, rest, grouped[0]);
    }
    const m = NATIONAL_NUMBER.exec(rest);
    if (!m) continue;
    const { num, year } = splitNumber(m[2] ?? '');
    const series = m[1] ? `${m[1]}${body.joiner}` : '';
    const core = `${body.name}${body.joiner}${qualifier}${series}${num}`;
    return designation(core, core, rest, m[0], year);
  }
  return null;
};

/** What may follow a national adoption prefix. */
const INTERNATIONAL_MATCHERS: readonly Matcher[] = [
  matchIsoFamily,
  matchCispr,
  matchEtsi,
  matchCenSpec,
  simpleBody('CWA', 'CWA'),
  matchEn,
  simpleBody('HD', 'HD'),
];

const ALL_MATCHERS: readonly Matcher[] = [
  ...INTERNATIONAL_MATCHERS,
  matchAstm,
  matchNational,
  simpleBody('VDI/VDE', 'VDI/VDE'),
  simpleBody('VDI', 'VDI'),
  simpleBody('VDE', 'VDE'),
  simpleBody('VDA', 'VDA', DOTTED_NUM),
  simpleBody(String.raw`IEEE(?: ?STD\.?)?`, 'IEEE', `[A-Z]?${DOTTED_NUM}`),
  simpleBody('(?:ANSI/)?UL', 'UL'),
  simpleBody('AATCC(?: ?(?:TM|TEST METHOD))?', 'AATCC', String.raw`\d+`),
  simpleBody('ISTA', 'ISTA', String.raw`\d+[A-Z]?`),
  simpleBody('(?:ANSI/)?ASB(?: STANDARD)?', 'ANSI/ASB', String.raw`\d+`),
  simpleBody('CIE S', 'CIE S', String.raw`\d+`),
  simpleBody('CIE', 'CIE', DOTTED_NUM),
  matchSae,
  matchDkd,
  matchEuramet,
  letterSeriesBody('OIML', 'OIML', 'RDGBV'),
  letterSeriesBody('DVGW', 'DVGW', 'A-Z'),
];

function firstMatch(matchers: readonly Matcher[], s: string): Designation | null {
  for (const match of matchers) {
    const found = match(s);
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------
// What follows a designation: year, amendments, then free text.
// ---------------------------------------------------------------------------

const YEAR_AFTER = [
  new RegExp(String.raw`^:(\d{4})(?:-(${MONTH}))?(?!\d)`), // ':2019', DIN ':2020-06'
  new RegExp(String.raw`^ ?\((\d{4})(?:-(${MONTH}))?\)`), // '(2019)'
  new RegExp(`^ (${YEAR_LIKE})(?:-(${MONTH}))?(?![A-Z0-9])`), // ' 2019' after a complete designation
];

const AMENDMENT = new RegExp(
  String.raw`^(?:([+/,&]) ?| )(AMENDMENT|AMD|CORRIGENDUM|COR|AC|A)\.? ?(\d+)?(?::(\d{4}(?:-${MONTH})?))?(?![A-Z0-9])`,
);

/** 'A1:2020', 'AC:2016', 'AMD 1:2022', 'COR 1'; null when the text only looks like one. */
function normaliseAmendment(m: RegExpExecArray): string | null {
  const [, separator, type = '', number, year] = m;
  // A bare 'A' needs a number, and without '+' or '/' also a year: 'ISO 6892-1 A224' is a method variant.
  if (type === 'A' && (!number || (!separator && !year))) return null;
  const label =
    type === 'A'
      ? `A${number}`
      : type === 'AC'
        ? `AC${number ?? ''}`
        : type === 'AMD' || type === 'AMENDMENT'
          ? `AMD${number ? ` ${number}` : ''}`
          : `COR${number ? ` ${number}` : ''}`;
  return year ? `${label}:${year}` : label;
}

interface Suffix {
  year: string | null;
  amendments: string[];
}

/** Reads year and amendments; null when the designation runs straight into more letters or digits. */
function parseSuffix(rest: string): Suffix | null {
  let r = rest;
  let year: string | null = null;
  for (const re of YEAR_AFTER) {
    const y = re.exec(r);
    if (!y) continue;
    year = y[2] ? `${y[1]}-${y[2]}` : (y[1] ?? null);
    r = r.slice(y[0].length);
    break;
  }
  const amendments: string[] = [];
  for (let m = AMENDMENT.exec(r); m; m = AMENDMENT.exec(r)) {
    const amendment = normaliseAmendment(m);
    if (!amendment) break;
    amendments.push(amendment);
    r = r.slice(m[0].length);
  }
  // Free text after a space or punctuation is a comment ('Verfahren B'); glued-on text is not.
  if (/^[A-Z0-9]/.test(r)) return null;
  return { year, amendments };
}

/** Spellings that name the same body or the same part. */
function rewriteAliases(s: string): string {
  return (
    s
      .replace(/\bISO\/CEI\b/g, 'ISO/IEC')
      .replace(/\bCEI\/ISO\b/g, 'ISO/IEC')
      // 'CEI' is the French name of the IEC ('CEI 60068-2-6'); Italy's own CEI numbers are short ('CEI 64-8').
      .replace(/(?<!UNI )\bCEI(?=[ -]?6\d{4}(?!\d))/g, 'IEC')
      // 'BS 1377: Part 2', 'DIN 4150 Teil 3', 'VDI 2066 Blatt 1' are hyphenated parts.
      .replace(/(?::| )(?:PART|PARTIE|TEIL|BLATT) ?(?=\d)/g, '-')
      // The German standard methods for water (DIN 38402 … 38415) once put their group's letter before the part
      // ('DIN 38402-A 15', 'DIN 38409-H 44'); each number is one group, and DIN now writes 'DIN 38402-15'.
      .replace(/\bDIN 384(\d\d)-[A-Z] ?(?=\d)/g, 'DIN 384$1-')
      // Poland's designations before 1994 carry their year and a dotted part: 'PN-82/C-04576.08' is PN-C-04576-08
      // of 1982.
      .replace(/\bPN-(\d{2})\/([A-Z])-(\d{5})(?:\.(\d{2}))?(?![\d.])/g, (_, yy: string, series, number, part) => {
        const year = `${Number(yy) >= 50 ? '19' : '20'}${yy}`;
        return `PN-${series}-${number}${part ? `-${part}` : ''}:${year}`;
      })
      // Swedish standards are six digits written in pairs ('SS 02 81 67'), and Nordic typing groups the thousands of
      // an EN or ISO number ('SS-EN 27 888', 'SS-EN ISO 10 304-1'): one number each.
      .replace(/\bSS (\d{2}) (\d{2}) (\d{2})(?!\d)/g, 'SS $1$2$3')
      .replace(/\b(EN|ISO|IEC)([ -])(\d{1,2}) (\d{3})(?![\d.])/g, '$1$2$3$4')
  );
}

interface StandardParts {
  adoption: string | null;
  core: string;
  key: string;
  year: string | null;
  amendments: string[];
  edition: string | null;
}

function parseStandard(folded: string): StandardParts | null {
  const s = rewriteAliases(folded);
  const adopted = splitAdoption(s);
  const found = adopted ? firstMatch(INTERNATIONAL_MATCHERS, adopted.rest) : firstMatch(ALL_MATCHERS, s);
  if (!found) return null;
  const suffix = parseSuffix(found.rest);
  if (!suffix) return null;
  return {
    adoption: adopted?.adoption ?? null,
    core: found.core,
    key: found.key,
    year: found.year ?? suffix.year,
    amendments: suffix.amendments,
    edition: found.edition,
  };
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

function emptyResult(raw: string, kind: MethodKind): ParsedMethod {
  return {
    kind,
    raw,
    adoption: null,
    core: null,
    key: null,
    year: null,
    amendments: [],
    edition: null,
    source: null,
    canonical_id: null,
  };
}

/** Where a reference can start in a method: a standards body's or national publisher's prefix. */
const REFERENCE_START =
  /(?<![A-Za-z])(?:ISO|IEC|EN|ASTM|DIN|NF|BS|UNE|UNI|PN|ČSN|CSN|STN|MSZ|SS|DS|NS|SFS|ELOT|ÖNORM|NBN|NEN|OIML|EURAMET|DKD)(?![a-z])/g;

/** The pieces of a method that may each be a reference: between ';' and '|', and from each publisher's prefix on. */
export function references(method: string): string[] {
  // Greek capitals typed for their Latin twins ('ΕΛΟΤ ΕΝ ISO', 'ΙSO 13366-2'); the Λ of ΕΛΟΤ has none.
  const latin = method.replace(/ΛΟΤ/g, 'LOT').replace(LOOKALIKE, (c) => LOOKALIKES[c] ?? c);
  const pieces: string[] = [];
  for (const part of latin.split(/[;|]/)) {
    pieces.push(part);
    const starts = [...part.matchAll(REFERENCE_START)].map((m) => m.index);
    // A prefix that follows another ('EN' in 'DIN EN ISO') belongs to the same reference: only a start after a
    // digit, or the first, opens a new one.
    const opens = starts.filter((at, i) => i === 0 || /\d/.test(part.slice(starts[i - 1]!, at)));
    for (let i = 0; i < opens.length; i++) pieces.push(part.slice(opens[i], opens[i + 1]));
  }
  return pieces;
}

export function parseMethod(input: string): ParsedMethod {
  const s = foldText(input);
  if (!/[A-Z0-9]/.test(s)) return emptyResult(input, 'unparsed');
  if (isInHouse(s)) return { ...emptyResult(input, 'in-house'), source: 'in-house' };

  const source = parseNonStandard(s);
  if (source) {
    return {
      ...emptyResult(input, 'non-standard'),
      source: source.source,
      year: source.year,
      canonical_id: source.canonicalId,
    };
  }

  // A reference after words of the register's own ('As BS EN ISO 22232-1', 'wg PN-EN ISO 9308-1'): the first piece
  // from a publisher's prefix on that parses.
  const standard =
    parseStandard(s) ??
    references(input)
      .slice(1)
      .map((piece) => parseStandard(foldText(piece)))
      .find((parts) => parts !== null) ??
    null;
  if (!standard) return emptyResult(input, 'unparsed');
  return {
    kind: 'standard',
    raw: input,
    ...standard,
    source: null,
    canonical_id: canonicalIdForKey(standard.key),
  };
}

/**
 * The matching key of what a user typed in the `standard` filter (same rules), or null when it is not a standard
 * reference.
 */
export function standardKey(input: string): string | null {
  return parseMethod(input).key;
}

/** Slugify a key into a canonical id: 'ISO 6892-1' → 'iso-6892-1', 'ISO/IEC 17043' → 'iso-iec-17043'. */
export function canonicalIdForKey(key: string): string {
  return slugify(key);
}
