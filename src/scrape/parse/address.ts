// "12345 Berlin", "75015 Paris Cedex 15", "SW1A 2AA", "1000-123 Lisboa":
// registers print postcode and city together, in each country's order.

const POSTCODE: Record<string, RegExp> = {
  GB: /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/i,
  IE: /\b([AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4})\b/i,
  NL: /\b(\d{4}\s?[A-Z]{2})\b/,
  PT: /\b(\d{4}-\d{3})\b/,
  PL: /\b(\d{2}-\d{3})\b/,
  CZ: /\b(\d{3}\s?\d{2})\b/,
  SK: /\b(\d{3}\s?\d{2})\b/,
  SE: /\b((?:SE-)?\d{3}\s?\d{2})\b/,
  GR: /\b(\d{3}\s?\d{2})\b/,
};
const DEFAULT_POSTCODE = /\b(?:[A-Z]{1,2}-)?(\d{4,5})\b/;

export interface PostcodeCity {
  postcode: string | null;
  city: string | null;
}

/** Splits a "postcode city" (or "city postcode") line for the given country. */
export function splitPostcodeCity(line: string | null | undefined, country: string): PostcodeCity {
  const text = (line ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return { postcode: null, city: null };
  const match = (POSTCODE[country] ?? DEFAULT_POSTCODE).exec(text);
  if (!match) return { postcode: null, city: text };
  const city = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/^[\s,–-]+|[\s,–-]+$/g, '')
    .replace(/\s+/g, ' ');
  return { postcode: match[1]!.toUpperCase(), city: city || null };
}
