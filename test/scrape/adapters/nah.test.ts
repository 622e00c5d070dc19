// NAH adapter against the fixture database (test/fixtures/registers/nah): HTML list pages, identification pages, PDF okirat.
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/nah.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/nah/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);
const LIST = 'https://nah.gov.hu/hu/akkreditalt-szervezetek/';

describe('NAH adapter', () => {
  it('lists every laboratory across both list pages, skipping the inspection body', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id)).toEqual([
      'NAH-1-1377/2019',
      'NAH-2-0044/2021',
      'NAH-1-1502/2020',
      'NAH-1-1618/2021',
      'NAH-1-1733/2022',
    ]);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed[0]!.detail_url).toBe(`${LIST}2871`);
    expect(requests.urls().filter((u) => u.startsWith(LIST))).toEqual([LIST, `${LIST}?oldal=2`]);
  });

  it('maps an identification page and its Részletező okirat exactly', async () => {
    const lab = await scrapeLab(adapter, 'NAH-1-1377/2019');
    expect(lab).toEqual({
      register_id: 'NAH-1-1377/2019',
      name: 'Dunamenti Vízvizsgáló Laboratórium Kft.',
      accreditation_number: 'NAH-1-1377/2019',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'HU',
      street_address: 'Illatos út 9.',
      postcode: '1097',
      city: 'Budapest',
      latitude: null,
      longitude: null,
      phone: '+36 1 234 5678',
      email: 'szabo.reka@dunavizlab.example.hu',
      contact_person: 'Dr. Szabó Réka',
      website_url: 'https://www.dunavizlab.example.hu/',
      scope_document_url: 'https://nah.gov.hu/uploads/okiratok/NAH-1-1377_2019_RO.pdf',
      source_url: `${LIST}2871`,
      accreditation_date: '2019-03-15',
      last_verified: '2023-05-10',
      capabilities: [
        { test: 'Ivóvíz – pH-érték, potenciometria', method: 'MSZ EN ISO 10523:2012', field: 'Kémiai vizsgálatok' },
        { test: 'Ivóvíz – Zavarosság, nefelometria', method: 'MSZ EN ISO 7027-1:2016', field: 'Kémiai vizsgálatok' },
        { test: 'Felszíni víz – Kémiai oxigénigény (KOIk)', method: 'SOP-VL-05:2021', field: 'Kémiai vizsgálatok' },
        {
          test: 'Ivóvíz – Escherichia coli és coliform baktériumok száma, membránszűréses módszer',
          method: 'MSZ EN ISO 9308-1:2015',
          field: 'Mikrobiológiai vizsgálatok',
        },
      ],
    });
  });

  it('maps "Felfüggesztett" to suspended', async () => {
    expect((await scrapeLab(adapter, 'NAH-1-1502/2020')).accreditation_status).toBe('suspended');
  });

  it('maps "Visszavont" to withdrawn, with no scope when "Tevékenység részletezve" links no okirat', async () => {
    const lab = await scrapeLab(adapter, 'NAH-1-1618/2021');
    expect(lab).toMatchObject({
      accreditation_status: 'withdrawn',
      scope_document_url: null,
      capabilities: [],
      street_address: 'Megyeri út 64.',
      postcode: '7630',
      city: 'Pécs',
    });
  });

  it('keeps a partially suspended laboratory active', async () => {
    expect((await scrapeLab(adapter, 'NAH-1-1733/2022')).accreditation_status).toBe('active');
  });

  it('reads a calibration okirat by its own columns, dated by its "Budapest, <date>" close', async () => {
    const lab = await scrapeLab(adapter, 'NAH-2-0044/2021');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      postcode: '8200',
      city: 'Veszprém',
      website_url: 'https://pannonmetro.example.hu/',
      contact_person: 'Horváth Gábor',
      last_verified: '2021-06-01',
    });
    expect(lab.capabilities).toEqual([
      { test: 'Hőmérséklet – -50 °C … 300 °C', method: 'PMK-KE-01' },
      { test: 'Nyomás, manométer – 0 … 60 MPa', method: 'PMK-KE-07' },
    ]);
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a list page has lost its table', async () => {
    server.use(http.get(LIST, () => HttpResponse.html('<html><body><div id="app"></div></body></html>')));
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });

  it('throws when an identification page has no label rows', async () => {
    server.use(http.get(`${LIST}:id`, () => HttpResponse.html('<html><body><p>Belső hiba</p></body></html>')));
    await expect(scrapeLab(adapter, 'NAH-1-1502/2020')).rejects.toThrow(/no label\/value pairs/);
  });
});
