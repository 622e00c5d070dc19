// schema.org JSON-LD for the static pages, and its safe serialisation into a
// <script type="application/ld+json"> element. Pure: no I/O, no globals; the
// caller passes the site origin. Built from the PUBLIC lab record only (no
// coordinates, no capabilities: DECISIONS, static files).
import type { AccreditationBody } from '../domain/bodies.ts';
import type { PublicLab } from '../domain/types.ts';

export type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a <script> element: no value can close the element
 * (`</script>`), open a comment (`<!--`) or break a JavaScript line
 * (U+2028/U+2029). The escapes are valid JSON, so parsers read the same data.
 */
export function serializeJsonLd(value: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}

/** Drops null, undefined and empty-string properties (schema.org wants absent, not null). */
function compact<T extends JsonLdObject>(object: T): T {
  const out: JsonLdObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out as T;
}

export interface Crumb {
  name: string;
  /** Site path (`/countries/de/`) or absolute URL. */
  path: string;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** A schema.org BreadcrumbList: Home › … › this page. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  };
}

export function labPath(slug: string): string {
  return `/labs/${slug}/`;
}

/**
 * The lab as a schema.org Organization: address, accreditation number,
 * contact, and its ISO/IEC 17025 accreditation as a credential recognised by
 * the accreditation body.
 */
export function labJsonLd(
  origin: string,
  lab: PublicLab,
  body: AccreditationBody | undefined,
  /** The page's own path (a language version's, `/de/labs/x/`); the English page's by default. */
  pagePath: string = labPath(lab.slug),
): JsonLdObject {
  const pageUrl = `${origin}${pagePath}`;
  const number = lab.accreditation_number;
  const bodyOrg = body
    ? compact({
        '@type': 'Organization',
        name: body.name,
        alternateName: body.short_name === body.name ? null : body.short_name,
        url: body.website,
      })
    : compact({ '@type': 'Organization', name: lab.accreditation_body });
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: lab.street_address,
    postalCode: lab.postcode,
    addressLocality: lab.city,
    addressCountry: lab.country,
  });
  const credential = compact({
    '@type': 'EducationalOccupationalCredential',
    name: number ? `ISO/IEC 17025 accreditation ${number}` : 'ISO/IEC 17025 accreditation',
    credentialCategory: 'ISO/IEC 17025 accreditation',
    recognizedBy: bodyOrg,
    identifier: number,
    validFrom: lab.accreditation_date,
    url: lab.scope_document_url,
  });
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${pageUrl}#organization`,
    name: lab.name,
    url: lab.website_url ?? pageUrl,
    mainEntityOfPage: pageUrl,
    identifier: number
      ? {
          '@type': 'PropertyValue',
          propertyID: `${body?.short_name ?? lab.accreditation_body} accreditation number`,
          value: number,
        }
      : null,
    address,
    email: lab.email,
    telephone: lab.phone,
    hasCredential: credential,
  });
}
