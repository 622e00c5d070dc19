// ČIA adapter against the fixture register (test/fixtures/registers/cia): WordPress list by category, record pages, annex tables.
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/cia.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/cia/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('ČIA adapter', () => {
  it('lists both laboratory categories across their pages, skipping the medical laboratory', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id).sort()).toEqual(['1018.3', '1234', '1456', '2273']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.find((l) => l.register_id === '2273')?.detail_url).toBe(
      'https://www.cai.cz/?subjekt=2273-kalibracni-laborator-merici-technika-sumperk-a-s',
    );
    expect(requests.urls().filter((u) => !u.endsWith('/robots.txt'))).toEqual([
      'https://www.cai.cz/?page_id=4499&kategorie_subjektu=zkusebni-laboratore',
      'https://www.cai.cz/?page_id=4499&kategorie_subjektu=zkusebni-laboratore&paged=2',
      'https://www.cai.cz/?page_id=4499&kategorie_subjektu=kalibracni-laboratore',
    ]);
  });

  it('maps a record page and its annex table exactly', async () => {
    const lab = await scrapeLab(adapter, '1234');
    expect(lab).toEqual({
      register_id: '1234',
      name: 'Vodárenská zkušebna Vysočina s.r.o.',
      accreditation_number: '1234',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'CZ',
      street_address: 'Havlíčkova 118',
      postcode: '586 01',
      city: 'Jihlava',
      latitude: null,
      longitude: null,
      phone: '567 300 400',
      email: 'jana.dvorakova@vzv.example.cz',
      contact_person: 'Ing. Jana Dvořáková',
      website_url: 'https://vzv.example.cz/',
      scope_document_url: 'https://www.cai.cz/wp-content/uploads/prilohy/L1234.pdf',
      source_url: 'https://www.cai.cz/?subjekt=1234-vodarenska-zkusebna-vysocina-s-r-o',
      accreditation_date: '2005-01-20',
      last_verified: '2023-06-14',
      capabilities: [{ test: 'Pitné vody – Stanovení dusičnanů spektrofotometricky', method: 'ČSN ISO 7890-3' }],
    });
  });

  it('maps "zrušená" to withdrawn', async () => {
    expect((await scrapeLab(adapter, '1456')).accreditation_status).toBe('withdrawn');
  });

  it('reads a multi-site laboratory (1018.3) and its annex, dated by "ze dne"', async () => {
    const lab = await scrapeLab(adapter, '1018.3');
    expect(lab.name).toBe('Zdravotní ústav se sídlem v Ústí nad Labem, Oddělení hygienických laboratoří');
    expect(lab).toMatchObject({
      street_address: 'Moskevská 1531/15',
      postcode: '400 01',
      city: 'Ústí nad Labem',
      last_verified: '2022-02-03',
      website_url: 'https://www.zuusti.example.cz/',
    });
    expect(lab.capabilities).toEqual([
      { test: 'Pitné, povrchové a odpadní vody – Stanovení pH potenciometricky', method: 'SOP CH 01 (ČSN ISO 10523)' },
      { test: 'Odpadní vody – Stanovení chemické spotřeby kyslíku dichromanem (CHSKCr)', method: 'ČSN ISO 15705' },
      {
        test: 'Pitné vody – Stanovení počtu kultivovatelných mikroorganismů při 22 °C a 36 °C',
        method: 'ČSN EN ISO 6222',
      },
    ]);
  });

  it('reads a calibration laboratory from the calibration category', async () => {
    expect(await scrapeLab(adapter, '2273')).toMatchObject({
      lab_type: 'calibration',
      city: 'Šumperk',
      last_verified: '2024-03-01',
    });
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its table', async () => {
    server.use(
      http.get('https://www.cai.cz/', () =>
        HttpResponse.html('<html><body><div id="app"></div><script src="/app.js"></script></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });
});
