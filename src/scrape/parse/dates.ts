// Dates as registers print them → ISO 8601 (YYYY-MM-DD). European registers
// write day first (04.03.2021, 04/03/2021, 4 March 2021, 4. März 2021);
// month-first American order is never assumed.

const MONTHS: Record<string, number> = {};
const NAMES: string[][] = [
  // en, de, fr, it, es, pt, nl, sv/da/no, fi (genitive stems), pl, cs
  [
    'january',
    'januar',
    'janvier',
    'gennaio',
    'enero',
    'janeiro',
    'januari',
    'tammikuu',
    'stycznia',
    'ledna',
    'jan',
    'jän',
    'jänner',
    'janv',
    'genn',
    'ene',
  ],
  [
    'february',
    'februar',
    'février',
    'fevrier',
    'febbraio',
    'febrero',
    'fevereiro',
    'februari',
    'helmikuu',
    'lutego',
    'února',
    'feb',
    'févr',
    'fevr',
    'fev',
  ],
  [
    'march',
    'märz',
    'maerz',
    'mars',
    'marzo',
    'março',
    'marco',
    'maart',
    'maaliskuu',
    'marca',
    'března',
    'mar',
    'mär',
    'mrt',
  ],
  ['april', 'avril', 'aprile', 'abril', 'huhtikuu', 'kwietnia', 'dubna', 'apr', 'avr', 'abr'],
  ['may', 'mai', 'maggio', 'mayo', 'maio', 'mei', 'maj', 'toukokuu', 'maja', 'května', 'mag'],
  ['june', 'juni', 'juin', 'giugno', 'junio', 'junho', 'kesäkuu', 'czerwca', 'června', 'jun', 'giu'],
  ['july', 'juli', 'juillet', 'luglio', 'julio', 'julho', 'heinäkuu', 'lipca', 'července', 'jul', 'juil', 'lug'],
  ['august', 'août', 'aout', 'agosto', 'augustus', 'augusti', 'elokuu', 'sierpnia', 'srpna', 'aug', 'ago'],
  [
    'september',
    'septembre',
    'settembre',
    'septiembre',
    'setembro',
    'syyskuu',
    'września',
    'září',
    'sep',
    'sept',
    'set',
  ],
  [
    'october',
    'oktober',
    'octobre',
    'ottobre',
    'octubre',
    'outubro',
    'lokakuu',
    'października',
    'října',
    'oct',
    'okt',
    'ott',
    'out',
  ],
  ['november', 'novembre', 'noviembre', 'novembro', 'marraskuu', 'listopada', 'listopadu', 'nov'],
  [
    'december',
    'dezember',
    'décembre',
    'decembre',
    'dicembre',
    'diciembre',
    'dezembro',
    'joulukuu',
    'grudnia',
    'prosince',
    'dec',
    'dez',
    'déc',
    'dic',
  ],
];
NAMES.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += year >= 70 ? 1900 : 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A register's date text as YYYY-MM-DD, or null when it holds no real date. */
export function isoDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim().toLowerCase();
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  // Year first with slashes or dots (Hungarian "2020.03.15."), before the day-first forms can misread it.
  m = /(\d{4})\s*[/.]\s*(\d{1,2})\s*[/.]\s*(\d{1,2})/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})\b/.exec(t);
  if (m) return iso(+m[3]!, +m[2]!, +m[1]!);
  m = /(\d{1,2})(?:er|st|nd|rd|th)?\.?\s*(?:de\s+)?([\p{L}]+)\.?\s*(?:de\s+)?(\d{4})/u.exec(t);
  if (m && MONTHS[m[2]!]) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  return null;
}
