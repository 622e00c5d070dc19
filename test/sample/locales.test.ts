import { describe, expect, it } from 'vitest';
import { BODIES, bodyByCode } from '../../src/domain/bodies.ts';
import { CATEGORIES } from '../../src/domain/categories.ts';
import {
  accreditationNumber,
  registerRecordUrl,
  scopeDocumentUrl,
  type LabKind,
} from '../../src/sample/identifiers.ts';
import { LOCALES, type LabNameContext } from '../../src/sample/locales.ts';
import { createRng } from '../../src/sample/random.ts';

const EXPECTED: ReadonlyArray<readonly [code: string, country: string]> = [
  ['DAKKS', 'DE'],
  ['UKAS', 'GB'],
  ['COFRAC', 'FR'],
  ['ACCREDIA', 'IT'],
  ['ENAC', 'ES'],
  ['RVA', 'NL'],
  ['BELAC', 'BE'],
  ['AA', 'AT'],
  ['SAS', 'CH'],
  ['SWEDAC', 'SE'],
  ['DANAK', 'DK'],
  ['FINAS', 'FI'],
  ['NA', 'NO'],
  ['INAB', 'IE'],
  ['IPAC', 'PT'],
  ['PCA', 'PL'],
  ['CIA', 'CZ'],
  ['SNAS', 'SK'],
  ['NAH', 'HU'],
  ['ESYD', 'GR'],
];

/** Each body's real accreditation-number shape, per lab kind. */
const NUMBER_RE: Readonly<Record<string, { testing: RegExp; calibration: RegExp }>> = {
  DAKKS: { testing: /^D-PL-\d{5}-\d{2}-\d{2}$/, calibration: /^D-K-\d{5}-\d{2}-\d{2}$/ },
  UKAS: { testing: /^\d{4,5}$/, calibration: /^\d{4,5}$/ },
  COFRAC: { testing: /^1-\d{4}$/, calibration: /^2-\d{4}$/ },
  ACCREDIA: { testing: /^\d{4}L$/, calibration: /^LAT N° \d{3,4}$/ },
  ENAC: { testing: /^\d{1,4}\/LE\d{3,4}$/, calibration: /^\d{1,4}\/LC10\.\d{3,4}$/ },
  RVA: { testing: /^L \d{3,4}$/, calibration: /^K \d{3,4}$/ },
  BELAC: { testing: /^\d{3,4}-TEST$/, calibration: /^\d{3,4}-CAL$/ },
  AA: { testing: /^\d{4}$/, calibration: /^\d{4}$/ },
  SAS: { testing: /^STS \d{4}$/, calibration: /^SCS \d{4}$/ },
  SWEDAC: { testing: /^\d{4,5}$/, calibration: /^\d{4,5}$/ },
  DANAK: { testing: /^\d{1,4}$/, calibration: /^\d{1,4}$/ },
  FINAS: { testing: /^T\d{3,4}$/, calibration: /^K\d{3,4}$/ },
  NA: { testing: /^TEST \d{3,4}$/, calibration: /^KALIB \d{3,4}$/ },
  INAB: { testing: /^\d{3,4}T$/, calibration: /^\d{3,4}C$/ },
  IPAC: { testing: /^L\d{4}$/, calibration: /^M\d{4}$/ },
  PCA: { testing: /^AB \d{3,4}$/, calibration: /^AP \d{3,4}$/ },
  CIA: { testing: /^1\d{3}(\.\d)?$/, calibration: /^2\d{3}$/ },
  SNAS: { testing: /^S-\d{3,4}$/, calibration: /^K-\d{3,4}$/ },
  NAH: { testing: /^NAH-1-\d{4}\/20\d{2}$/, calibration: /^NAH-2-\d{4}\/20\d{2}$/ },
  ESYD: { testing: /^\d{1,4}-\d$/, calibration: /^\d{1,4}-\d$/ },
};

const TLD: Readonly<Record<string, string>> = {
  DE: 'de',
  GB: 'co.uk',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  NL: 'nl',
  BE: 'be',
  AT: 'at',
  CH: 'ch',
  SE: 'se',
  DK: 'dk',
  FI: 'fi',
  NO: 'no',
  IE: 'ie',
  PT: 'pt',
  PL: 'pl',
  CZ: 'cz',
  SK: 'sk',
  HU: 'hu',
  GR: 'gr',
};

/** Known cities (native and English spellings) plus unknown ones, per country. */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  DE: ['Berlin', 'München', 'Köln', 'Leipzig', 'Dresden', 'Kleinkleckersdorf'],
  GB: ['London', 'Manchester', 'Cambridge', 'Glasgow', 'Little Snoring'],
  FR: ['Paris', 'Lyon', 'Grenoble', 'Brest', 'Saint-Nulle-Part'],
  IT: ['Roma', 'Milano', 'Perugia', 'Cagliari', 'Borgo Ignoto'],
  ES: ['Madrid', 'Barcelona', 'Sevilla', 'Vitoria-Gasteiz', 'Pueblo Perdido'],
  NL: ['Amsterdam', 'Rotterdam', "'s-Hertogenbosch", 'Wageningen', 'Nergenshuizen'],
  BE: ['Brussels', 'Antwerpen', 'Liège', 'Gent', 'Nergens'],
  AT: ['Wien', 'Graz', 'Linz', 'Innsbruck', 'Irgendwo'],
  CH: ['Zürich', 'Genève', 'Lugano', 'Bern', 'Nirgendwo'],
  SE: ['Stockholm', 'Göteborg', 'Borås', 'Ingenstans'],
  DK: ['København', 'Aarhus', 'Hørsholm', 'Ingensteds'],
  FI: ['Helsinki', 'Espoo', 'Tampere', 'Eimissään'],
  NO: ['Oslo', 'Bergen', 'Tromsø', 'Ingensteds'],
  IE: ['Dublin', 'Cork', 'Galway', 'Nowhere'],
  PT: ['Lisboa', 'Porto', 'Coimbra', 'Parte Nenhuma'],
  PL: ['Warszawa', 'Kraków', 'Łódź', 'Nigdzie'],
  CZ: ['Prague', 'Brno', 'Pilsen', 'Nikde'],
  SK: ['Bratislava', 'Košice', 'Martin', 'Nikde'],
  HU: ['Budapest', 'Budapest XI. kerület', 'Debrecen', 'Sehol'],
  GR: ['Athens', 'Thessaloníki', 'Pátra', 'Irákleion', 'Pouthena'],
};

const KINDS: readonly LabKind[] = ['testing', 'calibration'];

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

function drawContext(
  seedRng: ReturnType<typeof createRng>,
  cities: readonly string[],
  language: string,
): LabNameContext {
  return {
    city: seedRng.pick(cities),
    language,
    specialty: seedRng.pick(CATEGORIES).slug,
    kind: seedRng.chance(0.2) ? 'calibration' : 'testing',
  };
}

describe('accreditation bodies', () => {
  it('lists exactly the 20 bodies in order, with unique codes and countries', () => {
    expect(BODIES.map((b) => [b.code, b.country])).toEqual(EXPECTED.map(([c, k]) => [c, k]));
    expect(new Set(BODIES.map((b) => b.code)).size).toBe(20);
    expect(new Set(BODIES.map((b) => b.country)).size).toBe(20);
  });

  it('has well-formed data per body', () => {
    for (const b of BODIES) {
      expect(b.code).toMatch(/^[A-Z]+$/);
      expect(b.short_name.length).toBeGreaterThan(0);
      expect(b.name.length).toBeGreaterThan(0);
      expect(b.name_en.length).toBeGreaterThan(0);
      expect(isHttpsUrl(b.website), `${b.code} website`).toBe(true);
      expect(isHttpsUrl(b.register_url), `${b.code} register_url`).toBe(true);
      expect(Number.isInteger(b.labs_estimate) && b.labs_estimate > 50).toBe(true);
      expect(b.number_format.testing.length).toBeGreaterThan(0);
      expect(b.number_format.calibration.length).toBeGreaterThan(0);
    }
    expect(bodyByCode('DAKKS')?.short_name).toBe('DAkkS');
    expect(bodyByCode('cia')?.short_name).toBe('ČIA');
    expect(bodyByCode('rva')?.short_name).toBe('RvA');
    expect(bodyByCode('nope')).toBeUndefined();
  });
});

describe('accreditation numbers and URLs', () => {
  for (const [code] of EXPECTED) {
    for (const kind of KINDS) {
      it(`${code} ${kind}: real format, unique for serials 1..500, https URLs`, () => {
        const re = NUMBER_RE[code]![kind];
        const rng = createRng(`ids/${code}/${kind}`);
        const seen = new Set<string>();
        for (let serial = 1; serial <= 500; serial++) {
          const num = accreditationNumber(code, kind, serial, rng);
          expect(num, `${code} serial ${serial}`).toMatch(re);
          seen.add(num);
          const record = registerRecordUrl(code, num, `R${serial}`);
          expect(isHttpsUrl(record), `${code} record ${record}`).toBe(true);
          const scope = scopeDocumentUrl(code, num, kind);
          if (scope !== null) expect(isHttpsUrl(scope), `${code} scope ${scope}`).toBe(true);
        }
        expect(seen.size).toBe(500);
      });
    }

    it(`${code}: unique across kinds when serials are shared`, () => {
      const rng = createRng(`mixed/${code}`);
      const seen = new Set<string>();
      for (let serial = 1; serial <= 500; serial++) {
        seen.add(accreditationNumber(code, rng.chance(0.25) ? 'calibration' : 'testing', serial, rng));
      }
      expect(seen.size).toBe(500);
    });
  }

  it('matches the documented examples where the scheme is verified', () => {
    expect(scopeDocumentUrl('COFRAC', '1-5685', 'testing')).toBe('https://tools.cofrac.fr/annexes/sect1/1-5685.pdf');
    expect(scopeDocumentUrl('COFRAC', '2-1405', 'calibration')).toBe(
      'https://tools.cofrac.fr/annexes/sect2/2-1405.pdf',
    );
    expect(scopeDocumentUrl('UKAS', '1223', 'testing')).toMatch(
      /^https:\/\/www\.ukas\.com\/wp-content\/uploads\/schedule_uploads\/00002\/1223Testing-(Single|Multiple)\.pdf$/,
    );
    expect(registerRecordUrl('IPAC', 'L0705', 'x')).toBe('https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=L0705');
    expect(registerRecordUrl('NA', 'TEST 037', '103')).toBe(
      'https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=103',
    );
    expect(bodyByCode('ENAC')?.number_format.testing).toContain('493/LE1255');
  });

  it('is deterministic for the same seed', () => {
    const run = (seed: string): string[] => {
      const rng = createRng(seed);
      return EXPECTED.flatMap(([code]) =>
        KINDS.flatMap((kind) => {
          const num = accreditationNumber(code, kind, 7, rng);
          return [num, registerRecordUrl(code, num, 'abc'), String(scopeDocumentUrl(code, num, kind))];
        }),
      );
    };
    expect(run('same')).toEqual(run('same'));
    expect(run('same')).not.toEqual(run('other'));
  });

  it('rejects an unknown body', () => {
    expect(() => accreditationNumber('XX', 'testing', 1, createRng('x'))).toThrow();
  });
});

describe('locales', () => {
  it('covers the 20 countries', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(EXPECTED.map(([, c]) => c).sort());
    for (const [cc, loc] of Object.entries(LOCALES)) {
      expect(loc.country).toBe(cc);
      expect(loc.languages.length).toBeGreaterThan(0);
      expect(loc.tld).toBe(TLD[cc]);
    }
  });

  for (const [, cc] of EXPECTED) {
    describe(cc, () => {
      const loc = LOCALES[cc]!;

      it('writes non-empty streets with a number', () => {
        const rng = createRng(`street/${cc}`);
        for (let i = 0; i < 100; i++) {
          const street = loc.street(rng, loc.languages[0]!);
          expect(street.trim().length).toBeGreaterThan(4);
          expect(street).toMatch(/\d/);
        }
      });

      it('names labs without personal "first last" names and with variety', () => {
        const rng = createRng(`names/${cc}`);
        const names = new Set<string>();
        const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const personal = new RegExp(
          `(^|[^\\p{L}])(${loc.firstNames.map(escapeRegExp).join('|')}) (${loc.lastNames.map(escapeRegExp).join('|')})($|[^\\p{L}])`,
          'u',
        );
        expect(personal.test(`Lab ${loc.firstNames[0]} ${loc.lastNames[0]} Ltd`)).toBe(true);
        for (let i = 0; i < 200; i++) {
          const name = loc.labName(rng, drawContext(rng, CITIES[cc]!, rng.pick(loc.languages)));
          expect(name.trim().length).toBeGreaterThan(3);
          expect(name).not.toMatch(/\{|\}|undefined|\s{2}/);
          expect(personal.test(name), `${name} contains a personal name`).toBe(false);
          names.add(name);
        }
        expect(names.size).toBeGreaterThanOrEqual(['DE', 'GB', 'FR', 'IT', 'ES', 'NL'].includes(cc) ? 20 : 10);
      });

      it('has enough personal names and role mailboxes', () => {
        expect(loc.firstNames.length).toBeGreaterThanOrEqual(25);
        expect(loc.lastNames.length).toBeGreaterThanOrEqual(25);
        expect(new Set(loc.firstNames).size).toBe(loc.firstNames.length);
        expect(new Set(loc.lastNames).size).toBe(loc.lastNames.length);
        expect(loc.firstNames.filter((f) => loc.lastNames.includes(f))).toEqual([]);
        expect(loc.roleMailboxes.length).toBeGreaterThan(0);
        for (const box of loc.roleMailboxes) expect(box).toMatch(/^[a-z0-9.-]+$/);
      });

      it('is deterministic for the same seed', () => {
        const run = (seed: string): string[] => {
          const rng = createRng(seed);
          const out: string[] = [];
          for (let i = 0; i < 20; i++) {
            const language = rng.pick(loc.languages);
            out.push(loc.labName(rng, drawContext(rng, CITIES[cc]!, language)), loc.street(rng, language));
          }
          return out;
        };
        expect(run(`det/${cc}`)).toEqual(run(`det/${cc}`));
        expect(run(`det/${cc}`)).not.toEqual(run(`det/${cc}/other`));
      });
    });
  }

  it('gives big countries varied names even for one fixed context', () => {
    for (const [cc, city] of [
      ['DE', 'Berlin'],
      ['GB', 'London'],
      ['FR', 'Paris'],
      ['IT', 'Roma'],
      ['ES', 'Madrid'],
      ['NL', 'Amsterdam'],
    ] as const) {
      const rng = createRng(`fixed/${cc}`);
      const names = new Set<string>();
      for (let i = 0; i < 200; i++)
        names.add(
          LOCALES[cc]!.labName(rng, {
            city,
            language: LOCALES[cc]!.languages[0]!,
            specialty: 'chemical',
            kind: 'testing',
          }),
        );
      expect(names.size, cc).toBeGreaterThanOrEqual(20);
    }
  });
});
