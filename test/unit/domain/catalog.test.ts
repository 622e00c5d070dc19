import { describe, it, expect } from 'vitest';
import { STANDARDS, standardsInCategory } from '../../../src/domain/catalog.ts';
import { CATEGORIES, isCategorySlug } from '../../../src/domain/categories.ts';

const NATIONAL_PREFIX =
  /^(DIN|BS|NF|ÖNORM|OENORM|ONORM|UNI|UNE|SN|NEN|NBN|PN|ČSN|CSN|STN|SS|DS|SFS|NS|I\.S\.|IS|EVS|LVS|LST|SIST|MSZ|ELOT|ΕΛΟΤ|HRN|SRPS|SR|BDS|CYS|MSA|NP|ILNAS|ÍST|IST)\s+(EN|ISO|IEC)\b/;

describe('standards catalog', () => {
  it('has at least 330 entries', () => {
    expect(STANDARDS.length).toBeGreaterThanOrEqual(330);
  });

  it('has at least 10 standards in every category', () => {
    for (const category of CATEGORIES) {
      expect(standardsInCategory(category.slug).length, category.slug).toBeGreaterThanOrEqual(10);
    }
  });

  it('groups by category in catalog order and covers every entry', () => {
    let total = 0;
    for (const category of CATEGORIES) {
      const list = standardsInCategory(category.slug);
      total += list.length;
      expect(list.every((s) => s.category === category.slug)).toBe(true);
      const positions = list.map((s) => STANDARDS.indexOf(s));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(total).toBe(STANDARDS.length);
    expect(standardsInCategory('no-such-category')).toEqual([]);
  });

  it('has unique refs', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const s of STANDARDS) {
      const key = s.ref.toLowerCase();
      if (seen.has(key)) duplicates.push(s.ref);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
  });

  it('uses only valid category slugs', () => {
    const invalid = STANDARDS.filter((s) => !isCategorySlug(s.category)).map((s) => s.ref);
    expect(invalid).toEqual([]);
  });

  it('has no year in any ref', () => {
    const withYear = STANDARDS.filter((s) => /:\d{4}/.test(s.ref)).map((s) => s.ref);
    expect(withYear).toEqual([]);
  });

  it('has no national adoption prefix in front of EN/ISO/IEC', () => {
    const prefixed = STANDARDS.filter((s) => NATIONAL_PREFIX.test(s.ref)).map((s) => s.ref);
    expect(prefixed).toEqual([]);
    expect(NATIONAL_PREFIX.test('DIN EN ISO 6892-1')).toBe(true);
    expect(NATIONAL_PREFIX.test('BS EN 12390-3')).toBe(true);
    expect(NATIONAL_PREFIX.test('DIN 38402-11')).toBe(false);
  });

  it('has refs and titles that are trimmed, non-empty and distinct', () => {
    for (const s of STANDARDS) {
      expect(s.ref.trim(), s.ref).toBe(s.ref);
      expect(s.ref.length, s.ref).toBeGreaterThan(0);
      expect(s.title.trim(), s.ref).toBe(s.title);
      expect(s.title.length, s.ref).toBeGreaterThan(0);
      expect(s.title, s.ref).not.toBe(s.ref);
      expect(s.test.trim().length, s.ref).toBeGreaterThan(0);
    }
  });

  it('has plausible edition years', () => {
    for (const s of STANDARDS) {
      expect(Number.isInteger(s.year), s.ref).toBe(true);
      expect(s.year, s.ref).toBeGreaterThanOrEqual(1950);
      expect(s.year, s.ref).toBeLessThanOrEqual(2026);
    }
  });
});
