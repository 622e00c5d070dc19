// The COFRAC adapter against the fixture register (test/fixtures/registers/cofrac).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/cofrac.ts';
import { AJAX, FIXTURE_LABS, handlers, ORIGIN } from '../../fixtures/registers/cofrac/handlers.ts';
import { adapterContext, expectValidSnapshot, scrapeAllDetails, scrapeLab } from '../../support/adapter-test.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);
const requests = recordRequests(server);

describe('COFRAC adapter', () => {
  it('lists every accreditation of both activities across all result pages', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => [l.register_id, l.partial.lab_type])).toEqual([
      ['1-8123', 'testing'],
      ['1-7340', 'testing'],
      ['1-6021', 'testing'],
      ['1-5577', 'testing'],
      ['2-1904', 'calibration'],
    ]);
    // The taxonomy's level 3 is not in load_activite's answer: it was asked of load_theme.
    expect(requests.urls(true)).toContain(`POST ${AJAX}/load_theme.php`);
  });

  it('maps a testing lab from its ISO-8859-1 fiche and its annex exactly, fields from the taxonomy headings', async () => {
    const lab = await scrapeLab(adapter, '1-8123');
    expect(lab).toEqual({
      register_id: '1-8123',
      name: "Laboratoire d'Analyses Agroalimentaires du Val de Loire",
      accreditation_number: '1-8123',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'FR',
      street_address: 'Parc scientifique Belle-Beille, 12 rue Georges Morel',
      city: 'ANGERS',
      postcode: '49000',
      latitude: null,
      longitude: null,
      phone: '+33 2 41 99 01 23',
      email: 'c.dubreuil@laavl.example',
      contact_person: 'Mme Claire Dubreuil',
      website_url: 'http://www.laavl.example/',
      scope_document_url: `${ORIGIN}/annexes/sect1/1-8123.pdf`,
      source_url: `${ORIGIN}/fr/easysearch/fiche.php?numac=1-8123`,
      accreditation_date: '2007-03-01',
      last_verified: '2025-01-15',
      capabilities: [
        {
          test: "Dénombrement des micro-organismes à 30 °C (Produits de l'alimentation humaine)",
          method: 'NF EN ISO 4833-1',
          field: 'AGROALIMENTAIRE / Analyses microbiologiques',
        },
        {
          test: "Recherche de Salmonella spp. (Produits de l'alimentation humaine)",
          method: 'NF EN ISO 6579-1',
          field: 'AGROALIMENTAIRE / Analyses microbiologiques',
        },
        {
          test: "Dénombrement de Listeria monocytogenes (Produits de l'alimentation humaine)",
          method: 'NF EN ISO 11290-2',
          field: 'AGROALIMENTAIRE / Analyses microbiologiques',
        },
        {
          test: 'Teneur en matière grasse (Fromages et fromages fondus)',
          method: 'NF EN ISO 1735',
          field: 'AGROALIMENTAIRE / Analyses physico-chimiques',
        },
        {
          test: 'Dosage du plomb et du cadmium (Denrées alimentaires)',
          method: 'NF EN 15763',
          field: 'AGROALIMENTAIRE / Analyses physico-chimiques',
        },
        {
          test: 'Teneur en eau (Denrées alimentaires)',
          method: 'Méthode interne MO-PC-12',
          field: 'AGROALIMENTAIRE / Analyses physico-chimiques',
        },
      ],
    });
  });

  it('decodes the legacy ISO-8859-1 fiche (accented names and labels)', async () => {
    const lab = await scrapeLab(adapter, '1-5577');
    expect(lab.name).toBe("Laboratoire Départemental d'Analyses de la Corrèze");
    expect(lab.phone).toBe('+33 5 55 99 02 10');
    expect(lab.accreditation_date).toBe('2002-01-10');
  });

  it('takes the field from the listing’s one taxonomy family when the annex has no heading', async () => {
    const lab = await scrapeLab(adapter, '1-6021');
    expect(lab.capabilities).toEqual([
      { test: 'Essai de traction (Métaux et alliages)', method: 'NF EN ISO 6892-1', field: 'Essais mécaniques' },
      { test: 'Dureté Vickers (Métaux et alliages)', method: 'NF EN ISO 6507-1', field: 'Essais mécaniques' },
    ]);
  });

  it('reads a calibration annex (section 2)', async () => {
    const lab = await scrapeLab(adapter, '2-1904');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      scope_document_url: `${ORIGIN}/annexes/sect2/2-1904.pdf`,
      city: 'AIX-EN-PROVENCE',
      postcode: '13290',
    });
    expect(lab.capabilities).toEqual([
      {
        test: 'Température -80 °C à 0 °C (Sondes Pt100)',
        method: 'PT-ET-01',
        field: 'TEMPERATURE / Thermométrie de contact',
      },
      {
        test: 'Température 0 °C à 420 °C (Sondes Pt100)',
        method: 'PT-ET-01',
        field: 'TEMPERATURE / Thermométrie de contact',
      },
    ]);
  });

  it('maps Suspendu and Retiré', async () => {
    expect((await scrapeLab(adapter, '1-6021')).accreditation_status).toBe('suspended');
    expect((await scrapeLab(adapter, '1-5577')).accreditation_status).toBe('withdrawn');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    const labs = await scrapeAllDetails(adapter, adapterContext(), { sequential: true });
    expectValidSnapshot(adapter, labs, { labs: FIXTURE_LABS, body: 'COFRAC' });
    expect(labs.every((l) => l.capabilities.length > 0)).toBe(true);
  });

  it('throws when the result endpoint answers in another format', async () => {
    server.use(
      http.post(`${AJAX}/load_resultat.php`, () =>
        HttpResponse.json({ html: '<table class="resultats">…</table>', nb: 4 }),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no array at 'resultats'/);
  });

  it('throws when fewer results are read than nb_resultats announces', async () => {
    server.use(
      http.post(`${AJAX}/load_resultat.php`, async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        return form.get('acti') === 'ESSAIS' && form.get('page') === '2'
          ? HttpResponse.json({ nb_resultats: 4, nb_pages: 3, page: 2, resultats: [] })
          : undefined;
      }),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/page 2 of 2 holds no result/);
  });
});
