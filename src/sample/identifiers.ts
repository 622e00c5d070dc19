// Per-body accreditation numbers and register / scope-document URLs for the
// sample directory, in each body's real format where it is publicly known.
//
// Confidence notes use three words:
//   verified — seen in the body's own published documents or pages,
//   believed — consistent with secondary sources, not seen first-hand,
//   guessed  — plausible shape only; replace when a scraper learns the real one.
//
// Numbers are built from `serial` (a per-body running number) so that they are
// unique within a body: each serial owns its own slot of `stride` values and
// the rng only picks a position inside that slot.

import type { Rng } from './random.ts';

export type LabKind = 'testing' | 'calibration';

interface BodyIdentifiers {
  number(kind: LabKind, serial: number, rng: Rng): string;
  record(accreditationNumber: string, registerId: string): string;
  scope(accreditationNumber: string, kind: LabKind): string | null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** start + (serial-1)*stride + jitter in [0, stride): injective in serial. */
function slot(serial: number, rng: Rng, start: number, stride: number): number {
  const s = Math.max(1, Math.floor(serial));
  return start + (s - 1) * stride + (stride > 1 ? rng.int(0, stride - 1) : 0);
}

/** FNV-1a over a string: a stable 32-bit hash for URL parts that need no rng. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic run of characters from `alphabet`, seeded by `seed`. */
function hashChars(seed: string, length: number, alphabet: string): string {
  let out = '';
  let h = hash32(seed);
  for (let i = 0; i < length; i++) {
    h = hash32(`${h}:${seed}:${i}`);
    out += alphabet[h % alphabet.length];
  }
  return out;
}

function hashUuid(seed: string): string {
  const hex = hashChars(seed, 32, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[hash32(seed) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const enc = encodeURIComponent;
const digitsOf = (s: string): string => s.replace(/\D+/g, '');

const IDS: Record<string, BodyIdentifiers> = {
  // DAkkS — number format verified (D-PL-/D-K- + 5-digit case + 2 + 2).
  // Annex PDF path /files/data/as/pdf/<number>.pdf: believed (seen in public code).
  // Record page: guessed (the register is a search page).
  DAKKS: {
    number(kind, serial, rng) {
      const main = kind === 'testing' ? slot(serial, rng, 11001, 20) : slot(serial, rng, 15003, 12);
      const sub = rng.weighted(['01', '02', '03'], (x) => (x === '01' ? 8 : x === '02' ? 2 : 1));
      const site = rng.chance(0.9) ? '00' : '01';
      return `${kind === 'testing' ? 'D-PL' : 'D-K'}-${pad(main, 5)}-${sub}-${site}`;
    },
    record: (num) => `https://www.dakks.de/de/akkreditierte-stelle.html?nr=${enc(num)}`,
    scope: (num) => `https://www.dakks.de/files/data/as/pdf/${num}.pdf`,
  },

  // UKAS — four-digit numbers verified (0331, 0720 calibration; 1066, 1223 testing).
  // Schedule PDF path verified (schedule_uploads/00002/1223Testing-Multiple.pdf);
  // Calibration/Single variants believed. Organisation page: guessed.
  UKAS: {
    number(kind, serial, rng) {
      const s = Math.max(1, Math.floor(serial));
      if (kind === 'calibration') {
        if (s < 1000) return pad(s, 4);
        return s < 3000 ? String(8000 + s - 1000) : String(20000 + s);
      }
      const n = slot(s, rng, 1000, 2);
      return n < 8000 ? pad(n, 4) : String(10000 + s);
    },
    record: (_num, id) => `https://www.ukas.com/find-an-organisation/ukas-accredited-organisation/?org_id=${enc(id)}`,
    scope(num, kind) {
      const multi = hash32(num) % 3 !== 0 ? 'Multiple' : 'Single';
      return `https://www.ukas.com/wp-content/uploads/schedule_uploads/00002/${num}${kind === 'testing' ? 'Testing' : 'Calibration'}-${multi}.pdf`;
    },
  },

  // Cofrac — numbers and annex PDFs verified (tools.cofrac.fr/annexes/sect1/1-XXXX.pdf,
  // sect2 for calibration). Record page (fiche.php?entite_id=): believed (older site).
  COFRAC: {
    number(kind, serial, rng) {
      return kind === 'testing' ? `1-${pad(slot(serial, rng, 1001, 4), 4)}` : `2-${pad(slot(serial, rng, 1001, 1), 4)}`;
    },
    record: (_num, id) => `https://www.cofrac.fr/fr/organismes/fiche.php?entite_id=${enc(id)}`,
    scope: (num) => `https://tools.cofrac.fr/annexes/sect${num.startsWith('2-') ? '2' : '1'}/${num}.pdf`,
  },

  // ACCREDIA — search page and its ID_LINK/area/dipartimento parameters verified in
  // public code; the per-lab query (numero=) is guessed. Testing "0123L": believed;
  // calibration "LAT N° 185": verified wording on LAT certificates. The scope is an
  // HTML list of accredited tests, not a per-lab PDF: null.
  ACCREDIA: {
    number(kind, serial, rng) {
      return kind === 'testing' ? `${pad(slot(serial, rng, 10, 1), 4)}L` : `LAT N° ${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record(num) {
      const dept = num.startsWith('LAT') ? 'T' : 'L';
      return `https://services.accredia.it/accredia_labsearch.jsp?ID_LINK=1734&area=310&dipartimento=${dept}&numero=${digitsOf(num)}`;
    },
    scope: () => null,
  },

  // ENAC — numbers verified (493/LE1255 testing, 75/LC10.050 calibration).
  // Technical annexes live at enac.es/documents/7020/<uuid> (pattern verified, the
  // uuid here is synthetic). Record page: guessed.
  ENAC: {
    number(kind, serial, rng) {
      const file = rng.int(1, 1450);
      return kind === 'testing'
        ? `${file}/LE${slot(serial, rng, 120, 2)}`
        : `${file}/LC10.${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record: (num) => `https://www.enac.es/entidades-acreditadas/buscador-de-acreditados?acreditacion=${enc(num)}`,
    scope: (num) => `https://www.enac.es/documents/7020/${hashUuid(`ENAC:${num}`)}`,
  },

  // RvA — "L 028" / "K 045": believed. Organisation page and scope PDF: guessed.
  RVA: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'L' : 'K'} ${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record: (_num, id) => `https://www.rva.nl/en/accredited-organisations/${enc(id)}/`,
    scope: (num) => `https://www.rva.nl/scopes/${num.replace(' ', '')}-EN.pdf`,
  },

  // BELAC — "056-TEST" verified; "NNN-CAL" believed. Record and scope paths: guessed.
  BELAC: {
    number(kind, serial, rng) {
      return `${pad(slot(serial, rng, 1, 1), 3)}-${kind === 'testing' ? 'TEST' : 'CAL'}`;
    },
    record: (num) =>
      `https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations/${enc(num.toLowerCase())}`,
    scope: (num) => `https://economie.fgov.be/sites/default/files/Files/BELAC/certificates/${num}.pdf`,
  },

  // Akkreditierung Austria — four-digit identification number verified (0626).
  // Record and Bescheid/scope PDF paths: guessed.
  AA: {
    number(_kind, serial, rng) {
      return pad(slot(serial, rng, 12, 3), 4);
    },
    record: (num) => `https://www.akkreditierung-austria.gv.at/akkreditierte-stellen/${num}`,
    scope: (num) => `https://www.akkreditierung-austria.gv.at/akkreditierte-stellen/${num}/akkreditierungsumfang.pdf`,
  },

  // SAS — "SCS 0115" verified; "STS 0119" believed. Scope PDFs under sas.admin.ch/dam: guessed.
  SAS: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'STS' : 'SCS'} ${pad(slot(serial, rng, 1, 1), 4)}`;
    },
    record: (num) =>
      `https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html?nr=${enc(num)}`,
    scope(num) {
      const [prefix = 'STS', digits = '0000'] = num.split(' ');
      return `https://www.sas.admin.ch/dam/sas/de/dokumente/akkreditierte-stellen/${prefix.toLowerCase()}/${prefix.toLowerCase()}${digits}.pdf`;
    },
  },

  // Swedac — one four-digit series for all kinds, verified (1002, 1850).
  // Record path search.swedac.se/en/accreditations/<number>: verified (older host,
  // now forwarding to ackrediteringar.swedac.se). Scope is shown on that page: null.
  SWEDAC: {
    number(_kind, serial, rng) {
      return String(slot(serial, rng, 1001, 3));
    },
    record: (num) => `https://search.swedac.se/en/accreditations/${enc(num)}`,
    scope: () => null,
  },

  // DANAK — plain registration number: believed. Record and scope paths: guessed.
  DANAK: {
    number(_kind, serial, rng) {
      return String(slot(serial, rng, 1, 2));
    },
    record: (num) => `https://www.danak.dk/akkrediterede-virksomheder/reg-nr-${enc(num)}`,
    scope: (num) => `https://www.danak.dk/sites/default/files/akkrediteringer/${num}.pdf`,
  },

  // FINAS — T039 / K008 verified; scope documents are numbered like
  // "T039/A27/2015" (verified), their download path is guessed.
  FINAS: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'T' : 'K'}${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record: (num) => `https://www.finas.fi/sites/en/accredited-organisations/${enc(num)}`,
    scope(num) {
      const h = hash32(`FINAS:${num}`);
      return `https://www.finas.fi/Documents/${num}_A${1 + (h % 40)}_${2019 + ((h >>> 8) % 7)}.pdf`;
    },
  },

  // Norsk akkreditering — "TEST 037" verified, "KALIB 045" believed. The record is the
  // "akkrediteringsomfang" page keyed by AkkId (verified); it is itself the scope: null.
  NA: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'TEST' : 'KALIB'} ${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record: (_num, id) =>
      `https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=${enc(id)}`,
    scope: () => null,
  },

  // INAB — "123T" / "045C": believed. Record and scope paths: guessed.
  INAB: {
    number(kind, serial, rng) {
      return `${pad(slot(serial, rng, 1, 1), 3)}${kind === 'testing' ? 'T' : 'C'}`;
    },
    record: (num) => `https://www.inab.ie/inab-directory/laboratory-accreditation/${enc(num.toLowerCase())}.html`,
    scope: (num) => `https://www.inab.ie/wp-content/uploads/scopes/${num}.pdf`,
  },

  // IPAC — L0705 / M0003 verified; ficha_lae.asp?ID= verified for testing labs,
  // ficha_lac.asp for calibration believed. Technical annexes are checked at
  // ipac.pt/docsig/?XXXX-XXXX-XXXX-XXXX (verified pattern, code synthetic).
  IPAC: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'L' : 'M'}${pad(slot(serial, rng, 1, 2), 4)}`;
    },
    record: (num) =>
      `https://www.ipac.pt/pesquisa/${num.startsWith('M') ? 'ficha_lac' : 'ficha_lae'}.asp?ID=${enc(num)}`,
    scope(num) {
      const code = hashChars(`IPAC:${num}`, 16, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      return `https://www.ipac.pt/docsig/?${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code.slice(12, 16)}`;
    },
  },

  // PCA — "AB 286" verified, "AP 045" believed. Record (",podmiot.html"): believed;
  // scope path: guessed.
  PCA: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'AB' : 'AP'} ${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record(num) {
      const section = num.startsWith('AP') ? 'laboratoria-wzorcujace' : 'laboratoria-badawcze';
      return `https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/${section}/${enc(num)},podmiot.html`;
    },
    scope(num) {
      const section = num.startsWith('AP') ? 'laboratoria-wzorcujace' : 'laboratoria-badawcze';
      return `https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/${section}/${enc(num)},zakres.pdf`;
    },
  },

  // ČIA — testing 1xxx (with ".N" for some multi-site labs), calibration 2xxx:
  // verified (1018.3, 2273). Record and annex paths on cai.cz: guessed.
  CIA: {
    number(kind, serial, rng) {
      if (kind === 'calibration') return String(slot(serial, rng, 2201, 1));
      const base = String(slot(serial, rng, 1001, 1));
      return rng.chance(0.15) ? `${base}.${rng.int(2, 4)}` : base;
    },
    record: (num) => `https://www.cai.cz/?subjekt=${enc(num.toLowerCase())}`,
    scope: (num) => `https://www.cai.cz/wp-content/uploads/prilohy/${num.replace('.', '_')}.pdf`,
  },

  // SNAS — "S-123" / "K-045": verified letter scheme. Record and scope paths: guessed.
  SNAS: {
    number(kind, serial, rng) {
      return `${kind === 'testing' ? 'S' : 'K'}-${pad(slot(serial, rng, 1, 1), 3)}`;
    },
    record: (num) => `https://www.snas.sk/akreditovane-subjekty?osvedcenie=${enc(num)}`,
    scope: (num) => `https://www.snas.sk/ais/prilohy/${num}.pdf`,
  },

  // NAH — "NAH-1-NNNN/YYYY" / "NAH-2-NNNN/YYYY": believed (NAT-1-1377/2011 and
  // NAH-…/2017 seen on published detail certificates). Paths: guessed.
  NAH: {
    number(kind, serial, rng) {
      const year = rng.int(2016, 2025);
      return kind === 'testing'
        ? `NAH-1-${pad(slot(serial, rng, 1001, 2), 4)}/${year}`
        : `NAH-2-${pad(slot(serial, rng, 1, 1), 4)}/${year}`;
    },
    record: (num) => `https://www.nah.gov.hu/hu/akkreditalt-szervezetek/?nyilvantartasi_szam=${enc(num)}`,
    scope: (num) => `https://www.nah.gov.hu/uploads/reszletezo-okiratok/${num.replace('/', '-')}.pdf`,
  },

  // ESYD — "285-5" verified for testing (certificate number + issue); calibration
  // believed to share the series. Record and scope paths on esydops.gr: guessed.
  ESYD: {
    number(_kind, serial, rng) {
      return `${slot(serial, rng, 1, 2)}-${rng.int(1, 6)}`;
    },
    record: (num) => `https://esydops.gr/portal/p/esyd/en/searchAccredited.jsp?certificate=${enc(num)}`,
    scope: (num) => `https://esydops.gr/portal/docs/esyd/scopes/${num}.pdf`,
  },
};

function idsFor(bodyCode: string): BodyIdentifiers {
  const ids = IDS[bodyCode.trim().toUpperCase()];
  if (!ids) throw new Error(`no identifier scheme for accreditation body ${bodyCode}`);
  return ids;
}

/** A new accreditation number for the body, deterministic from rng; unique within the body per serial. */
export function accreditationNumber(bodyCode: string, kind: LabKind, serial: number, rng: Rng): string {
  return idsFor(bodyCode).number(kind, serial, rng);
}

/** URL of the lab's record in the body's public register (best known pattern). */
export function registerRecordUrl(bodyCode: string, accreditationNumber: string, registerId: string): string {
  return idsFor(bodyCode).record(accreditationNumber, registerId);
}

/** URL of the scope document (annex / schedule), or null when the body publishes no per-lab document. */
export function scopeDocumentUrl(bodyCode: string, accreditationNumber: string, kind: LabKind): string | null {
  return idsFor(bodyCode).scope(accreditationNumber, kind);
}
