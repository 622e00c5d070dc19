// ESYD adapter against the fixture portal (test/fixtures/registers/esyd): catalogues and record pages in windows-1253, annex PDFs.
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/esyd.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/esyd/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const CATALOG = 'https://esydops.gr/portal/p/esyd/en/catalog.jsp';

describe('ESYD adapter', () => {
  it('lists every laboratory of both catalogues across all pages', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id)).toEqual(['285-5', '734-2', '512-3', '41-3']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed[0]!.detail_url).toBe('https://esydops.gr/portal/p/esyd/en/showOrgInfo.jsp?id=1201');
  });

  it('maps a catalogue row, its record page and its annex exactly', async () => {
    const lab = await scrapeLab(adapter, '285-5');
    expect(lab).toEqual({
      register_id: '285-5',
      name: 'ΧΗΜΙΚΕΣ ΑΝΑΛΥΣΕΙΣ ΑΙΓΑΙΟΥ Α.Ε.',
      accreditation_number: '285-5',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'GR',
      street_address: '120, Kifisias Ave.',
      postcode: '115 26',
      city: 'Athens',
      latitude: null,
      longitude: null,
      phone: '210 000 1234',
      email: 'info@aigaioanalyseis.example.gr',
      contact_person: null,
      website_url: 'https://www.aigaioanalyseis.example.gr/',
      scope_document_url: 'https://esydops.gr/portal/p/esyd/annexes/F1_285-5.pdf',
      source_url: 'https://esydops.gr/portal/p/esyd/en/showOrgInfo.jsp?id=1201',
      accreditation_date: null,
      last_verified: '2024-11-19',
      capabilities: [
        { test: 'Water – Determination of pH', method: 'ISO 10523:2008', field: 'Chemical testing' },
        {
          test: 'Water (potable, surface, ground) – Determination of electrical conductivity',
          method: 'ELOT EN 27888:1993',
          field: 'Chemical testing',
        },
        {
          test: 'Water (potable, surface, ground) – Determination of sulfates',
          method: 'HACH method 8051',
          field: 'Chemical testing',
        },
        {
          test: 'Potable water – Enumeration of E. coli and coliform bacteria',
          method: 'ISO 9308-1:2014',
          field: 'Microbiological testing',
        },
      ],
    });
  });

  it('decodes the windows-1253 catalogue and record pages the portal serves', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.find((l) => l.register_id === '734-2')?.partial.name).toBe('Εργαστήριο Ελέγχου Υδάτων Καστοριάς');
    expect(await scrapeLab(adapter, '734-2')).toMatchObject({
      name: 'Εργαστήριο Ελέγχου Υδάτων Καστοριάς',
      email: 'lab@kastoria-water.example.gr',
      website_url: null,
    });
  });

  it('throws when a record page has no label rows', async () => {
    server.use(
      http.get('https://esydops.gr/portal/p/esyd/en/showOrgInfo.jsp', () =>
        HttpResponse.html('<html><body><p>Σφάλμα</p></body></html>'),
      ),
    );
    await expect(scrapeLab(adapter, '285-5')).rejects.toThrow(/no label\/value pairs/);
  });

  it('maps "Suspended" to suspended and "Withdrawn" to withdrawn', async () => {
    expect((await scrapeLab(adapter, '734-2')).accreditation_status).toBe('suspended');
    expect((await scrapeLab(adapter, '512-3')).accreditation_status).toBe('withdrawn');
  });

  it('reads a calibration annex by its own columns, keeping "1 mg" as printed', async () => {
    const lab = await scrapeLab(adapter, '41-3');
    expect(lab).toMatchObject({ lab_type: 'calibration', postcode: '183 46', city: 'Moschato' });
    expect(lab.capabilities).toEqual([{ test: 'Mass / Weights – 1 mg to 20 kg', method: 'In-house method ML-M-01' }]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a catalogue page has lost its table', async () => {
    server.use(
      http.get(CATALOG, () => HttpResponse.html('<html><body><p>Service temporarily unavailable</p></body></html>')),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });
});
