// The shared parsing kit adapters build on: dates, status words, postcode
// lines, scope sentences, HTML tables and PDF scope tables.
import { describe, expect, it } from 'vitest';
import { splitPostcodeCity } from '../../src/scrape/parse/address.ts';
import { isoDate } from '../../src/scrape/parse/dates.ts';
import { labelledValues, loadHtml, mailto, tableRows } from '../../src/scrape/parse/html.ts';
import { pdfRows } from '../../src/scrape/parse/pdf.ts';
import { splitScopeLine } from '../../src/scrape/parse/scope-text.ts';
import { statusFromText } from '../../src/scrape/parse/status.ts';
import { makePdf } from '../support/pdf-fixture.ts';

describe('isoDate', () => {
  it.each([
    ['04.03.2021', '2021-03-04'],
    ['4/3/2021', '2021-03-04'],
    ['2021-03-04', '2021-03-04'],
    ['04-03-21', '2021-03-04'],
    ['4 March 2021', '2021-03-04'],
    ['4. März 2021', '2021-03-04'],
    ['1er janvier 2020', '2020-01-01'],
    ['12 de marzo de 2019', '2019-03-12'],
    ['15 luglio 2019', '2019-07-15'],
    ['2020.03.15.', '2020-03-15'],
  ])('reads %s day first', (text, iso) => expect(isoDate(text)).toBe(iso));

  it.each(['31.02.2020', 'n/a', '', '13/13/2020'])('refuses %j, which is no real date', (text) =>
    expect(isoDate(text)).toBeNull(),
  );
});

describe('statusFromText', () => {
  it.each([
    ['Active', 'active'],
    ['gültig', 'active'],
    ['Accrédité', 'active'],
    ['Suspendu', 'suspended'],
    ['sospeso', 'suspended'],
    ['Ingetrokken', 'withdrawn'],
    ['Withdrawn', 'withdrawn'],
    ['not active', 'withdrawn'],
    ['zrušeno', 'withdrawn'],
    ['Tilbaketrukket', 'withdrawn'],
    ['aktywna', 'active'],
    ['hatályos', 'active'],
  ])('maps %s to %s', (text, status) => expect(statusFromText(text)).toBe(status));

  it('maps an unknown wording to null rather than guessing', () => expect(statusFromText('under review')).toBeNull());
});

describe('splitPostcodeCity', () => {
  it.each([
    ['12345 Berlin', 'DE', '12345', 'Berlin'],
    ['D-80331 München', 'DE', '80331', 'München'],
    ['London SW1A 2AA', 'GB', 'SW1A 2AA', 'London'],
    ['1000-123 Lisboa', 'PT', '1000-123', 'Lisboa'],
    ['3511 AB Utrecht', 'NL', '3511 AB', 'Utrecht'],
    ['00-950 Warszawa', 'PL', '00-950', 'Warszawa'],
  ])('splits %s (%s)', (line, country, postcode, city) =>
    expect(splitPostcodeCity(line, country)).toEqual({ postcode, city }),
  );

  it('keeps a line without a postcode as the city', () =>
    expect(splitPostcodeCity('Dublin', 'IE')).toEqual({ postcode: null, city: 'Dublin' }));
});

describe('splitScopeLine', () => {
  it.each([
    ['Zugversuch nach DIN EN ISO 6892-1:2020-06', 'Zugversuch', 'DIN EN ISO 6892-1:2020-06'],
    ['Determination of lead – EPA 200.8', 'Determination of lead', 'EPA 200.8'],
    ['Tensile test (SOP-MT-012)', 'Tensile test', 'SOP-MT-012'],
    ['Ensayo de tracción según UNE-EN ISO 6892-1:2020', 'Ensayo de tracción', 'UNE-EN ISO 6892-1:2020'],
    ['Water content ASTM D4377-00(2011)', 'Water content', 'ASTM D4377-00(2011)'],
    ['Bestimmung BS EN 1097-6:2013+A1:2016', 'Bestimmung', 'BS EN 1097-6:2013+A1:2016'],
  ])('splits %s', (line, test, method) => expect(splitScopeLine(line)).toEqual({ test, method }));

  it('keeps a line with no method reference whole, method null', () =>
    expect(splitScopeLine('Hardness test')).toEqual({ test: 'Hardness test', method: null }));
});

describe('HTML helpers', () => {
  const page = `<table id="labs"><thead><tr><th>Name</th><th>Number&nbsp;</th></tr></thead><tbody>
    <tr><td><a href="/lab/1">Alpha  Lab</a></td><td>D-PL-1</td></tr>
    <tr><td colspan="2">Group heading</td></tr>
    <tr><td>Beta Lab</td><td>-</td></tr></tbody></table>
    <dl><dt>Phone:</dt><dd> +49 30 1234 </dd></dl><p><strong>City:</strong> Berlin</p><a href="mailto:info@alpha.de?subject=x">mail</a>`;

  it('reads a table as header-keyed rows, skipping rows of another shape', () => {
    const rows = tableRows(loadHtml(page), '#labs', 'https://register.example/list');
    expect(rows).toEqual([
      {
        cells: { Name: 'Alpha Lab', Number: 'D-PL-1' },
        links: { Name: 'https://register.example/lab/1', Number: null },
      },
      { cells: { Name: 'Beta Lab', Number: null }, links: { Name: null, Number: null } },
    ]);
  });

  it('reads labelled values from dl and strong-label lines', () => {
    const values = labelledValues(loadHtml(page));
    expect(values.get('Phone')).toBe('+49 30 1234');
    expect(values.get('City')).toBe('Berlin');
  });

  it('reads a mailto address without its query', () => expect(mailto(loadHtml(page))).toBe('info@alpha.de'));
});

describe('PDF rows', () => {
  const pdf = makePdf([
    {
      rows: [
        ['Anlage zur Akkreditierungsurkunde D-PL-12345-01-00'],
        [],
        ['Prüfgebiet', 'Prüfverfahren', 'Norm'],
        ['Metalle', 'Zugversuch', 'DIN EN ISO 6892-1:2020-06'],
        ['', 'bei Raumtemperatur', ''],
        ['Kunststoffe', 'Härte (Shore)', 'DIN ISO 7619-1'],
      ],
      columns: [40, 200, 400],
    },
    {
      rows: [
        ['Prüfgebiet', 'Prüfverfahren', 'Norm'],
        ['Wasser', 'Blei', 'DIN EN ISO 11885:2009-09'],
      ],
      columns: [40, 200, 400],
    },
  ]);

  it('rebuilds rows and cells from glyph positions, across pages', async () => {
    const rows = await pdfRows(pdf);
    expect(rows[0]!.text).toBe('Anlage zur Akkreditierungsurkunde D-PL-12345-01-00');
    expect(rows.at(-1)).toMatchObject({ page: 2, text: 'Wasser Blei DIN EN ISO 11885:2009-09' });
  });

  it('keeps Central European letters a PDF names by glyph', async () => {
    const rows = await pdfRows(
      makePdf([{ rows: [['Zakres akredytacji – Łódź, Gdańsk'], ['Zkušební laboratoř'], ['Vízminőség']] }]),
    );
    expect(rows.map((r) => r.text)).toEqual(['Zakres akredytacji – Łódź, Gdańsk', 'Zkušební laboratoř', 'Vízminőség']);
  });
});
