// The scope index's entry for a capability holds the words the build gives each of its lines' categories: registers
// file one standard under different headings (or none), and a word of any of them finds it.
import { describe, expect, it } from 'vitest';
import { scopeIndexSource } from '../../../src/domain/search-rules.ts';
import type { Capability, Lab } from '../../../src/domain/types.ts';

const line = (canonical_id: string, standard_key: string | null, category_slug: string | null) =>
  ({
    canonical_id,
    standard_key,
    standard: standard_key,
    category_slug,
    name: 'Determination of turbidity',
  }) as Capability;
const lab = (...capabilities: Capability[]) => ({ capabilities }) as Lab;
/** The build's words for a line: its category's heading, here. */
const termsOf = (c: Capability) => (c.category_slug ? [`heading${c.category_slug.replace(/-/g, '')}`] : []);
const termsOfEntry = (labs: Lab[], id: string) =>
  scopeIndexSource(labs, termsOf)
    .docs.find((doc) => doc.id === id)!
    .terms.split(' ');

describe('scope index entries', () => {
  it("hold the words of every category a standard's lines are filed under, whichever lab comes first", () => {
    const labs = [lab(line('iso-7027', 'ISO 7027', null)), lab(line('iso-7027', 'ISO 7027', 'water'))];
    expect(termsOfEntry(labs, 'iso-7027')).toContain('headingwater');
    expect(termsOfEntry([...labs].reverse(), 'iso-7027')).toContain('headingwater');
  });

  it("keep an in-house method's first category only: its id is shared by labs of every field", () => {
    const labs = [
      lab(line('in-house-density', null, 'construction-materials')),
      lab(line('in-house-density', null, 'fire-testing')),
    ];
    const terms = termsOfEntry(labs, 'in-house-density');
    expect(terms).toContain('headingconstructionmaterials');
    expect(terms).not.toContain('headingfiretesting');
  });
});
