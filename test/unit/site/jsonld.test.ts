import { describe, expect, it } from 'vitest';
import { bodyByCode } from '../../../src/domain/bodies.ts';
import { breadcrumbJsonLd, labJsonLd, serializeJsonLd } from '../../../src/site/jsonld.ts';
import type { PublicLab } from '../../../src/domain/types.ts';

const ORIGIN = 'https://labs.example';

const lab = (over: Partial<PublicLab> = {}): PublicLab => ({
  id: 'DAKKS:1',
  slug: 'pruflabor-nord-hamburg',
  name: 'Prüflabor Nord GmbH',
  accreditation_number: 'D-PL-14368-01-00',
  accreditation_body: 'DAKKS',
  accreditation_status: 'active',
  country: 'DE',
  city: 'Hamburg',
  postcode: '20095',
  categories: ['mechanical'],
  street_address: 'Mönckebergstraße 1',
  phone: '+49 40 123456',
  email: 'info@pruflabor-nord.de',
  website_url: 'https://www.pruflabor-nord.de/',
  scope_document_url: 'https://www.dakks.de/scope/D-PL-14368-01-00.pdf',
  source_url: 'https://www.dakks.de/record/14368',
  accreditation_date: '2011-04-01',
  last_verified: '2026-10-01',
  ...over,
});

/** What a browser's HTML parser would see as the end of the script element. */
function scriptBody(json: string): string {
  const html = `<script type="application/ld+json">${json}</script>`;
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script>';

  it('never lets a value close the script element', () => {
    const json = serializeJsonLd(labJsonLd(ORIGIN, lab({ name: hostile }), bodyByCode('DAKKS')));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    // The whole JSON survives inside the element and parses back to the original name.
    expect(scriptBody(json)).toBe(json);
    expect(JSON.parse(scriptBody(json)).name).toBe(hostile);
  });

  it('escapes <, >, &, U+2028 and U+2029 and round-trips them', () => {
    const value = { text: 'a<b>c&d\u2028e\u2029f <!-- x -->' };
    const json = serializeJsonLd(value);
    expect(json).toBe('{"text":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f \\u003c!-- x --\\u003e"}');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('serialises arrays of objects', () => {
    expect(JSON.parse(serializeJsonLd([{ a: '<' }, { b: '>' }]))).toEqual([{ a: '<' }, { b: '>' }]);
  });
});

describe('labJsonLd', () => {
  const body = bodyByCode('DAKKS')!;

  it('describes the lab as an Organization with address, identifier, contact and credential', () => {
    const o = labJsonLd(ORIGIN, lab(), body);
    expect(o).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Prüflabor Nord GmbH',
      url: 'https://www.pruflabor-nord.de/',
      email: 'info@pruflabor-nord.de',
      telephone: '+49 40 123456',
      mainEntityOfPage: `${ORIGIN}/labs/pruflabor-nord-hamburg/`,
      identifier: { '@type': 'PropertyValue', value: 'D-PL-14368-01-00' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Mönckebergstraße 1',
        postalCode: '20095',
        addressLocality: 'Hamburg',
        addressCountry: 'DE',
      },
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'ISO/IEC 17025 accreditation',
        identifier: 'D-PL-14368-01-00',
        validFrom: '2011-04-01',
        recognizedBy: { '@type': 'Organization', name: body.name, url: body.website },
      },
    });
  });

  it('leaves out what the record does not have, never writing null', () => {
    const o = labJsonLd(
      ORIGIN,
      lab({
        email: null,
        phone: null,
        website_url: null,
        accreditation_number: null,
        accreditation_date: null,
        street_address: null,
      }),
      body,
    );
    const json = serializeJsonLd(o);
    expect(json).not.toContain('null');
    expect(o).not.toHaveProperty('email');
    expect(o).not.toHaveProperty('telephone');
    expect(o).not.toHaveProperty('identifier');
    expect(o.url).toBe(`${ORIGIN}/labs/pruflabor-nord-hamburg/`);
    expect(o.hasCredential).not.toHaveProperty('validFrom');
  });

  it('carries no coordinates and no capabilities, even if handed a full record', () => {
    const full = {
      ...lab(),
      latitude: 53.55,
      longitude: 9.99,
      capabilities: [{ name: 'Tensile test' }],
    } as unknown as PublicLab;
    const json = serializeJsonLd(labJsonLd(ORIGIN, full, body));
    expect(json).not.toMatch(/latitude|longitude|capabilit|geo|53\.55|Tensile/i);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const o = breadcrumbJsonLd(ORIGIN, [
      { name: 'Home', path: '/' },
      { name: 'Germany', path: '/countries/de/' },
      { name: 'Lab', path: 'https://other.example/x' },
    ]);
    expect(o).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Germany', item: `${ORIGIN}/countries/de/` },
        { '@type': 'ListItem', position: 3, name: 'Lab', item: 'https://other.example/x' },
      ],
    });
  });
});
