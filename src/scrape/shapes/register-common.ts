// What every register adapter needs whatever the register's shape: a complete
// RawLab from the fields a register published (nulls for the rest), label
// lookup on record pages, and the small normalisers for the contact fields
// registers print loosely ("www.lab.nl", "mailto:", "Tel. +31 ...").
import type { RawLab } from '../../lib/types.ts';
import type { ScrapeContext } from '../adapter.ts';
import { clean } from '../parse/html.ts';

/** A register page that no longer reads as the adapter expects: the runner keeps the last good snapshot. */
export class RegisterLayoutError extends Error {
  override name = 'RegisterLayoutError';
}

export function layoutError(message: string): never {
  throw new RegisterLayoutError(message);
}

type Required = Pick<RawLab, 'register_id' | 'name' | 'country'>;

/** A full RawLab: whatever the register did not publish is null (capabilities []). */
export function rawLab(fields: Required & Partial<RawLab>): RawLab {
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

/** The value of the first label matching any pattern (labels as printed, colon removed). */
export function lookup(values: ReadonlyMap<string, string>, ...patterns: RegExp[]): string | null {
  for (const pattern of patterns) {
    for (const [label, value] of values) if (pattern.test(label)) return clean(value);
  }
  return null;
}

/** A website as registers print it ("www.lab.nl", "lab.dk/", "https://…") → absolute http(s) URL, else null. */
export function webUrl(text: string | null | undefined): string | null {
  const t = clean(text)?.replace(/^url:\s*/i, '');
  if (!t || /\s/.test(t) || t.includes('@')) return null;
  const candidate = /^https?:\/\//i.test(t) ? t : `https://${t.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return /\./.test(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An e-mail address out of "mailto:x@y?subject", "x(at)y.dk", "x@y.dk"; null when none. */
export function emailOf(text: string | null | undefined): string | null {
  const t = clean(text)?.replace(/^mailto:/i, '').replace(/\s*\(at\)\s*|\s*\[at\]\s*/gi, '@').split('?')[0];
  const m = t ? /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[a-z]{2,}/i.exec(t) : null;
  return m ? m[0] : null;
}

/** A phone number without its label ("Tel.:", "Telefon", "Tlf."). */
export function phoneOf(text: string | null | undefined): string | null {
  const t = clean(text)?.replace(/^(tel(efon|ephone|efono)?|tlf|phone|t)\.?\s*:?\s*/i, '');
  return t && (t.match(/\d/g)?.length ?? 0) >= 6 ? t : null;
}

/** An absolute http(s) URL or null (validate.ts refuses anything else). */
export function httpUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url) ? url : null;
}

export function checkAborted(ctx: ScrapeContext): void {
  ctx.signal?.throwIfAborted();
}
