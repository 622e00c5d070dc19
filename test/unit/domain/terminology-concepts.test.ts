// Concepts reach lines whatever language they are worded in: a line citing a
// standard of a concept is found by the concept's name in every language.
import { describe, expect, it } from 'vitest';
import {
  capabilityTerms,
  conceptOfWording,
  conceptsOfStandard,
  propertyTermsOfWording,
  standardVocabulary,
  vocabularyOfWording,
} from '../../../src/domain/terminology.ts';

/** The terms a line citing `key` (under no category) is indexed with. */
const termsOf = (key: string) => capabilityTerms({ canonical_id: '', standard_key: key, category_slug: null });

/** Each of two standards is found by its own test's term and not by the other's. */
function expectOwnTerms([keyA, termA]: readonly [string, string], [keyB, termB]: readonly [string, string]) {
  expect(termsOf(keyA)).toContain(termA);
  expect(termsOf(keyB)).not.toContain(termA);
  expect(termsOf(keyB)).toContain(termB);
  expect(termsOf(keyA)).not.toContain(termB);
}

describe('the sampling concept', () => {
  it('covers water sampling standards (ISO 5667 parts, EN ISO 19458), whichever way a lab cites them', () => {
    for (const key of ['ISO 5667-1', 'ISO 5667-3', 'ISO 5667-5', 'ISO 19458'])
      expect(
        conceptsOfStandard(key).map((c) => c.id),
        key,
      ).toContain('sampling');
  });

  it('names a line citing ISO 19458 by sampling in every register language', () => {
    const terms = capabilityTerms({ canonical_id: 'iso-19458', standard_key: 'ISO 19458', category_slug: null });
    for (const name of ['Sampling', 'Probenahme', 'Échantillonnage', 'Campionamento', 'Muestreo', 'Amostragem'])
      expect(terms, name).toContain(name);
    for (const name of ['Monstername', 'Pobieranie próbek', 'Odběr vzorků', 'Odber vzoriek', 'Mintavétel'])
      expect(terms, name).toContain(name);
    for (const name of ['Provtagning', 'Prøvetagning', 'Prøvetaking', 'Näytteenotto', 'Δειγματοληψία'])
      expect(terms, name).toContain(name);
  });
});

describe('the biological evaluation of medical devices', () => {
  it('names an ISO 10993 line by biocompatibility in English, as in the other languages', () => {
    const terms = capabilityTerms({ canonical_id: 'iso-10993-5', standard_key: 'ISO 10993-5', category_slug: null });
    for (const name of ['biocompatibility', 'Biokompatibilität', 'biocompatibilité', 'biocompatibilità'])
      expect(terms, name).toContain(name);
  });
});

describe('a concept whose standards name their methods by abbreviation', () => {
  it("gives a standard no method its titles do not write: ISO 17294-2 (ICP-MS) is not named 'ICP-OES'", () => {
    expect(termsOf('ISO 17294-2')).not.toContain('ICP-OES');
    expect(termsOf('ISO 11885').some((t) => t.includes('ICP-MS'))).toBe(false);
    expect(termsOf('ISO 11885')).toContain('Schwermetalle');
  });

  it('names no method for the heavy metals of a standard whose titles write none (EN 14385, EN 71-3)', () => {
    // The concept names the test (heavy metals, trace elements), not the techniques some of its standards use.
    for (const key of ['EN 14385', 'EN 71-3']) {
      expect(termsOf(key), key).not.toContain('ICP-OES');
      expect(termsOf(key), key).toContain('Schwermetalle');
    }
  });

  it('keeps the one abbreviation a concept is named by for every standard, whatever its title writes (PCR)', () => {
    const withoutIt = ['ISO 20395', 'ISO 16393'].filter((key) => !termsOf(key).some((t) => t.includes('PCR')));
    expect(withoutIt).toEqual([]);
  });
});

describe('a property that spans tests (corrosion resistance: salt spray, intergranular, pitting)', () => {
  it("gives a test's own name only to that test's standards: ASTM A262 (intergranular) is not named salt spray", () => {
    const intergranular = standardVocabulary('ASTM A262');
    for (const name of ['salt spray', 'brouillards salins', 'nebbia salina', 'solná mlha', 'saltdimma', 'suolasumu'])
      expect(intergranular, name).not.toContain(name);
    expect(intergranular).toContain('intergranular corrosion');
  });

  it("does not take a short word for another that shares its first three letters ('lead', 'Leak testing')", () => {
    expect(standardVocabulary('ISO 11885')).toContain('lead');
  });

  it("does not take a field-wide concept's name for a test no standard has ('comportement au feu' for UL 94)", () => {
    expect(standardVocabulary('UL 94')).toContain('comportement au feu');
  });

  it('keeps those names for the salt spray test, ISO 9227', () => {
    const saltSpray = standardVocabulary('ISO 9227');
    for (const name of ['salt spray', 'brouillards salins', 'nebbia salina', 'solná mlha', 'saltdimma', 'suolasumu'])
      expect(saltSpray, name).toContain(name);
  });
});

describe('the electrical conductivity of water', () => {
  it("names a line citing EN 27888 by the Dutch drinking-water parameter 'Geleidingsvermogen'", () => {
    expect(conceptsOfStandard('EN 27888').map((c) => c.id)).toContain('electrical-conductivity-water');
    const terms = capabilityTerms({ canonical_id: 'en-27888', standard_key: 'EN 27888', category_slug: 'water' });
    expect(terms).toContain('Geleidingsvermogen');
  });
});

describe('the test a line words', () => {
  it("is named by a concept's term inflected, as the term's language stems it", () => {
    // 'Tensile test' is 'Tensile testing' inflected: before, a register's English line on bolts named no test and was
    // not found by 'Zugversuch'.
    const line =
      'Tensile test for the determination of - Tensile strength (Rm) - Elongation after fracture (Af) (Bolts, screws and studs)';
    expect(conceptOfWording(line)?.id).toBe('tensile-test-metals');
    expect(conceptOfWording('Zugversuche (Hausverfahren)')?.id).toBe('tensile-test-metals');
  });

  it('names no test where a word only shares the start of a term', () => {
    expect(conceptOfWording('Tension of the surface (in-house method)')).toBeNull();
  });
});

describe('the properties a line words', () => {
  it('are read in Polish inflections as Polish inflects them', () => {
    // Real PCA lines (test/fixtures/real-wording, pca-lbwig): 'chlorków', 'azotanów' are the genitive plurals of the
    // vocabulary's 'chlorki', 'azotany'.
    expect(propertyTermsOfWording('Stężenie chlorków Metoda miareczkowa (Woda)')).toContain('chloride');
    expect(propertyTermsOfWording('Stężenie azotanów, azotu azotanowego Metoda spektrofotometryczna (Woda)')).toContain(
      'nitrate',
    );
  });
});

describe('the properties a line of a field words', () => {
  it("are those of its field: a food line's pressure digestion is not the pressure whose gauges are calibrated", () => {
    // Catalog titles (src/domain/data/catalog.json): EN 13805 (food), ISO 3405 (petroleum, atmospheric pressure).
    const digestion = 'Foodstuffs — Determination of trace elements — Pressure digestion';
    expect(propertyTermsOfWording(digestion, 'food-feed')).not.toContain('manometers');
    expect(
      propertyTermsOfWording(
        'Petroleum and related products — Determination of distillation characteristics at atmospheric pressure',
        'chemical',
      ),
    ).not.toContain('Manometer');
  });

  it("are every field's for a line filed under none, and a calibration line keeps the pressure it names", () => {
    expect(propertyTermsOfWording('Pressure digestion')).toContain('manometers');
    expect(propertyTermsOfWording('Calibration of pressure gauges', 'calibration')).toContain('Manometer');
  });
});

describe('a line named by what it measures', () => {
  // A real annex line (ESYD, Greece) citing ELOT EN 933-1 in a form the vocabulary's keys do not reach by wording.
  const SIEVING = 'Determination of particle size distribution-sieving method (Aggregates)';

  it('is named by the one test that measures those properties, in every register language', () => {
    const words = vocabularyOfWording(SIEVING, 'construction-materials');
    for (const name of ['Gesteinskörnungen', 'granulats', 'kamenivo', 'áridos', 'toeslagmaterialen'])
      expect(words, name).toContain(name);
  });

  it('is named by what it measures when a parenthesis interrupts the words (water (…) content)', () => {
    // ASTM D2216's title as ESYD's annex words it, 'water (moisture) content', with an insert that names nothing itself.
    const words = propertyTermsOfWording('Laboratory determination of water (gravimetric) content of soil and rock');
    for (const name of ['teneur en eau', 'Wassergehalt']) expect(words, name).toContain(name);
  });

  it('is named by no test when several tests measure what it words (cadmium: heavy metals, toys, emissions, air)', () => {
    const line = 'Kadmium (Cd)';
    expect(vocabularyOfWording(line, null)).toEqual(propertyTermsOfWording(line, null));
  });
});

describe("the reaction-to-fire tests' own properties", () => {
  it('names non-combustibility for ISO 1182, the non-combustibility test, and not for the others of the family', () => {
    for (const term of ['non-combustibility', 'ubrændbarhed', 'no combustibilidad'])
      expect(termsOf('ISO 1182'), term).toContain(term);
    for (const key of ['ISO 1716', 'EN 13501-1', 'EN 13823'])
      expect(
        termsOf(key).filter((t) => /non-combustib|ubrændbar/i.test(t)),
        key,
      ).toEqual([]);
  });

  it('names ignitability for ISO 11925-2 and reaction to fire for every one of them', () => {
    expect(termsOf('ISO 11925-2')).toContain('Entzündbarkeit');
    expect(termsOf('ISO 1716')).not.toContain('Entzündbarkeit');
    for (const key of ['ISO 1182', 'ISO 1716', 'ISO 11925-2', 'EN 13501-1'])
      expect(termsOf(key), key).toContain('reaction to fire');
  });
});

describe('a concept whose standards name their methods after people', () => {
  it("gives a standard no eponymous method its titles do not write: ISO 6506 (Brinell) is not named 'Vickers'", () => {
    expect(termsOf('ISO 6506-1').filter((t) => /vickers|rockwell|shore/i.test(t))).toEqual([]);
    expect(termsOf('ISO 6507-1').filter((t) => /brinell|rockwell/i.test(t))).toEqual([]);
    expect(termsOf('ISO 6507-1')).toContain('Härteprüfung nach Vickers');
    expect(termsOf('ISO 6506-1')).toContain('Härteprüfung nach Brinell');
  });

  it('keeps them all for a standard whose titles name none (ISO 9015-1, hardness of welds), and the generic names for every one', () => {
    expect(termsOf('ISO 9015-1')).toEqual(expect.arrayContaining(['Vickers hardness test', 'Brinell hardness test']));
    for (const key of ['ISO 6506-1', 'ISO 6507-1', 'ISO 868', 'ISO 9015-1'])
      expect(termsOf(key), key).toContain('Hardness test');
  });
});

describe("the corrosion tests' own properties", () => {
  it('names salt spray for ISO 9227 and intergranular corrosion for ISO 3651-2, corrosion resistance for both', () => {
    expectOwnTerms(['ISO 9227', 'saltdimma'], ['ISO 3651-2', 'interkristallin korrosion']);
    for (const key of ['ISO 9227', 'ISO 3651-2']) expect(termsOf(key), key).toContain('korrosionsbeständighet');
  });
});

describe("the EMC and glow-wire tests' own properties", () => {
  it('names each immunity test for its own part of IEC 61000-4, and immunity for every part', () => {
    expectOwnTerms(['IEC 61000-4-2', 'décharges électrostatiques'], ['IEC 61000-4-5', 'Stoßspannungen']);
    for (const key of ['IEC 61000-4-2', 'IEC 61000-4-5', 'IEC 61000-4-11'])
      expect(termsOf(key), key).toContain('immunité');
  });

  it('names harmonics for IEC 61000-3-2, flicker for IEC 61000-3-3 and the glow-wire for IEC 60695-2-11 only', () => {
    expect(termsOf('IEC 61000-3-2')).toContain('courants harmoniques');
    expect(termsOf('IEC 61000-3-3')).not.toContain('courants harmoniques');
    expect(termsOf('IEC 61000-3-3')).toContain('papillotement');
    expect(termsOf('IEC 60695-2-11')).toContain('fil incandescent');
    expect(termsOf('IEC 60695-11-10')).not.toContain('fil incandescent');
  });
});
