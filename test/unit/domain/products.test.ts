// Products and materials named by the directory's standards (src/domain/terminology/products.json, from the EU CPV
// labels by scripts/derive-products.ts), and a line found by a product's name in every register language.
import { describe, expect, it } from 'vitest';
import table from '../../../src/domain/terminology/products.json' with { type: 'json' };
import { propertyTermsOfWording } from '../../../src/domain/terminology.ts';

const products = table.products as Record<string, Record<string, string>>;
const labels = Object.values(products);

describe('products from the CPV', () => {
  it('names its source, its commit and the terms of reuse', () => {
    expect(table.source.url).toContain('php-cpvcodes');
    expect(table.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(table.source.licence).toContain('European Union');
  });

  it('gives each product its English label and a label in the 14 other register languages CPV has', () => {
    expect(labels.length).toBeGreaterThan(50);
    for (const product of labels) {
      expect(product.en).toBeTruthy();
      for (const lang of ['de', 'fr', 'it', 'es', 'pt', 'nl', 'pl', 'cs', 'sk', 'hu', 'sv', 'da', 'fi', 'el'])
        expect(product[lang], `${product.en} in ${lang}`).toBeTruthy();
    }
  });

  it('leaves out a label that names two things (its translation is right for one only)', () => {
    expect(labels.map((p) => p.en)).not.toContain('Fasteners');
  });
});

describe('a product named in one language is found in the others', () => {
  it("gives a title naming bolts and screws the product's names in every language", () => {
    const terms = propertyTermsOfWording('Mechanical properties of fasteners — Part 1: Bolts, screws and studs');
    expect(terms).toEqual(expect.arrayContaining(['Bolzen und Schrauben', 'Śruby i wkręty', 'Boulons et vis']));
  });

  it('keeps a product name that a test concept also lists as its short name', () => {
    // 'aggregati', 'agregados' are the tests of aggregates' short names too: before, a line on aggregates was not found
    // by them.
    const terms = propertyTermsOfWording('Sieve analysis of fine and coarse aggregates (Aggregates)');
    for (const name of ['Aggregati', 'Agregados', 'Kruszywo']) expect(terms, name).toContain(name);
  });

  it('knows the product in an inflected line of another language', () => {
    const terms = propertyTermsOfWording('Pevnost v tlaku zkušebních těles betonu');
    expect(terms).toEqual(expect.arrayContaining(['Concrete', 'Calcestruzzo', 'Hormigón', 'Betong']));
  });
});
