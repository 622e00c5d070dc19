// ACCREDIA adapter against the fixture register (test/fixtures/registers/accredia).
import { describe, expect, it } from 'vitest';
import type { ScrapeContext } from '../../../src/scrape/adapter.ts';
import { adapter } from '../../../src/scrape/adapters/accredia.ts';
import { FIXTURE_LABS, handlers, SESSION_COOKIE } from '../../fixtures/registers/accredia/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { HttpResponse, http, recordRequests, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('ACCREDIA adapter', () => {
  it('lists every lab of both departments across all result pages', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['0123L', '0456L', '1189L', '0782L', 'LAT185']);
    expect(listed.at(-1)?.partial).toMatchObject({ accreditation_number: 'LAT N° 185', lab_type: 'calibration' });
    // Read from the result's "<strong>Label:</strong> value" lines: the bold status line, the linked name.
    expect(listed.map((l) => l.partial.accreditation_status)).toEqual([
      'active',
      'suspended',
      'active',
      'active',
      'active',
    ]);
    expect(listed[0]).toMatchObject({
      detail_url:
        'https://services.accredia.it/accredia_labdetail.jsp?ID_LINK=1734&area=310&dipartimento=L&numero=0123',
      partial: { name: 'Laboratorio Analisi Emilia S.r.l.' },
    });
  });

  it('carries the session the search opens to its later result pages', async () => {
    await adapter.list(adapterContext());
    const later = requests.all.filter((r) => r.url.includes('accredia_labsearch.jsp') && /[?&]page=[1-9]/.test(r.url));
    expect(later.length).toBeGreaterThan(0);
    for (const r of later) expect(r.headers.cookie).toContain(SESSION_COOKIE);
  });

  it('throws when later result pages say the session expired (a client that keeps no cookies)', async () => {
    // A bare fetch with no cookie jar: what the register does to a scraper that drops its session.
    const text = async (url: string) => {
      const res = await fetch(url);
      return {
        url,
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        text: new TextDecoder('windows-1252').decode(await res.arrayBuffer()),
      };
    };
    const cookieless = { ...testHttp(), text } as unknown as ScrapeContext['http'];
    await expect(adapter.list(adapterContext({ http: cookieless }))).rejects.toThrow();
  });

  it('maps a testing lab record and its Elenco prove exactly', async () => {
    const lab = await scrapeLab(adapter, '0123L');
    expect(lab).toEqual({
      register_id: '0123L',
      name: 'Laboratorio Analisi Emilia S.r.l.',
      accreditation_number: '0123 L',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'IT',
      street_address: 'Via Emilia Ovest, 1024',
      postcode: '41123',
      city: 'Modena',
      latitude: null,
      longitude: null,
      phone: '059 827 4411',
      email: 'info@labemilia.it',
      contact_person: null,
      website_url: 'http://www.labemilia.it/',
      scope_document_url:
        'https://services.accredia.it/accredia_labprove.jsp?ID_LINK=1734&area=310&dipartimento=L&numero=0123',
      source_url:
        'https://services.accredia.it/accredia_labdetail.jsp?ID_LINK=1734&area=310&dipartimento=L&numero=0123',
      accreditation_date: '2004-03-12',
      last_verified: '2025-09-18',
      capabilities: [
        {
          field: 'Acque destinate al consumo umano',
          test: 'Conteggio delle colonie a 22 °C',
          method: 'UNI EN ISO 6222:2001',
        },
        { field: 'Acque di scarico', test: 'Metalli (Cd, Cr, Cu, Ni, Pb, Zn)', method: 'UNI EN ISO 17294-2:2023' },
        { field: 'Alimenti', test: 'Ricerca di Salmonella spp.', method: 'UNI EN ISO 6579-1:2020' },
      ],
    });
  });

  it('reads a LAT calibration lab and its calibration table', async () => {
    const lab = await scrapeLab(adapter, 'LAT185');
    expect(lab).toMatchObject({ accreditation_number: 'LAT N° 185', lab_type: 'calibration', city: 'Firenze' });
    expect(lab.capabilities).toEqual([
      { field: 'Temperatura', test: 'Termometri a resistenza', method: 'PT-TEMP-01' },
      { field: 'Pressione', test: 'Manometri digitali', method: 'PT-PRES-03' },
    ]);
  });

  it('maps Sospeso to suspended', async () => {
    expect((await scrapeLab(adapter, '0456L')).accreditation_status).toBe('suspended');
  });

  it('decodes the ISO-8859-1 pages', async () => {
    const ctx = adapterContext();
    const lab = await scrapeLab(adapter, '0782L', ctx);
    expect(lab.name).toBe('Laboratorio Analisi Forlì S.r.l.');
    expect(lab.city).toBe('Forlì');
    expect((await findListed(adapter, ctx, '0456L')).partial.name).toBe('Agrolab Puglia Società Cooperativa');
  });

  it('keeps the named Responsabile and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, '1189L');
    expect(lab.contact_person).toBe('Ing. Giulia Rinaldi');
    expect(lab.email).toBe('giulia.rinaldi@provemateriali.it');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('asks for the confirmed search address: dipartimento with submit1=Everybody and a zero-based page', async () => {
    await adapter.list(adapterContext());
    const search = requests.all.map((r) => new URL(r.url)).filter((u) => u.pathname === '/accredia_labsearch.jsp');
    expect(
      search.map((u) => [
        u.searchParams.get('dipartimento'),
        u.searchParams.get('submit1'),
        u.searchParams.get('page'),
      ]),
    ).toEqual([
      ['L', 'Everybody', '0'],
      ['L', 'Everybody', '1'],
      ['T', 'Everybody', '0'],
    ]);
  });

  it('throws when a result page comes back without results (layout change)', async () => {
    server.use(
      http.get('https://services.accredia.it/accredia_labsearch.jsp', () =>
        HttpResponse.html('<html><body><div class="ppsearch"><p>Nessun risultato</p></div></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no results/);
  });

  it('names the reCAPTCHA gate when the lab search answers with it', async () => {
    server.use(
      http.get('https://services.accredia.it/accredia_labsearch.jsp', () =>
        HttpResponse.html('<html><body><div class="ppsearch"><p>Verifica reCAPTCHA richiesta</p></div></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/reCAPTCHA gate/);
  });

  it('reads only the first page of the testing department in probe mode', async () => {
    const pages: unknown[] = [];
    const listed = await adapter.list(adapterContext({ probe: { firstPage: (p) => pages.push(p) } }));
    expect(listed.map((l) => l.register_id)).toEqual(['0123L', '0456L', '1189L']);
    expect(pages).toEqual([expect.objectContaining({ rows: 3, labs: 3, total: 4, more: true })]);
  });

  it('throws when the scope table lost its known headers', async () => {
    server.use(
      http.get('https://services.accredia.it/accredia_labprove.jsp', () =>
        HttpResponse.html('<table><tr><th>Colonna</th></tr><tr><td>x</td></tr></table>'),
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '0123L'))).rejects.toThrow(/scope table/);
  });
});
