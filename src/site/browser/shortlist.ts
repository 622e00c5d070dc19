// The visitor's shortlist of labs, kept in the browser (localStorage, no
// account): which labs are on it, the button that adds or removes one, and
// the comparison as CSV for purchasing. The pure parts are tested in
// test/unit/site/shortlist.test.ts; shortlist-page.ts shows the comparison.
import { fill } from '../i18n/format.ts';
import { pageText } from './page-text.ts';

export const SHORTLIST_KEY = 'lab-directory:shortlist';
/** Labs a shortlist holds at most (the route compares as many at once). */
export const SHORTLIST_MAX = 50;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slugs a stored value holds: valid, distinct, at most SHORTLIST_MAX, in the order added. */
export function parseShortlist(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((s): s is string => typeof s === 'string' && SLUG.test(s)))].slice(
      0,
      SHORTLIST_MAX,
    );
  } catch {
    return [];
  }
}

/** The shortlist with `slug` added (at the end) or removed. A full list takes no more. */
export function toggled(list: readonly string[], slug: string): string[] {
  if (list.includes(slug)) return list.filter((s) => s !== slug);
  return list.length >= SHORTLIST_MAX ? [...list] : [...list, slug];
}

/** The fields of a lab the comparison shows (the anonymous tier's public record). */
export interface ComparedLab {
  slug: string;
  name: string;
  accreditation_body: string;
  accreditation_number: string | null;
  accreditation_status: string | null;
  city: string | null;
  postcode: string | null;
  street_address: string | null;
  country: string;
  categories: string[];
  phone: string | null;
  email: string | null;
  website_url: string | null;
  source_url: string | null;
  accreditation_date: string | null;
  last_verified: string | null;
}

/** The comparison's columns: header and value, the same in the table and the CSV. */
export function comparisonColumns(
  names: { body(code: string): string; country(code: string): string; category(slug: string): string },
  origin: string,
): { header: string; value(lab: ComparedLab): string }[] {
  return [
    { header: 'Lab', value: (l) => l.name },
    { header: 'Accreditation body', value: (l) => names.body(l.accreditation_body) },
    { header: 'Accreditation number', value: (l) => l.accreditation_number ?? '' },
    { header: 'Status', value: (l) => l.accreditation_status ?? 'not published' },
    { header: 'City', value: (l) => l.city ?? '' },
    { header: 'Country', value: (l) => names.country(l.country) },
    { header: 'Categories', value: (l) => l.categories.map(names.category).join('; ') },
    { header: 'Phone', value: (l) => l.phone ?? '' },
    { header: 'E-mail', value: (l) => l.email ?? '' },
    { header: 'Website', value: (l) => l.website_url ?? '' },
    {
      header: 'Address',
      value: (l) => [l.street_address, [l.postcode, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    },
    { header: 'Accredited since', value: (l) => l.accreditation_date ?? '' },
    { header: 'Last verified', value: (l) => l.last_verified ?? '' },
    { header: 'Register record', value: (l) => l.source_url ?? '' },
    { header: 'Lab page', value: (l) => `${origin}/labs/${l.slug}/` },
  ];
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A value a spreadsheet could run
 * as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe (OWASP's advice),
 * unless it is only a number as written ('+34 951 951 121'), which can call nothing.
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().\-/]+$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The comparison as CSV: a header row, one row per lab, CRLF line ends. */
export function shortlistCsv(labs: readonly ComparedLab[], columns: ReturnType<typeof comparisonColumns>): string {
  const rows = [columns.map((c) => c.header), ...labs.map((lab) => columns.map((c) => c.value(lab)))];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The stored shortlist (an empty one where storage is unavailable, e.g. blocked). */
export function readShortlist(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): string[] {
  try {
    return parseShortlist(storage?.getItem(SHORTLIST_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeShortlist(
  list: readonly string[],
  storage: Pick<Storage, 'setItem'> | null = globalThis.localStorage ?? null,
): boolean {
  try {
    storage?.setItem(SHORTLIST_KEY, JSON.stringify(list));
    return storage !== null;
  } catch {
    return false;
  }
}

/** A button that adds the lab to the shortlist or removes it, saying which (aria-pressed), in step across tabs. */
export function shortlistButton(slug: string, name: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'shortlist';
  button.dataset.shortlist = slug;
  const show = () => {
    const on = readShortlist().includes(slug);
    button.setAttribute('aria-pressed', String(on));
    const words = pageText().results;
    button.textContent = on ? words.shortlistOn : words.shortlistAdd;
    // The name read out starts with the words shown (WCAG 2.5.3), then says which lab.
    button.setAttribute('aria-label', fill(on ? words.shortlistOnLabel : words.shortlistAddLabel, { name }));
  };
  button.addEventListener('click', () => {
    writeShortlist(toggled(readShortlist(), slug));
    show();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SHORTLIST_KEY) show();
  });
  show();
  return button;
}
