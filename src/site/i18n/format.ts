// Filling the message catalogues' templates, the same at build time and in
// the browser: `{name}` placeholders, plural forms chosen by the language's
// CLDR rules (Intl.PluralRules), numbers and dates in its conventions.

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `{name}` placeholders replaced by their values; a placeholder without a value stays as it is. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The template split around one placeholder, for a caller that puts markup (a link) in its place: `['Data from ',
 * ' may be reused']`. A template without it is all before.
 */
export function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

// One formatter per language and kind, made once: a site build formats millions of numbers and dates.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, lang: string, make: () => T): T {
  let value = map.get(lang);
  if (value === undefined) map.set(lang, (value = make()));
  return value;
}

export function formatNumber(lang: string, n: number): string {
  return cached(numberFormats, lang, () => new Intl.NumberFormat(lang)).format(n);
}

/** The form of `n` in `lang` (`2 laboratoria`, `5 laboratoriów`), with the number in the language's digits grouping. */
export function plural(lang: string, forms: PluralForms, n: number): string {
  const form = forms[cached(pluralRules, lang, () => new Intl.PluralRules(lang)).select(n)] ?? forms.other;
  return fill(form, { n: formatNumber(lang, n) });
}

/** A calendar date (`2026-11-26`) as the language writes it (`26. November 2026`, `26 listopada 2026`); UTC. */
export function formatDate(lang: string, isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // English as written in Europe (26 November 2026), not the United States' order.
  const format = cached(
    dateFormats,
    lang,
    () => new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(date);
}
