// SNAS adapter against the fixture register (test/fixtures/registers/snas), served in UTF-8.
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/snas.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/snas/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('SNAS adapter', () => {
  it('lists every laboratory of both fields across all listing pages', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id).sort()).toEqual(['K-012', 'S-123', 'S-204', 'S-310']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.find((l) => l.register_id === 'S-310')?.detail_url).toBe(
      'https://www.snas.sk/akreditovane-subjekty/detail?id=S-310',
    );
  });

  it('maps a record page and its annex table exactly', async () => {
    const lab = await scrapeLab(adapter, 'S-123');
    expect(lab).toEqual({
      register_id: 'S-123',
      name: 'Výskumný ústav vodného hospodárstva, Národné referenčné laboratórium',
      accreditation_number: 'S-123',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'SK',
      street_address: 'Nábrežie arm. gen. L. Svobodu 5',
      postcode: '812 49',
      city: 'Bratislava',
      latitude: null,
      longitude: null,
      phone: '+421 2 593 43 111',
      email: 'peter.kovac@vuvh.example.sk',
      contact_person: 'Ing. Peter Kováč, PhD.',
      website_url: 'https://www.vuvh.example.sk/',
      scope_document_url: 'https://www.snas.sk/images/prilohy/S-123.pdf',
      source_url: 'https://www.snas.sk/akreditovane-subjekty/detail?id=S-123',
      accreditation_date: '1999-06-18',
      last_verified: '2023-03-12',
      capabilities: [
        { test: 'Pitná voda – Stanovenie chemickej spotreby kyslíka', method: 'STN ISO 15705 (75 7383)' },
        { test: 'Povrchová voda – Stanovenie dusičnanov', method: 'SOP-CH-07, vydanie 3' },
      ],
    });
  });

  it('maps "pozastavené" to suspended', async () => {
    expect((await scrapeLab(adapter, 'S-204')).accreditation_status).toBe('suspended');
  });

  it('reads a number printed the way the accreditation mark does ("058/S-204") as its certificate number', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.find((l) => l.register_id === 'S-204')).toMatchObject({
      partial: { accreditation_number: 'S-204', city: 'Žilina' },
    });
  });

  it('reads the record page and its annex', async () => {
    const lab = await scrapeLab(adapter, 'S-310');
    expect(lab.name).toBe('Technický skúšobný ústav Piešťany, š.p.');
    expect(lab.capabilities).toEqual([
      { test: 'Oceľové výrobky – Skúška ťahom pri izbovej teplote', method: 'STN EN ISO 6892-1' },
    ]);
  });

  it('reads a calibration annex by its own columns', async () => {
    const lab = await scrapeLab(adapter, 'K-012');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([{ test: 'Teplota, odporové teplomery (-40 až 250) °C', method: 'KP-T-01' }]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its table', async () => {
    server.use(
      http.get('https://www.snas.sk/akreditovane-subjekty', () =>
        HttpResponse.html('<html><body><p>Stránka je v údržbe.</p></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });
});
