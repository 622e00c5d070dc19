// NAH — Nemzeti Akkreditáló Hatóság (Hungary).
//
// What this assumes of the register, and how sure that is:
// - CONFIRMED (NAH's own "Az akkreditált szervezetek adatbázisának
//   ismertetése"): the online database "Akkreditált szervezetek adatbázisa"
//   publishes per accredited body its registration number (nyilvántartási
//   szám), name, seat and sites (székhely, telephelyek), accredited activity
//   and field, start and expiry of the accredited status, partial or full
//   suspension or withdrawal, and — as given in the application — phone,
//   fax, e-mail, web address and the name and title of the person charged
//   with leading the accredited unit. The scope itself is the "Részletező
//   okirat" (detailed certificate) PDF, CONFIRMED in shape by stored copies
//   ("RÉSZLETEZŐ OKIRAT … a NAT-1-…/2007 számú akkreditált státuszhoz", a
//   table of product | property | technique | range | standard, "MSZ EN ISO
//   …" references). Numbers: NAH-1-NNNN/YYYY testing, NAH-2-NNNN/YYYY
//   calibration (bodies.ts, believed from the NAT/NAH series).
// - ASSUMED (no stored copy of the database's pages or API): the database
//   page (https://nah.gov.hu/hu/akkreditalt-szervezetek/) is a script page
//   filled from a JSON endpoint, https://nah.gov.hu/api/szervezetek?oldal=N
//   → { osszesen, elemek: [{ id, nyilvantartasiSzam, nev, tevekenyseg,
//   statusz, kezdet, lejarat, szekhely }] } in pages of the server's own
//   size, and https://nah.gov.hu/api/szervezetek/{id} → the full record
//   (telephelyek, elerhetoseg { telefon, email, honlap }, vezeto { nev,
//   beosztas }, okiratok [{ tipus, url, datum }]). Dates as Hungarians write
//   them, "2019.03.15.". The record's public page is taken to be
//   https://nah.gov.hu/hu/akkreditalt-szervezetek/{id} (source_url).
// - Only "Vizsgálólaboratórium" and "Kalibrálólaboratórium" items are taken
//   (inspection, certification, medical labs, PT providers are skipped).
// - Status wording ASSUMED: Hatályos (active), Felfüggesztett (suspended),
//   Visszavont / Lejárt (withdrawn); a partial suspension ("részlegesen
//   felfüggesztett") leaves the lab accredited → active.
// - The scope table's column wording is ASSUMED: "Vizsgált termék, anyag |
//   Vizsgált jellemző, vizsgálati módszer | Mérési tartomány | Vizsgálati
//   módszer azonosítója" (calibration: "Mennyiség, eszköz | Méréstartomány |
//   Kalibrálási eljárás azonosítója | Legjobb mérési képesség"); group
//   headings ("Kémiai vizsgálatok") become the field.
// - JSON is UTF-8; no session cookie.
import type { Adapter, ListedLab } from '../adapter.ts';
import type { AccreditationStatus, RawLab } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { at, readJsonListing, textAt } from '../shapes/json-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
import { readPdf, pdfText, scopeFromRows, type LineLayout } from '../shapes/pdf-scope.ts';

const SOURCE = 'https://nah.gov.hu/hu/akkreditalt-szervezetek/';
const API = 'https://nah.gov.hu/api/szervezetek';
const NUMBER = /^NAH-([12])-\d{4}\/\d{4}$/;
const LAB_KINDS = /^(vizsgáló|kalibráló)\s*laboratórium/i;

const TESTING: LineLayout = {
  kind: 'lines',
  testPrefix: /^Vizsgált termék/i,
  test: /^Vizsgált jellemző/i,
  // Read as its own column so ranges do not run into the method.
  number: /^Mérési tartomány/i,
  method: /^Vizsgálati módszer azonosító/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  testPrefix: /^Mennyiség/i,
  test: /^Méréstartomány/i,
  method: /^Kalibrálási eljárás/i,
  // The best measurement capability sits right of the method; read into `number` so it stays out of it.
  number: /^Legjobb mérési/i,
};
/** Footer lines of the okirat: place and date of issue, page numbers. */
const FOOTER = /^(Kelt:|\d+\s*\/\s*\d+\s*oldal|NAH-\d-\d{4}\/\d{4}\/RO)/i;
const HEADING = /^[\p{L} ]+vizsgálatok$|^Mintavétel$/u;

function status(text: string | null | undefined): AccreditationStatus | null {
  if (!text) return null;
  if (/részleges/i.test(text)) return 'active';
  if (/lejárt|visszavon/i.test(text)) return 'withdrawn';
  return statusFromText(text);
}

const labType = (number: string) => (NUMBER.exec(number)?.[1] === '2' ? 'calibration' : 'testing');

export const adapter: Adapter = {
  body: 'NAH',
  country: 'HU',
  source: SOURCE,

  async list(ctx) {
    return readJsonListing<unknown>(ctx, {
      url: (page) => `${API}?oldal=${page}`,
      pageSize: 20,
      items: (body) => at(body, 'elemek') as unknown[] | undefined,
      total(body) {
        const total = Number(textAt(body, 'osszesen'));
        return Number.isFinite(total) && total > 0 ? total : null;
      },
      toListed(item): ListedLab | null {
        const id = textAt(item, 'id');
        const number = textAt(item, 'nyilvantartasiSzam');
        const name = textAt(item, 'nev');
        if (!id || !number || !NUMBER.test(number) || !name || !LAB_KINDS.test(textAt(item, 'tevekenyseg') ?? '')) return null;
        return {
          register_id: number,
          detail_url: `${API}/${encodeURIComponent(id)}`,
          partial: {
            accreditation_number: number,
            name,
            lab_type: labType(number),
            accreditation_status: status(textAt(item, 'statusz')),
            accreditation_date: isoDate(textAt(item, 'kezdet')),
            ...splitAddress(textAt(item, 'szekhely'), 'HU'),
          },
        };
      },
    });
  },

  async detail(ctx, listed): Promise<RawLab> {
    if (!listed.detail_url) throw new Error(`NAH ${listed.register_id}: no record address`);
    const record = await ctx.http.json(listed.detail_url);
    const name = textAt(record, 'nev');
    const id = textAt(record, 'id');
    if (!name || !id) throw new Error(`NAH ${listed.register_id}: record ${listed.detail_url} is not of the expected shape: the API changed`);
    const number = textAt(record, 'nyilvantartasiSzam') ?? listed.register_id;
    const kind = labType(number);
    // The first site is where the laboratory works; the seat is the fallback.
    const address = splitAddress(textAt(record, ['telephelyek', 0, 'cim']) ?? textAt(record, 'szekhely'), 'HU');
    const documents = (record as { okiratok?: unknown }).okiratok;
    const scope = Array.isArray(documents) ? documents.find((d) => /részletező/i.test(textAt(d, 'tipus') ?? '')) : undefined;
    const scopeUrl = textAt(scope, 'url');
    let capabilities: RawLab['capabilities'] = [];
    let issued = isoDate(textAt(scope, 'datum'));
    if (scopeUrl) {
      const rows = await readPdf(ctx, scopeUrl);
      issued ??= isoDate(/Kelt:?\s*[^,\n]*,\s*([\d. ]+)/i.exec(pdfText(rows))?.[1]);
      capabilities = scopeFromRows(rows, { layout: kind === 'calibration' ? CALIBRATION : TESTING, section: HEADING, ignore: [FOOTER], source: scopeUrl }).capabilities;
    }
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'HU',
      accreditation_number: number,
      accreditation_status: status(textAt(record, 'statusz')) ?? listed.partial.accreditation_status ?? null,
      lab_type: kind,
      ...address,
      phone: textAt(record, ['elerhetoseg', 'telefon']),
      email: emailIn(textAt(record, ['elerhetoseg', 'email'])),
      contact_person: textAt(record, ['vezeto', 'nev']),
      website_url: websiteUrl(textAt(record, ['elerhetoseg', 'honlap'])),
      scope_document_url: scopeUrl,
      source_url: `${SOURCE}${encodeURIComponent(id)}`,
      accreditation_date: isoDate(textAt(record, 'kezdet')) ?? listed.partial.accreditation_date ?? null,
      last_verified: issued,
      capabilities,
    });
  },
};
