// Akkreditierung Austria adapter against the fixture register (test/fixtures/registers/aa).
import { describe, expect, it } from 'vitest';
import type { ScrapeContext } from '../../../src/scrape/adapter.ts';
import { adapter } from '../../../src/scrape/adapters/aa.ts';
import { checkSnapshot } from '../../../src/lib/validate.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/aa/handlers.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const server = useMswServer(...handlers);
const context = (): ScrapeContext => ({ http: testHttp(), log: () => {} });
const find = async (ctx: ScrapeContext, id: string) => (await adapter.list(ctx)).find((l) => l.register_id === id)!;

describe('Akkreditierung Austria adapter', () => {
  it('lists every Prüfstelle and Kalibrierstelle across both pages, skipping inspection bodies', async () => {
    const listed = await adapter.list(context());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['0312', '0243', '0478', '0731']);
  });

  it('maps a lab and its PDF scope exactly', async () => {
    const ctx = context();
    const lab = await adapter.detail(ctx, await find(ctx, '0312'));
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
        { field: null, test: 'Metallische Werkstoffe - Zugversuch - Teil 1: Prüfverfahren bei Raumtemperatur', method: 'ÖNORM EN ISO 6892-1:2020-02-15' },
        { field: null, test: 'Kerbschlagbiegeversuch nach Charpy', method: 'ÖNORM EN ISO 148-1:2017-03-01' },
        { field: null, test: 'Härteprüfung nach Vickers (Hausverfahren)', method: 'PV-WPS-12' },
      ],
    });
  });

  it('maps ruhend to suspended', async () => {
    const ctx = context();
    expect((await adapter.detail(ctx, await find(ctx, '0478'))).accreditation_status).toBe('suspended');
  });

  it('keeps the named Ansprechperson and their e-mail as published', async () => {
    const ctx = context();
    const lab = await adapter.detail(ctx, await find(ctx, '0731'));
    expect(lab).toMatchObject({ contact_person: 'DI Katharina Hofbauer', email: 'k.hofbauer@umweltanalytik-noe.at', city: 'St. Pölten' });
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const ctx = context();
    const labs = await Promise.all((await adapter.list(ctx)).map((l) => adapter.detail(ctx, l)));
    const { snapshot, rejects } = checkSnapshot({ body: adapter.body, country: adapter.country, scraped_at: new Date().toISOString(), source: adapter.source, sample: false, labs });
    expect(rejects).toEqual([]);
    expect(snapshot.labs).toHaveLength(FIXTURE_LABS);
  });

  it('throws when the endpoint answers without its list of hits', async () => {
    server.use(http.get('https://www.akkreditierung-austria.gv.at/api/akkreditierte-stellen', () => HttpResponse.json({ fehler: 'Wartung' })));
    await expect(adapter.list(context())).rejects.toThrow(/no list of hits/);
  });

  it('throws when a page comes back empty before the total is read', async () => {
    server.use(http.get('https://www.akkreditierung-austria.gv.at/api/akkreditierte-stellen', ({ request }) =>
      new URL(request.url).searchParams.get('seite') === '2' ? HttpResponse.json({ gesamt: 5, eintraege: [] }) : undefined));
    await expect(adapter.list(context())).rejects.toThrow(/empty after 3 of 5/);
  });
});
