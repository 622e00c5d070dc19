// Autocomplete over the sample build (the test run's fixture build).
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { standardsOf } from '../../../src/directory/standards-lookup.ts';
import { suggest, type Suggestion } from '../../../src/directory/suggest.ts';
import { foldTerm } from '../../../src/domain/search-rules.ts';

// The fixture build every test run makes (test/support/global-setup.ts): a clean clone has no data/build.
const BUILD = inject('fixtureBuild');

let dir: LoadedDirectory;

beforeAll(async () => {
  dir = await loadDirectory(BUILD);
});

const activeIn = (country: string, city: string) =>
  dir.labs.filter((l) => l.accreditation_status === 'active' && l.country === country && l.city === city).length;
const isCity = (country: string, city: string) => (s: Suggestion) =>
  s.type === 'city' && s.country === country && s.city === city;
const standardRefs = (found: Suggestion[]) => found.flatMap((s) => (s.type === 'standard' ? [s.reference] : []));

describe('suggest', () => {
  it("suggests München first for 'munch', with its active labs", () => {
    const [first] = suggest(dir, 'munch', 10);
    expect(first).toEqual({
      type: 'city',
      label: 'München',
      city: 'München',
      country: 'DE',
      lab_count: activeIn('DE', 'München'),
    });
  });

  it("folds diacritics: 'zurich' suggests Zürich first", () => {
    expect(isCity('CH', 'Zürich')(suggest(dir, 'zurich', 10)[0]!)).toBe(true);
  });

  it("knows a city by its other names: 'Munich' suggests München, 'vienna' Wien", () => {
    expect(suggest(dir, 'Munich', 10).some(isCity('DE', 'München'))).toBe(true);
    expect(suggest(dir, 'vienna', 10).some(isCity('AT', 'Wien'))).toBe(true);
  });

  it("completes a half-typed word in another language: 'zugv' suggests the tensile test standards", () => {
    const found = suggest(dir, 'zugv', 10);
    expect(found[0]?.type).toBe('standard');
    expect(standardRefs(found)).toContain('ISO 6892-1');
  });

  it("tolerates a typo in a longer word: 'calibraton' suggests the calibration category first, 'tensil' a tensile test standard", () => {
    expect(suggest(dir, 'calibraton', 10)[0]).toMatchObject({ type: 'category', slug: 'calibration' });
    const [first] = suggest(dir, 'tensil', 10);
    expect(first?.type).toBe('standard');
    expect(first?.label).toMatch(/tensile/i);
  });

  it("prefers standards for a reference-looking query ('iso 68')", () => {
    const found = suggest(dir, 'iso 68', 10);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.type === 'standard')).toBe(true);
    expect(standardRefs(found)).toContain('ISO 6892-1');
  });

  it("resolves a whole written reference to its standard ('din en iso 6892-1:2020')", () => {
    const [first] = suggest(dir, 'din en iso 6892-1:2020', 10);
    expect(first).toMatchObject({
      type: 'standard',
      id: 'iso-6892-1',
      reference: 'ISO 6892-1',
      lab_count: standardsOf(dir).byId.get('iso-6892-1')!.lab_count,
    });
    expect(first?.label).toMatch(/^ISO 6892-1 — Metallic materials — Tensile testing/);
  });

  it("finds a standard by its test's words ('salmonella' → ISO 6579-1)", () => {
    expect(standardRefs(suggest(dir, 'salmonella', 10))[0]).toBe('ISO 6579-1');
  });

  it("puts a label that starts with what was typed before one that has it later ('chem')", () => {
    const found = suggest(dir, 'chem', 10);
    const starts = found.map((s) => (foldTerm(s.label) ?? '').startsWith('chem'));
    expect(starts[0]).toBe(true);
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
  });

  it("counts a category's active labs as /categories does", () => {
    const category = suggest(dir, 'Microbiological testing', 5).find((s) => s.type === 'category');
    expect(category).toMatchObject({
      slug: 'microbiological',
      lab_count: dir.categories.find((c) => c.slug === 'microbiological')!.lab_count,
    });
  });

  it("takes a half-typed stop word as the start of a word ('de' → Debrecen, Delft …)", () => {
    const found = suggest(dir, 'de', 10);
    expect(found.length).toBeGreaterThan(0);
    expect(foldTerm(found[0]!.label)!.startsWith('de')).toBe(true);
  });

  it('suggests an active lab by its name', () => {
    const active = dir.labs.filter((l) => l.accreditation_status === 'active');
    const termsOf = (slug: string) => dir.nameTerms[dir.positionBySlug.get(slug)!]!;
    const sharing = new Map<string, number>();
    for (const lab of active) sharing.set(termsOf(lab.slug), (sharing.get(termsOf(lab.slug)) ?? 0) + 1);
    const unique = active.filter((l) => sharing.get(termsOf(l.slug)) === 1);
    for (const lab of unique.slice(0, 20)) {
      expect(suggest(dir, lab.name, 20), lab.name).toContainEqual({
        type: 'lab',
        label: lab.name,
        slug: lab.slug,
        city: lab.city,
        country: lab.country,
      });
    }
  });

  it('never suggests a lab whose accreditation is withdrawn, suspended or unknown', () => {
    const inactive = dir.labs.filter((l) => l.accreditation_status !== 'active');
    expect(inactive.length).toBeGreaterThan(0);
    for (const lab of inactive.slice(0, 50)) {
      expect(
        suggest(dir, lab.name, 20).some((s) => s.type === 'lab' && s.slug === lab.slug),
        lab.name,
      ).toBe(false);
    }
  });

  it('returns at most `limit` suggestions, and none for a limit below 1', () => {
    for (const limit of [1, 5, 20]) expect(suggest(dir, 'a', limit)).toHaveLength(limit);
    expect(suggest(dir, 'labor', 3).length).toBeLessThanOrEqual(3);
    expect(suggest(dir, 'a', 0)).toEqual([]);
  });

  it('suggests nothing for nothing typed', () => {
    expect(suggest(dir, '', 10)).toEqual([]);
    expect(suggest(dir, ' ', 10)).toEqual([]);
  });

  it("never carries a lab's coordinates or capabilities", () => {
    const queries = [
      'munch',
      'zurich',
      'iso 68',
      'tensil',
      'salmonella',
      'labor',
      'a',
      'kalib',
      'Wien',
      '6892',
      'chem',
      'prüf',
    ];
    for (const q of queries) {
      const json = JSON.stringify(suggest(dir, q, 20));
      expect(json).not.toMatch(/latitude|longitude|capabilit/i);
    }
  });

  it('answers 500 varied prefixes quickly (timing logged, not asserted)', () => {
    let seed = 17;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const prefixOf = (text: string) => text.slice(0, 1 + Math.floor(random() * Math.min(text.length, 14)));
    const typo = (word: string) => {
      if (word.length < 6) return word;
      const i = 1 + Math.floor(random() * (word.length - 2));
      return random() < 0.5
        ? word.slice(0, i) + word.slice(i + 1)
        : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    };
    const names = dir.labs.map((l) => l.name);
    const cities = [...new Set(dir.labs.flatMap((l) => (l.city ? [l.city] : [])))];
    const refs = standardsOf(dir).entries.map((e) => e.reference);
    const words = [
      'Zugversuch',
      'prova di trazione',
      'essai de traction',
      'salmonella',
      'legionella',
      'calibration',
      'Kalibrierung',
      'tensile',
      'Härteprüfung',
      'water',
      'Lärm',
      'étalonnage',
      'taratura',
    ];
    const short = ['m', 'a', 's', 'la', 'de', 'in', 'ch', 'b', 'lab', 'inst', 'iso', 'en 1', '17025', 'prüf'];
    const makers = [
      () => prefixOf(pick(names)),
      () => prefixOf(pick(cities)),
      () => prefixOf(pick(refs)),
      () => prefixOf(pick(words)),
      () => typo(pick(words).split(' ')[0]!),
      () => {
        const [first, second] = pick(names).split(' ');
        return second ? `${first} ${prefixOf(second)}` : prefixOf(first!);
      },
      () => `din en ${pick(refs)}`.slice(0, 8 + Math.floor(random() * 10)),
      () => pick(short),
    ];
    const queries = Array.from({ length: 500 }, (_, i) => makers[i % makers.length]!());
    for (const q of queries) suggest(dir, q, 10); // warm: the index is built, the code compiled
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        const started = performance.now();
        suggest(dir, q, 10);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
    console.log(
      `suggest over ${dir.labs.length} labs, ${times.length} calls: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
    );
    expect(times).toHaveLength(1500);
  });
});
