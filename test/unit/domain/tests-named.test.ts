// A query that is a test's name, whole, in any register language and form, names that test: the search lifts the
// labs that have it above those that only hold its words (src/directory/find.ts, liftNamedTest).
import { describe, expect, it } from 'vitest';
import { queryTerms } from '../../../src/domain/search-rules.ts';
import { testsNamedBy, testsOfCapability } from '../../../src/domain/terminology.ts';

const named = (q: string) => testsNamedBy(queryTerms(q));

describe('tests a query names', () => {
  it('names a test by its name in any register language', () => {
    for (const q of ['Zugversuch', 'essai de traction', 'próba rozciągania', 'Zkouška tahem', 'trekproef'])
      expect(named(q), q).toContain('tensile-test-metals');
  });

  it('names it inflected, as the language of the name stems it', () => {
    for (const q of ['Zugversuche', 'salt spray test', 'Salt spray tests'])
      expect(named(q).length, q).toBeGreaterThan(0);
    expect(named('Zugversuche')).toEqual(named('Zugversuch'));
  });

  it('leaves the act of testing aside on both sides', () => {
    expect(named('salt spray')).toEqual(named('salt spray tests'));
  });

  it('names nothing when the query holds more than a name, or only part of one', () => {
    for (const q of ['Zugversuch Schrauben', 'Zugversuch München', 'spray', 'Prüfung', 'water'])
      expect(named(q), q).toEqual([]);
  });
});

describe('tests a capability is', () => {
  it('is the test of the standard it cites, and a kind of the tests that test is a kind of', () => {
    expect(
      testsOfCapability({ canonical_id: 'iso-6892-1', standard_key: 'ISO 6892-1', category_slug: null }).tests,
    ).toContain('tensile-test-metals');
    const plastics = testsOfCapability({ canonical_id: 'iso-527-1', standard_key: 'ISO 527-1', category_slug: null });
    expect(plastics.tests).not.toContain('tensile-test-metals');
    expect(plastics.kindOf).toContain('tensile-test-metals');
  });

  it('is the test an in-house line was named by, and not every test of its category', () => {
    const inHouse = testsOfCapability({
      canonical_id: 'in-house-tensile-test-metals',
      standard_key: null,
      category_slug: 'mechanical',
    });
    expect(inHouse.tests).toEqual(['tensile-test-metals']);
  });
});
