// The ENAC adapter against the fixture register (test/fixtures/registers/enac).
import { describe, expect, it } from 'vitest';
import { adapter, detailsUrl } from '../../../src/scrape/adapters/enac.ts';
import { FIXTURE_LABS, handlers, ORIGIN, PORTLET, SEARCH } from '../../fixtures/registers/enac/handlers.ts';
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

describe('ENAC adapter', () => {
  it('lists every entity of the select#empresas, the option value as register id, from one search page', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => [l.register_id, l.partial.name])).toEqual([
      ['1651', 'Laboratorio de Ensayos Metalúrgicos del Nervión, S.L.'],
      ['1733', 'Aguas y Medio Ambiente Laboratorio del Turia, S.A.'],
      ['402', 'Centro de Calibración Industrial de Aragón, S.L.'],
      ['1790', 'Laboratorio Agroalimentario de Extremadura, S.L.'],
      ['1388', 'Ensayos de Construcción Atlántico, S.A.'],
      ['2044', 'Laboratorio Textil de Terrassa, S.L.'],
    ]);
    expect(listed[0]!.detail_url).toBe(detailsUrl('1651'));
    const search = requests.urls().filter((u) => u.startsWith(SEARCH));
    expect(search).toHaveLength(1);
    expect(new URL(search[0]!).searchParams.get(`_${PORTLET}_actividad`)).toBe('LAB');
  });

  it('maps an entity from its .CompletaInfo details and its bilingual technical annex exactly', async () => {
    const lab = await scrapeLab(adapter, '1651');
    expect(lab).toEqual({
      register_id: '1651',
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
      email: 'laboratorio@lemnervion.example',
      contact_person: null,
      website_url: 'http://www.lemnervion.example/',
      scope_document_url: `${ORIGIN}/documents/7020/3f1c2a9e-5b7d-4e21-9c0a-8d2e41f07a13`,
      source_url: detailsUrl('1651'),
      accreditation_date: '2009-05-12',
      last_verified: '2025-02-14',
      capabilities: [
        {
          test: 'Tracción a temperatura ambiente (Materiales metálicos)',
          method: 'UNE-EN ISO 6892-1:2020 (Método/Method B)',
          field: 'Ensayos mecánicos en materiales metálicos',
        },
        {
          test: 'Flexión por choque (Charpy) (Materiales metálicos)',
          method: 'UNE-EN ISO 148-1:2017',
          field: 'Ensayos mecánicos en materiales metálicos',
        },
        {
          test: 'Flexión por choque (Charpy) (Materiales metálicos)',
          method: 'ASTM E23-18',
          field: 'Ensayos mecánicos en materiales metálicos',
        },
        {
          test: 'Dureza Vickers (Materiales metálicos)',
          method: 'UNE-EN ISO 6507-1:2018',
          field: 'Ensayos mecánicos en materiales metálicos',
        },
        {
          test: 'Análisis de C, Si, Mn, P, S, Cr, Ni, Mo por espectrometría de emisión óptica (Aceros de baja aleación)',
          method: 'PE-LEM-05 (Procedimiento interno)',
          field: 'Análisis químico',
        },
      ],
    });
  });

  it('reads only the laboratory accreditations of an entity (its inspection annex is never fetched)', async () => {
    await scrapeLab(adapter, '1651');
    expect(requests.urls().some((u) => u.includes('a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d'))).toBe(false);
  });

  it('reads a calibration annex: quantity in capitals, range per line, instrument blocks, area headings', async () => {
    const lab = await scrapeLab(adapter, '402');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      accreditation_number: '64/LC10.233',
      website_url: 'https://www.ccia.example/',
      accreditation_date: '2011-10-18',
    });
    expect(lab.capabilities).toEqual([
      { test: 'Longitud 0 mm a 300 mm (Calibres pie de rey)', method: null, field: 'Dimensional' },
      { test: 'Longitud 0 mm a 100 mm (Micrómetros de exteriores)', method: null, field: 'Dimensional' },
      { test: 'Masa 1 mg (Pesas de clase E2 o inferior calidad según OIML R-111)', method: null, field: 'Masa' },
      { test: 'Masa 2 mg (Pesas de clase E2 o inferior calidad según OIML R-111)', method: null, field: 'Masa' },
    ]);
  });

  it('joins a method that wraps onto the next line and skips the English title under the Spanish one', async () => {
    const lab = await scrapeLab(adapter, '1733');
    expect(lab.capabilities).toEqual([
      {
        test: 'Conductividad eléctrica (Aguas de consumo)',
        method: 'UNE-EN 27888:1994',
        field: 'Ensayos físico-químicos en aguas',
      },
      {
        test: 'Metales (Al, Fe, Mn, Pb) por ICP-MS (Aguas de consumo)',
        method: 'PNT-AG-012 (Método interno basado en UNE-EN ISO 17294-2)',
        field: 'Ensayos físico-químicos en aguas',
      },
    ]);
  });

  it('maps Suspendida and Retirada from the accreditations table', async () => {
    expect((await scrapeLab(adapter, '1790')).accreditation_status).toBe('suspended');
    expect((await scrapeLab(adapter, '1388')).accreditation_status).toBe('withdrawn');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'ENAC' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('reads the one search page in probe mode and reports it', async () => {
    const pages: unknown[] = [];
    const listed = await adapter.list(adapterContext({ probe: { firstPage: (p) => pages.push(p) } }));
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(pages).toEqual([
      expect.objectContaining({ rows: FIXTURE_LABS, labs: FIXTURE_LABS, total: null, more: false }),
    ]);
  });

  it('throws when the search page no longer holds the select of entities', async () => {
    server.use(
      http.get(SEARCH, () =>
        HttpResponse.html(
          '<html><body><div class="alert alert-info">No se han encontrado resultados.</div></body></html>',
        ),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/select#empresas/);
  });

  it('throws when the details no longer hold the .CompletaInfo block', async () => {
    const ctx = adapterContext();
    const listed = await findListed(adapter, ctx, '1733');
    server.use(http.get(SEARCH, () => HttpResponse.html('<div class="detalle">Cargando…</div>')));
    await expect(adapter.detail(ctx, listed)).rejects.toThrow(/CompletaInfo/);
  });

  it('throws when the annex holds no scope table', async () => {
    server.use(
      http.get(
        `${ORIGIN}/documents/7020/:uuid`,
        () => new HttpResponse(new Uint8Array(0), { status: 200, headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const ctx = adapterContext();
    const listed = (await adapter.list(ctx))[0]!;
    await expect(adapter.detail(ctx, listed)).rejects.toThrow();
  });
});
