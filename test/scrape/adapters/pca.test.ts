// PCA adapter against the fixture register (test/fixtures/registers/pca): listings, record pages, scope PDFs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/pca.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/pca/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const TESTING = 'https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/laboratoria-badawcze/';

describe('PCA adapter', () => {
  it('lists every laboratory of both sections across all listing pages', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id)).toEqual(['AB 079', 'AB 286', 'AB 1095', 'AB 1327', 'AP 045']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed[2]!.detail_url).toBe(`${TESTING}AB%201095,podmiot.html`);
  });

  it('maps a record page and its scope PDF exactly', async () => {
    const lab = await scrapeLab(adapter, 'AB 079');
    expect(lab).toEqual({
      register_id: 'AB 079',
      name: 'Bałtyckie Laboratorium Paliw Sp. z o.o. – Laboratorium Badawcze',
      accreditation_number: 'AB 079',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'PL',
      street_address: 'ul. Nabrzeżna 27',
      postcode: '81-571',
      city: 'Gdynia',
      latitude: null,
      longitude: null,
      phone: '58 621-12-00',
      email: 'lab@baltyckielab.example.pl',
      contact_person: null,
      website_url: 'https://www.baltyckielab.example.pl/',
      scope_document_url: 'https://www.pca.gov.pl/storage/file/zakresy/AB_079.pdf',
      source_url: `${TESTING}AB%20079,podmiot.html`,
      accreditation_date: '2001-07-06',
      last_verified: '2024-03-12',
      capabilities: [
        { test: 'Przetwory naftowe – Lepkość kinematyczna Metoda kapilarna', method: 'PN-EN ISO 3104:2021-03' },
        { test: 'Przetwory naftowe – Temperatura zapłonu Metoda zamkniętego tygla', method: 'PN-EN ISO 2719:2016-09' },
        {
          test: 'Woda do spożycia – Stężenie azotanów Metoda spektrofotometryczna',
          method: 'PB-12 wyd. 3 z 12.03.2020',
        },
      ],
    });
  });

  it('maps "zawieszona" to suspended', async () => {
    expect((await scrapeLab(adapter, 'AB 1095')).accreditation_status).toBe('suspended');
  });

  it('keeps a partially suspended laboratory active', async () => {
    expect((await scrapeLab(adapter, 'AB 1327')).accreditation_status).toBe('active');
  });

  it('splits a village-and-street address and passes a personal e-mail through', async () => {
    expect(await scrapeLab(adapter, 'AB 1327')).toMatchObject({
      street_address: 'Radziwie Małe, ul. Cicha 7',
      postcode: '09-400',
      city: 'Płock',
    });
    expect((await scrapeLab(adapter, 'AB 286')).email).toBe('katarzyna.zielinska@mcps.example.pl');
  });

  it('reads "wew.: brak" as no extension and an empty www line as no website', async () => {
    expect(await scrapeLab(adapter, 'AB 286')).toMatchObject({
      phone: '12 410-22-30',
      website_url: null,
      accreditation_status: 'active',
    });
  });

  it('reads a calibration scope, with "brak" meaning no e-mail or website', async () => {
    const lab = await scrapeLab(adapter, 'AP 045');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      phone: '61 852-44-10 wew. 21',
      email: null,
      website_url: null,
      city: 'Poznań',
    });
    expect(lab.capabilities).toEqual([{ test: 'Temperatura – (-40 ÷ 250) °C', method: 'Metoda porównawcza, IW-01' }]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its table', async () => {
    server.use(http.get(TESTING, () => HttpResponse.html('<html><body><p>Przerwa techniczna.</p></body></html>')));
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });

  it('reads a lapsed certificate as withdrawn when the page prints no status', async () => {
    const lapsed = readFileSync(new URL('../../fixtures/registers/pca/AB-286.html', import.meta.url), 'utf8')
      .replace(/<p><strong>Status akredytacji:<\/strong>[^<]*<\/p>\s*/, '')
      .replace('11-11-2030', '03-08-2018');
    server.use(http.get(`${TESTING}:file`, () => HttpResponse.html(lapsed)));
    expect((await scrapeLab(adapter, 'AB 286')).accreditation_status).toBe('withdrawn');
  });

  it('throws on the empty page PCA serves for a number with no accreditation', async () => {
    const empty =
      '<html><body><div class="podmiot"><p><strong>Akredytacja:</strong> </p><p><strong>Data ważności certyfikatu:</strong> </p></div></body></html>';
    server.use(http.get(`${TESTING}:file`, () => HttpResponse.html(empty)));
    await expect(scrapeLab(adapter, 'AB 286')).rejects.toThrow(/no accreditation under this number/);
  });

  it('throws when a record page has lost its "Akredytacja:" line', async () => {
    server.use(
      http.get(`${TESTING}:file`, () =>
        HttpResponse.html('<html><body><div class="podmiot"><h1>Nie znaleziono</h1></div></body></html>'),
      ),
    );
    await expect(scrapeLab(adapter, 'AB 286')).rejects.toThrow(/Akredytacja/);
  });
});
