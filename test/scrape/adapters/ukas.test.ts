// The UKAS adapter against the fixture register (test/fixtures/registers/ukas):
// the WordPress REST organisation listing, the organisation pages and the
// schedule PDFs.
import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../../src/scrape/adapter.ts';
import { adapter, organisationsUrl } from '../../../src/scrape/adapters/ukas.ts';
import {
  API,
  FIXTURE_LABS,
  handlers,
  ORGANISATION_PAGES,
  ORGANISATIONS,
  organisationsHandler,
  SCHEDULES,
  schedulePdf,
  stubOrganisations,
} from '../../fixtures/registers/ukas/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);
const listingRequests = () => requests.urls().filter((u) => u.startsWith(`${API}/organisation`));

describe('UKAS adapter: the listing', () => {
  it('lists the testing, then the calibration laboratories, one record per organisation and type', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual([
      '40871 Testing',
      '41230 Testing',
      '42015 Testing',
      '42107 Testing',
      '40871 Calibration',
      '41388 Calibration',
    ]);
    expect(listingRequests()).toEqual([organisationsUrl(274, 1), organisationsUrl(273, 1)]);
    expect(organisationsUrl(274, 1)).toBe(`${API}/organisation?organisation_type=274&per_page=100&page=1&_envelope=1`);
  });

  it('takes the name from title.rendered (entities decoded), the type from the listing and the page from link', async () => {
    const listed = await adapter.list(adapterContext());
    const severn = listed.find((l) => l.register_id === '42015 Testing')!;
    expect(severn).toEqual({
      register_id: '42015 Testing',
      detail_url: `${ORGANISATION_PAGES}/severn-food-feed-analysis-ltd/`,
      partial: {
        name: 'Severn Food & Feed Analysis Ltd',
        lab_type: 'testing',
        source_url: `${ORGANISATION_PAGES}/severn-food-feed-analysis-ltd/`,
      },
    });
    expect(listed.find((l) => l.register_id === '40871 Calibration')!.partial.lab_type).toBe('calibration');
  });

  it('pages with per_page=100 up to X-WP-TotalPages from the envelope, the count checked against X-WP-Total', async () => {
    server.use(organisationsHandler([...stubOrganisations(103, 274), ...stubOrganisations(2, 273, 95001)]));
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(105);
    expect(listingRequests()).toEqual([organisationsUrl(274, 1), organisationsUrl(274, 2), organisationsUrl(273, 1)]);
  });

  it('throws when the organisations read fall short of X-WP-Total', async () => {
    server.use(
      organisationsHandler([...stubOrganisations(103, 274), ...stubOrganisations(2, 273, 95001)], { overstate: 2 }),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/announces 105 results but 103 were read/);
  });

  describe('without the envelope (a site that ignores _envelope)', () => {
    it('ends at a page shorter than 100', async () => {
      server.use(
        organisationsHandler([...stubOrganisations(103, 274), ...stubOrganisations(2, 273, 95001)], {
          envelope: false,
        }),
      );
      expect(await adapter.list(adapterContext())).toHaveLength(105);
      expect(listingRequests()).toEqual([organisationsUrl(274, 1), organisationsUrl(274, 2), organisationsUrl(273, 1)]);
    });

    it("ends at WordPress's 400 rest_post_invalid_page_number after a full last page", async () => {
      server.use(
        organisationsHandler([...stubOrganisations(100, 274), ...stubOrganisations(1, 273, 95001)], {
          envelope: false,
        }),
      );
      expect(await adapter.list(adapterContext())).toHaveLength(101);
      expect(listingRequests()).toEqual([organisationsUrl(274, 1), organisationsUrl(274, 2), organisationsUrl(273, 1)]);
    });

    it('ends at an empty page after a full one', async () => {
      server.use(
        http.get(`${API}/organisation`, ({ request }) => {
          const params = new URL(request.url).searchParams;
          const term = Number(params.get('organisation_type'));
          if (params.get('page') !== '1') return HttpResponse.json([]);
          return HttpResponse.json(term === 274 ? stubOrganisations(100, 274) : stubOrganisations(3, 273, 95001));
        }),
      );
      expect(await adapter.list(adapterContext())).toHaveLength(103);
    });

    it('throws on a 400 for the first page', async () => {
      server.use(
        http.get(`${API}/organisation`, () =>
          HttpResponse.json(
            { code: 'rest_invalid_param', message: 'Invalid parameter(s): organisation_type', data: { status: 400 } },
            { status: 400 },
          ),
        ),
      );
      await expect(adapter.list(adapterContext())).rejects.toThrow(/HTTP 400/);
    });
  });

  it('reads one page for the first-run check and tells the total and whether more follow', async () => {
    server.use(organisationsHandler([...stubOrganisations(103, 274), ...stubOrganisations(2, 273, 95001)]));
    const pages: ListingPage[] = [];
    const listed = await adapter.list(adapterContext({ probe: { firstPage: (p) => pages.push(p) } }));
    expect(listed).toHaveLength(100);
    expect(listingRequests()).toEqual([organisationsUrl(274, 1)]);
    expect(pages).toEqual([expect.objectContaining({ rows: 100, labs: 100, total: 103, more: true })]);
  });

  it('tells the first-run check of a short first page without a total when the envelope is ignored', async () => {
    server.use(organisationsHandler(ORGANISATIONS, { envelope: false }));
    const pages: ListingPage[] = [];
    await adapter.list(adapterContext({ probe: { firstPage: (p) => pages.push(p) } }));
    expect(pages).toEqual([expect.objectContaining({ rows: 4, total: null, more: false })]);
  });

  it('throws when the API ignores the organisation_type filter', async () => {
    server.use(organisationsHandler([...ORGANISATIONS, ...stubOrganisations(2, 280, 96001)], { ignoreFilter: true }));
    await expect(adapter.list(adapterContext())).rejects.toThrow(
      /not of organisation_type 274: the API ignored the filter/,
    );
  });

  it('throws when the answer is no array of organisations', async () => {
    server.use(
      http.get(`${API}/organisation`, () =>
        HttpResponse.json({
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        }),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/did not answer an array of organisations/);
  });

  it('throws when an organisation lacks its link', async () => {
    const [first, ...rest] = ORGANISATIONS;
    server.use(organisationsHandler([{ ...first!, link: '' }, ...rest]));
    await expect(adapter.list(adapterContext())).rejects.toThrow(/lacks its id, title.rendered or link/);
  });
});

describe('UKAS adapter: organisation page and schedule', () => {
  it('maps a testing schedule exactly, the number from its file name, wrapped fields and methods joined', async () => {
    const lab = await scrapeLab(adapter, '40871 Testing');
    expect(lab).toEqual({
      register_id: '40871 Testing',
      name: 'Northgate Materials Testing Ltd',
      accreditation_number: '8804',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'GB',
      street_address: 'Unit 4, Riverside Works, Mill Lane',
      city: 'Sheffield',
      postcode: 'S3 8HQ',
      latitude: null,
      longitude: null,
      phone: '+44 (0)114 496 0321',
      email: 'h.marsh@northgate-mt.example',
      contact_person: 'Dr Helen Marsh',
      website_url: 'https://www.northgate-mt.example/',
      scope_document_url: `${SCHEDULES}/8804Testing-Single.pdf`,
      source_url: `${ORGANISATION_PAGES}/northgate-materials-testing-ltd/`,
      accreditation_date: null,
      last_verified: '2025-03-14',
      capabilities: [
        {
          test: 'Tensile testing at ambient temperature',
          method: 'BS EN ISO 6892-1:2019',
          field: 'Metallic materials and welded joints',
        },
        {
          test: 'Charpy impact testing (-196 °C to +20 °C)',
          method: 'BS EN ISO 148-1:2016',
          field: 'Metallic materials and welded joints',
        },
        {
          test: 'Rockwell hardness (HRC, HRB)',
          method: 'BS EN ISO 6508-1:2023',
          field: 'Metallic materials and welded joints',
        },
        { test: 'Transverse bend test', method: 'BS EN ISO 5173:2023', field: 'Welded joints in metallic materials' },
        {
          test: 'Macroscopic examination',
          method: 'Documented in-house method NMT-WI-014',
          field: 'Welded joints in metallic materials',
        },
      ],
    });
  });

  it('takes the calibration schedule for the calibration listing of the same organisation (a relative link)', async () => {
    const lab = await scrapeLab(adapter, '40871 Calibration');
    expect(lab).toMatchObject({
      accreditation_number: '8804',
      lab_type: 'calibration',
      scope_document_url: `${SCHEDULES}/8804Calibration-Single.pdf`,
      last_verified: '2024-05-02',
    });
    expect(lab.capabilities).toEqual([
      {
        test: 'Hardness testing machines Rockwell HRC 20 to 70',
        method: 'Indirect verification to BS EN ISO 6508-2:2023',
        field: null,
      },
    ]);
  });

  it('reads a calibration schedule: quantity filled down, range in the test, remarks as the method', async () => {
    const lab = await scrapeLab(adapter, '41388 Calibration');
    expect(lab).toMatchObject({
      accreditation_number: '0697',
      street_address: '12 Leeds Road',
      city: 'Huddersfield',
      postcode: 'HD1 6RL',
      contact_person: 'Mr Tom Ashworth',
      last_verified: '2025-08-27',
    });
    expect(lab.capabilities).toEqual([
      { test: 'DC Voltage 0 V to 10 V', method: 'Using multifunction calibrator', field: null },
      { test: 'DC Voltage 10 V to 1000 V', method: 'Using multifunction calibrator', field: null },
      { test: 'Temperature -30 °C to 150 °C', method: 'Comparison with SPRT in stirred liquid bath', field: null },
    ]);
  });

  it('takes the town above a county line before the postcode', async () => {
    const lab = await scrapeLab(adapter, '41230 Testing');
    expect(lab).toMatchObject({
      accreditation_number: '8811',
      street_address: 'Dean Clough Mills',
      city: 'Halifax',
      postcode: 'HX1 5QN',
      website_url: 'https://caldervalley-water.example/',
    });
  });

  it("reads the status under the page's Status label, accredited when there is none", async () => {
    expect((await scrapeLab(adapter, '42015 Testing')).accreditation_status).toBe('suspended');
    expect((await scrapeLab(adapter, '42107 Testing')).accreditation_status).toBe('active');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'UKAS' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('throws when the organisation page links no schedule of the listed type', async () => {
    server.use(
      http.get(`${ORGANISATION_PAGES}/pennine-calibration-services-ltd/`, () =>
        HttpResponse.html(
          `<html><body><main><h1>Pennine Calibration Services Ltd</h1><a href="${SCHEDULES}/0697Testing-Single.pdf">Schedule</a></main></body></html>`,
        ),
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '41388 Calibration'))).rejects.toThrow(
      /links no file named <number>Calibration-<Single\|Multiple>/,
    );
  });

  it('throws when the schedule does not name the number of its file name', async () => {
    server.use(
      http.get(`${ORGANISATION_PAGES}/calder-valley-water-laboratories-ltd/`, () =>
        HttpResponse.html(`<html><body><a href="${SCHEDULES}/9999Testing-Single.pdf?v=2">Schedule</a></body></html>`),
      ),
      http.get(
        `${SCHEDULES}/9999Testing-Single.pdf`,
        () =>
          new HttpResponse(schedulePdf('8811Testing-Multiple.pdf'), { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '41230 Testing'))).rejects.toThrow(
      /does not name accreditation 9999/,
    );
  });
});
