// The shortcuts of the search answer exactly what the plain computation does:
// a term looked up once serves every query it is part of, and a page needs
// only the best results sorted.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  capabilitiesMatching,
  findLabs,
  scoreTiers,
  searchScores,
  termMatch,
  type TermMatch,
} from '../../../src/directory/find.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { queryTerms } from '../../../src/domain/search-rules.ts';
import { listQueryOf } from '../../support/list-query.ts';

let dir: LoadedDirectory;
const QUERIES = [
  'salmonella',
  'tensile test',
  'Hamburg',
  'kalibrier',
  'ISO 6892-1',
  'water',
  'lab',
  'micro',
  'legionela',
  'prüf',
];

beforeAll(async () => {
  dir = await loadDirectory(inject('fixtureBuild'));
});

const listQuery = (params: Record<string, string>) => listQueryOf(dir, params);
/** A search's labs (positions), best first. */
const ranked = (found: { positions: Uint32Array; scores: Float64Array }) =>
  [...found.positions.keys()]
    .sort((a, b) => found.scores[b]! - found.scores[a]! || a - b)
    .map((row) => found.positions[row]!);

describe('searchScores', () => {
  it('scores a query the same from cached term lookups as from fresh ones', () => {
    const cache = new Map<string, TermMatch>();
    const cached = (term: string, prefix: boolean) => {
      const key = `${term}${prefix ? '*' : ''}`;
      if (!cache.has(key)) cache.set(key, termMatch(dir, term, prefix));
      return cache.get(key)!;
    };
    for (const q of QUERIES) searchScores(dir, q, cached);
    for (const q of QUERIES) expect(searchScores(dir, q, cached), q).toEqual(searchScores(dir, q));
  });

  it('searches the words it uses as if they were typed alone when a word is left out', () => {
    // 'Prüfung' names the act of testing: beside a word that names the test it is met by every lab, alone it is
    // searched for itself. A word that no lab holds must not make it the former.
    for (const words of ['Prüfung', 'Prüfung Zugversuch', 'Kalibrierung Wasser']) {
      const alone = searchScores(dir, words);
      const withUnheld = searchScores(dir, `Qwxzvbn ${words}`);
      expect(withUnheld.leftOut, words).toEqual(['Qwxzvbn']);
      expect([...withUnheld.positions], words).toEqual([...alone.positions]);
      expect([...withUnheld.scores], words).toEqual([...alone.scores]);
    }
    expect(searchScores(dir, 'Prüfung').positions.length).toBeLessThan(dir.labs.length);
  });

  it('does not require a word that says the test measures properties, in any register language', () => {
    // 'tensile properties', 'ohybové vlastnosti plastů': the lines write 'Tensile testing', 'Zugversuch', or only the
    // test; the word ranks, as the act of testing does, but no lab is dropped for lacking it.
    for (const [test, words] of [
      ['tensile', 'tensile properties'],
      ['Zugversuch', 'Zugversuch Eigenschaften'],
      ['tahem', 'vlastnosti tahem'],
    ] as const) {
      const alone = searchScores(dir, test);
      const withProperties = searchScores(dir, words);
      expect(alone.positions.length, test).toBeGreaterThan(0);
      expect(new Set(withProperties.positions), words).toEqual(new Set(alone.positions));
    }
  });

  it('lifts no lab by a side word in its name alone (the field beside the test named)', () => {
    const heldTogether = (score: number) => scoreTiers(score).wordsTogetherAsTyped;
    const found = searchScores(dir, 'lead water');
    const named = [...found.positions.keys()].filter((row) => /water/i.test(dir.labs[found.positions[row]!]!.name));
    expect(named.length).toBeGreaterThan(0);
    // 'water' beside 'lead' is a side word: it counts when a line holds it with 'lead' (2), not in a name (1).
    for (const row of named)
      expect(heldTogether(found.scores[row]!), dir.labs[found.positions[row]!]!.name).not.toBe(1);
  });

  it("finds a line of a kind of test by that test's name, below the lines that name the test itself", () => {
    const cites = (p: number, pattern: RegExp) =>
      dir.labs[p]!.capabilities.some((c) => c.standard_key !== null && pattern.test(c.standard_key));
    const tensile = /^(ISO 6892|ASTM E8\b|ISO 4136)/;
    const plasticsOnly = (p: number) =>
      cites(p, /^ISO 527-/) &&
      !cites(p, tensile) &&
      !dir.labs[p]!.capabilities.some((c) => /^Tensile testing/.test(c.name));
    const found = searchScores(dir, 'Zugversuch');
    const rows = [...found.positions.keys()];
    const plastics = rows.filter((row) => plasticsOnly(found.positions[row]!));
    const metals = rows.filter((row) => cites(found.positions[row]!, tensile));
    expect(metals.length).toBeGreaterThan(0);
    // A plastics line whose own wording does not say 'Zugversuch' is found through the kind only: it is lifted half as
    // much as the labs that have the tensile test itself.
    for (const row of metals) expect(scoreTiers(found.scores[row]!).testNamed).toBe(4);
    expect(plastics.length).toBeGreaterThan(0);
    for (const row of plastics) expect(scoreTiers(found.scores[row]!).testNamed).toBe(2);
  });

  it('ranks the labs that have the named test under a standard before those that have it only as their own method', () => {
    const found = searchScores(dir, 'Zugversuch');
    const inHouseOnly = (p: number) => {
      const lines = dir.labs[p]!.capabilities;
      return (
        lines.some((c) => c.canonical_id === 'in-house-tensile-test-metals') &&
        !lines.some((c) => /^(ISO 6892|ASTM E8\b|ISO 4136)/.test(c.standard_key ?? ''))
      );
    };
    const order = ranked(found);
    const inHouse = order.filter(inHouseOnly);
    expect(inHouse.length).toBeGreaterThan(0);
    const firstInHouse = order.indexOf(inHouse[0]!);
    const cited = order.filter((p) => dir.labs[p]!.capabilities.some((c) => /^ISO 6892-1$/.test(c.standard_key ?? '')));
    expect(order.indexOf(cited[cited.length - 1]!)).toBeLessThan(firstInHouse);
  });

  it('ranks the labs that have the test a query names, whole and in any language or form, before every other', () => {
    // Before: a fabric line whose German name holds 'Streifen-Zugversuch', or a lab with 'essai' in one line and
    // 'traction' in another, came before tensile labs.
    const tensile = (p: number) =>
      dir.labs[p]!.capabilities.some(
        (c) => /^(ISO 6892|ASTM E8\b|ISO 4136)/.test(c.standard_key ?? '') || /^Tensile testing/.test(c.name),
      );
    for (const q of ['Zugversuch', 'Zugversuche', 'essai de traction', 'tensile test', 'zkouška tahem']) {
      const has = ranked(searchScores(dir, q)).map(tensile);
      expect(has.filter(Boolean).length, q).toBeGreaterThan(0);
      expect(has.lastIndexOf(true), q).toBeLessThan(has.indexOf(false) === -1 ? has.length : has.indexOf(false));
    }
  });

  it('ranks first the labs that have the test all words but one name, and a field-wide test by its field', () => {
    // 'Kalibrierung München': the calibration labs in Munich before a lab with a calibration word in one line and
    // 'München' in its name.
    const tensile = (p: number) =>
      dir.labs[p]!.capabilities.some(
        (c) => /^(ISO 6892|ASTM E8\b|ISO 4136)/.test(c.standard_key ?? '') || /^Tensile testing/.test(c.name),
      );
    const calibration = (p: number) => dir.labs[p]!.capabilities.some((c) => c.category_slug === 'calibration');
    for (const [q, has] of [
      ['Kalibrierung München', calibration],
      ['Kalibrierung Hamburg', calibration],
      ['essai de traction Lyon', tensile],
    ] as const) {
      const order = ranked(searchScores(dir, q)).map(has);
      expect(order.filter(Boolean).length, q).toBeGreaterThan(0);
      expect(order.lastIndexOf(true), q).toBeLessThan(
        order.indexOf(false) === -1 ? order.length : order.indexOf(false),
      );
    }
  });

  it('does not lift by the test all words but one name when the lab meets the other word in another line', () => {
    // 'dureté de l'eau' is water hardness: 'dureté' alone names the hardness test of materials, and a hardness lab whose
    // water is a Karl Fischer line, or no line at all, is not lifted (before: 160 labs of the fixture were).
    const found = searchScores(dir, "dureté de l'eau");
    expect(found.positions.length).toBeGreaterThan(0);
    expect([...found.scores].filter((score) => scoreTiers(score).testNamed > 0)).toEqual([]);
  });

  it('ranks a lab whose line of the field a field word names holds the other words before labs with them elsewhere', () => {
    // 'chlorki w wodzie' (Polish: chlorides in water): 'wodzie', written in no line, is not required of a lab with a line
    // that names no field, and a corrosion test in ferric chloride came first; a water line with chlorides now does.
    for (const [q, test, field] of [
      ['chlorki w wodzie', 'chlorki', 'water'],
      ['chlorures eau', 'chlorures', 'water'],
    ] as const) {
      const reached = capabilitiesMatching(dir, test);
      const inField = ranked(searchScores(dir, q)).map((p) =>
        dir.labs[p]!.capabilities.some((c) => c.category_slug === field && reached.has(c.canonical_id)),
      );
      expect(inField.filter(Boolean).length, q).toBeGreaterThan(0);
      expect(inField.indexOf(false) === -1 || inField.indexOf(false) > inField.lastIndexOf(true), q).toBe(true);
    }
  });

  it('does not take a field word met in another line of a lab for the field of the lines its other words reach', () => {
    // 'Determination of water' by Karl Fischer in one line and a workplace-air sampling line in another: not a lab for
    // water sampling. Its line must hold the field word, name no field (or only the kind of analysis), or be filed
    // under the field; a lab the other words meet by name or city alone is not judged by its lines.
    const analyses = new Set(['chemical', 'microbiological', 'molecular-biology']);
    for (const [q, test, field] of [
      ['water sampling', 'sampling', 'water'],
      ['chloride water', 'chloride', 'water'],
      ['Probenahme Wasser', 'Probenahme', 'Wasser'],
    ] as const) {
      const reached = capabilitiesMatching(dir, test);
      const holding = capabilitiesMatching(dir, field);
      const found = searchScores(dir, q);
      expect(found.positions.length, q).toBeGreaterThan(0);
      for (const p of found.positions) {
        const lines = dir.labs[p]!.capabilities.filter((c) => reached.has(c.canonical_id));
        const fits = (c: (typeof lines)[number]) =>
          holding.has(c.canonical_id) ||
          c.category_slug === null ||
          analyses.has(c.category_slug) ||
          c.category_slug === 'water';
        expect(lines.length === 0 || lines.some(fits), `${q}: ${dir.labs[p]!.id}`).toBe(true);
      }
    }
  });

  it("does not take the calibration of a test's machines for the test when a query names the test whole", () => {
    // 'tensile test' met ISO 7500-1 by its title ('Tensile testing machines'): 195 labs of the real-wording build that
    // only calibrate testing machines were found by it, and by no other language's name of the test. (A lab's own
    // method for the test filed under calibration is still the test: only lines under a standard are looked at.)
    const onlyCalibration = (p: number, reached: ReadonlyMap<string, number>) => {
      const lines = dir.labs[p]!.capabilities.filter((c) => reached.has(c.canonical_id));
      return lines.length > 0 && lines.every((c) => c.category_slug === 'calibration' && c.standard_key !== null);
    };
    for (const [q, word] of [
      ['tensile test', 'tensile'],
      ['hardness', 'hardness'],
    ] as const) {
      const reached = capabilitiesMatching(dir, word);
      const met = termMatch(dir, word, false).positions;
      expect(
        [...met].some((p) => onlyCalibration(p, reached)),
        `${word}: some labs hold it in calibration lines only`,
      ).toBe(true);
      const found = searchScores(dir, q).positions;
      expect(found.length, q).toBeGreaterThan(0);
      for (const p of found) expect(onlyCalibration(p, reached), `${q}: ${dir.labs[p]!.id}`).toBe(false);
    }
    // A calibration named whole is the calibration lines' own test.
    const reached = capabilitiesMatching(dir, 'pressure');
    expect([...searchScores(dir, 'pressure calibration').positions].some((p) => onlyCalibration(p, reached))).toBe(
      true,
    );
  });

  it("meets by a word no line holds alone the compounds it ends ('Härte' of 'Gesamthärte')", () => {
    const compound = termMatch(dir, 'gesamtharte', false);
    expect(compound.positions.length).toBeGreaterThan(0);
    const head = new Set(termMatch(dir, 'harte', false).positions);
    for (const p of compound.positions) expect(head.has(p), dir.labs[p]!.id).toBe(true);
  });

  it("searches a word nothing holds by its root's spelling in other languages, last ('sytotoksisuus': cytotoxicity)", () => {
    const cytotoxicity = searchScores(dir, 'cytotoxicity');
    expect(cytotoxicity.positions.length).toBeGreaterThan(0);
    const finnish = searchScores(dir, 'sytotoksisuus');
    expect(finnish.leftOut).toBeUndefined();
    const found = new Set(finnish.positions);
    expect([...cytotoxicity.positions].filter((p) => !found.has(p))).toEqual([]);
    // A word the index holds, or can split, is not read as a cognate: 'Zugversuch' finds what it found.
    expect(searchScores(dir, 'Qwxzvbnqwx').leftOut).toEqual(['Qwxzvbnqwx']);
  });

  it("finds by a property's unit alone the labs that measure it ('NTU', 'FNU': turbidity)", () => {
    const turbidity = dir.labs.flatMap((lab, p) =>
      lab.capabilities.some((c) => c.standard_key === 'ISO 7027-1') ? [p] : [],
    );
    expect(turbidity.length).toBeGreaterThan(0);
    for (const unit of ['NTU', 'FNU']) {
      const found = new Set(searchScores(dir, unit).positions);
      expect(
        turbidity.filter((p) => !found.has(p)),
        unit,
      ).toEqual([]);
    }
  });

  it('does not require a unit of measure beside the words that name the test, but ranks by it', () => {
    // Scope lines rarely write how a result is expressed: 'mg Pt/l', 'µS/cm', 'NTU' (domain/unit-words.ts).
    for (const [q, test] of [
      ['colour of water mg Pt/l', 'colour of water'],
      ['electrical conductivity µS/cm', 'electrical conductivity'],
      ['turbidity NTU', 'turbidity'],
    ] as const) {
      const alone = searchScores(dir, test);
      expect(alone.positions.length, test).toBeGreaterThan(0);
      expect([...searchScores(dir, q).positions], q).toEqual([...alone.positions]);
    }
  });

  it("does not take a field word that begins another thing's compound for the field of the line holding it", () => {
    // ISO 10390 (soil pH) carries the Dutch 'waterbodem' (the soil under water): 'pH water' found labs with soil pH and
    // a water line elsewhere, where 'pH Wasser' and 'pH eau', whose words begin no such compound, did not.
    const labs = (q: string) => [...searchScores(dir, q).positions];
    const english = labs('pH water');
    expect(english.length).toBeGreaterThan(0);
    for (const q of ['pH Wasser', 'pH eau', 'pH vody']) expect(labs(q), q).toEqual(english);
  });

  it('does not take a line filed under the kind of analysis for the field asked when its title names another', () => {
    // ISO 18593, 'Microbiology of the food chain — Horizontal methods for surface sampling', is filed under
    // microbiology: it names no field by its category, but its title names food's. A lab whose only sampling line it is
    // is not a water sampling lab.
    const reached = capabilitiesMatching(dir, 'sampling');
    const foodChain = (c: { canonical_id: string; standard_key: string | null }) => c.standard_key === 'ISO 18593';
    const labsWithIt = [...dir.labs.keys()].filter((p) => dir.labs[p]!.capabilities.some(foodChain));
    expect(labsWithIt.length).toBeGreaterThan(0);
    const found = searchScores(dir, 'water sampling');
    expect(found.positions.length).toBeGreaterThan(0);
    for (const p of found.positions) {
      const lines = dir.labs[p]!.capabilities.filter((c) => reached.has(c.canonical_id));
      expect(lines.length === 0 || !lines.every(foodChain), dir.labs[p]!.id).toBe(true);
    }
  });

  it('takes a line that names calibration in its own words (verification) for a calibration line, whatever its field', () => {
    // ISO 15548-1, 'Equipment for eddy current examination — Part 1: Instrument characteristics and verification', is
    // filed under NDT: a lab verifying eddy-current instruments answers a query for their calibration.
    const verifies = (c: { standard_key: string | null }) => c.standard_key === 'ISO 15548-1';
    const labsWithIt = [...dir.labs.keys()].filter((p) => dir.labs[p]!.capabilities.some(verifies));
    expect(labsWithIt.length).toBeGreaterThan(0);
    expect(dir.labs[labsWithIt[0]!]!.capabilities.find(verifies)!.category_slug).toBe('non-destructive');
    const found = new Set(searchScores(dir, 'eddy current instrument calibration').positions);
    for (const p of labsWithIt) expect(found.has(p), dir.labs[p]!.id).toBe(true);
  });

  it('ranks a lab whose line under a standard holds every word before one whose line of as many is its own method', () => {
    const inHouse = (id: string) => id.startsWith('in-house-') || id.startsWith('test-');
    for (const q of ['heavy metals water', 'thermocouple calibration']) {
      const found = searchScores(dir, q);
      const lines = capabilitiesMatching(dir, q);
      const order = ranked(found);
      const tiersOf = (p: number) => scoreTiers(found.scores[found.positions.indexOf(p)]!);
      const best = tiersOf(order[0]!).wordsTogether;
      const tied = order.filter((p) => tiersOf(p).wordsTogether === best && tiersOf(p).testNamed === 0);
      const citedHolds = (p: number) =>
        dir.labs[p]!.capabilities.some((c) => !inHouse(c.canonical_id) && (lines.get(c.canonical_id) ?? 0) >= best);
      const marks = tied.map(citedHolds);
      expect(marks.includes(true) && marks.includes(false), q).toBe(true);
      expect(marks.indexOf(false), q).toBeGreaterThan(marks.lastIndexOf(true));
    }
  });

  it('ranks labs with one line holding every word, in any form, before labs holding them in separate lines', () => {
    // 'vlhkost zeminy' (Czech: moisture of soil) meets the water content of soil in one line through the vocabulary:
    // before, a lab with 'vlhkost' as typed in a cereals line and soil in another came first.
    for (const q of ['vlhkost zeminy', 'humedad suelo', 'teneur en eau sol']) {
      const found = searchScores(dir, q);
      const lines = capabilitiesMatching(dir, q);
      const oneLine = ranked(found).map((p) =>
        dir.labs[p]!.capabilities.some((c) => (lines.get(c.canonical_id) ?? 0) >= 2),
      );
      expect(oneLine.filter(Boolean).length, q).toBeGreaterThan(0);
      expect(oneLine.indexOf(false), q).toBeGreaterThan(oneLine.lastIndexOf(true));
    }
  });

  it('finds the same labs by a word the directory holds and by its inflections', () => {
    // Before, a held word met no other inflection: 'device' found 51 labs of the 650 that 'devices' finds.
    for (const [a, b] of [
      ['device', 'devices'],
      ['sample', 'samples'],
    ]) {
      const labsOf = (word: string) => [...termMatch(dir, word, false).positions];
      expect(labsOf(a!).length, a).toBeGreaterThan(0);
      expect(labsOf(a!), `${a} ${b}`).toEqual(labsOf(b!));
    }
  });

  it('finds the same labs by the cases of a Czech word: an adjective folded, a base form that is a word itself', () => {
    // Czech's Snowball reads '-ého' with its accent: folded, 'rozpuštěného' (dissolved, genitive) kept 'rozpusteneh'
    // and found nothing. 'plastů' met the words stemmed 'plast' but not 'plast' itself, a word of the index.
    for (const [a, b] of [
      ['rozpuštěného', 'rozpuštěný'],
      ['plastů', 'plast'],
    ]) {
      const labsOf = (word: string) => [...termMatch(dir, queryTerms(word)[0]!, false).positions];
      expect(labsOf(b!).length, b).toBeGreaterThan(0);
      expect(labsOf(a!), `${a} ${b}`).toEqual(labsOf(b!));
    }
  });

  it('reads no typo on the first letter of a word no line holds, and still reads a swap or a later typo', () => {
    // 'Kälteprüfung' (the cold test) is one letter from 'Härteprüfung' (the hardness test): before, it found the 462
    // hardness labs of the fixture.
    const cold = searchScores(dir, 'Kälteprüfung');
    expect(cold.positions.length).toBe(0);
    expect(cold.leftOut).toEqual(['Kälteprüfung']);
    expect(searchScores(dir, 'Zugvresuch').positions.length).toBe(searchScores(dir, 'Zugversuch').positions.length);
    expect(searchScores(dir, 'Härtepüfung').positions.length).toBeGreaterThan(0);
  });

  it('reads a four-letter plural no line holds as its singular, which the stemmers leave whole (dyes, cups)', () => {
    // Words under five letters are not stemmed: before, 'dyes' matched nothing and was left out of the query.
    for (const plural of ['dyes', 'cups']) {
      const found = termMatch(dir, plural, false);
      expect(found.positions.length, plural).toBeGreaterThan(0);
      expect([...found.positions], plural).toEqual([...termMatch(dir, plural.slice(0, -1), false).positions]);
      expect(searchScores(dir, `${plural} test`).leftOut ?? [], plural).toEqual([]);
    }
  });

  it("requires a field word ('water') of a lab whose lines the other words reach are all filed under another field", () => {
    // A lab with some line that names no field was exempt whatever its chloride line was: a corrosion test in ferric
    // chloride (metallurgy) made it a chloride-in-water lab.
    const chloride = new Set(termMatch(dir, 'chloride', false).capabilities);
    const water = new Set(termMatch(dir, 'water', false).positions);
    const analyses = new Set(['chemical', 'microbiological', 'molecular-biology']);
    const found = new Set(searchScores(dir, 'chloride water').positions);
    const elsewhere = dir.labs.flatMap((lab, position) => {
      const lines = lab.capabilities.filter((c) => chloride.has(c.canonical_id));
      const unfielded = lab.capabilities.some((c) => c.category_slug === null || analyses.has(c.category_slug));
      const otherField = lines.every(
        (c) => c.category_slug !== null && c.category_slug !== 'water' && !analyses.has(c.category_slug),
      );
      return lines.length > 0 && otherField && unfielded && !water.has(position) ? [position] : [];
    });
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((position) => found.has(position))).toEqual([]);
    expect(found.size).toBeGreaterThan(0);
  });

  it("meets a Polish inflection no line holds through the Polish stems of the index's words ('solnej', 'sztucznych')", () => {
    // The index holds every language's Snowball stems, and for Polish only Czech's: 'solnej' (of 'mgła solna', salt
    // fog) and 'sztucznych' (of 'tworzywa sztuczne', plastics) matched nothing and were left out.
    for (const [inflected, held] of [
      ['solnej', 'solna'],
      ['sztucznych', 'sztuczne'],
    ] as const) {
      const found = termMatch(dir, inflected, false);
      expect(found.capabilities.length, inflected).toBeGreaterThan(0);
      // Every line holding the base form as written; the base form, a held word, also meets its other languages'
      // inflections ('solné' of a Czech title), which the Polish form need not.
      expect(found.capabilities, inflected).toEqual(
        expect.arrayContaining([...termMatch(dir, held, false).exactCapabilities]),
      );
    }
  });

  it('does not require a word naming only the kind of analysis beside the test, whatever field the line is filed under', () => {
    // A Pseudomonas line filed under water is microbiological: before, 'microbiological' was required of labs with
    // no line filed under microbiology or under no field, and one Pseudomonas lab of the fixture was lost.
    for (const [withKind, alone] of [
      ['Pseudomonas microbiological', 'Pseudomonas'],
      ['nitrate chemical', 'nitrate'],
    ] as const) {
      const found = searchScores(dir, withKind);
      expect(found.leftOut ?? [], withKind).toEqual([]);
      expect([...found.positions], withKind).toEqual([...searchScores(dir, alone).positions]);
    }
  });

  it('finds a lab by each word of its name', () => {
    const lab = dir.labs[Math.floor(dir.labs.length / 2)]!;
    const found = searchScores(dir, lab.name);
    expect([...found.positions]).toContain(dir.positionBySlug.get(lab.slug));
    expect(queryTerms(lab.name).length).toBeGreaterThan(0);
  });
});

describe('findLabs', () => {
  it('gives the first page of the full order when asked only for the best few', () => {
    // Some queries match far more than 4 × 25 labs: the selection path, not only the sort-everything one.
    expect(Math.max(...QUERIES.map((q) => findLabs(dir, listQuery({ q })).total))).toBeGreaterThan(100);
    for (const q of QUERIES) {
      for (const params of [{ q }, { q, country: dir.labs[0]!.country }] as Record<string, string>[]) {
        const query = listQuery(params);
        const all = findLabs(dir, query);
        for (const want of [1, 10, 25]) {
          const few = findLabs(dir, query, undefined, want);
          expect(few.total, q).toBe(all.total);
          expect([...few.positions], `${q} want ${want}`).toEqual([...all.positions.subarray(0, want)]);
        }
      }
    }
  });

  it('orders by relevance, then name order', () => {
    const query = listQuery({ q: 'lab' });
    const { positions } = findLabs(dir, query);
    const scores = searchScores(dir, 'lab');
    const scoreOf = new Map([...scores.positions].map((p, i) => [p, scores.scores[i]!]));
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1]!, positions[i]!];
      expect(scoreOf.get(a)! > scoreOf.get(b)! || (scoreOf.get(a) === scoreOf.get(b) && a < b)).toBe(true);
    }
  });
});
