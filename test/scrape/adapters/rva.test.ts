// RvA adapter against the fixture register (test/fixtures/registers/rva).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/rva.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/rva/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  pickListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('RvA adapter', () => {
  it('lists every L and K lab across both listing pages, skipping other kinds of body', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id).sort()).toEqual(['K045', 'L028', 'L101', 'L245', 'L311']);
    expect(listed.find((l) => l.register_id === 'L245')?.detail_url).toBe(
      'https://www.rva.nl/alle-geaccrediteerden/l245/',
    );
  });

  it('maps a testing lab record and its PDF scope exactly', async () => {
    const lab = await scrapeLab(adapter, 'L028');
    expect(lab).toEqual({
      register_id: 'L028',
      name: 'Aqualab Gelderland B.V.',
      accreditation_number: 'L 028',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'NL',
      street_address: 'Westervoortsedijk 73',
      postcode: '6827 AV',
      city: 'Arnhem',
      latitude: null,
      longitude: null,
      phone: '+31 26 355 0100',
      email: 'info@aqualab-gelderland.nl',
      contact_person: null,
      website_url: 'https://www.aqualab-gelderland.nl/',
      scope_document_url: 'https://www.rva.nl/wp-content/uploads/scopes/L028-nl.pdf',
      source_url: 'https://www.rva.nl/alle-geaccrediteerden/l028/',
      accreditation_date: '1996-03-14',
      last_verified: '2024-12-19',
      capabilities: [
        {
          field: 'Drinkwater',
          test: 'Telling van kiemgetal bij 22 °C en 36 °C (gietplaat) (Kolonievormende eenheden)',
          method: 'NEN-EN-ISO 6222:1999',
        },
        { field: 'Oppervlaktewater', test: 'ICP-MS (Pb, Cd, Ni, Cu)', method: 'NEN-EN-ISO 17294-2:2023' },
        { field: 'Afvalwater', test: 'Titrimetrie (CZV)', method: 'NEN 6633:2006' },
      ],
    });
  });

  it('reads a calibration scope by its own column layout', async () => {
    const lab = await scrapeLab(adapter, 'K045');
    expect(lab.lab_type).toBe('calibration');
    expect(lab.capabilities).toEqual([
      { field: null, test: 'Druk (manometrisch) – 0 bar tot 700 bar', method: 'KDT-WV-011' },
      { field: null, test: 'Temperatuur – -40 °C tot 250 °C', method: 'KDT-WV-020' },
      { field: null, test: 'Elektrische spanning (DC) – 0 V tot 1000 V', method: 'EURAMET cg-15' },
    ]);
  });

  it('maps Geschorst to suspended and Ingetrokken to withdrawn', async () => {
    const ctx = adapterContext();
    const listed = await adapter.list(ctx);
    const suspended = await adapter.detail(ctx, pickListed(listed, 'L101'));
    const withdrawn = await adapter.detail(ctx, pickListed(listed, 'L311'));
    expect(suspended.accreditation_status).toBe('suspended');
    expect(withdrawn.accreditation_status).toBe('withdrawn');
  });

  it('keeps the named contact person and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, 'L245');
    expect(lab.contact_person).toBe('ir. M. (Marieke) de Vries');
    expect(lab.email).toBe('m.de.vries@polderlab.nl');
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a listing page no longer holds the results table', async () => {
    server.use(
      http.get('https://www.rva.nl/alle-geaccrediteerden/page/2/', () =>
        HttpResponse.html('<html><body><h1>Alle geaccrediteerden</h1><p>Er ging iets mis.</p></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no results/);
  });

  it('throws when the rows read fall short of the printed total', async () => {
    server.use(
      http.get('https://www.rva.nl/alle-geaccrediteerden/', () => HttpResponse.html(listingWithoutNextLink())),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/8 results but 5 were read/);
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

function listingWithoutNextLink(): string {
  return `<html><body><p class="results-count">8 geaccrediteerde organisaties</p><table class="accredited-table"><thead><tr><th>Registratienummer</th><th>Organisatie</th><th>Plaats</th><th>Norm</th><th>Status</th></tr></thead><tbody>
  ${['L 028', 'I 385', 'K 045', 'L 101', 'M 012'].map((n) => `<tr><td>${n}</td><td>Lab ${n}</td><td>Utrecht</td><td>EN ISO/IEC 17025:2017</td><td>Actief</td></tr>`).join('')}
  </tbody></table></body></html>`;
}
