// The ENAC adapter against the fixture register (test/fixtures/registers/enac).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/enac.ts';
import { FIXTURE_LABS, handlers, ORIGIN, PORTLET, SEARCH } from '../../fixtures/registers/enac/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('ENAC adapter', () => {
  it('lists every entity across both result pages with its accreditation number as register id', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['1021/LE2187', '877/LE1790', '64/LC10.233', '945/LE1902', '712/LE1544', '1103/LE2301']);
    expect(requests.urls().filter((u) => u.startsWith(SEARCH + '?')).map((u) => new URL(u).searchParams.get(`_${PORTLET}_cur`))).toEqual(['1', '2']);
  });

  it('maps a testing entity and its technical annex exactly', async () => {
    const lab = await scrapeLab(adapter, '1021/LE2187');
    expect(lab).toEqual({
      register_id: '1021/LE2187',
      name: 'Laboratorio de Ensayos Metalúrgicos del Nervión, S.L.',
      accreditation_number: '1021/LE2187',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'ES',
      street_address: 'Polígono Industrial Ibarrekolanda, nave 7',
      city: 'Bilbao',
      postcode: '48015',
      latitude: null,
      longitude: null,
      phone: '+34 944 99 21 87',
      email: 'igoikoetxea@lemnervion.example',
      contact_person: 'Dña. Itziar Goikoetxea Urrutia',
      website_url: 'http://www.lemnervion.example/',
      scope_document_url: `${ORIGIN}/documents/7020/3f1c2a9e-5b7d-4e21-9c0a-8d2e41f07a13`,
      source_url: `${SEARCH}/ficha?acreditacion=1021%2FLE2187`,
      accreditation_date: '2009-05-12',
      last_verified: '2025-02-14',
      capabilities: [
        { test: 'Tracción a temperatura ambiente (Materiales metálicos)', method: 'UNE-EN ISO 6892-1:2020 (Método B)', field: 'Ensayos mecánicos en materiales metálicos' },
        { test: 'Flexión por choque (Charpy) (Materiales metálicos)', method: 'UNE-EN ISO 148-1:2017', field: 'Ensayos mecánicos en materiales metálicos' },
        { test: 'Dureza Vickers (Materiales metálicos)', method: 'UNE-EN ISO 6507-1:2018', field: 'Ensayos mecánicos en materiales metálicos' },
        {
          test: 'Análisis de C, Si, Mn, P, S, Cr, Ni, Mo por espectrometría de emisión óptica (Aceros de baja aleación)',
          method: 'PE-LEM-05 (Procedimiento interno)',
          field: 'Análisis químico',
        },
      ],
    });
  });

  it('reads a calibration annex (LC number)', async () => {
    const lab = await scrapeLab(adapter, '64/LC10.233');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([
      { test: 'Longitud 0 mm a 300 mm (Calibres pie de rey)', method: 'PC-DIM-03', field: 'Metrología dimensional' },
      { test: 'Longitud 0 mm a 100 mm (Micrómetros)', method: 'PC-DIM-05', field: 'Metrología dimensional' },
    ]);
  });

  it('joins a method that wraps onto the next line', async () => {
    const lab = await scrapeLab(adapter, '877/LE1790');
    expect(lab.capabilities[1]).toEqual({ test: 'Metales (Al, Fe, Mn, Pb) por ICP-MS (Aguas de consumo)', method: 'PNT-AG-012 (Método interno basado en UNE-EN ISO 17294-2)', field: 'Ensayos físico-químicos en aguas' });
  });

  it('maps Suspendida and Retirada', async () => {
    expect((await scrapeLab(adapter, '945/LE1902')).accreditation_status).toBe('suspended');
    expect((await scrapeLab(adapter, '712/LE1544')).accreditation_status).toBe('withdrawn');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'ENAC' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('throws when a result page no longer holds the result table', async () => {
    server.use(
      http.get(SEARCH, ({ request }) =>
        new URL(request.url).searchParams.get(`_${PORTLET}_cur`) === '2'
          ? HttpResponse.html('<html><body><div class="buscador-acreditados"><div class="alert alert-info">No se han encontrado resultados.</div></div></body></html>')
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no result table/);
  });

  it('throws when the annex holds no scope table', async () => {
    server.use(http.get(`${ORIGIN}/documents/7020/:uuid`, () => new HttpResponse(new Uint8Array(0), { status: 200, headers: { 'content-type': 'application/pdf' } })));
    const ctx = adapterContext();
    const listed = (await adapter.list(ctx))[0]!;
    await expect(adapter.detail(ctx, listed)).rejects.toThrow();
  });
});
