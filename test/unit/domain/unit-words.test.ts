import { describe, expect, it } from 'vitest';
import { UNITS_OF_PROPERTY, unitTermsOf } from '../../../src/domain/unit-words.ts';
import vocabulary from '../../../src/domain/terminology/standard-vocabulary.json' with { type: 'json' };

const units = (q: string) => [...unitTermsOf(q)].sort();

describe('units of measure in a query', () => {
  it('are the symbols of SI units with their prefixes, and the water-quality units', () => {
    expect(units('Leitfähigkeit µS/cm 25 °C')).toEqual(['cm', '°c', 'μs']);
    expect(units('turbidity NTU')).toEqual(['ntu']);
    expect(units('Zugfestigkeit MPa')).toEqual(['mpa']);
  });

  it('are read case and all: a milligram is a unit, magnesium is not; a pascal is, polyamide is not', () => {
    expect(units('Ca Mg ICP-OES')).toEqual([]);
    expect(units('calcium mg')).toEqual(['mg']);
    expect(units('PA 6 tensile')).toEqual([]);
  });

  it("take in what a unit is of ('Pt' of 'mg Pt/l', 'O2' of 'mg O2/l') and the platinum-cobalt scale", () => {
    expect(units('färg vatten mg Pt/l')).toEqual(['mg', 'pt']);
    expect(units('BSB5 mg O2/l')).toEqual(['mg', 'o2']);
    expect(units('colour of water Pt-Co')).toEqual(['co', 'pt']);
    expect(units('platinum Pt ICP-MS')).toEqual([]);
  });

  it("take the word 'unit' only beside a unit's symbol", () => {
    expect(units('colore acqua unità Hazen')).toEqual(['hazen', 'unita']);
    expect(units('Telepképző egység száma 22 °C')).toEqual(['°c']);
  });
});

describe('the units a property is given in', () => {
  it('name properties the vocabulary defines, by symbols that are not also words', () => {
    const properties = new Set(Object.keys(vocabulary.properties));
    for (const [property, units] of Object.entries(UNITS_OF_PROPERTY)) {
      expect(properties.has(property), property).toBe(true);
      expect(units.length, property).toBeGreaterThan(0);
      // Each is read as a unit in a query, so it ranks rather than narrows beside the test's name.
      for (const unit of units) expect(unitTermsOf(`x ${unit}`).size, unit).toBe(1);
    }
  });
});
