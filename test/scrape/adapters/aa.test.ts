// Akkreditierung Austria adapter against the fixture register (test/fixtures/registers/aa).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/aa.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/aa/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('Akkreditierung Austria adapter', () => {
  it('lists every Prüfstelle and Kalibrierstelle across both pages, skipping inspection bodies', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['0312', '0243', '0478', '0731']);
  });

  it('maps a lab and its PDF scope exactly', async () => {
    const lab = await scrapeLab(adapter, '0312');
    expect(lab).toEqual({
      register_id: '0312',
      name: 'Werkstoffprüfung Steiermark GmbH',
      accreditation_number: '0312',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'AT',
      street_address: 'Kärntner Straße 188',
      postcode: '8053',
      city: 'Graz',
      latitude: null,
      longitude: null,
      phone: '+43 316 271 400',
      email: 'office@wps-graz.at',
      contact_person: null,
      website_url: 'https://www.wps-graz.at/',
      scope_document_url: 'https://www.akkreditierung-austria.gv.at/dokumente/umfang/0312.pdf',
      source_url: 'https://www.akkreditierung-austria.gv.at/akkreditierte-stellen/0312',
      accreditation_date: '1996-04-22',
      last_verified: '2024-11-05',
      capabilities: [
        {
          field: null,
          test: 'Metallische Werkstoffe - Zugversuch - Teil 1: Prüfverfahren bei Raumtemperatur',
          method: 'ÖNORM EN ISO 6892-1:2020-02-15',
        },
        { field: null, test: 'Kerbschlagbiegeversuch nach Charpy', method: 'ÖNORM EN ISO 148-1:2017-03-01' },
        { field: null, test: 'Härteprüfung nach Vickers (Hausverfahren)', method: 'PV-WPS-12' },
      ],
    });
  });

  it('maps ruhend to suspended', async () => {
    expect((await scrapeLab(adapter, '0478')).accreditation_status).toBe('suspended');
  });

  it('keeps the named Ansprechperson and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, '0731');
    expect(lab).toMatchObject({
      contact_person: 'DI Katharina Hofbauer',
      email: 'k.hofbauer@umweltanalytik-noe.at',
      city: 'St. Pölten',
    });
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when the endpoint answers without its list of hits', async () => {
    server.use(
      http.get('https://www.akkreditierung-austria.gv.at/api/akkreditierte-stellen', () =>
        HttpResponse.json({ fehler: 'Wartung' }),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no list of hits/);
  });

  it('throws when a page comes back empty before the total is read', async () => {
    server.use(
      http.get('https://www.akkreditierung-austria.gv.at/api/akkreditierte-stellen', ({ request }) =>
        new URL(request.url).searchParams.get('seite') === '2'
          ? HttpResponse.json({ gesamt: 5, eintraege: [] })
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/empty after 3 of 5/);
  });

  it('states what it assumes of the register, step by step, each with its evidence', () => {
    const assumptions = adapter.assumptions ?? [];
    const steps = new Set<string>(assumptions.map((a) => a.step));
    for (const step of ['reachable', 'robots', 'listing', 'total', 'pager', 'record', 'scope'])
      expect(steps.has(step), step).toBe(true);
    for (const a of assumptions) {
      expect(a.text, a.text).toMatch(/\.$/);
      expect(a.text + a.evidence, a.text).not.toMatch(/[|\n]/);
      expect(a.evidence.length, a.text).toBeGreaterThan(10);
    }
  });
});
