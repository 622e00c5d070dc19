import { describe, expect, it, beforeAll } from 'vitest';
import { BODIES, bodyByCode } from '../../src/domain/bodies.ts';
import { STANDARDS } from '../../src/domain/catalog.ts';
import { filterEmail } from '../../src/domain/privacy.ts';
import { parseMethod } from '../../src/domain/standards.ts';
import type { RawLab, RawSnapshot } from '../../src/domain/types.ts';
import { checkSnapshot } from '../../src/domain/validate.ts';
import { allocate } from '../../src/sample/generate.ts';
import { sampleSnapshots } from '../fixtures/sample-dir.ts';

describe('the sample directory', () => {
  let snapshots: RawSnapshot[];
  let labs: RawLab[];

  beforeAll(() => {
    snapshots = sampleSnapshots(10_000, 'lab-directory');
    labs = snapshots.flatMap((s) => s.labs);
  });

  it('is byte-identical for the same seed', () => {
    expect(JSON.stringify(sampleSnapshots(600, 'same'))).toBe(JSON.stringify(sampleSnapshots(600, 'same')));
  });

  it('differs for another seed', () => {
    expect(JSON.stringify(sampleSnapshots(600, 'one'))).not.toBe(JSON.stringify(sampleSnapshots(600, 'two')));
  });

  it('holds the requested number of labs across every body', () => {
    expect(labs).toHaveLength(10_000);
    expect(snapshots.map((s) => s.body)).toEqual(BODIES.map((b) => b.code));
    for (const s of snapshots) expect(s.labs.length, s.body).toBeGreaterThan(0);
  });

  it('sizes bodies in proportion to their real registers', () => {
    const counts = allocate(10_000, BODIES);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
    const dakks = snapshots.find((s) => s.body === 'DAKKS')!.labs.length;
    const snas = snapshots.find((s) => s.body === 'SNAS')!.labs.length;
    expect(dakks).toBeGreaterThan(snas * 5);
  });

  it('is valid raw snapshot data with no rejects, marked as sample', () => {
    for (const s of snapshots) {
      const { rejects } = checkSnapshot(s, s.body);
      expect(rejects, s.body).toEqual([]);
      expect(s.sample).toBe(true);
    }
  });

  it('has realistic status proportions', () => {
    const share = (status: string | null) => labs.filter((l) => l.accreditation_status === status).length / labs.length;
    expect(share('active')).toBeGreaterThan(0.85);
    expect(share('active')).toBeLessThan(0.91);
    expect(share('suspended')).toBeGreaterThan(0.04);
    expect(share('withdrawn')).toBeGreaterThan(0.03);
    expect(share(null)).toBeGreaterThan(0.003);
  });

  it('gives each lab 5 to 60 capabilities (fewer for a second accreditation)', () => {
    const counts = labs.map((l) => l.capabilities.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(70);
    expect(counts.filter((n) => n >= 5).length / counts.length).toBeGreaterThan(0.99);
  });

  it('writes methods with national prefixes, years, in-house and non-standard sources', () => {
    const methods = labs.flatMap((l) => l.capabilities.map((c) => c.method ?? ''));
    expect(methods.some((m) => /^DIN EN ISO /.test(m))).toBe(true);
    expect(methods.some((m) => /^PN-EN /.test(m))).toBe(true);
    expect(methods.some((m) => /:\d{4}-\d{2}$/.test(m))).toBe(true);
    expect(methods.some((m) => /–/.test(m))).toBe(true);
    const kinds = new Set(methods.map((m) => parseMethod(m).kind));
    expect(kinds).toEqual(new Set(['standard', 'in-house', 'non-standard']));
  });

  it('words a test variously, as annexes do: its name, its title, the properties it measures, product and test', () => {
    // DAkkS lines citing DIN EN ISO 6892-1 ('Zugversuch' in the terminology; scope-language.ts says what varies).
    const tensile = labs
      .filter((l) => l.country === 'DE')
      .flatMap((l) => l.capabilities)
      .filter((c) => parseMethod(c.method ?? '').key === 'ISO 6892-1')
      .map((c) => c.test);
    expect(tensile.length).toBeGreaterThan(50);
    const named = tensile.filter((t) => t === 'Zugversuch').length / tensile.length;
    expect(named).toBeGreaterThan(0.3);
    expect(named).toBeLessThan(0.6);
    expect(tensile).toContain('Metallische Werkstoffe - Zugversuch - Teil 1: Prüfverfahren bei Raumtemperatur');
    expect(tensile).toContain('Zugfestigkeit, Streckgrenze');
    expect(tensile.some((t) => /^.+ — Zugversuch$|^Zugversuch \(.+\)$/.test(t))).toBe(true);
    expect(tensile).toContain('Zugprüfung');
    // Where the vocabulary has no German title, the English one.
    const titles = new Set(STANDARDS.map((s) => s.title));
    const german = labs.filter((l) => l.country === 'DE').flatMap((l) => l.capabilities);
    expect(german.some((c) => titles.has(c.test))).toBe(true);
  });

  it('contains the mess the build must clean: contact persons and personal e-mail addresses', () => {
    expect(labs.filter((l) => l.contact_person).length / labs.length).toBeGreaterThan(0.5);
    const personal = labs.filter(
      (l) =>
        l.email && !filterEmail(l.email, { websiteUrl: l.website_url, contactPerson: l.contact_person ?? null }).keep,
    );
    expect(personal.length / labs.length).toBeGreaterThan(0.2);
  });

  it('contains labs accredited by two bodies', () => {
    const seen = new Map<string, string>();
    let twice = 0;
    for (const s of snapshots) {
      for (const l of s.labs) {
        const key = `${l.name}|${l.street_address}|${l.city}`;
        if (seen.has(key) && seen.get(key) !== s.body) twice++;
        seen.set(key, s.body);
      }
    }
    expect(twice).toBeGreaterThanOrEqual(20);
  });

  it('has one body scraped more than 30 days before the others', () => {
    const asOf = Date.parse('2026-11-20T00:00:00Z');
    const stale = snapshots.filter((s) => asOf - Date.parse(s.scraped_at) > 30 * 86_400_000);
    expect(stale.map((s) => s.body)).toHaveLength(1);
  });

  it('places labs in real cities of their body’s country with coordinates', () => {
    for (const s of snapshots) {
      const body = bodyByCode(s.body)!;
      for (const l of s.labs.slice(0, 50)) {
        expect(l.latitude).not.toBeNull();
        expect(l.city).toBeTruthy();
        if (!l.register_id) throw new Error('register id missing');
        expect([body.country, ...new Set(snapshots.map((x) => x.country))]).toContain(l.country);
      }
    }
  });
});
