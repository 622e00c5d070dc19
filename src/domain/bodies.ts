// The national accreditation bodies whose registers the directory covers:
// one per country, in a fixed order (the API, the site, the sample generator
// and the scrapers all iterate this list). Pure data, no I/O.
//
// Sources and confidence per body are noted beside each entry. `labs_estimate`
// counts ISO/IEC 17025 testing + calibration laboratories only (no medical,
// inspection or certification bodies); it is an order of magnitude used to size
// the sample in proportion, not a statistic to publish.

export interface AccreditationBody {
  /** Uppercase ASCII code used in the API and file names. */
  code: string;
  /** Official short name as the body writes it: 'DAkkS', 'RvA', 'ČIA', 'Akkreditierung Austria'. */
  short_name: string;
  /** Full official name in the body's language. */
  name: string;
  /** English name where the body uses one, else same as name. */
  name_en: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  website: string;
  /** The public register / search page of accredited bodies. */
  register_url: string;
  /** Approximate number of ISO/IEC 17025 testing + calibration labs it accredits. */
  labs_estimate: number;
  /** Accreditation number formats with a real-looking example each. */
  number_format: { testing: string; calibration: string };
}

export const BODIES: readonly AccreditationBody[] = [
  {
    // Numbers: verified (DAkkS digital-symbol FAQ shows the D-PL-12345-01-00
    // structure). Register search page seen in public code. Estimate: DAkkS
    // counted ~4,200 accredited bodies of all kinds at its founding (KAN 2/10);
    // labs are the largest share.
    code: 'DAKKS',
    short_name: 'DAkkS',
    name: 'Deutsche Akkreditierungsstelle GmbH',
    name_en: 'German Accreditation Body',
    country: 'DE',
    website: 'https://www.dakks.de',
    register_url: 'https://www.dakks.de/de/akkreditierte-stellen-suche.html',
    labs_estimate: 2600,
    number_format: {
      testing: 'D-PL-NNNNN-NN-NN (e.g. D-PL-14368-01-00)',
      calibration: 'D-K-NNNNN-NN-NN (e.g. D-K-15180-01-00)',
    },
  },
  {
    // Numbers: verified from published schedules (0331, 0720 calibration;
    // 1066, 1102, 1223 testing). Estimate: believed (~1,200 testing + ~300 calibration).
    code: 'UKAS',
    short_name: 'UKAS',
    name: 'United Kingdom Accreditation Service',
    name_en: 'United Kingdom Accreditation Service',
    country: 'GB',
    website: 'https://www.ukas.com',
    register_url: 'https://www.ukas.com/find-an-organisation/',
    labs_estimate: 1500,
    number_format: {
      testing: 'NNNN, four digits (e.g. 1223)',
      calibration: 'NNNN, four digits, historically 0xxx (e.g. 0331)',
    },
  },
  {
    // Numbers and annex PDFs: verified (tools.cofrac.fr/annexes/sectN/N-XXXX.pdf).
    // Estimate: believed (Cofrac reports ~3,600 accredited entities in all sections).
    code: 'COFRAC',
    short_name: 'Cofrac',
    name: "Comité français d'accréditation",
    name_en: 'French Accreditation Committee',
    country: 'FR',
    website: 'https://www.cofrac.fr',
    register_url: 'https://www.cofrac.fr/annuaire-des-organismes-accredites/',
    labs_estimate: 1300,
    number_format: {
      testing: '1-NNNN (e.g. 1-5685)',
      calibration: '2-NNNN (e.g. 2-1405)',
    },
  },
  {
    // Register search page: verified in public code. Estimate: sourced — Accredia
    // reported 1,397 testing/medical/PT labs and 215 calibration labs/RMPs for 2023.
    code: 'ACCREDIA',
    short_name: 'ACCREDIA',
    name: 'ACCREDIA – Ente Italiano di Accreditamento',
    name_en: 'Italian Accreditation Body',
    country: 'IT',
    website: 'https://www.accredia.it',
    register_url: 'https://services.accredia.it/accredia_labsearch.jsp?ID_LINK=1734&area=310',
    labs_estimate: 1550,
    number_format: {
      testing: 'NNNNL, lab number with department letter (e.g. 0123L)',
      calibration: 'LAT N° NNN (e.g. LAT N° 185)',
    },
  },
  {
    // Numbers: verified from technical annexes (493/LE1255, 75/LC10.050).
    // Estimate: sourced — ENAC states more than 800 accredited testing labs; plus ~150 calibration.
    code: 'ENAC',
    short_name: 'ENAC',
    name: 'Entidad Nacional de Acreditación',
    name_en: 'Spanish National Accreditation Body',
    country: 'ES',
    website: 'https://www.enac.es',
    register_url: 'https://www.enac.es/entidades-acreditadas/buscador-de-acreditados',
    labs_estimate: 950,
    number_format: {
      testing: 'NNN/LENNNN (e.g. 493/LE1255)',
      calibration: 'NN/LC10.NNN (e.g. 75/LC10.050)',
    },
  },
  {
    // Numbers: believed (L = testing, K = calibration, three digits). Estimate: believed.
    code: 'RVA',
    short_name: 'RvA',
    name: 'Raad voor Accreditatie',
    name_en: 'Dutch Accreditation Council',
    country: 'NL',
    website: 'https://www.rva.nl',
    register_url: 'https://www.rva.nl/en/accredited-organisations/',
    labs_estimate: 550,
    number_format: {
      testing: 'L NNN (e.g. L 028)',
      calibration: 'K NNN (e.g. K 045)',
    },
  },
  {
    // Numbers: testing verified (056-TEST), calibration believed (NNN-CAL). Estimate: believed.
    code: 'BELAC',
    short_name: 'BELAC',
    name: "Belgische Accreditatie-instelling / Organisme belge d'accréditation",
    name_en: 'Belgian Accreditation Body',
    country: 'BE',
    website: 'https://economie.fgov.be/en/themes/quality-and-safety/accreditation',
    register_url: 'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations',
    labs_estimate: 400,
    number_format: {
      testing: 'NNN-TEST (e.g. 056-TEST)',
      calibration: 'NNN-CAL (e.g. 123-CAL)',
    },
  },
  {
    // Numbers: verified (four-digit "Identifikationsnummer / ID-number: 0626").
    // Same series for Prüfstellen and Kalibrierstellen. Estimate: believed.
    code: 'AA',
    short_name: 'Akkreditierung Austria',
    name: 'Akkreditierung Austria',
    name_en: 'Accreditation Austria',
    country: 'AT',
    website: 'https://www.akkreditierung-austria.gv.at',
    register_url: 'https://www.akkreditierung-austria.gv.at/akkreditierte-stellen',
    labs_estimate: 260,
    number_format: {
      testing: 'NNNN, Prüfstelle identification number (e.g. 0626)',
      calibration: 'NNNN, Kalibrierstelle identification number (e.g. 0243)',
    },
  },
  {
    // Numbers: verified (SCS 0115; STS for testing). Estimate: believed.
    code: 'SAS',
    short_name: 'SAS',
    name: 'Schweizerische Akkreditierungsstelle SAS',
    name_en: 'Swiss Accreditation Service',
    country: 'CH',
    website: 'https://www.sas.admin.ch',
    register_url: 'https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html',
    labs_estimate: 360,
    number_format: {
      testing: 'STS NNNN (e.g. STS 0119)',
      calibration: 'SCS NNNN (e.g. SCS 0045)',
    },
  },
  {
    // Numbers: verified (accreditation 1002, 1850; one series for all kinds).
    // Register address verified (ackrediteringar.swedac.se replaced search.swedac.se).
    // Estimate: Swedac accredits ~1,600 organisations of all kinds; labs believed ~550.
    code: 'SWEDAC',
    short_name: 'Swedac',
    name: 'Styrelsen för ackreditering och teknisk kontroll',
    name_en: 'Swedish Board for Accreditation and Conformity Assessment',
    country: 'SE',
    website: 'https://www.swedac.se',
    register_url: 'https://ackrediteringar.swedac.se/',
    labs_estimate: 550,
    number_format: {
      testing: 'NNNN (e.g. 1850)',
      calibration: 'NNNN (e.g. 1002)',
    },
  },
  {
    // Numbers: believed (DANAK "reg.nr." of up to three digits). Estimate: believed.
    code: 'DANAK',
    short_name: 'DANAK',
    name: 'Den Danske Akkrediteringsfond',
    name_en: 'The Danish Accreditation Fund',
    country: 'DK',
    website: 'https://www.danak.dk',
    register_url: 'https://www.danak.dk/akkrediterede-virksomheder',
    labs_estimate: 300,
    number_format: {
      testing: 'NNN, DANAK reg. no. (e.g. 123)',
      calibration: 'NNN, DANAK reg. no. (e.g. 255)',
    },
  },
  {
    // Numbers: verified (T039 testing, K008 calibration). Estimate: believed.
    code: 'FINAS',
    short_name: 'FINAS',
    name: 'FINAS-akkreditointipalvelu',
    name_en: 'FINAS Finnish Accreditation Service',
    country: 'FI',
    website: 'https://www.finas.fi',
    register_url: 'https://www.finas.fi/sites/en/accredited-organisations',
    labs_estimate: 230,
    number_format: {
      testing: 'TNNN (e.g. T039)',
      calibration: 'KNNN (e.g. K008)',
    },
  },
  {
    // Numbers: testing verified (TEST 037, TEST 079), calibration believed (KALIB NNN).
    // Register and scope page address verified (akkrediteringsomfang/?AkkId=).
    code: 'NA',
    short_name: 'Norsk akkreditering',
    name: 'Norsk akkreditering',
    name_en: 'Norwegian Accreditation',
    country: 'NO',
    website: 'https://www.akkreditert.no',
    register_url: 'https://www.akkreditert.no/akkrediterte-organisasjoner/',
    labs_estimate: 190,
    number_format: {
      testing: 'TEST NNN (e.g. TEST 037)',
      calibration: 'KALIB NNN (e.g. KALIB 045)',
    },
  },
  {
    // Numbers: believed (registration number with T/C suffix). Estimate: believed.
    code: 'INAB',
    short_name: 'INAB',
    name: 'Irish National Accreditation Board',
    name_en: 'Irish National Accreditation Board',
    country: 'IE',
    website: 'https://www.inab.ie',
    register_url: 'https://www.inab.ie/inab-directory/',
    labs_estimate: 170,
    number_format: {
      testing: 'NNNT (e.g. 123T)',
      calibration: 'NNNC (e.g. 045C)',
    },
  },
  {
    // Numbers: verified (L0705 testing, M0003 calibration — calibration labs
    // carry M, not L). Lab record address verified (pesquisa/ficha_lae.asp?ID=).
    code: 'IPAC',
    short_name: 'IPAC',
    name: 'Instituto Português de Acreditação, I.P.',
    name_en: 'Portuguese Accreditation Institute',
    country: 'PT',
    website: 'https://www.ipac.pt',
    register_url: 'https://www.ipac.pt/pesquisa/acredita.asp',
    labs_estimate: 420,
    number_format: {
      testing: 'LNNNN (e.g. L0705)',
      calibration: 'MNNNN (e.g. M0003)',
    },
  },
  {
    // Numbers: testing verified (AB 079, AB 286, AB 1095), calibration believed (AP NNN).
    // Estimate: believed.
    code: 'PCA',
    short_name: 'PCA',
    name: 'Polskie Centrum Akredytacji',
    name_en: 'Polish Centre for Accreditation',
    country: 'PL',
    website: 'https://www.pca.gov.pl',
    register_url: 'https://www.pca.gov.pl/akredytowane-podmioty/',
    labs_estimate: 1550,
    number_format: {
      testing: 'AB NNN (e.g. AB 286)',
      calibration: 'AP NNN (e.g. AP 045)',
    },
  },
  {
    // Numbers: verified (testing lab 1018.3, calibration lab 2273; testing 1xxx,
    // calibration 2xxx, a ".N" suffix for some multi-site labs). Domain cai.cz verified.
    code: 'CIA',
    short_name: 'ČIA',
    name: 'Český institut pro akreditaci, o.p.s.',
    name_en: 'Czech Accreditation Institute',
    country: 'CZ',
    website: 'https://www.cai.cz',
    register_url: 'https://www.cai.cz/?page_id=4499',
    labs_estimate: 800,
    number_format: {
      testing: '1NNN, optionally .N (e.g. 1018.3)',
      calibration: '2NNN (e.g. 2273)',
    },
  },
  {
    // Numbers: verified (SNAS mark "Reg. No. xxx/S-xxx", S = testing, K = calibration).
    // Estimate: SNAS states more than 200 accredited testing labs; plus calibration.
    code: 'SNAS',
    short_name: 'SNAS',
    name: 'Slovenská národná akreditačná služba',
    name_en: 'Slovak National Accreditation Service',
    country: 'SK',
    website: 'https://www.snas.sk',
    register_url: 'https://www.snas.sk/akreditovane-subjekty',
    labs_estimate: 270,
    number_format: {
      testing: 'S-NNN (e.g. S-123)',
      calibration: 'K-NNN (e.g. K-045)',
    },
  },
  {
    // Numbers: believed from the NAT/NAH series ("NAT-1-1377/2011", "NAH-…/2017"):
    // 1 = testing, 2 = calibration, then the issue year. Estimate: believed.
    code: 'NAH',
    short_name: 'NAH',
    name: 'Nemzeti Akkreditáló Hatóság',
    name_en: 'National Accreditation Authority (Hungary)',
    country: 'HU',
    website: 'https://www.nah.gov.hu',
    register_url: 'https://www.nah.gov.hu/hu/akkreditalt-szervezetek/',
    labs_estimate: 460,
    number_format: {
      testing: 'NAH-1-NNNN/YYYY (e.g. NAH-1-1377/2019)',
      calibration: 'NAH-2-NNNN/YYYY (e.g. NAH-2-0044/2021)',
    },
  },
  {
    // Numbers: verified for testing ("Certificate No. 285-5", "734-2"); calibration
    // believed to share the series. Portal address verified (esydops.gr). Estimate: believed.
    code: 'ESYD',
    short_name: 'ESYD',
    name: 'Εθνικό Σύστημα Διαπίστευσης Α.Ε.',
    name_en: 'Hellenic Accreditation System S.A.',
    country: 'GR',
    website: 'https://www.esyd.gr',
    register_url: 'https://esydops.gr/portal/p/esyd/en/catalogs.jsp',
    labs_estimate: 400,
    number_format: {
      testing: 'NNN-N (e.g. 285-5)',
      calibration: 'NNN-N (e.g. 41-3)',
    },
  },
];

const BY_CODE = new Map(BODIES.map((b) => [b.code, b]));

/** The body with that code, case-insensitive. */
export function bodyByCode(code: string): AccreditationBody | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
