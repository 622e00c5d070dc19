// The UKAS adapter against the fixture register (test/fixtures/registers/ukas).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/ukas.ts';
import { FIXTURE_LABS, handlers, ORIGIN, SCHEDULES } from '../../fixtures/registers/ukas/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('UKAS adapter', () => {
  it('lists every organisation across both result pages, one record per number and type', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['8804 Testing', '8804 Calibration', '8811 Testing', '0697 Calibration', '8830 Testing', '8842 Testing']);
    expect(requests.urls(true).filter((u) => u.startsWith('POST'))).toEqual([`POST ${ORIGIN}/wp-admin/admin-ajax.php`, `POST ${ORIGIN}/wp-admin/admin-ajax.php`]);
  });

  it('maps a testing schedule exactly, wrapped fields and methods joined', async () => {
    const lab = await scrapeLab(adapter, '8804 Testing');
    expect(lab).toEqual({
      register_id: '8804 Testing',
      name: 'Northgate Materials Testing Ltd',
      accreditation_number: '8804',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'GB',
      street_address: 'Unit 4, Riverside Works, Mill Lane',
      city: 'Sheffield',
      postcode: 'S3 8HQ',
      latitude: 53.3891,
      longitude: -1.4757,
      phone: '+44 (0)114 496 0321',
      email: 'h.marsh@northgate-mt.example',
      contact_person: 'Dr Helen Marsh',
      website_url: 'https://www.northgate-mt.example/',
      scope_document_url: `${SCHEDULES}/8804Testing-Single.pdf`,
      source_url: `${ORIGIN}/find-an-organisation/browse-by-organisation/northgate-materials-testing-ltd/`,
      accreditation_date: '1996-04-01',
      last_verified: '2025-03-14',
      capabilities: [
        { test: 'Tensile testing at ambient temperature', method: 'BS EN ISO 6892-1:2019', field: 'Metallic materials and welded joints' },
        { test: 'Charpy impact testing (-196 °C to +20 °C)', method: 'BS EN ISO 148-1:2016', field: 'Metallic materials and welded joints' },
        { test: 'Rockwell hardness (HRC, HRB)', method: 'BS EN ISO 6508-1:2023', field: 'Metallic materials and welded joints' },
        { test: 'Transverse bend test', method: 'BS EN ISO 5173:2023', field: 'Welded joints in metallic materials' },
        { test: 'Macroscopic examination', method: 'Documented in-house method NMT-WI-014', field: 'Welded joints in metallic materials' },
      ],
    });
  });

  it('reads a calibration schedule: quantity filled down, range in the test, remarks as the method', async () => {
    const lab = await scrapeLab(adapter, '0697 Calibration');
    expect(lab).toMatchObject({ lab_type: 'calibration', street_address: '12 Leeds Road', city: 'Huddersfield', postcode: 'HD1 6RL', contact_person: 'Mr Tom Ashworth', last_verified: '2025-08-27' });
    expect(lab.capabilities).toEqual([
      { test: 'DC Voltage 0 V to 10 V', method: 'Using multifunction calibrator', field: null },
      { test: 'DC Voltage 10 V to 1000 V', method: 'Using multifunction calibrator', field: null },
      { test: 'Temperature -30 °C to 150 °C', method: 'Comparison with SPRT in stirred liquid bath', field: null },
    ]);
  });

  it('takes the town from the listing when a county follows it in the address', async () => {
    const lab = await scrapeLab(adapter, '8811 Testing');
    expect(lab).toMatchObject({ street_address: 'Dean Clough Mills', city: 'Halifax', postcode: 'HX1 5QN', website_url: 'https://caldervalley-water.example/' });
  });

  it('maps Suspended and Withdrawn', async () => {
    const listed = await adapter.list(adapterContext());
    const status = Object.fromEntries(listed.map((l) => [l.register_id, l.partial.accreditation_status]));
    expect(status['8830 Testing']).toBe('suspended');
    expect(status['8842 Testing']).toBe('withdrawn');
    expect((await scrapeLab(adapter, '8842 Testing')).accreditation_status).toBe('withdrawn');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'UKAS' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('throws when the search answers without its organisations array', async () => {
    server.use(http.post(`${ORIGIN}/wp-admin/admin-ajax.php`, () => HttpResponse.json({ success: true, data: { html: '<div class="results">…</div>', found_posts: 6 } })));
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no array at 'data.organisations'/);
  });

  it('throws when a later page comes back empty before the announced end', async () => {
    server.use(
      http.post(`${ORIGIN}/wp-admin/admin-ajax.php`, async ({ request }) => {
        const paged = new URLSearchParams(await request.clone().text()).get('paged');
        return paged === '2' ? HttpResponse.json({ success: true, data: { found_posts: 6, max_num_pages: 2, paged: 2, organisations: [] } }) : undefined;
      }),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/page 2 of 2 holds no result/);
  });
});
