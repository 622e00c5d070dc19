// DANAK adapter against the fixture register (test/fixtures/registers/danak).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/danak.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/danak/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('DANAK adapter', () => {
  it('lists every testing and calibration lab across both batches, skipping other bodies', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['255', '412', '518', '631']);
    expect(listed.find((l) => l.register_id === '631')?.partial.lab_type).toBe('testing and calibration');
  });

  it('maps a lab record and its PDF scope exactly', async () => {
    const lab = await scrapeLab(adapter, '255');
    expect(lab).toEqual({
      register_id: '255',
      name: 'Vandlaboratoriet Fyn A/S',
      accreditation_number: '255',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'DK',
      street_address: 'Ørbækvej 260',
      postcode: '5220',
      city: 'Odense SØ',
      latitude: null,
      longitude: null,
      phone: '+45 63 12 40 00',
      email: 'lab@vandlabfyn.dk',
      contact_person: null,
      website_url: 'https://www.vandlabfyn.dk/',
      scope_document_url: 'https://www.danak.dk/akkrediterede-virksomheder/255/akkrediteringsomfang-255.pdf',
      source_url: 'https://www.danak.dk/akkrediterede-virksomheder/255',
      accreditation_date: '1992-06-01',
      last_verified: '2025-03-14',
      capabilities: [
        { field: 'Drikkevand', test: 'Coliforme bakterier og E. coli', method: 'DS/EN ISO 9308-1:2014' },
        { field: 'Spildevand', test: 'Total nitrogen (oxidativ oplukning)', method: 'DS/EN ISO 11905-1:1998' },
      ],
    });
  });

  it('reads a calibration scope by its own column layout', async () => {
    const lab = await scrapeLab(adapter, '412');
    expect(lab.capabilities).toEqual([
      { field: null, test: 'Masse – 1 mg - 50 kg', method: 'KCJ-M-01' },
      { field: null, test: 'Temperatur – -80 °C - 660 °C', method: 'KCJ-T-03' },
    ]);
  });

  it('maps Suspenderet to suspended', async () => {
    expect((await scrapeLab(adapter, '518')).accreditation_status).toBe('suspended');
  });

  it('keeps the named contact person and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, '631');
    expect(lab).toMatchObject({
      contact_person: 'Søren Møller',
      email: 'soeren.moeller@mpnord.dk',
      postcode: '9220',
      city: 'Aalborg Øst',
    });
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing batch no longer holds the table', async () => {
    server.use(
      http.get('https://www.danak.dk/akkrediterede-virksomheder', () =>
        HttpResponse.html(
          '<html><body><h1>Akkrediterede virksomheder</h1><p>Siden er under ombygning.</p></body></html>',
        ),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no results/);
  });

  it('throws when the scope PDF has no known table header', async () => {
    server.use(
      http.get(
        'https://www.danak.dk/akkrediterede-virksomheder/255/akkrediteringsomfang-255.pdf',
        () =>
          new HttpResponse(new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n')), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '255'))).rejects.toThrow();
  });
});
