// FINAS adapter against the fixture register (test/fixtures/registers/finas): SharePoint listing + scope PDFs.
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/finas.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/finas/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';
import { makePdf } from '../../support/pdf-fixture.ts';

const server = useMswServer(...handlers);

describe('FINAS adapter', () => {
  it('lists every laboratory across both listing pages, skipping inspection and medical bodies', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id)).toEqual(['T123', 'T271', 'T305', 'K012']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed[0]!.detail_url).toBe('https://www.finas.fi/Documents/T123_M05_2023.pdf');
  });

  it('maps a listing row and its bilingual scope PDF exactly', async () => {
    const lab = await scrapeLab(adapter, 'T123');
    expect(lab).toEqual({
      register_id: 'T123',
      name: 'Hämeen Vesitutkimus Oy',
      accreditation_number: 'T123',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'FI',
      street_address: 'Vesijärvenkatu 11',
      postcode: '15140',
      city: 'LAHTI',
      latitude: null,
      longitude: null,
      phone: '040 000 1234',
      email: 'anna.lehtonen@hamvesi.example.fi',
      contact_person: null,
      website_url: 'https://www.hamvesi.example.fi/',
      scope_document_url: 'https://www.finas.fi/Documents/T123_M05_2023.pdf',
      source_url: 'https://www.finas.fi/sites/en/accreditation/Pages/AccreditedOrganisations.aspx',
      accreditation_date: null,
      last_verified: '2023-03-14',
      capabilities: [
        { test: 'Talousvesi – pH', method: 'SFS-EN ISO 10523:2012' },
        { test: 'Talousvesi – Sähkönjohtavuus', method: 'SFS-EN 27888:1994' },
        { test: 'Talousvesi – Kemiallinen hapenkulutus (CODMn)', method: 'SFS 3036:1981' },
        { test: 'Jätevesi – Kokonaisfosfori', method: 'SFS-EN ISO 6878:2004' },
        { test: 'Jätevesi – Biokemiallinen hapenkulutus BOD7', method: 'Sisäinen menetelmä TY-12' },
      ],
    });
  });

  it('maps "Keskeytetty / Suspended" to suspended', async () => {
    const lab = await scrapeLab(adapter, 'T271');
    expect(lab.accreditation_status).toBe('suspended');
    expect(lab.capabilities).toEqual([
      { test: 'Metalliset materiaalit – Vetokoe huoneenlämpötilassa', method: 'SFS-EN ISO 6892-1:2019' },
      { test: 'Metalliset materiaalit – Charpy-iskukoe', method: 'SFS-EN ISO 148-1:2016' },
    ]);
  });

  it('reads a calibration scope by its own columns, leaving the uncertainty out', async () => {
    const lab = await scrapeLab(adapter, 'K012');
    expect(lab.lab_type).toBe('calibration');
    expect(lab).toMatchObject({
      street_address: 'Sörnäisten rantatie 25',
      postcode: '00500',
      city: 'HELSINKI',
      phone: '09 222 3344',
    });
    expect(lab.capabilities).toEqual([
      { test: 'Lämpötila / Temperature – -40 ... +250 °C', method: 'MN-T-01' },
      { test: 'Tasajännite / DC voltage – 0 ... 1000 V', method: 'MN-E-03' },
    ]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its table', async () => {
    server.use(
      http.get('https://www.finas.fi/sites/en/accreditation/Pages/AccreditedOrganisations.aspx', () =>
        HttpResponse.html('<html><body><p>Sivua ei löytynyt.</p></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });

  it('throws when the second listing page has lost its table, rather than returning the first page alone', async () => {
    server.use(
      http.get('https://www.finas.fi/sites/en/accreditation/Pages/AccreditedOrganisations.aspx', ({ request }) =>
        new URL(request.url).searchParams.get('PageFirstRow') === '4'
          ? HttpResponse.html('<html><body><div class="ms-listviewtable-error">Virhe</div></body></html>')
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/PageFirstRow=4.*no table/);
  });

  it('throws when a scope PDF has no scope table it recognises', async () => {
    server.use(
      http.get(
        'https://www.finas.fi/Documents/T305_A01_2022.pdf',
        () =>
          new HttpResponse(
            makePdf([
              {
                columns: [40, 125, 290, 420],
                rows: [
                  ['Tunnus / Code', 'Laboratorio / Laboratory', 'Osoite / Address', 'Puh./e-mail/www'],
                  ['T305', 'Oulun Elintarvikelaboratorio Oy', '90220 OULU', ''],
                ],
              },
            ]),
            {
              headers: { 'Content-Type': 'application/pdf' },
            },
          ),
      ),
    );
    await expect(scrapeLab(adapter, 'T305')).rejects.toThrow(/no scope table lines/);
  });
});
