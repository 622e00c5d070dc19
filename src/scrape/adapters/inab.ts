// INAB — Irish National Accreditation Board (Ireland).
//
// What this assumes of the register, and how sure that is:
// - The client directory lists testing and calibration laboratories in HTML
//   tables (given in the brief; address from bodies.ts:
//   https://www.inab.ie/inab-client-directory/). ASSUMED: one listing per
//   scheme (testing-laboratories/, calibration-laboratories/), a WordPress
//   pager ("Next »", /page/N/), and columns Reg No. | Organisation | Address |
//   Contact | Email | Phone | Accredited Since | Status | Scope (a "View
//   Scope" link to the PDF schedule). There is no record page: the listing
//   row and the scope PDF are the whole record (detail_url is null).
// - Numbers believed: NNNT testing, NNNC calibration (bodies.ts).
// - Scope schedules are PDFs (INAB publishes "Schedule of Accreditation"
//   documents); ASSUMED columns for testing: No. | Materials/products tested
//   | Type of test/Properties measured/Range of measurement | Standard
//   specifications/Equipment/Techniques used, and for calibration: No. |
//   Measured quantity / Instrument | Range | Calibration method. The
//   material cell is printed once per block and carried down.
// - Status wording ASSUMED: Accredited / Suspended / Withdrawn. UTF-8.
import type { Adapter, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { readScope, type LineLayout } from '../shapes/pdf-scope.ts';
import { emailIn, rawLab, splitAddress } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.inab.ie/inab-client-directory/';
const NUMBER = /^(\d{3})([TC])$/i;

const TESTING: LineLayout = {
  kind: 'lines',
  qualifiedPrefix: false,
  number: /^No\.?$/i,
  testPrefix: /^Materials\/products tested/i,
  test: /^Type of test/i,
  method: /^Standard specifications/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  qualifiedPrefix: false,
  number: /^No\.?$/i,
  test: /^Measured quantity/i,
  method: /^Calibration method/i,
};

export const adapter: Adapter = {
  body: 'INAB',
  country: 'IE',
  source: SOURCE,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: [`${SOURCE}testing-laboratories/`, `${SOURCE}calibration-laboratories/`],
      rows: (page) =>
        resultTable(page, 'table.client-directory', [/^Reg/i, /^Organisation/i, /^Address/i, /^Scope/i]).map((row): ListedLab | null => {
          const m = NUMBER.exec(cellOf(row, /^Reg/i)?.replace(/\s+/g, '') ?? '');
          const name = cellOf(row, /^Organisation/i);
          if (!m || !name) return null;
          const number = `${m[1]}${m[2]!.toUpperCase()}`;
          return {
            register_id: number,
            detail_url: null,
            partial: {
              accreditation_number: number,
              name,
              lab_type: m[2]!.toUpperCase() === 'C' ? 'calibration' : 'testing',
              accreditation_status: statusFromText(cellOf(row, /^Status/i)),
              ...splitAddress(cellOf(row, /^Address/i), 'IE'),
              contact_person: cellOf(row, /^Contact/i),
              email: emailIn(cellOf(row, /^E-?mail/i)),
              phone: cellOf(row, /^(Phone|Tel)/i),
              accreditation_date: isoDate(cellOf(row, /^Accredited since/i)),
              scope_document_url: linkOf(row, /^Scope/i),
            },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    const p = listed.partial;
    if (!p.name) throw new Error(`INAB ${listed.register_id}: listing row without a name`);
    const scopeUrl = p.scope_document_url ?? null;
    const capabilities = scopeUrl ? (await readScope(ctx, scopeUrl, { layout: p.lab_type === 'calibration' ? CALIBRATION : TESTING })).capabilities : [];
    return rawLab({
      ...p,
      register_id: listed.register_id,
      name: p.name,
      country: 'IE',
      source_url: `${SOURCE}${p.lab_type === 'calibration' ? 'calibration' : 'testing'}-laboratories/`,
      capabilities,
    });
  },
};
