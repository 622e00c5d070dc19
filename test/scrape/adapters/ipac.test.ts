// IPAC adapter against the fixture register (test/fixtures/registers/ipac).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/ipac.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/ipac/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('IPAC adapter', () => {
  it('lists every laboratory across both listing pages, skipping the ISO 15189 clinic', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed.map((l) => l.register_id).sort()).toEqual(['L0424', 'L0512', 'L0705', 'M0003']);
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.find((l) => l.register_id === 'M0003')?.detail_url).toBe(
      'https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=M0003',
    );
  });

  it('maps a record page and its scope table exactly', async () => {
    const lab = await scrapeLab(adapter, 'L0705');
    expect(lab).toEqual({
      register_id: 'L0705',
      name: 'Laboratório de Análises Ribeira Azul, Lda.',
      accreditation_number: 'L0705',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'PT',
      street_address: 'Rua do Ribeiro Azul, n.º 15',
      postcode: '4580-733',
      city: 'Sobrosa',
      latitude: null,
      longitude: null,
      phone: '255 000 111',
      email: 'marta.figueiredo@ribeira-azul.pt',
      contact_person: 'Marta Figueiredo',
      website_url: 'https://www.ribeira-azul.pt/',
      scope_document_url: 'https://www.ipac.pt/docsig/?7Q2K-A41B-9XE3-11PZ',
      source_url: 'https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=L0705',
      accreditation_date: '2016-02-17',
      last_verified: '2024-03-01',
      capabilities: [
        { test: 'Águas de Consumo – Determinação de Dureza Total Titulimetria', method: 'NP 424:1966', field: 'Águas' },
        {
          test: 'Águas de Consumo e Naturais Doces – Determinação de Amónio Espectrofotometria de Absorção Molecular',
          method: 'ISO 7150-1:1984',
          field: 'Águas',
        },
        {
          test: 'Produtos cárneos – Determinação do teor de humidade Gravimetria',
          method: 'NP 1614:2009',
          field: 'Alimentos',
        },
        {
          test: 'Géneros alimentícios – Pesquisa de Salmonella spp.',
          method: 'PT-MI-012 (2019-05-09)',
          field: 'Alimentos',
        },
      ],
    });
  });

  it('maps "Suspenso" to suspended', async () => {
    expect((await scrapeLab(adapter, 'L0512')).accreditation_status).toBe('suspended');
  });

  it('decodes the ISO-8859-1 pages the register serves', async () => {
    const lab = await scrapeLab(adapter, 'M0003');
    expect(lab.name).toBe('Metrolab - Calibrações Industriais, S.A.');
    expect(lab.capabilities[0]).toEqual({
      test: 'Termómetros de resistência – Calibração por comparação -40 °C a 250 °C',
      method: 'PT-CAL-TE-01',
      field: 'Temperatura',
    });
    expect(lab.lab_type).toBe('calibration');
  });

  it('gives records that pass snapshot validation with no rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page has lost its results table', async () => {
    server.use(
      http.get('https://www.ipac.pt/pesquisa/acredita.asp', () =>
        HttpResponse.html('<html><body><p>Serviço temporariamente indisponível</p></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no table/);
  });

  it('throws when a later listing page renames its columns', async () => {
    server.use(
      http.get('https://www.ipac.pt/pesquisa/acredita.asp', ({ request }) =>
        new URL(request.url).searchParams.get('pag') === '2'
          ? HttpResponse.html(
              '<table class="resultados"><tr><th>Código</th><th>Nome</th></tr><tr><td>L0512</td><td>Centro</td></tr></table>',
            )
          : undefined,
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/lacks columns/);
  });
});
