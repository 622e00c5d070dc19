// What every register adapter needs whatever the register's shape: a complete
// RawLab from the fields a register published (nulls for the rest), merging
// listing and record facts, label lookup on record pages, address splitting,
// the small normalisers for the contact fields registers print loosely
// ("www.lab.nl", "mailto:", "info(at)lab.fi", "Tel. +31 ..."), and the error
// a shape throws when a register no longer reads as expected.
// Pure functions, no I/O.
import type { RawLab } from '../../domain/types.ts';
import type { ScrapeContext } from '../adapter.ts';
import { clean } from '../parse/html.ts';
import { splitPostcodeCity } from '../parse/address.ts';

// ------------------------------------------------------------------ errors

/** A register page that no longer reads as the adapter expects: the runner keeps the last good snapshot. */
export class RegisterLayoutError extends Error {
  override name = 'RegisterLayoutError';
}

export function layoutError(message: string): never {
  throw new RegisterLayoutError(message);
}

export function checkAborted(ctx: ScrapeContext): void {
  ctx.signal?.throwIfAborted();
}

// ------------------------------------------------------------------ records

/** A full RawLab: whatever the register did not publish is null (capabilities []). */
export function rawLab(fields: Pick<RawLab, 'register_id' | 'name' | 'country'> & Partial<RawLab>): RawLab {
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

/** Later sources win, but only with a value: a record page's null never erases what the listing said. */
export function merge(...parts: Partial<RawLab>[]): Partial<RawLab> {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === null || value === undefined) {
        if (!(key in out)) out[key] = null;
      } else {
        out[key] = value;
      }
    }
  }
  return out as Partial<RawLab>;
}

// ------------------------------------------------------------------- labels

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

/**
 * Label → value pairs of one record, looked up by any of several wordings,
 * forgiving case, accents and a trailing colon (labels are normalised by
 * labelKey; a string matches the whole normalised label, a RegExp tests it).
 */
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

/**
 * The value of the first label matching any pattern, labels tested as printed
 * (colon removed, case and accents kept: the pattern decides, e.g. with /i).
 */
export function lookup(values: ReadonlyMap<string, string>, ...patterns: RegExp[]): string | null {
  for (const pattern of patterns) {
    for (const [label, value] of values) if (pattern.test(label)) return clean(value);
  }
  return null;
}

// ------------------------------------------------------------------ address

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
    .filter(
      (p): p is string =>
        p !== null &&
        !/^(suomi|finland|norge|norway|ireland|éire|portugal|polska|poland|česká republika|czech republic|slovensko|slovakia|slovenská republika|magyarország|hungary|ελλάδα|greece|hellas)$/i.test(
          p,
        ),
    );
  if (!parts.length) return { street_address: null, postcode: null, city: null };
  for (let i = parts.length - 1; i >= 0; i--) {
    const { postcode, city } = splitPostcodeCity(parts[i], country);
    if (!postcode) continue;
    const rest = parts.filter((_, j) => j !== i);
    // "Dublin 18, D18 X2Y3": the postcode stands alone and the city is the part before it.
    if (!city && i > 0 && rest.length > 1) {
      const cityPart = parts[i - 1]!;
      return {
        street_address:
          parts
            .slice(0, i - 1)
            .concat(parts.slice(i + 1))
            .join(', ') || null,
        postcode,
        city: cityPart,
      };
    }
    return { street_address: rest.join(', ') || null, postcode, city };
  }
  if (parts.length === 1) return { street_address: null, postcode: null, city: parts[0]! };
  return { street_address: parts.slice(0, -1).join(', '), postcode: null, city: parts.at(-1)! };
}

// ----------------------------------------------------------------- contacts

export interface WebsiteOptions {
  /**
   * `'word'` (default): the first word of the text, which must look like a
   * host name ("www.lab.fi extra" → https://www.lab.fi/). `'whole'`: the whole
   * text, which must hold no space; a leading "URL:" is dropped and any
   * dotted host is accepted ("lab.dk/", "url: www.lab.nl"). `'any'`: the
   * whole text, given https:// when it has no scheme, whatever the URL parser
   * accepts (for a record page's own link field).
   */
  take?: 'word' | 'whole' | 'any';
}

/** A website as registers print it ("www.lab.fi", "lab.fi/en", "https://…") → an absolute http(s) URL, else null. */
export function websiteUrl(text: string | null | undefined, options: WebsiteOptions = {}): string | null {
  let candidate: string | null;
  if (options.take === 'any') {
    const t = clean(text);
    if (!t) return null;
    try {
      return new URL(/^https?:\/\//i.test(t) ? t : `https://${t}`).toString();
    } catch {
      return null;
    }
  }
  if (options.take === 'whole') {
    const t = clean(text)?.replace(/^url:\s*/i, '');
    if (!t || /\s/.test(t) || t.includes('@')) return null;
    candidate = /^https?:\/\//i.test(t) ? t : `https://${t.replace(/^\/+/, '')}`;
  } else {
    const t = clean(text)?.split(/\s+/)[0];
    if (!t || /@/.test(t)) return null;
    candidate = /^https?:\/\//i.test(t) ? t : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t) ? `https://${t}` : null;
  }
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return /\./.test(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface EmailOptions {
  /**
   * `'word'` (default): the first address-shaped run of word characters in the
   * text ("E-mail: info@lab.fi", "info(at)lab.fi"). `'link'`: a mailto: value
   * or loosely printed address ("mailto:x@y?subject", "x (at) y.dk"): the
   * query is cut and any character but separators may form the address,
   * whose top-level domain must be letters.
   */
  take?: 'word' | 'link';
}

/** The first e-mail address in a text, else null. */
export function emailIn(text: string | null | undefined, options: EmailOptions = {}): string | null {
  if (options.take === 'link') {
    const t = clean(text)
      ?.replace(/^mailto:/i, '')
      .replace(/\s*\(at\)\s*|\s*\[at\]\s*/gi, '@')
      .split('?')[0];
    const m = t ? /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[a-z]{2,}/i.exec(t) : null;
    return m ? m[0] : null;
  }
  const t = (text ?? '').replace(/\s*[([]at[)\]]\s*/gi, '@');
  return /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(t)?.[0] ?? null;
}

/** A phone number without its label ("Tel.:", "Telefon", "Tlf."); null when it holds fewer than six digits. */
export function phoneOf(text: string | null | undefined): string | null {
  const t = clean(text)?.replace(/^(tel(efon|ephone|efono)?|tlf|phone|t)\.?\s*:?\s*/i, '');
  return t && (t.match(/\d/g)?.length ?? 0) >= 6 ? t : null;
}

/** An absolute http(s) URL or null (validate.ts refuses anything else). */
export function httpUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url) ? url : null;
}
