// The DAkkS adapter against the fixture register (test/fixtures/registers/dakks).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/dakks.ts';
import { FIXTURE_LABS, handlers, ORIGIN } from '../../fixtures/registers/dakks/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('DAkkS adapter', () => {
  it('lists every lab across both result pages with its accreditation number as register id', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual([
      'D-PL-19876-01-00',
      'D-PL-20341-02-00',
      'D-K-15512-01-00',
      'D-PL-18820-01-00',
      'D-PL-21007-01-00',
      'D-PL-16654-03-00',
      'D-K-17200-02-00',
    ]);
    expect(requests.urls()).toContain(
      `${ORIGIN}/de/akkreditierte-stellen-suche.html?norm=DIN%20EN%20ISO%2FIEC%2017025&page=2`,
    );
  });

  it('maps a testing lab record and its annex exactly', async () => {
    const lab = await scrapeLab(adapter, 'D-PL-19876-01-00');
    expect(lab).toEqual({
      register_id: 'D-PL-19876-01-00',
      name: 'Werkstoffprüfung Rheinblick GmbH',
      accreditation_number: 'D-PL-19876-01-00',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'DE',
      street_address: 'Hafenstraße 112, Halle 4',
      city: 'Duisburg',
      postcode: '47119',
      latitude: null,
      longitude: null,
      phone: '+49 203 555 7310',
      email: 'j.vollmer@rheinblick-wp.example',
      contact_person: 'Dr.-Ing. Jana Vollmer',
      website_url: 'https://www.rheinblick-wp.example/',
      scope_document_url: `${ORIGIN}/files/data/as/pdf/D-PL-19876-01-00.pdf`,
      source_url: `${ORIGIN}/de/akkreditierte-stellen-suche/stelle.html?id=D-PL-19876-01-00`,
      accreditation_date: '2011-09-14',
      last_verified: '2023-05-03',
      capabilities: [
        {
          test: 'Metallische Werkstoffe - Zugversuch - Teil 1: Prüfverfahren bei Raumtemperatur',
          method: 'DIN EN ISO 6892-1:2020-06',
          field: 'Mechanisch-technologische Prüfungen an metallischen Werkstoffen',
        },
        {
          test: 'Metallische Werkstoffe - Kerbschlagbiegeversuch nach Charpy',
          method: 'DIN EN ISO 148-1:2017-05',
          field: 'Mechanisch-technologische Prüfungen an metallischen Werkstoffen',
        },
        {
          test: 'Metallische Werkstoffe - Härteprüfung nach Brinell',
          method: 'DIN EN ISO 6506-1:2015-02',
          field: 'Mechanisch-technologische Prüfungen an metallischen Werkstoffen',
        },
        {
          test: 'Stahl - Mikrophotographische Bestimmung der erkennbaren Korngröße',
          method: 'DIN EN ISO 643:2020-06',
          field: 'Metallographische Untersuchungen',
        },
        {
          test: 'Gefügebeurteilung von Schweißverbindungen (Hausverfahren)',
          method: 'PA-MET-07',
          field: 'Metallographische Untersuchungen',
        },
      ],
    });
  });

  it('reads a calibration annex table, filling the measured quantity down and joining wrapped cells', async () => {
    const lab = await scrapeLab(adapter, 'D-K-15512-01-00');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([
      { test: 'Gleichspannung 1 mV bis 1 V', method: 'Vergleich mit Kalibrator', field: 'Elektrische Messgrößen' },
      { test: 'Gleichspannung > 1 V bis 1000 V', method: 'Vergleich mit Kalibrator', field: 'Elektrische Messgrößen' },
      { test: 'Temperatur -40 °C bis 250 °C', method: 'DKD-R 5-1', field: 'Thermodynamische Messgrößen' },
    ]);
  });

  it('maps "ausgesetzt" to suspended and "zurückgezogen" to withdrawn', async () => {
    const listed = await adapter.list(adapterContext());
    const byId = new Map(listed.map((l) => [l.register_id, l.partial.accreditation_status]));
    expect(byId.get('D-PL-18820-01-00')).toBe('suspended');
    expect(byId.get('D-PL-21007-01-00')).toBe('withdrawn');
    expect((await scrapeLab(adapter, 'D-PL-21007-01-00')).accreditation_status).toBe('withdrawn');
  });

  it('reads the issue date from an annex head in the "Gültigkeitsdauer: … bis …" form', async () => {
    const lab = await scrapeLab(adapter, 'D-PL-20341-02-00');
    expect(lab.last_verified).toBe('2024-11-14');
    expect(lab.accreditation_date).toBe('2015-02-02');
    expect(lab.capabilities.map((c) => c.method)).toEqual([
      'DIN EN ISO 11885:2009-09',
      'DIN EN ISO 10304-1:2009-07',
      'DIN 38402-A 11:2009-02',
    ]);
  });

  it('derives the annex address from the number when the record page links none', async () => {
    const lab = await scrapeLab(adapter, 'D-PL-16654-03-00');
    expect(lab.scope_document_url).toBe(`${ORIGIN}/files/data/as/pdf/D-PL-16654-03-00.pdf`);
    expect(lab.capabilities.map((c) => c.method)).toEqual(['DIN EN ISO 527-2:2012-06', 'DIN ISO 7619-1:2012-02']);
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'DAKKS' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('throws when a listing page no longer holds the result table', async () => {
    server.use(
      http.get(`${ORIGIN}/de/akkreditierte-stellen-suche.html`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.html(
              '<html><body><main><p>Die Suche ist vorübergehend nicht verfügbar.</p></main></body></html>',
            )
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no result table/);
  });

  it('throws when fewer rows are read than the register announces', async () => {
    server.use(
      http.get(`${ORIGIN}/de/akkreditierte-stellen-suche.html`, ({ request }) =>
        (new URL(request.url).searchParams.get('page') ?? '1') === '1'
          ? HttpResponse.html(
              // Page 1 without its "Weiter" link: the listing would silently stop after 4 of 7.
              `<p class="as-result-count"><strong>7</strong> Treffer</p><table class="as-result-list"><thead><tr><th>Akkreditierte Stelle</th><th>Akkreditierungsnummer</th><th>Ort</th><th>Status</th></tr></thead>
               <tbody><tr><td><a href="/x">Labor</a></td><td>D-PL-19876-01-00</td><td>Duisburg</td><td>gültig</td></tr></tbody></table>`,
            )
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/7 Treffer announced but 1 rows read/);
  });
});
