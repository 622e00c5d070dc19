// SAS adapter against the fixture register (test/fixtures/registers/sas).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/sas.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/sas/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const RESULTS = 'https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.results.json';

describe('SAS adapter', () => {
  it('lists every STS and SCS lab across both result pages, skipping other schemes', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['STS0412', 'SCS0087', 'STS0533', 'STS0671']);
  });

  it('maps a lab and its PDF scope exactly', async () => {
    const lab = await scrapeLab(adapter, 'STS0412');
    expect(lab).toEqual({
      register_id: 'STS0412',
      name: 'Prüflabor Limmattal AG',
      accreditation_number: 'STS 0412',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'CH',
      street_address: 'Badenerstrasse 549',
      postcode: '8048',
      city: 'Zürich',
      latitude: null,
      longitude: null,
      phone: '+41 44 491 20 00',
      email: 'info@prueflabor-limmattal.ch',
      contact_person: null,
      website_url: 'https://www.prueflabor-limmattal.ch/',
      scope_document_url: 'https://www.sas.admin.ch/dam/sas/de/dokumente/verzeichnisse/sts0412.pdf',
      source_url: 'https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html',
      accreditation_date: '1999-05-03',
      last_verified: '2025-02-17',
      capabilities: [
        { field: 'Bauwesen', test: 'Beton: Druckfestigkeit von Probekörpern', method: 'SN EN 12390-3:2019' },
        { field: 'Metalle', test: 'Zugversuch bei Raumtemperatur', method: 'SN EN ISO 6892-1:2019' },
      ],
    });
  });

  it('reads a French scope directory and maps suspendu to suspended', async () => {
    const lab = await scrapeLab(adapter, 'STS0533');
    expect(lab.accreditation_status).toBe('suspended');
    expect(lab.capabilities).toEqual([
      { field: 'Eaux', test: 'Eau potable: dénombrement des entérocoques', method: 'SN EN ISO 7899-2:2000' },
      { field: 'Denrées alimentaires', test: 'Recherche de Listeria monocytogenes', method: 'SN EN ISO 11290-1:2017' },
    ]);
  });

  it('reads a calibration directory', async () => {
    const lab = await scrapeLab(adapter, 'SCS0087');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([{ field: null, test: 'Länge – 0,5 mm bis 100 mm', method: 'KLA-L-02' }]);
  });

  it('keeps the named contact person and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, 'STS0671');
    expect(lab).toMatchObject({ contact_person: 'Dr. Lukas Brunner', email: 'lukas.brunner@umweltlabor-rheinknie.ch' });
  });

  it('maps entzogen and retiré to withdrawn', async () => {
    const { sasStatus } = await import('../../../src/scrape/adapters/sas.ts');
    expect([sasStatus('entzogen'), sasStatus('Accréditation retirée'), sasStatus('akkreditiert')]).toEqual([
      'withdrawn',
      'withdrawn',
      'active',
    ]);
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when the endpoint answers without its total', async () => {
    server.use(http.get(RESULTS, () => HttpResponse.json({ hits: [] })));
    await expect(adapter.list(adapterContext())).rejects.toThrow(/does not report its total/);
  });

  it('states what it assumes of the register, step by step, each with its evidence', () => {
    const assumptions = adapter.assumptions ?? [];
    const steps = new Set<string>(assumptions.map((a) => a.step));
    for (const step of ['reachable', 'robots', 'listing', 'total', 'pager', 'record', 'scope'])
      expect(steps.has(step), step).toBe(true);
    for (const a of assumptions) {
      expect(a.text, a.text).toMatch(/\.$/);
      expect(a.text + a.evidence, a.text).not.toMatch(/[|\n]/);
      expect(a.evidence.length, a.text).toBeGreaterThan(10);
    }
  });
});
