// INAB adapter against the fixture directory, record pages and PDF schedules (test/fixtures/registers/inab).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/inab.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/inab/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';
import { makePdf } from '../../support/pdf-fixture.ts';

const server = useMswServer(...handlers);

const DIRECTORY = 'https://www.inab.ie/inab-directory/laboratory-accreditation';

describe('INAB adapter', () => {
  it('lists every laboratory of both schemes, each with its record page', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id)).toEqual(['123T', '208T', '311T', '045C']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.at(-1)).toMatchObject({
      detail_url: `${DIRECTORY}/calibration-laboratories/metrology-ireland-calibration-ltd.html`,
      partial: { lab_type: 'calibration' },
    });
  });

  it('maps a record page and its PDF schedule exactly', async () => {
    const lab = await scrapeLab(adapter, '123T');
    expect(lab).toEqual({
      register_id: '123T',
      name: 'Liffey Analytical Services Ltd',
      accreditation_number: '123T',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'IE',
      street_address: 'Unit 4, Sandyford Business Park',
      postcode: 'D18 X2Y3',
      city: 'Dublin 18',
      latitude: null,
      longitude: null,
      phone: '+353 1 295 0000',
      email: 'siobhan.murphy@liffeyanalytical.example.ie',
      contact_person: 'Siobhán Murphy',
      website_url: 'https://www.liffeyanalytical.example.ie/',
      scope_document_url: 'https://www.inab.ie/FileUpload/Scopes/123T.pdf',
      source_url: `${DIRECTORY}/testing-laboratories/liffey-analytical-services-ltd.html`,
      accreditation_date: '2004-05-12',
      last_verified: null,
      capabilities: [
        { test: 'Drinking water – pH', method: 'I.S. EN ISO 10523:2012' },
        { test: 'Drinking water – Conductivity at 20 °C', method: 'I.S. EN 27888:1994' },
        {
          test: 'Drinking water – Enumeration of E. coli and coliform bacteria (membrane filtration)',
          method: 'I.S. EN ISO 9308-1:2014',
        },
        { test: 'Wastewater (influent and effluent) – Chemical oxygen demand', method: 'In-house method SOP-CHEM-021' },
      ],
    });
  });

  it('maps "Status: Suspended" to suspended, and leaves the county out of the address', async () => {
    expect(await scrapeLab(adapter, '208T')).toMatchObject({
      accreditation_status: 'suspended',
      street_address: 'Smithstown Industrial Estate',
      city: 'Shannon',
      postcode: 'V14 KX93',
      website_url: null,
    });
  });

  it('reads a calibration schedule by its own columns', async () => {
    const lab = await scrapeLab(adapter, '045C');
    expect(lab).toMatchObject({ lab_type: 'calibration', postcode: 'T12 R2CP', city: 'Cork' });
    expect(lab.capabilities).toEqual([{ test: 'Temperature: PRTs -40 °C to 250 °C', method: 'CP-T-01 (comparison)' }]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a scope PDF holds no schedule table', async () => {
    const c = adapterContext();
    const listed = await findListed(adapter, c, '311T');
    server.use(
      http.get(
        'https://www.inab.ie/FileUpload/Scopes/311T.pdf',
        () =>
          new HttpResponse(makePdf([{ rows: [['This schedule has been withdrawn']] }]), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    await expect(adapter.detail(c, listed)).rejects.toThrow(/no scope table/);
  });

  it('reads a contact paragraph that names a role, not a person', async () => {
    expect(await scrapeLab(adapter, '311T')).toMatchObject({
      contact_person: 'Quality Manager',
      phone: '091 770 000',
      city: 'Galway',
      postcode: 'H91 P2DK',
    });
  });

  it('throws when a scheme page has lost its table', async () => {
    server.use(
      http.get(`${DIRECTORY}/calibration-laboratories/`, () =>
        HttpResponse.html('<html><body><p>There has been a critical error on this website.</p></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });

  it('throws when a record page has lost its content block', async () => {
    const c = adapterContext();
    const listed = await findListed(adapter, c, '208T');
    server.use(
      http.get(`${DIRECTORY}/testing-laboratories/shannon-materials-testing-ltd.html`, () =>
        HttpResponse.html('<html><body><main><h1>Shannon Materials Testing Ltd</h1></main></body></html>'),
      ),
    );
    await expect(adapter.detail(c, listed)).rejects.toThrow(/cms-content/);
  });

  it('throws when a record page links no schedule', async () => {
    const c = adapterContext();
    const listed = await findListed(adapter, c, '208T');
    server.use(
      http.get(`${DIRECTORY}/testing-laboratories/shannon-materials-testing-ltd.html`, () =>
        HttpResponse.html(
          '<html><body><div class="cms-content"><p>Smithstown, Shannon, V14 KX93</p></div></body></html>',
        ),
      ),
    );
    await expect(adapter.detail(c, listed)).rejects.toThrow(/scope PDF/);
  });
});
