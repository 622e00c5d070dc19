// Field mapping shared by the listing-* shapes: label lookup that forgives
// case, accents and colons; address lines → street / postcode / city; bare
// web addresses → absolute URLs; and a complete RawLab from a partial one.
// Pure functions, no I/O.
import type { RawLab } from '../../lib/types.ts';
import { clean } from '../parse/html.ts';
import { splitPostcodeCity } from '../parse/address.ts';

/** A label as a lookup key: lower case, no accents, no trailing colon, single spaces. */
export function labelKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/\s*[:.]\s*$/, '')
    .trim();
}

/** Label → value pairs of one record, looked up by any of several wordings. */
export class Labels {
  readonly #values = new Map<string, string>();

  constructor(values: Iterable<[string, string]>) {
    for (const [label, value] of values) {
      const key = labelKey(label);
      if (key && !this.#values.has(key)) this.#values.set(key, value);
    }
  }

  /** The value of the first label that matches: a string matches the whole (normalised) label, a RegExp tests it. */
  get(...labels: (string | RegExp)[]): string | null {
    for (const wanted of labels) {
      if (typeof wanted === 'string') {
        const value = this.#values.get(labelKey(wanted));
        if (value !== undefined) return clean(value);
      } else {
        for (const [key, value] of this.#values) if (wanted.test(key)) return clean(value);
      }
    }
    return null;
  }

  get size(): number {
    return this.#values.size;
  }
}

export interface AddressParts {
  street_address: string | null;
  postcode: string | null;
  city: string | null;
}

/**
 * An address as registers print it — lines or comma-separated parts, in the
 * country's order ("Niemenkatu 73, 15140 Lahti", "1144 Budapest, Remény u. 42.",
 * "Unit 4, Sandyford, Dublin 18, D18 X2Y3") — split into street, postcode and city.
 * The part holding the postcode gives postcode and city; the rest is the street.
 */
export function splitAddress(text: string | null | undefined, country: string): AddressParts {
  const parts = (text ?? '')
    .split(/\s*(?:\n|,|;)\s*/)
    .map((p) => clean(p))
    .filter((p): p is string => p !== null && !/^(suomi|finland|norge|norway|ireland|éire|portugal|polska|poland|česká republika|czech republic|slovensko|slovakia|slovenská republika|magyarország|hungary|ελλάδα|greece|hellas)$/i.test(p));
  if (!parts.length) return { street_address: null, postcode: null, city: null };
  for (let i = parts.length - 1; i >= 0; i--) {
    const { postcode, city } = splitPostcodeCity(parts[i], country);
    if (!postcode) continue;
    const rest = parts.filter((_, j) => j !== i);
    // "Dublin 18, D18 X2Y3": the postcode stands alone and the city is the part before it.
    if (!city && i > 0 && rest.length > 1) {
      const cityPart = parts[i - 1]!;
      return { street_address: parts.slice(0, i - 1).concat(parts.slice(i + 1)).join(', ') || null, postcode, city: cityPart };
    }
    return { street_address: rest.join(', ') || null, postcode, city };
  }
  if (parts.length === 1) return { street_address: null, postcode: null, city: parts[0]! };
  return { street_address: parts.slice(0, -1).join(', '), postcode: null, city: parts.at(-1)! };
}

/** "www.lab.fi", "lab.fi/en", "https://lab.fi" → an absolute http(s) URL, else null. */
export function websiteUrl(text: string | null | undefined): string | null {
  const t = clean(text)?.split(/\s+/)[0];
  if (!t || /@/.test(t)) return null;
  const candidate = /^https?:\/\//i.test(t) ? t : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t) ? `https://${t}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return /\./.test(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first e-mail address in a text ("E-mail: info@lab.fi", "info(at)lab.fi"), else null. */
export function emailIn(text: string | null | undefined): string | null {
  const t = (text ?? '').replace(/\s*[([]at[)\]]\s*/gi, '@');
  return /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(t)?.[0] ?? null;
}

/** A complete RawLab: `fields` over null defaults. */
export function rawLab(fields: Partial<RawLab> & Pick<RawLab, 'register_id' | 'name' | 'country'>): RawLab {
  return {
    accreditation_number: null,
    accreditation_status: null,
    lab_type: null,
    street_address: null,
    city: null,
    postcode: null,
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    contact_person: null,
    website_url: null,
    scope_document_url: null,
    source_url: null,
    accreditation_date: null,
    last_verified: null,
    capabilities: [],
    ...fields,
  };
}
