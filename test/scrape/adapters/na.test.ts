// Norsk akkreditering adapter against the fixture register (test/fixtures/registers/na).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/na.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/na/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('NA adapter', () => {
  it('lists every laboratory across both listing pages by its AkkId, skipping the medical laboratory', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => [l.register_id, l.partial.accreditation_number])).toEqual([
      ['212', 'TEST 079'],
      ['188', 'TEST 037'],
      ['95', 'KALIB 045'],
      ['401', 'TEST 152'],
    ]);
    expect(listed).toHaveLength(FIXTURE_LABS);
  });

  it('maps a scope page and its scope table exactly', async () => {
    const lab = await scrapeLab(adapter, '212');
    expect(lab).toEqual({
      register_id: '212',
      name: 'Fjordlab Analyse AS',
      accreditation_number: 'TEST 079',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'NO',
      street_address: 'Havnegata 3',
      postcode: '9008',
      city: 'Tromsø',
      latitude: null,
      longitude: null,
      phone: '77 00 00 00',
      email: 'kari.nordmann@fjordlab.example.no',
      contact_person: 'Kari Nordmann',
      website_url: 'https://www.fjordlab.example.no/',
      scope_document_url: 'https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=212',
      source_url: 'https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=212',
      accreditation_date: '2001-03-14',
      last_verified: '2024-09-02',
      capabilities: [
        { test: 'Sjøvann – Totalt nitrogen', method: 'NS 4743:1993', field: 'Kjemi' },
        { test: 'Avløpsvann – Kjemisk oksygenforbruk (KOF)', method: 'NS-ISO 15705:2002', field: 'Kjemi' },
        { test: 'Drikkevann – Koliforme bakterier og E. coli', method: 'NS-EN ISO 9308-1:2014', field: 'Mikrobiologi' },
      ],
    });
  });

  it('maps "Suspendert" to suspended', async () => {
    expect((await scrapeLab(adapter, '188')).accreditation_status).toBe('suspended');
  });

  it('maps "Tilbaketrukket" to withdrawn', async () => {
    expect((await scrapeLab(adapter, '401')).accreditation_status).toBe('withdrawn');
  });

  it('reads a calibration scope by its own columns', async () => {
    const lab = await scrapeLab(adapter, '95');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      website_url: 'https://jklo.example.no/',
      postcode: '2007',
      city: 'Kjeller',
    });
    expect(lab.capabilities).toEqual([
      {
        test: 'Industrielle platinatermometre – -40 °C til 420 °C',
        method: 'Intern metode KP-T-02',
        field: 'Temperatur',
      },
    ]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its table', async () => {
    server.use(
      http.get('https://www.akkreditert.no/akkrediterte-organisasjoner/', () =>
        HttpResponse.html(
          '<html><body><main><h1>Akkrediterte organisasjoner</h1><div class="cards"></div></main></body></html>',
        ),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });
});
