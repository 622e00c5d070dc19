// A test that is a kind of another (the tensile properties of plastics are a
// tensile test) is found by the other's names in every language, kept apart
// from its own terms so that it ranks below the tests those names name.
import { describe, expect, it } from 'vitest';
import { capabilityKinds, capabilityTerms } from '../../../src/domain/terminology.ts';

const plastics = { canonical_id: 'iso-527-1', standard_key: 'ISO 527-1', category_slug: 'plastics-rubber' };
const metals = { canonical_id: 'iso-6892-1', standard_key: 'ISO 6892-1', category_slug: 'mechanical' };

describe('kinds of test', () => {
  it("names a plastics tensile line by the tensile test's names in every language", () => {
    const kinds = capabilityKinds(plastics);
    for (const name of ['Tensile testing', 'Zugversuch', 'Zkouška tahem', 'Essai de traction', 'Próba rozciągania'])
      expect(kinds, name).toContain(name);
  });

  it("keeps those names out of the line's own terms, and leaves out the other kind's specific forms", () => {
    const terms = capabilityTerms(plastics);
    expect(terms).not.toContain('Zugversuch');
    expect(terms).toContain('Bestimmung der Zugeigenschaften');
    expect(capabilityKinds(plastics)).not.toContain('Warmzugversuch');
  });

  it('gives no kinds to a test that is no kind of another', () => {
    expect(capabilityKinds(metals)).toEqual([]);
  });
});
