import { describe, expect, it } from 'vitest';
import { assignSlugs, baseSlug, slugify, type SlugSubject } from '../../../src/domain/slugs.ts';

const lab = (
  id: string,
  name: string,
  city: string | null,
  body = 'DAKKS',
  number: string | null = null,
): SlugSubject => ({
  id,
  name,
  city,
  accreditation_body: body,
  accreditation_number: number,
});

describe('slugify', () => {
  it.each([
    ['Prüflabor Müller GmbH', 'pruflabor-muller-gmbh'],
    ['Straße & Söhne', 'strasse-sohne'],
    ['Łódź', 'lodz'],
    ['Ελληνικό Εργαστήριο', 'elliniko-ergastirio'],
    ['Laboratoire d’Analyses — Lyon', 'laboratoire-d-analyses-lyon'],
    ['  --Ærø Øst--  ', 'aero-ost'],
  ])('folds %s to the URL-safe %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('yields only lowercase ASCII letters, digits and single dashes', () => {
    expect(slugify('ČSN/EN+ISO 17025:2017 «Labor»')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify(
      'Institut für Materialprüfung und Werkstofftechnik der Technischen Universität Nord-Ost Berlin Brandenburg',
    );
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('baseSlug', () => {
  it('reads as name then city', () => {
    expect(baseSlug(lab('A:1', 'Labor Nord GmbH', 'Hamburg'))).toBe('labor-nord-gmbh-hamburg');
  });

  it('does not repeat a city the name already carries', () => {
    expect(baseSlug(lab('A:1', 'Prüfzentrum Hamburg GmbH', 'Hamburg'))).toBe('prufzentrum-hamburg-gmbh');
  });
});

describe('assignSlugs', () => {
  it('gives every lab a unique slug', () => {
    const labs = [
      lab('A:1', 'Labor', 'Köln'),
      lab('A:2', 'Labor', 'Köln'),
      lab('B:1', 'Labor', 'Köln', 'UKAS'),
      lab('A:3', 'Labor', 'Bonn'),
    ];
    const slugs = assignSlugs(labs, new Map());
    expect(new Set(slugs.values()).size).toBe(labs.length);
    expect(slugs.get('A:3')).toBe('labor-bonn');
  });

  it('tells a lab accredited by two bodies apart by body', () => {
    const slugs = assignSlugs(
      [
        lab('DAKKS:1', 'Castellan Testing GmbH', 'Basel', 'DAKKS'),
        lab('SAS:9', 'Castellan Testing GmbH', 'Basel', 'SAS'),
      ],
      new Map(),
    );
    expect(slugs.get('DAKKS:1')).toBe('castellan-testing-gmbh-basel-dakks');
    expect(slugs.get('SAS:9')).toBe('castellan-testing-gmbh-basel-sas');
  });

  it('does not depend on the order labs are read in', () => {
    const labs = [lab('A:1', 'Labor', 'Köln'), lab('A:2', 'Labor', 'Köln'), lab('B:1', 'Labor', 'Köln', 'UKAS')];
    expect(assignSlugs([...labs].reverse(), new Map())).toEqual(assignSlugs(labs, new Map()));
  });

  it('keeps a lab’s slug when a namesake arrives', () => {
    const first = assignSlugs([lab('A:1', 'Labor', 'Köln')], new Map());
    const second = assignSlugs([lab('A:1', 'Labor', 'Köln'), lab('A:2', 'Labor', 'Köln')], first);
    expect(second.get('A:1')).toBe(first.get('A:1'));
    expect(second.get('A:2')).not.toBe(first.get('A:1'));
  });

  it('keeps a lab’s slug when its namesake leaves', () => {
    const first = assignSlugs([lab('A:1', 'Labor', 'Köln'), lab('A:2', 'Labor', 'Köln')], new Map());
    const second = assignSlugs([lab('A:2', 'Labor', 'Köln')], first);
    expect(second.get('A:2')).toBe(first.get('A:2'));
  });
});
