// Text analysis beyond folding: stems in the register languages and compound
// splitting against a vocabulary (src/domain/analysis.ts).
import { describe, expect, it } from 'vitest';
import {
  cognateKey,
  finnishSNounStems,
  formsOfVocabulary,
  shareAStem,
  splitCompound,
  stemIn,
  stemsOf,
} from '../../../src/domain/analysis.ts';

const vocabulary = new Set(['beton', 'druckfestigkeit', 'salz', 'spruhnebel', 'prufung', 'zugversuch', 'schrauben']);
const has = (word: string) => vocabulary.has(word);

describe('stems in the register languages', () => {
  it('gives an inflected form and its base form a stem in common', () => {
    for (const [inflected, base] of [
      ['zugversuche', 'zugversuch'],
      ['ensayos', 'ensayo'],
      ['zkousky', 'zkouska'],
      ['calibrations', 'calibration'],
      ['δοκιμες', 'δοκιμη'],
    ] as const) {
      const common = stemsOf(inflected).filter((s) => s === base || stemsOf(base).includes(s));
      expect(common.length, `${inflected} / ${base}`).toBeGreaterThan(0);
    }
  });

  it('leaves words with digits, short words and the word itself out', () => {
    expect(stemsOf('6892')).toEqual([]);
    expect(stemsOf('iso')).toEqual([]);
    expect(stemsOf('zugversuche')).not.toContain('zugversuche');
  });
});

describe('compound splitting', () => {
  it('splits a compound into the fewest held parts', () => {
    expect(splitCompound('betondruckfestigkeit', has)).toEqual(['beton', 'druckfestigkeit']);
    expect(splitCompound('salzspruhnebelprufung', has)).toEqual(['salz', 'spruhnebel', 'prufung']);
  });

  it('allows a linking s between parts and an inflected last part', () => {
    expect(splitCompound('betonsdruckfestigkeit', has)).toEqual(['beton', 'druckfestigkeit']);
    expect(splitCompound('betondruckfestigkeiten', (w) => has(w) || w === 'druckfest')).toEqual([
      'beton',
      'druckfestigkeiten',
    ]);
  });

  it("does not read a word's inflectional or derivational ending as the last part of a compound", () => {
    const held = new Set(['tract', 'calibrat', 'ion', 'enterokok', 'ken', 'metal', 'lit', 'zug', 'versuche']);
    expect(splitCompound('traction', (w) => held.has(w))).toBeNull();
    expect(splitCompound('calibration', (w) => held.has(w))).toBeNull();
    expect(splitCompound('enterokokken', (w) => held.has(w))).toBeNull();
    expect(splitCompound('metallit', (w) => held.has(w))).toBeNull();
    expect(splitCompound('zugversuche', (w) => held.has(w))).toEqual(['zug', 'versuche']);
  });

  it('does not split a held word, a word with digits, or one whose rest is unknown', () => {
    expect(splitCompound('zugversuch', has)).toBeNull();
    expect(splitCompound('beton6892', has)).toBeNull();
    expect(splitCompound('betonmischer', has)).toBeNull();
  });
});

describe('analysed forms of an index vocabulary', () => {
  it('maps each stem and each compound part to the words that have it, never a word to itself', () => {
    const forms = formsOfVocabulary(['zugversuche', 'zugversuch', 'beton', 'druckfestigkeit', 'betondruckfestigkeit']);
    expect(forms.zugversuch).toContain('zugversuche');
    expect(forms.beton).toContain('betondruckfestigkeit');
    expect(forms.druckfestigkeit).toContain('betondruckfestigkeit');
    for (const [form, words] of Object.entries(forms)) expect(words, form).not.toContain(form);
  });

  it("maps a word's other spellings, and their stems, to the word", () => {
    const spellings: Record<string, string[]> = { colour: ['color'], sulphates: ['sulfates'] };
    const forms = formsOfVocabulary(['colour', 'sulphates'], (word) => spellings[word] ?? []);
    expect(forms.color).toEqual(['colour']);
    expect(forms.sulfates).toEqual(['sulphates']);
    expect(forms.sulfat).toContain('sulphates');
  });
});

describe('inflections of one word', () => {
  it('are words with one stem in one register language and a short ending', () => {
    for (const [a, b] of [
      ['device', 'devices'],
      ['bakterien', 'bakterier'],
      ['dusicnanu', 'dusicnany'],
      ['rozciagania', 'rozciaganie'],
      // Polish, by its own light stemmer: Czech's Snowball left these apart.
      ['azotanow', 'azotany'],
      ['chlorkow', 'chlorki'],
      // Czech, folded: the endings Snowball reads only with their accents, and their three letters.
      ['rozpusteneho', 'rozpusteny'],
      ['amonnych', 'amonny'],
      ['stanovenim', 'stanoveni'],
      // Greek, folded: a neuter noun's '-ατ-' and its case ending, four letters ('σκυρόδεμα', 'σκυροδέματος').
      ['σκυροδεμα', 'σκυροδεματος'],
    ])
      expect(shareAStem(a!, b!), `${a} ${b}`).toBe(true);
  });

  it('are not words whose stems meet only across languages, nor words made from the stem with a longer ending', () => {
    for (const [a, b] of [
      ['traccion', 'traccia'],
      ['plasticity', 'plastics'],
      ['wlasciwa', 'wlasciwosci'],
    ])
      expect(shareAStem(a!, b!), `${a} ${b}`).toBe(false);
  });
});

describe('Finnish nouns in -s', () => {
  const family = (word: string) => finnishSNounStems(stemIn('fi', word));

  it('are one family of stems whatever case or number the word is in', () => {
    // Finnish inflection types 39 (vastaus: punnus, mittaus) and 40 (kalleus: kosteus, lujuus, tiheys).
    for (const forms of [
      ['punnus', 'punnuksen', 'punnukset', 'punnuksia', 'punnusten'],
      ['kosteus', 'kosteuden', 'kosteutta', 'kosteudet'],
      ['vetolujuus', 'vetolujuuden', 'vetolujuutta'],
      ['tiheys', 'tiheyden', 'tiheyttä'],
      ['mittaus', 'mittauksen', 'mittaukset', 'mittausten'],
    ]) {
      const stems = forms.map((word) => stemIn('fi', word));
      for (const word of forms) expect(family(word), word).toEqual(expect.arrayContaining(stems));
    }
  });

  it('are no family for a short stem or a stem of another shape', () => {
    for (const word of ['kurssi', 'testi', 'analyysi', 'kalibrointi', 'mass', 'dust', 'tests'])
      expect(family(word), word).toEqual([]);
  });
});

describe('cognate keys', () => {
  it("are one for a Greek or Latin root however the registers' languages spell it", () => {
    expect(
      new Set(['cytotoxicity', 'zytotoxizitat', 'sytotoksisuus', 'citotossicita', 'cytotoksycznosc'].map(cognateKey))
        .size,
    ).toBe(1);
    expect(cognateKey('nefelometrie')).toBe(cognateKey('nephelometry'));
    expect(cognateKey('chromatography')).toBe(cognateKey('kromatografia'));
  });

  it('differ for different roots, and are none for short words or words with digits', () => {
    expect(cognateKey('cytotoxicity')).not.toBe(cognateKey('genotoxicity'));
    expect(cognateKey('toxicity')).toBeNull();
    expect(cognateKey('iso6892tensile')).toBeNull();
  });
});
