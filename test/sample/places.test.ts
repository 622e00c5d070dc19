// The sample's towns and the address facts that go with them: a lab's
// postcode and landline belong to its city, and the city is written as its
// register writes it, with exonyms kept for search only.
import { describe, expect, it } from 'vitest';
import { BODIES } from '../../src/domain/bodies.ts';
import { loadPlaces, phoneOf, postcodeOf, type Place } from '../../src/sample/places.ts';
import { createRng } from '../../src/sample/random.ts';
import { sampleSnapshots } from '../fixtures/sample-dir.ts';

const places = loadPlaces(BODIES.map((b) => b.country));
const place = (country: string, name: string): Place => {
  const found = places.find((p) => p.country === country && p.name === name);
  if (!found) throw new Error(`no place ${name} (${country})`);
  return found;
};

/** The national postcode formats (the generated completions included). */
const POSTCODE_RE: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  NL: /^[1-9]\d{3} [A-Z]{2}$/,
  BE: /^[1-9]\d{3}$/,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  SE: /^\d{3} \d{2}$/,
  DK: /^[1-9]\d{3}$/,
  FI: /^\d{5}$/,
  NO: /^\d{4}$/,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/,
  PT: /^[1-9]\d{3}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^[1-7]\d{2} \d{2}$/,
  SK: /^\d{3} \d{2}$/,
  HU: /^[1-9]\d{3}$/,
};

const CALLING_CODE: Readonly<Record<string, string>> = {
  DE: '49',
  GB: '44',
  FR: '33',
  IT: '39',
  ES: '34',
  NL: '31',
  BE: '32',
  AT: '43',
  CH: '41',
  SE: '46',
  DK: '45',
  FI: '358',
  NO: '47',
  IE: '353',
  PT: '351',
  PL: '48',
  CZ: '420',
  SK: '421',
  HU: '36',
  GR: '30',
};

describe('the sample places', () => {
  it('has towns in every country of the bodies', () => {
    for (const body of BODIES)
      expect(places.filter((p) => p.country === body.country).length, body.country).toBeGreaterThanOrEqual(5);
  });

  it('writes cities as their registers do, with the exonym only as a search alias', () => {
    for (const [country, local, exonym] of [
      ['DE', 'München', 'Munich'],
      ['DE', 'Köln', 'Cologne'],
      ['CZ', 'Praha', 'Prague'],
      ['PL', 'Warszawa', 'Warsaw'],
      ['AT', 'Wien', 'Vienna'],
      ['PT', 'Lisboa', 'Lisbon'],
      ['IT', 'Milano', 'Milan'],
    ] as const) {
      expect(place(country, local).aliases, local).toContain(exonym);
      expect(
        places.some((p) => p.name === exonym),
        exonym,
      ).toBe(false);
    }
  });

  it('gives Berlin, Lyon, Milano and München their own postcodes and area codes', () => {
    const rng = createRng('places');
    for (const [country, name, postcode, phone] of [
      ['DE', 'Berlin', /^1[0-4]\d{3}$/, /^\+49 30 /],
      ['DE', 'München', /^8[01]\d{3}$/, /^\+49 89 /],
      ['FR', 'Lyon', /^69\d{3}$/, /^\+33 4 /],
      ['IT', 'Milano', /^20\d{3}$/, /^\+39 02 /],
    ] as const) {
      for (let i = 0; i < 20; i++) {
        expect(postcodeOf(place(country, name), rng), name).toMatch(postcode);
        expect(phoneOf(place(country, name), rng), name).toMatch(phone);
      }
    }
  });

  it('writes postcodes in the national format, and none for Greece, whose postcodes the data lacks', () => {
    const rng = createRng('postcodes');
    for (const p of places) {
      const postcode = postcodeOf(p, rng);
      if (p.country === 'GR') expect(postcode).toBeNull();
      else expect(postcode, `${p.name} (${p.country})`).toMatch(POSTCODE_RE[p.country]!);
    }
  });

  it('writes landlines with the country code, then the town area code', () => {
    const rng = createRng('phones');
    for (const p of places) {
      const phone = phoneOf(p, rng);
      expect(phone, p.name).toMatch(/^\+\d{2,3}( \d{1,8})+$/);
      expect(
        phone.startsWith(`+${CALLING_CODE[p.country]} ${p.areaCode ? `${p.areaCode} ` : ''}`),
        `${p.name}: ${phone}`,
      ).toBe(true);
      const national = phone.replace(/\D/g, '').slice(CALLING_CODE[p.country]!.length);
      expect(national.length, phone).toBeGreaterThanOrEqual(8);
      expect(national.length, phone).toBeLessThanOrEqual(11);
    }
  });

  it("puts every generated lab's postcode and landline in its own town", () => {
    const byName = new Map(places.map((p) => [`${p.country}/${p.name}`, p]));
    for (const snapshot of sampleSnapshots(2000, 'places')) {
      for (const lab of snapshot.labs) {
        const town = byName.get(`${lab.country}/${lab.city}`);
        expect(town, `${lab.name}: ${lab.city} (${lab.country})`).toBeDefined();
        if (lab.postcode)
          expect(
            town!.postcodes.some((pc) => lab.postcode!.startsWith(pc)),
            `${lab.city} ${lab.postcode}`,
          ).toBe(true);
        if (lab.phone && town!.areaCode)
          expect(
            lab.phone.startsWith(`+${CALLING_CODE[lab.country]} ${town!.areaCode} `),
            `${lab.city} ${lab.phone}`,
          ).toBe(true);
      }
    }
  });
});
