// BELAC adapter against the fixture register (test/fixtures/registers/belac).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/belac.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/belac/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('BELAC adapter', () => {
  it('reads the list under the quality-and-safety section of FPS Economy, where the BELAC pages are', () => {
    expect(adapter.source).toBe(
      'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations',
    );
  });

  it('lists every -TEST and -CAL lab across both pages, skipping other schemes', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['112-TEST', '245-TEST', '318-CAL', '402-TEST']);
  });

  it('maps a lab from its listing row and Dutch scope annex exactly', async () => {
    const lab = await scrapeLab(adapter, '112-TEST');
    expect(lab).toEqual({
      register_id: '112-TEST',
      name: 'Milieulabo Vlaanderen NV',
      accreditation_number: '112-TEST',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'BE',
      street_address: 'Technologiepark 122',
      postcode: '9052',
      city: 'Gent',
      latitude: null,
      longitude: null,
      phone: '+32 9 241 56 00',
      email: 'info@milieulabo.be',
      contact_person: null,
      website_url: null,
      scope_document_url: 'https://economie.fgov.be/sites/default/files/Files/Accreditation/BELAC/Scopes/112-TEST.pdf',
      source_url: 'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations',
      accreditation_date: '1995-05-03',
      last_verified: '2024-01-12',
      capabilities: [
        { field: 'Afvalwater', test: 'Chemisch zuurstofverbruik', method: 'NBN ISO 15705:2002' },
        { field: 'Grond', test: 'Minerale olie (GC-FID)', method: 'CMA/3/R.1' },
      ],
    });
  });

  it('maps a suspended lab and reads its French annex', async () => {
    const lab = await scrapeLab(adapter, '245-TEST');
    expect(lab).toMatchObject({
      accreditation_status: 'suspended',
      street_address: 'Rue du Parc 22',
      postcode: '4000',
      city: 'Liège',
      last_verified: '2023-06-01',
    });
    expect(lab.capabilities).toEqual([
      { field: 'Bétons', test: 'Résistance à la compression', method: 'NBN EN 12390-3:2019' },
    ]);
  });

  it('reads a calibration annex', async () => {
    const lab = await scrapeLab(adapter, '318-CAL');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([{ field: null, test: 'Temperature – -50 °C to 300 °C', method: 'KLA-WI-T01' }]);
  });

  it('keeps the named contact person and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, '402-TEST');
    expect(lab).toMatchObject({ contact_person: 'ir. Els Peeters', email: 'els.peeters@mtleuven.be' });
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page no longer holds the table', async () => {
    server.use(
      http.get(
        'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations',
        () =>
          HttpResponse.html(
            '<html><body><h1>Accredited organisations</h1><p>Consult the BELAC database.</p></body></html>',
          ),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no results/);
  });

  it('throws when the annex belongs to another number', async () => {
    server.use(
      http.get(
        'https://economie.fgov.be/sites/default/files/Files/Accreditation/BELAC/Scopes/112-TEST.pdf',
        async () => {
          const { SCOPES } = await import('../../fixtures/registers/belac/handlers.ts');
          return new HttpResponse(SCOPES['402-TEST'], { headers: { 'Content-Type': 'application/pdf' } });
        },
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '112-TEST'))).rejects.toThrow(
      /not the annex of 112-TEST/,
    );
  });

  it('states what it assumes of the register, step by step, each with its evidence', () => {
    const assumptions = adapter.assumptions ?? [];
    const steps = new Set<string>(assumptions.map((a) => a.step));
    for (const step of ['reachable', 'robots', 'listing', 'pager', 'record', 'scope'])
      expect(steps.has(step), step).toBe(true);
    // The list prints no total: a 'total' row would make the first-run check expect one.
    expect(steps.has('total')).toBe(false);
    for (const a of assumptions) {
      expect(a.text, a.text).toMatch(/\.$/);
      expect(a.text + a.evidence, a.text).not.toMatch(/[|\n]/);
      expect(a.evidence.length, a.text).toBeGreaterThan(10);
    }
  });
});
