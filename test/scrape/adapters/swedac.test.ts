// Swedac adapter against the fixture register (test/fixtures/registers/swedac).
import { describe, expect, it } from 'vitest';
import { adapter } from '../../../src/scrape/adapters/swedac.ts';
import { FIXTURE_LABS, handlers } from '../../fixtures/registers/swedac/handlers.ts';
import {
  adapterContext,
  expectValidSnapshot,
  findListed,
  scrapeAllDetails,
  scrapeLab,
} from '../../support/adapter-test.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';

const server = useMswServer(...handlers);

describe('Swedac adapter', () => {
  it('lists every ISO/IEC 17025 lab across both result pages, skipping other bodies', async () => {
    const listed = await adapter.list(adapterContext());
    expect(listed).toHaveLength(FIXTURE_LABS);
    expect(listed.map((l) => l.register_id)).toEqual(['2041', '1567', '10388', '2290']);
    expect(listed[0]!.detail_url).toBe('https://ackrediteringar.swedac.se/2041');
  });

  it('maps a lab record and its scope table exactly', async () => {
    const lab = await scrapeLab(adapter, '2041');
    expect(lab).toEqual({
      register_id: '2041',
      name: 'Norrvatten Laboratorium AB',
      accreditation_number: '2041',
      accreditation_status: 'active',
      lab_type: 'testing',
      country: 'SE',
      street_address: 'Kungsgatan 71',
      postcode: '753 18',
      city: 'Uppsala',
      latitude: null,
      longitude: null,
      phone: '018-727 40 00',
      email: 'lab@norrvattenlab.se',
      contact_person: null,
      website_url: 'https://www.norrvattenlab.se/',
      scope_document_url: 'https://ackrediteringar.swedac.se/2041',
      source_url: 'https://ackrediteringar.swedac.se/2041',
      accreditation_date: '1994-05-16',
      last_verified: '2025-03-07',
      capabilities: [
        {
          field: 'Vatten',
          test: 'Escherichia coli och koliforma bakterier, dricksvatten',
          method: 'SS-EN ISO 9308-1:2014',
        },
        { field: 'Vatten', test: 'Klorid, fluorid, nitrat, sulfat', method: 'SS-EN ISO 10304-1:2009' },
      ],
    });
  });

  it('maps "Tillfälligt återkallad" to suspended, not withdrawn', async () => {
    expect((await scrapeLab(adapter, '2290')).accreditation_status).toBe('suspended');
  });

  it('keeps the named contact person and their e-mail as published', async () => {
    const lab = await scrapeLab(adapter, '10388');
    expect(lab).toMatchObject({
      contact_person: 'Anna Lindqvist',
      email: 'anna.lindqvist@radonlabnorrland.se',
      city: 'Luleå',
    });
    expect(lab.capabilities[0]).toEqual({
      field: 'Radioaktivitet',
      test: 'Radon, långtidsmätning, bostäder',
      method: 'SS-ISO 11665-4:2021/SSM metodbeskrivning – Mätning av radon i bostäder',
    });
  });

  it('reads a calibration lab', async () => {
    const lab = await scrapeLab(adapter, '1567');
    expect(lab).toMatchObject({
      lab_type: 'calibration',
      street_address: 'Box 8802',
      postcode: '402 71',
      city: 'Göteborg',
    });
    expect(lab.capabilities).toEqual([{ field: 'Kalibrering', test: 'Tryck, manometrar', method: 'MTV-K-014' }]);
  });

  it('produces records that pass snapshot validation with zero rejects', async () => {
    expectValidSnapshot(adapter, await scrapeAllDetails(adapter), { labs: FIXTURE_LABS });
  });

  it('throws when a result page no longer lists hits', async () => {
    server.use(
      http.get('https://ackrediteringar.swedac.se/', () =>
        HttpResponse.html('<html><body><h1>Sök ackrediteringar</h1><div id="app"></div></body></html>'),
      ),
    );
    await expect(adapter.list(adapterContext())).rejects.toThrow(/no results/);
  });

  it('throws when a record page lost its scope table', async () => {
    server.use(
      http.get('https://ackrediteringar.swedac.se/2041', () =>
        HttpResponse.html(
          '<html><body><h1>Norrvatten Laboratorium AB</h1><dl class="accreditation-facts"><dt>Ackrediteringsnummer</dt><dd>2041</dd></dl></body></html>',
        ),
      ),
    );
    const ctx = adapterContext();
    await expect(adapter.detail(ctx, await findListed(adapter, ctx, '2041'))).rejects.toThrow(/scope table/);
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
