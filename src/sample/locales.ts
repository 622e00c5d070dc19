// Per-country habits for the sample directory: how labs are named, how streets,
// postcodes and phone numbers are written, which web domain and mailbox names
// are usual, and common personal names (for contact persons the build must
// strip). Everything is drawn from an injected Rng, so output is deterministic.

import type { Rng } from './random.ts';

export interface LabNameContext {
  city: string;
  /** A category slug from src/domain/categories.ts. */
  specialty: string;
  kind: 'testing' | 'calibration';
}

export interface Locale {
  country: string;
  languages: string[];
  labName(rng: Rng, ctx: LabNameContext): string;
  street(rng: Rng): string;
  postcode(rng: Rng, cityName: string): string;
  phone(rng: Rng): string;
  tld: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
  roleMailboxes: readonly string[];
}

// ---------------------------------------------------------------------------
// Small helpers

type Family = 'chem' | 'food' | 'env' | 'bio' | 'mat' | 'elec' | 'cal';

const FAMILY_OF: Readonly<Record<string, Family>> = {
  chemical: 'chem',
  forensic: 'chem',
  'food-feed': 'food',
  water: 'env',
  environmental: 'env',
  'workplace-exposure': 'env',
  radiation: 'env',
  microbiological: 'bio',
  'molecular-biology': 'bio',
  'medical-devices-pharma': 'bio',
  mechanical: 'mat',
  'metallurgy-materials': 'mat',
  'non-destructive': 'mat',
  'construction-materials': 'mat',
  'fire-testing': 'mat',
  'textiles-leather': 'mat',
  'consumer-products-toys': 'mat',
  'electrical-safety': 'elec',
  'emc-radio': 'elec',
  'acoustics-vibration': 'elec',
  'optical-photometry': 'elec',
  calibration: 'cal',
};

function familyOf(ctx: LabNameContext): Family {
  if (ctx.kind === 'calibration') return 'cal';
  return FAMILY_OF[ctx.specialty] ?? 'chem';
}

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** n digits, the first one not zero. */
function digitsNz(rng: Rng, n: number): string {
  return String(rng.int(1, 9)) + digits(rng, n - 1);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function letters(rng: Rng, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}

/** Lowercase ASCII letters only: 'Zürich' → 'zurich', 'Łódź' → 'lodz'. */
function normCity(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
}

/** Looks a city up by any of its aliases; falls back to prefix match ('Budapest XI. kerület'). */
function cityTable<T>(entries: ReadonlyArray<readonly [string, T]>): (city: string) => T | undefined {
  const map = new Map<string, T>();
  for (const [aliases, value] of entries) {
    for (const alias of aliases.split('|')) map.set(normCity(alias), value);
  }
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  return (city) => {
    const key = normCity(city);
    if (!key) return undefined;
    const exact = map.get(key);
    if (exact !== undefined) return exact;
    const prefix = keys.find((k) => k.length >= 4 && key.startsWith(k));
    return prefix === undefined ? undefined : map.get(prefix);
  };
}

/** A number in [lo, hi] from the city's range, else from the fallback range. */
function rangedNumber(rng: Rng, range: readonly [number, number] | undefined, fallback: readonly [number, number]): number {
  const [lo, hi] = range ?? fallback;
  return rng.int(lo, hi);
}

// ---------------------------------------------------------------------------
// Lab-name engine: language kits (vocabulary + templates) and country data.

interface Words {
  /** A discipline, as used after "Institut für" / "Institute of". */
  field: readonly string[];
  /** A laboratory noun phrase: "Umweltlabor", "Testing Laboratory". */
  lab: readonly string[];
  /** A short trade word for firm names: "Analytik", "Metrology". */
  topic: readonly string[];
}

interface Tpl {
  t: string;
  w?: number;
  fam?: readonly Family[];
}

interface LangKit {
  words: Readonly<Record<Family, Words>>;
  templates: readonly Tpl[];
  brand: readonly string[];
}

interface NameData {
  legal: readonly string[];
  region: readonly string[];
  lastNames: readonly string[];
  extra?: readonly Tpl[];
}

const ACRO_LETTERS = 'ABCDEFGHIKLMNPRSTUVW';

function acronym(rng: Rng): string {
  return letters(rng, rng.weighted([2, 3, 4], (n) => (n === 3 ? 6 : n === 2 ? 2 : 2)), ACRO_LETTERS);
}

function tidy(name: string): string {
  const s = name.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/\(\s*\)/g, '').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function composeName(rng: Rng, ctx: LabNameContext, kit: LangKit, data: NameData): string {
  const fam = familyOf(ctx);
  const pool = [...kit.templates, ...(data.extra ?? [])].filter((t) => !t.fam || t.fam.includes(fam));
  const tpl = rng.weighted(pool, (t) => t.w ?? 1);
  const words = kit.words[fam];
  const last = rng.pick(data.lastNames);
  const others = data.lastNames.filter((n) => n !== last);
  const vars: Record<string, () => string> = {
    last: () => last,
    last2: () => rng.pick(others),
    city: () => ctx.city,
    region: () => rng.pick(data.region),
    legal: () => rng.pick(data.legal),
    brand: () => rng.pick(kit.brand),
    acro: () => acronym(rng),
    field: () => rng.pick(words.field),
    lab: () => rng.pick(words.lab),
    topic: () => rng.pick(words.topic),
  };
  return tidy(tpl.t.replace(/\{(\w+)\}/g, (_m, key: string) => vars[key]?.() ?? ''));
}

// --- German ----------------------------------------------------------------

const DE_KIT: LangKit = {
  words: {
    chem: {
      field: ['Analytik', 'Chemische Analytik', 'Instrumentelle Analytik', 'Produktanalytik', 'Spurenanalytik'],
      lab: ['Chemisches Labor', 'Analytiklabor', 'Labor für Analytik', 'Chemisches Laboratorium'],
      topic: ['Analytik', 'Analysentechnik', 'Chemie-Analytik', 'Labortechnik'],
    },
    food: {
      field: ['Lebensmittelchemie', 'Lebensmittelsicherheit', 'Lebensmittel- und Futtermittelanalytik', 'Agrar- und Lebensmittelanalytik'],
      lab: ['Lebensmittellabor', 'Labor für Lebensmittelanalytik', 'Lebensmittelinstitut'],
      topic: ['Lebensmittelanalytik', 'Food Analytik', 'Qualitätsanalytik', 'Agrarlabor'],
    },
    env: {
      field: ['Umweltanalytik', 'Wasser- und Bodenanalytik', 'Umwelthygiene', 'Arbeits- und Umweltschutz', 'Gewässerschutz'],
      lab: ['Umweltlabor', 'Wasserlabor', 'Umweltinstitut', 'Labor für Umweltanalytik'],
      topic: ['Umweltanalytik', 'Umwelttechnik', 'Wasseranalytik', 'Umweltlabor'],
    },
    bio: {
      field: ['Mikrobiologie', 'Hygiene und Mikrobiologie', 'Molekularbiologie', 'Medizinprodukteprüfung', 'Pharmazeutische Analytik'],
      lab: ['Hygienelabor', 'Mikrobiologisches Labor', 'Labor für Mikrobiologie', 'Hygieneinstitut'],
      topic: ['Mikrobiologie', 'Hygiene', 'Bioanalytik', 'Biotest'],
    },
    mat: {
      field: ['Materialprüfung', 'Werkstoffprüfung', 'Werkstofftechnik', 'Baustoffprüfung', 'Zerstörungsfreie Prüfung'],
      lab: ['Werkstoffprüflabor', 'Prüflabor', 'Materialprüfanstalt', 'Prüfstelle für Baustoffe'],
      topic: ['Werkstoffprüfung', 'Prüftechnik', 'Materialprüfung', 'Baustoffprüfung'],
    },
    elec: {
      field: ['Elektrotechnik', 'EMV und Funktechnik', 'Elektrische Sicherheit', 'Lichttechnik', 'Akustik'],
      lab: ['EMV-Labor', 'Prüflabor für Elektrotechnik', 'Elektroprüflabor', 'Akustiklabor'],
      topic: ['Prüftechnik', 'EMV-Technik', 'Elektroprüftechnik', 'Testservices'],
    },
    cal: {
      field: ['Messtechnik', 'Kalibriertechnik', 'Metrologie', 'Prüfmittelüberwachung'],
      lab: ['Kalibrierlabor', 'Kalibrierlaboratorium', 'Kalibrierdienst', 'Kalibrierzentrum'],
      topic: ['Messtechnik', 'Kalibriertechnik', 'Kalibrierservice', 'Mess- und Prüftechnik'],
    },
  },
  brand: ['Analytica', 'Prüftec', 'Labotec', 'MessTec', 'Quantis', 'Nordlab', 'Südlab', 'Metrion', 'Aqualytic', 'Biolytic', 'Materialis', 'Elektra', 'Proline', 'Kalitec', 'Hydrotest', 'Certlab'],
  templates: [
    { t: '{lab} Dr. {last} {legal}', w: 3 },
    { t: 'Labor Dr. {last} + Partner {legal}', w: 2 },
    { t: 'Institut für {field} {region} {legal}', w: 3 },
    { t: 'Institut Dr. {last} {legal}', w: 2 },
    { t: '{last} & {last2} {topic} {legal}', w: 2 },
    { t: '{last} {topic} {legal}', w: 3 },
    { t: '{topic} {city} {legal}', w: 2 },
    { t: '{lab} {city} {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{acro} Institut für {field} {legal}', w: 1 },
    { t: 'Prüfzentrum {brand} {legal}', w: 1, fam: ['mat', 'elec', 'chem'] },
    { t: '{brand} {topic} {legal}', w: 2 },
    { t: '{brand} Labor {legal}', w: 1 },
    { t: '{brand} Prüfzentrum {city} {legal}', w: 1, fam: ['mat', 'elec'] },
    { t: 'Hochschule {city} – {lab}', w: 1 },
    { t: 'Technische Universität {city}, {lab}', w: 1, fam: ['mat', 'elec', 'cal', 'chem'] },
    { t: 'Zentrum für {field} {city} {legal}', w: 1 },
    { t: '{topic} {region} {legal}', w: 2 },
    { t: '{lab} {last} {legal}', w: 2 },
    { t: 'Dr. {last} {topic} {legal}', w: 1 },
    { t: '{acro} {lab} {legal}', w: 1 },
    { t: 'Prüf- und Forschungsinstitut {city} {legal}', w: 1, fam: ['mat', 'elec', 'env'] },
    { t: 'Ingenieurbüro {last} {topic}', w: 1, fam: ['mat', 'elec', 'cal', 'env'] },
    { t: 'Gesellschaft für {field} mbH', w: 1 },
    { t: '{brand} {topic} {city} {legal}', w: 1 },
    { t: '{lab} {region} {legal}', w: 1 },
    { t: 'Materialprüfungsanstalt {region}', w: 1, fam: ['mat'] },
    { t: 'Kalibrierzentrum {region} {legal}', w: 1, fam: ['cal'] },
    { t: '{last} {lab} {legal}', w: 1 },
  ],
};

// --- English ----------------------------------------------------------------

const EN_KIT: LangKit = {
  words: {
    chem: {
      field: ['Analytical Chemistry', 'Chemical Analysis', 'Trace Analysis', 'Industrial Chemistry'],
      lab: ['Analytical Laboratory', 'Chemistry Laboratory', 'Analytical Services'],
      topic: ['Analytical', 'Analytical Services', 'Chemical Testing', 'Scientific'],
    },
    food: {
      field: ['Food Science', 'Food Safety', 'Food and Feed Analysis'],
      lab: ['Food Testing Laboratory', 'Food Laboratory', 'Food Safety Laboratory'],
      topic: ['Food Testing', 'Food Analysis', 'Food Labs', 'Food Science'],
    },
    env: {
      field: ['Environmental Science', 'Water Quality', 'Environmental Monitoring', 'Occupational Hygiene'],
      lab: ['Environmental Laboratory', 'Water Testing Laboratory', 'Environmental Services'],
      topic: ['Environmental', 'Environmental Testing', 'Water Testing', 'Air Quality'],
    },
    bio: {
      field: ['Microbiology', 'Molecular Diagnostics', 'Pharmaceutical Analysis', 'Medical Device Testing'],
      lab: ['Microbiology Laboratory', 'Microbiological Services', 'Bioanalytical Laboratory'],
      topic: ['Microbiology', 'Microbiological Services', 'Bioscience', 'Bioanalysis'],
    },
    mat: {
      field: ['Materials Testing', 'Materials Engineering', 'Structural Testing', 'Non-Destructive Testing'],
      lab: ['Materials Testing Laboratory', 'Test House', 'Testing Centre'],
      topic: ['Materials Testing', 'Testing Services', 'NDT Services', 'Test House', 'Materials Technology'],
    },
    elec: {
      field: ['Electrical Engineering', 'Electromagnetic Compatibility', 'Electrical Safety', 'Acoustics'],
      lab: ['EMC Laboratory', 'Electrical Test House', 'Compliance Laboratory'],
      topic: ['Compliance', 'EMC', 'Product Compliance', 'Test Services', 'Acoustics'],
    },
    cal: {
      field: ['Metrology', 'Measurement Science', 'Calibration'],
      lab: ['Calibration Laboratory', 'Calibration Centre', 'Metrology Laboratory'],
      topic: ['Calibration', 'Calibration Services', 'Metrology', 'Instrument Services'],
    },
  },
  brand: ['Alcontrol', 'Assurance', 'Precision', 'Sentinel', 'Quantum', 'Meridian', 'Apex', 'Vertex', 'Pinnacle', 'Kinetic', 'Crown', 'Beacon', 'Summit', 'Keystone', 'Landmark', 'Harbour', 'Phoenix', 'Atlas'],
  templates: [
    { t: '{last} Laboratories {legal}', w: 3 },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{city} {topic} {legal}', w: 3 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{brand} Laboratories {legal}', w: 2 },
    { t: '{acro} Laboratories {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{region} {topic} {legal}', w: 2 },
    { t: '{region} Scientific Services', w: 1, fam: ['chem', 'food', 'env', 'bio'] },
    { t: 'University of {city} – {lab}', w: 1 },
    { t: '{brand} Scientific {legal}', w: 1, fam: ['chem', 'food', 'env', 'bio'] },
    { t: '{brand} Metrology {legal}', w: 1, fam: ['cal'] },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{topic} Solutions ({city}) {legal}', w: 1 },
    { t: '{brand} Technical Services {legal}', w: 1 },
    { t: '{last} Associates {legal}', w: 1 },
    { t: '{brand} {lab} {legal}', w: 1 },
    { t: 'The {field} Centre {legal}', w: 1 },
    { t: '{city} {lab}', w: 1 },
    { t: '{brand} Test & Inspection {legal}', w: 1, fam: ['mat', 'elec'] },
    { t: '{region} Calibration Services {legal}', w: 1, fam: ['cal'] },
    { t: '{last} Instrument Services {legal}', w: 1, fam: ['cal'] },
    { t: '{brand} Labs {legal}', w: 1 },
    { t: '{acro} Group {legal}', w: 1 },
    { t: '{city} Public Analyst Laboratory', w: 1, fam: ['food', 'chem', 'env'] },
    { t: '{region} Water Laboratories {legal}', w: 1, fam: ['env'] },
    { t: '{brand} Analytical {legal}', w: 1, fam: ['chem', 'food', 'env'] },
    { t: '{brand} Materials Technology {legal}', w: 1, fam: ['mat'] },
    { t: '{brand} Compliance {legal}', w: 1, fam: ['elec'] },
    { t: '{brand} Microbiology {legal}', w: 1, fam: ['bio', 'food'] },
  ],
};

// --- French -----------------------------------------------------------------

const FR_KIT: LangKit = {
  words: {
    chem: {
      field: ['Chimie Analytique', 'Analyses Chimiques', 'Chimie'],
      lab: ["Laboratoire d\'Analyses", 'Laboratoire de Chimie', "Laboratoire d\'Analyses Chimiques"],
      topic: ['Analyses', 'Chimie Analytique', 'Analytique', 'Analyses Industrielles'],
    },
    food: {
      field: ['Analyses Alimentaires', 'Sécurité des Aliments', 'Agroalimentaire'],
      lab: ['Laboratoire Agroalimentaire', "Laboratoire d\'Analyses Alimentaires", "Laboratoire d\'Hygiène Alimentaire"],
      topic: ['Agro Analyses', 'Alimentaire', 'Nutrition Analyses', 'Qualité Alimentaire'],
    },
    env: {
      field: ["l\'Environnement", 'Hydrologie', 'Qualité de l\'Air'],
      lab: ["Laboratoire de l\'Environnement", 'Laboratoire des Eaux', "Laboratoire d\'Hydrologie"],
      topic: ['Environnement', 'Eaux et Environnement', 'Hydro Analyses', 'Air Environnement'],
    },
    bio: {
      field: ['Microbiologie', 'Biologie Moléculaire', 'Hygiène et Microbiologie'],
      lab: ['Laboratoire de Microbiologie', "Laboratoire d\'Hygiène", 'Laboratoire de Biologie'],
      topic: ['Microbiologie', 'Bio Analyses', 'Hygiène', 'Biotests'],
    },
    mat: {
      field: ['Essais des Matériaux', 'Mécanique des Matériaux', 'Métallurgie', 'Contrôle Non Destructif'],
      lab: ["Laboratoire d\'Essais", "Centre d\'Essais", "Laboratoire d\'Essais Mécaniques"],
      topic: ['Essais', 'Matériaux', 'Contrôle et Essais', 'Essais Industriels'],
    },
    elec: {
      field: ['Électrotechnique', 'Compatibilité Électromagnétique', 'Sécurité Électrique', 'Acoustique'],
      lab: ["Laboratoire d\'Essais Électriques", "Centre d\'Essais CEM", 'Laboratoire CEM'],
      topic: ['Essais Électriques', 'CEM', 'Électronique Essais', 'Acoustique'],
    },
    cal: {
      field: ['Métrologie', 'Étalonnage', 'Mesure'],
      lab: ['Laboratoire de Métrologie', "Laboratoire d\'Étalonnage", 'Centre de Métrologie'],
      topic: ['Métrologie', 'Étalonnage', 'Mesure et Étalonnage', 'Instrumentation'],
    },
  },
  brand: ['Analytix', 'Mesurex', 'Qualitest', 'Biovalys', 'Hydrexa', 'Labsud', 'Normalys', 'Actilab', 'Alphalab', 'Axess', 'Précimétrie', 'Sodilab', 'Certilab', 'Inovalys', 'Armolab', 'Provalis'],
  templates: [
    { t: '{lab} {last} {legal}', w: 3 },
    { t: '{lab} de {city}', w: 2 },
    { t: '{lab} {brand} {legal}', w: 2 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{acro} {legal}', w: 1 },
    { t: 'Institut de {field} {region}', w: 1 },
    { t: '{topic} {region} {legal}', w: 2 },
    { t: '{topic} {city} {legal}', w: 2 },
    { t: 'Groupe {last} {legal}', w: 1 },
    { t: '{brand} Labs {legal}', w: 1 },
    { t: 'Université de {city} – {lab}', w: 1 },
    { t: 'Centre Technique de {field}', w: 1, fam: ['mat', 'elec', 'cal'] },
    { t: '{acro} {lab}', w: 1 },
    { t: '{lab} {acro} {legal}', w: 1 },
    { t: '{lab} {last} et Associés {legal}', w: 1 },
    { t: 'Laboratoire {last} {legal}', w: 2 },
    { t: 'Labo {brand} {legal}', w: 1 },
    { t: '{brand} Contrôle {legal}', w: 1, fam: ['mat', 'elec'] },
    { t: '{brand} Environnement {legal}', w: 1, fam: ['env'] },
    { t: '{brand} Hygiène {legal}', w: 1, fam: ['bio', 'food'] },
    { t: '{brand} Instrumentation {legal}', w: 1, fam: ['cal'] },
    { t: 'Laboratoire de {field} de {city}', w: 1 },
  ],
};

// --- Italian ----------------------------------------------------------------

const IT_KIT: LangKit = {
  words: {
    chem: {
      field: ['Chimica Analitica', 'Analisi Chimiche', 'Chimica Industriale'],
      lab: ['Laboratorio Chimico', 'Laboratorio di Analisi', 'Laboratorio Analisi Chimiche'],
      topic: ['Analisi', 'Chimica', 'Lab Analisi', 'Analitica'],
    },
    food: {
      field: ['Scienze Alimentari', 'Sicurezza Alimentare', 'Analisi Agroalimentari'],
      lab: ['Laboratorio Agroalimentare', 'Laboratorio Analisi Alimenti', 'Laboratorio Enologico'],
      topic: ['Agroalimentare', 'Food Lab', 'Analisi Alimenti', 'Enologia'],
    },
    env: {
      field: ['Analisi Ambientali', 'Igiene Ambientale', 'Qualità delle Acque'],
      lab: ['Laboratorio Ambientale', 'Laboratorio Acque', 'Laboratorio di Igiene Ambientale'],
      topic: ['Ambiente', 'Ecologia', 'Analisi Ambientali', 'Acque'],
    },
    bio: {
      field: ['Microbiologia', 'Biologia Molecolare', 'Analisi Farmaceutiche'],
      lab: ['Laboratorio di Microbiologia', 'Laboratorio Biologico', 'Laboratorio Microbiologico'],
      topic: ['Microbiologia', 'Biolab', 'Bioanalisi', 'Biotecnologie'],
    },
    mat: {
      field: ['Prove sui Materiali', 'Scienza dei Materiali', 'Controlli Non Distruttivi', 'Materiali da Costruzione'],
      lab: ['Laboratorio Prove Materiali', 'Laboratorio Prove', 'Centro Prove'],
      topic: ['Prove Materiali', 'Controlli', 'Testing', 'Materiali'],
    },
    elec: {
      field: ['Elettrotecnica', 'Compatibilità Elettromagnetica', 'Sicurezza Elettrica', 'Acustica'],
      lab: ['Laboratorio Prove Elettriche', 'Laboratorio EMC', 'Laboratorio di Acustica'],
      topic: ['Elettrotest', 'EMC', 'Compliance', 'Acustica'],
    },
    cal: {
      field: ['Metrologia', 'Taratura', 'Misure'],
      lab: ['Centro di Taratura', 'Laboratorio di Taratura', 'Laboratorio Metrologico'],
      topic: ['Metrologia', 'Tarature', 'Strumenti di Misura', 'Misure'],
    },
  },
  brand: ['Analitica', 'Chelab', 'Tecnolab', 'Biochemie', 'Ecolabs', 'Metrolab', 'Provatest', 'Sinergie', 'Aquaprove', 'Labcontrol', 'Novalab', 'Italprove', 'Tecnoprove', 'Certilab', 'Omnia', 'Alfa'],
  templates: [
    { t: 'Laboratorio {last} {legal}', w: 3 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{brand} Lab {legal}', w: 2 },
    { t: '{lab} {city} {legal}', w: 2 },
    { t: '{acro} Laboratori {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: 'Istituto di {field} {region}', w: 1 },
    { t: 'Centro Analisi {brand} {legal}', w: 1, fam: ['chem', 'food', 'env', 'bio'] },
    { t: '{brand} {topic} {legal}', w: 2 },
    { t: 'Laboratorio di {field} {brand} {legal}', w: 1 },
    { t: 'Centro di Taratura {brand} {legal}', w: 1, fam: ['cal'] },
    { t: '{last} Metrologia {legal}', w: 1, fam: ['cal'] },
    { t: 'Università degli Studi di {city} – Dipartimento di {field}', w: 1 },
    { t: 'Laboratorio Chimico Provinciale di {city}', w: 1, fam: ['chem', 'food', 'env'] },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{topic} {city} {legal}', w: 2 },
    { t: '{topic} {region} {legal}', w: 1 },
    { t: '{lab} {last} {legal}', w: 2 },
    { t: 'Studio Tecnico {last}', w: 1, fam: ['mat', 'elec', 'env'] },
    { t: '{brand} Group {legal}', w: 1 },
    { t: 'Laboratori {last} {legal}', w: 1 },
    { t: 'Centro Ricerche {brand} {legal}', w: 1 },
    { t: '{lab} {acro} {legal}', w: 1 },
    { t: 'Consorzio {brand} {region}', w: 1 },
    { t: '{last} {topic} {legal}', w: 1 },
  ],
};

// --- Spanish ----------------------------------------------------------------

const ES_KIT: LangKit = {
  words: {
    chem: {
      field: ['Análisis Químico', 'Química Analítica', 'Química Industrial'],
      lab: ['Laboratorio de Análisis', 'Laboratorio Químico', 'Laboratorio de Química'],
      topic: ['Análisis', 'Química Analítica', 'Analítica', 'Análisis Industriales'],
    },
    food: {
      field: ['Seguridad Alimentaria', 'Análisis Agroalimentario', 'Tecnología de los Alimentos'],
      lab: ['Laboratorio Agroalimentario', 'Laboratorio de Alimentos', 'Laboratorio Enológico'],
      topic: ['Agroalimentaria', 'Alimentos', 'Food Lab', 'Enología'],
    },
    env: {
      field: ['Medio Ambiente', 'Calidad de Aguas', 'Higiene Industrial'],
      lab: ['Laboratorio de Medio Ambiente', 'Laboratorio de Aguas', 'Laboratorio Ambiental'],
      topic: ['Medio Ambiente', 'Aguas', 'Ambiental', 'Control Ambiental'],
    },
    bio: {
      field: ['Microbiología', 'Biología Molecular', 'Análisis Farmacéutico'],
      lab: ['Laboratorio de Microbiología', 'Laboratorio Microbiológico', 'Laboratorio de Biología'],
      topic: ['Microbiología', 'Biolab', 'Bioanálisis', 'Biotecnología'],
    },
    mat: {
      field: ['Ensayos de Materiales', 'Materiales de Construcción', 'Ensayos No Destructivos', 'Metalurgia'],
      lab: ['Laboratorio de Ensayos', 'Laboratorio de Materiales', 'Centro de Ensayos'],
      topic: ['Ensayos', 'Control de Calidad', 'Materiales', 'Ensayos Técnicos'],
    },
    elec: {
      field: ['Electrotecnia', 'Compatibilidad Electromagnética', 'Seguridad Eléctrica', 'Acústica'],
      lab: ['Laboratorio de Ensayos Eléctricos', 'Laboratorio EMC', 'Laboratorio de Acústica'],
      topic: ['Ensayos Eléctricos', 'EMC', 'Electrotecnia', 'Acústica'],
    },
    cal: {
      field: ['Metrología', 'Calibración', 'Medida'],
      lab: ['Laboratorio de Calibración', 'Laboratorio de Metrología', 'Centro de Metrología'],
      topic: ['Metrología', 'Calibración', 'Calibraciones', 'Instrumentación'],
    },
  },
  brand: ['Labaqua', 'Analiza', 'Tecnalab', 'Metrotec', 'Ensatec', 'Biomar', 'Aquimisa', 'Calitec', 'Cecotec', 'Iberlab', 'Hispalab', 'Medilab', 'Certitec', 'Novolab', 'Quimitec', 'Solalab'],
  templates: [
    { t: 'Laboratorio {last} {legal}', w: 3 },
    { t: 'Laboratorios {brand} {legal}', w: 2 },
    { t: '{brand} {lab} {legal}', w: 1 },
    { t: '{lab} de {city}', w: 2 },
    { t: '{acro} Laboratorios {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: 'Centro Tecnológico de {field}', w: 1 },
    { t: 'Instituto de {field} {region}', w: 1 },
    { t: 'Laboratorio Agroalimentario de {city}', w: 1, fam: ['food'] },
    { t: 'Universidad de {city} – {lab}', w: 1 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{topic} {region} {legal}', w: 2 },
    { t: '{topic} {city} {legal}', w: 1 },
    { t: '{last} y {last2} {legal}', w: 1 },
    { t: '{lab} {last} {legal}', w: 2 },
    { t: '{lab} {brand} {legal}', w: 1 },
    { t: 'Laboratorio de {field} {acro} {legal}', w: 1 },
    { t: '{brand} Calibración {legal}', w: 1, fam: ['cal'] },
    { t: 'Ingeniería y Ensayos {last} {legal}', w: 1, fam: ['mat', 'elec'] },
    { t: 'Asociación de Investigación {brand}', w: 1 },
    { t: '{brand} Control {legal}', w: 1, fam: ['mat', 'elec', 'env'] },
    { t: '{last} Análisis {legal}', w: 1, fam: ['chem', 'food', 'env'] },
    { t: 'Grupo {brand} {legal}', w: 1 },
    { t: '{brand} Ambiental {legal}', w: 1, fam: ['env'] },
  ],
};

// --- Dutch ------------------------------------------------------------------

const NL_KIT: LangKit = {
  words: {
    chem: {
      field: ['Analytische Chemie', 'Chemische Analyse', 'Productanalyse'],
      lab: ['Analyselaboratorium', 'Chemisch Laboratorium', 'Laboratorium voor Analyse'],
      topic: ['Analyse', 'Analytics', 'Chemie', 'Labservice'],
    },
    food: {
      field: ['Voedselveiligheid', 'Levensmiddelenanalyse', 'Voeding en Diervoeding'],
      lab: ['Voedingslaboratorium', 'Laboratorium voor Levensmiddelen', 'Zuivellaboratorium'],
      topic: ['Food Analyse', 'Voedingsanalyse', 'Foodlab', 'Agro Analyse'],
    },
    env: {
      field: ['Milieuanalyse', 'Waterkwaliteit', 'Bodem en Water'],
      lab: ['Milieulaboratorium', 'Waterlaboratorium', 'Laboratorium voor Bodem en Water'],
      topic: ['Milieu', 'Milieutechniek', 'Wateranalyse', 'Bodemanalyse'],
    },
    bio: {
      field: ['Microbiologie', 'Moleculaire Biologie', 'Farmaceutische Analyse'],
      lab: ['Microbiologisch Laboratorium', 'Hygiënelaboratorium', 'Laboratorium voor Microbiologie'],
      topic: ['Microbiologie', 'Biolab', 'Bioanalyse', 'Hygiëne'],
    },
    mat: {
      field: ['Materiaalonderzoek', 'Bouwmaterialen', 'Niet-Destructief Onderzoek', 'Materiaalkunde'],
      lab: ['Testlaboratorium', 'Materiaallaboratorium', 'Beproevingslaboratorium'],
      topic: ['Materiaaltechniek', 'Testing', 'Keuringen', 'Beproeving'],
    },
    elec: {
      field: ['Elektrotechniek', 'Elektromagnetische Compatibiliteit', 'Elektrische Veiligheid', 'Akoestiek'],
      lab: ['EMC-laboratorium', 'Elektrotechnisch Laboratorium', 'Akoestisch Laboratorium'],
      topic: ['EMC', 'Elektrotechniek', 'Compliance', 'Akoestiek'],
    },
    cal: {
      field: ['Metrologie', 'Kalibratie', 'Meettechniek'],
      lab: ['Kalibratielaboratorium', 'Kalibratiecentrum', 'IJklaboratorium'],
      topic: ['Kalibratie', 'Meettechniek', 'Kalibratieservice', 'Metrologie'],
    },
  },
  brand: ['Analytico', 'Aqualab', 'Kiwilab', 'Polderlab', 'Deltalab', 'Hollandlab', 'Meetlab', 'Testa', 'Nedlab', 'Agrolab', 'IJssel', 'Rijnlab', 'Maaslab', 'Noordlab', 'Zuidlab', 'Kalibra'],
  templates: [
    { t: '{last} Laboratorium {legal}', w: 3 },
    { t: 'Laboratorium {last} {legal}', w: 2 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{acro} Laboratoria {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{city} {topic} {legal}', w: 2 },
    { t: 'Stichting {lab} {region}', w: 1 },
    { t: '{region} Laboratorium {legal}', w: 1 },
    { t: 'Universiteit {city} – {lab}', w: 1 },
    { t: '{lab} {city} {legal}', w: 2 },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{brand} Lab {legal}', w: 1 },
    { t: 'Kalibratielaboratorium {brand} {legal}', w: 1, fam: ['cal'] },
    { t: '{brand} Kalibratie {legal}', w: 1, fam: ['cal'] },
    { t: 'Instituut voor {field} {legal}', w: 1 },
    { t: '{lab} {brand} {legal}', w: 1 },
    { t: 'Centrum voor {field} {region}', w: 1 },
    { t: '{topic} {region} {legal}', w: 1 },
    { t: 'Ingenieursbureau {last} {legal}', w: 1, fam: ['mat', 'elec', 'env'] },
    { t: '{brand} Testing {legal}', w: 1, fam: ['mat', 'elec'] },
    { t: '{brand} Milieu {legal}', w: 1, fam: ['env'] },
    { t: '{brand} Food {legal}', w: 1, fam: ['food'] },
    { t: '{acro} Groep {legal}', w: 1 },
  ],
};

// --- Nordic, Portuguese, Central European, Greek ---------------------------------

const SV_KIT: LangKit = {
  words: {
    chem: { field: ['analytisk kemi', 'kemisk analys'], lab: ['Analyslaboratorium', 'Kemlab'], topic: ['Analys', 'Kemanalys', 'Analytics'] },
    food: { field: ['livsmedelssäkerhet', 'livsmedelsanalys'], lab: ['Livsmedelslaboratorium', 'Foderlaboratorium'], topic: ['Livsmedelsanalys', 'Food Lab', 'Foderanalys'] },
    env: { field: ['miljöanalys', 'vattenkvalitet'], lab: ['Miljölaboratorium', 'Vattenlaboratorium'], topic: ['Miljöanalys', 'Vattenanalys', 'Miljö'] },
    bio: { field: ['mikrobiologi', 'molekylärbiologi'], lab: ['Mikrobiologiskt laboratorium', 'Biolab'], topic: ['Mikrobiologi', 'Bioanalys', 'Biotest'] },
    mat: { field: ['materialprovning', 'oförstörande provning'], lab: ['Provningslaboratorium', 'Materiallaboratorium'], topic: ['Provning', 'Materialteknik', 'Materialprovning'] },
    elec: { field: ['elsäkerhet', 'EMC'], lab: ['EMC-laboratorium', 'Elprovning'], topic: ['Elprovning', 'EMC', 'Akustik'] },
    cal: { field: ['mätteknik', 'kalibrering'], lab: ['Kalibreringslaboratorium', 'Kalibreringscenter'], topic: ['Kalibrering', 'Mätteknik', 'Kalibreringstjänst'] },
  },
  brand: ['Norrlab', 'Svealab', 'Analycen', 'Mätcenter', 'Provtec', 'Vattenlab', 'Nordanalys', 'Kalibra', 'Labkraft', 'Skandilab'],
  templates: [
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{city} {topic} {legal}', w: 3 },
    { t: '{acro} Laboratorier {legal}', w: 2 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{lab} {city}', w: 1 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{brand} Labs {legal}', w: 1 },
    { t: 'Laboratoriet för {field}, {city}', w: 1 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 1 },
    { t: '{lab} {brand} {legal}', w: 1 },
  ],
};

const DA_KIT: LangKit = {
  words: {
    chem: { field: ['analytisk kemi', 'kemisk analyse'], lab: ['Analyselaboratorium', 'Kemisk Laboratorium'], topic: ['Analyse', 'Kemi', 'Analytics'] },
    food: { field: ['fødevaresikkerhed', 'fødevareanalyse'], lab: ['Fødevarelaboratorium', 'Foderlaboratorium'], topic: ['Fødevareanalyse', 'Food Lab', 'Foderanalyse'] },
    env: { field: ['miljøanalyse', 'vandkvalitet'], lab: ['Miljølaboratorium', 'Vandlaboratorium'], topic: ['Miljø', 'Miljøanalyse', 'Vandanalyse'] },
    bio: { field: ['mikrobiologi', 'molekylærbiologi'], lab: ['Mikrobiologisk Laboratorium', 'Biolab'], topic: ['Mikrobiologi', 'Bioanalyse', 'Biotest'] },
    mat: { field: ['materialeprøvning', 'ikke-destruktiv prøvning'], lab: ['Prøvningslaboratorium', 'Materialelaboratorium'], topic: ['Prøvning', 'Materialeteknik', 'Testcenter'] },
    elec: { field: ['elsikkerhed', 'EMC'], lab: ['EMC-laboratorium', 'Elprøvning'], topic: ['EMC', 'Elprøvning', 'Akustik'] },
    cal: { field: ['måleteknik', 'kalibrering'], lab: ['Kalibreringslaboratorium', 'Kalibreringscenter'], topic: ['Kalibrering', 'Måleteknik', 'Kalibreringsservice'] },
  },
  brand: ['Danlab', 'Nordlab', 'Miljølab', 'Agrolab', 'Testcenter', 'Kalibra', 'Vestlab', 'Østlab', 'Analytica', 'Måletek'],
  templates: [
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{city} {topic} {legal}', w: 2 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{acro} Laboratorier {legal}', w: 2 },
    { t: '{lab} {city} {legal}', w: 1 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 1 },
    { t: 'Laboratoriet for {field}, {city}', w: 1 },
    { t: '{last} & {last2} {legal}', w: 1 },
  ],
};

const FI_KIT: LangKit = {
  words: {
    chem: { field: ['analyyttinen kemia', 'kemian analytiikka'], lab: ['Analyysilaboratorio', 'Kemian laboratorio'], topic: ['Analytiikka', 'Analyysipalvelut', 'Kemia'] },
    food: { field: ['elintarviketurvallisuus', 'elintarvikeanalytiikka'], lab: ['Elintarvikelaboratorio', 'Rehulaboratorio'], topic: ['Elintarvikeanalytiikka', 'Food Lab', 'Rehuanalytiikka'] },
    env: { field: ['ympäristöanalytiikka', 'vesianalytiikka'], lab: ['Ympäristölaboratorio', 'Vesilaboratorio'], topic: ['Ympäristöpalvelut', 'Vesianalytiikka', 'Ympäristö'] },
    bio: { field: ['mikrobiologia', 'molekyylibiologia'], lab: ['Mikrobiologian laboratorio', 'Biolaboratorio'], topic: ['Mikrobiologia', 'Bioanalytiikka', 'Biotest'] },
    mat: { field: ['materiaalitestaus', 'rikkomaton aineenkoetus'], lab: ['Testauslaboratorio', 'Materiaalilaboratorio'], topic: ['Testaus', 'Materiaalitekniikka', 'Tarkastus'] },
    elec: { field: ['sähköturvallisuus', 'EMC'], lab: ['EMC-laboratorio', 'Sähkötestaus'], topic: ['Sähkötestaus', 'EMC', 'Akustiikka'] },
    cal: { field: ['mittaustekniikka', 'kalibrointi'], lab: ['Kalibrointilaboratorio', 'Mittanormaalilaboratorio'], topic: ['Kalibrointi', 'Mittaustekniikka', 'Kalibrointipalvelut'] },
  },
  brand: ['Suomilab', 'Nordlab', 'Labtium', 'Metrolab', 'Vesilabs', 'Botnia', 'Kymlab', 'Savolab', 'Polarlab', 'Testilabra'],
  templates: [
    { t: '{brand} {legal}', w: 3 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{acro} Labs {legal}', w: 2 },
    { t: '{lab} {city}', w: 1 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{acro} {topic} {legal}', w: 1 },
    { t: '{topic} {city} {legal}', w: 2 },
    { t: 'Oy {brand} Ab', w: 1 },
  ],
};

const NO_KIT: LangKit = {
  words: {
    chem: { field: ['analytisk kjemi', 'kjemisk analyse'], lab: ['Analyselaboratorium', 'Kjemisk laboratorium'], topic: ['Analyse', 'Kjemi', 'Analytics'] },
    food: { field: ['mattrygghet', 'matanalyse'], lab: ['Matlaboratorium', 'Næringsmiddellaboratorium'], topic: ['Matanalyse', 'Food Lab', 'Fiskeanalyse'] },
    env: { field: ['miljøanalyse', 'vannkvalitet'], lab: ['Miljølaboratorium', 'Vannlaboratorium'], topic: ['Miljø', 'Miljøanalyse', 'Vannanalyse'] },
    bio: { field: ['mikrobiologi', 'molekylærbiologi'], lab: ['Mikrobiologisk laboratorium', 'Biolab'], topic: ['Mikrobiologi', 'Bioanalyse', 'Biotest'] },
    mat: { field: ['materialprøving', 'ikke-destruktiv testing'], lab: ['Prøvingslaboratorium', 'Materiallaboratorium'], topic: ['Prøving', 'Materialteknikk', 'NDT'] },
    elec: { field: ['elsikkerhet', 'EMC'], lab: ['EMC-laboratorium', 'Elektrolaboratorium'], topic: ['EMC', 'Elprøving', 'Akustikk'] },
    cal: { field: ['måleteknikk', 'kalibrering'], lab: ['Kalibreringslaboratorium', 'Kalibreringssenter'], topic: ['Kalibrering', 'Måleteknikk', 'Kalibreringstjenester'] },
  },
  brand: ['Labora', 'Nordlab', 'Fjordlab', 'Havlab', 'Norlab', 'Vestlab', 'Polarlab', 'Kalibra', 'Måletek', 'Analysesenteret'],
  templates: [
    { t: '{brand} {legal}', w: 3 },
    { t: '{brand} {topic} {legal}', w: 2 },
    { t: '{city} {topic} {legal}', w: 2 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{acro} Laboratorier {legal}', w: 2 },
    { t: '{lab} {city}', w: 1 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{acro} {topic} {legal}', w: 1 },
    { t: '{lab} {brand} {legal}', w: 1 },
  ],
};

const PT_KIT: LangKit = {
  words: {
    chem: { field: ['Química Analítica', 'Análises Químicas'], lab: ['Laboratório de Análises', 'Laboratório de Química'], topic: ['Análises', 'Química', 'Analítica'] },
    food: { field: ['Segurança Alimentar', 'Análises Agroalimentares'], lab: ['Laboratório Agroalimentar', 'Laboratório de Alimentos', 'Laboratório Enológico'], topic: ['Agroalimentar', 'Alimentos', 'Enologia'] },
    env: { field: ['Ambiente', 'Qualidade da Água'], lab: ['Laboratório de Ambiente', 'Laboratório de Águas'], topic: ['Ambiente', 'Águas', 'Ambiental'] },
    bio: { field: ['Microbiologia', 'Biologia Molecular'], lab: ['Laboratório de Microbiologia', 'Laboratório de Biologia'], topic: ['Microbiologia', 'Biolab', 'Bioanálises'] },
    mat: { field: ['Ensaios de Materiais', 'Materiais de Construção'], lab: ['Laboratório de Ensaios', 'Centro de Ensaios'], topic: ['Ensaios', 'Materiais', 'Controlo de Qualidade'] },
    elec: { field: ['Electrotecnia', 'Compatibilidade Electromagnética', 'Acústica'], lab: ['Laboratório de Ensaios Eléctricos', 'Laboratório de Acústica'], topic: ['Ensaios Eléctricos', 'EMC', 'Acústica'] },
    cal: { field: ['Metrologia', 'Calibração'], lab: ['Laboratório de Metrologia', 'Laboratório de Calibração'], topic: ['Metrologia', 'Calibração', 'Instrumentação'] },
  },
  brand: ['Lusolab', 'Analisa', 'Metrolusa', 'Aqualab', 'Iberlab', 'Atlântico', 'Tejolab', 'Dourolab', 'Certilab', 'Agrolab'],
  templates: [
    { t: '{lab} {last} {legal}', w: 2 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{lab} de {city}', w: 1 },
    { t: '{acro} Laboratórios {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 1 },
    { t: 'Universidade de {city} – {lab}', w: 1 },
    { t: 'Centro Tecnológico de {field}', w: 1 },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{topic} {region} {legal}', w: 1 },
    { t: 'Instituto de {field} {region}', w: 1 },
    { t: '{lab} {brand} {legal}', w: 1 },
  ],
};

const PL_KIT: LangKit = {
  words: {
    chem: { field: ['Analiz Chemicznych', 'Chemii Analitycznej'], lab: ['Laboratorium Analityczne', 'Laboratorium Chemiczne'], topic: ['Analityka', 'Chemia', 'Lab'] },
    food: { field: ['Bezpieczeństwa Żywności', 'Badań Żywności i Pasz'], lab: ['Laboratorium Badań Żywności', 'Laboratorium Spożywcze'], topic: ['Food Lab', 'Agro', 'Analityka Żywności'] },
    env: { field: ['Badań Środowiskowych', 'Ochrony Środowiska', 'Badań Wody'], lab: ['Laboratorium Środowiskowe', 'Laboratorium Badań Wody'], topic: ['Eko', 'Ekoanalityka', 'Środowisko'] },
    bio: { field: ['Mikrobiologii', 'Biologii Molekularnej'], lab: ['Laboratorium Mikrobiologiczne', 'Laboratorium Biologiczne'], topic: ['Mikrobiologia', 'Biolab', 'Bio'] },
    mat: { field: ['Badań Materiałów', 'Badań Nieniszczących', 'Materiałów Budowlanych'], lab: ['Laboratorium Badawcze', 'Laboratorium Badań Materiałowych'], topic: ['Badania', 'Materiały', 'Testy'] },
    elec: { field: ['Elektrotechniki', 'Kompatybilności Elektromagnetycznej', 'Akustyki'], lab: ['Laboratorium Badań Elektrycznych', 'Laboratorium EMC'], topic: ['EMC', 'Elektro', 'Akustyka'] },
    cal: { field: ['Metrologii', 'Wzorcowania'], lab: ['Laboratorium Wzorcujące', 'Laboratorium Pomiarowe'], topic: ['Metrologia', 'Pomiary', 'Wzorcowanie'] },
  },
  brand: ['Polanal', 'Ekolab', 'Metrolab', 'Wiślab', 'Mazlab', 'Silesialab', 'Pomlab', 'Labtest', 'Certus', 'Proeko'],
  templates: [
    { t: 'Laboratorium {field} {brand} {legal}', w: 3 },
    { t: '{brand} {legal}', w: 2 },
    { t: '{brand} {topic} {legal}', w: 2 },
    { t: '{lab} {brand} {legal}', w: 2 },
    { t: '{lab} {last} {legal}', w: 1 },
    { t: 'Centrum {field} {acro} {legal}', w: 1 },
    { t: 'Instytut {field} {region}', w: 1 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{topic} {city} {legal}', w: 1 },
    { t: 'Zakład {field} {acro} {legal}', w: 1 },
    { t: '{last} i {last2} {legal}', w: 1 },
  ],
};

/** Czech and Slovak registers name labs alike. */
const CZECH_SLOVAK_TEMPLATES: LangKit['templates'] = [
  { t: '{brand} {legal}', w: 3 },
  { t: '{brand} {topic} {legal}', w: 2 },
  { t: '{lab} {brand} {legal}', w: 2 },
  { t: '{lab} {city}', w: 1 },
  { t: 'Ústav {field} {acro}', w: 1 },
  { t: '{acro} {topic} {legal}', w: 2 },
  { t: '{topic} {city} {legal}', w: 2 },
  { t: '{last} {topic} {legal}', w: 1 },
  { t: '{region} {topic} {legal}', w: 1 },
];

const CS_KIT: LangKit = {
  words: {
    chem: { field: ['chemických analýz', 'analytické chemie'], lab: ['Analytická laboratoř', 'Chemická laboratoř'], topic: ['Analytika', 'Chemie', 'Lab'] },
    food: { field: ['potravinářských analýz', 'bezpečnosti potravin'], lab: ['Laboratoř potravin', 'Potravinářská laboratoř'], topic: ['Food Lab', 'Agro', 'Potraviny'] },
    env: { field: ['životního prostředí', 'analýzy vod'], lab: ['Laboratoř životního prostředí', 'Laboratoř vod'], topic: ['Eko', 'Ekolab', 'Vodní analýzy'] },
    bio: { field: ['mikrobiologie', 'molekulární biologie'], lab: ['Mikrobiologická laboratoř', 'Biologická laboratoř'], topic: ['Mikrobiologie', 'Biolab', 'Bio'] },
    mat: { field: ['zkoušení materiálů', 'stavebních materiálů'], lab: ['Zkušební laboratoř', 'Zkušebna materiálů'], topic: ['Zkušebnictví', 'Materiály', 'Test'] },
    elec: { field: ['elektrotechniky', 'elektromagnetické kompatibility', 'akustiky'], lab: ['Elektrotechnická zkušebna', 'Laboratoř EMC'], topic: ['EMC', 'Elektrotest', 'Akustika'] },
    cal: { field: ['metrologie', 'kalibrace'], lab: ['Kalibrační laboratoř', 'Metrologická laboratoř'], topic: ['Metrologie', 'Kalibrace', 'Měřicí technika'] },
  },
  brand: ['Bohemialab', 'Moravlab', 'Ekolab', 'Metrotest', 'Labtech', 'Vltavalab', 'Aquatest', 'Testcentrum', 'Certilab', 'Analab'],
  templates: CZECH_SLOVAK_TEMPLATES,
};

const SK_KIT: LangKit = {
  words: {
    chem: { field: ['chemických analýz', 'analytickej chémie'], lab: ['Analytické laboratórium', 'Chemické laboratórium'], topic: ['Analytika', 'Chémia', 'Lab'] },
    food: { field: ['potravinárskych analýz', 'bezpečnosti potravín'], lab: ['Laboratórium potravín', 'Potravinárske laboratórium'], topic: ['Food Lab', 'Agro', 'Potraviny'] },
    env: { field: ['životného prostredia', 'analýzy vôd'], lab: ['Laboratórium životného prostredia', 'Laboratórium vôd'], topic: ['Eko', 'Ekolab', 'Environment'] },
    bio: { field: ['mikrobiológie', 'molekulárnej biológie'], lab: ['Mikrobiologické laboratórium', 'Biologické laboratórium'], topic: ['Mikrobiológia', 'Biolab', 'Bio'] },
    mat: { field: ['skúšania materiálov', 'stavebných materiálov'], lab: ['Skúšobné laboratórium', 'Skúšobňa materiálov'], topic: ['Skúšobníctvo', 'Materiály', 'Test'] },
    elec: { field: ['elektrotechniky', 'elektromagnetickej kompatibility', 'akustiky'], lab: ['Elektrotechnická skúšobňa', 'Laboratórium EMC'], topic: ['EMC', 'Elektrotest', 'Akustika'] },
    cal: { field: ['metrológie', 'kalibrácie'], lab: ['Kalibračné laboratórium', 'Metrologické laboratórium'], topic: ['Metrológia', 'Kalibrácia', 'Meracia technika'] },
  },
  brand: ['Tatralab', 'Danubelab', 'Ekolab', 'Metrotest', 'Slovlab', 'Váhlab', 'Aquatest', 'Testcentrum', 'Certilab', 'Analab'],
  templates: CZECH_SLOVAK_TEMPLATES,
};

const HU_KIT: LangKit = {
  words: {
    chem: { field: ['Analitikai', 'Kémiai'], lab: ['Analitikai Laboratórium', 'Kémiai Vizsgálólaboratórium'], topic: ['Analitika', 'Labor', 'Kémia'] },
    food: { field: ['Élelmiszer-vizsgáló', 'Élelmiszerbiztonsági'], lab: ['Élelmiszer-vizsgáló Laboratórium', 'Élelmiszerlabor'], topic: ['Élelmiszerlabor', 'Agrolabor', 'Food Lab'] },
    env: { field: ['Környezetvédelmi', 'Vízminőség-vizsgáló'], lab: ['Környezetvédelmi Laboratórium', 'Vízvizsgáló Laboratórium'], topic: ['Környezetvédelem', 'Ökolabor', 'Vízlabor'] },
    bio: { field: ['Mikrobiológiai', 'Molekuláris Biológiai'], lab: ['Mikrobiológiai Laboratórium', 'Biológiai Laboratórium'], topic: ['Mikrobiológia', 'Biolabor', 'Bio'] },
    mat: { field: ['Anyagvizsgáló', 'Roncsolásmentes Vizsgáló'], lab: ['Anyagvizsgáló Laboratórium', 'Vizsgálólaboratórium'], topic: ['Anyagvizsgálat', 'Minőségellenőrzés', 'Teszt'] },
    elec: { field: ['Villamos Biztonságtechnikai', 'EMC', 'Akusztikai'], lab: ['EMC Laboratórium', 'Villamos Vizsgálólaboratórium'], topic: ['EMC', 'Elektro', 'Akusztika'] },
    cal: { field: ['Metrológiai', 'Kalibráló'], lab: ['Kalibráló Laboratórium', 'Metrológiai Laboratórium'], topic: ['Metrológia', 'Kalibrálás', 'Méréstechnika'] },
  },
  brand: ['Hungarolab', 'Pannonlab', 'Dunalab', 'Tiszalab', 'Ökolab', 'Metrolab', 'Balatonlab', 'Labortest', 'Certilab', 'Alföldlab'],
  templates: [
    { t: '{brand} {legal}', w: 3 },
    { t: '{brand} {topic} {legal}', w: 2 },
    { t: '{last} {topic} {legal}', w: 2 },
    { t: '{lab} {city}', w: 1 },
    { t: '{acro} {field} Központ {legal}', w: 1 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{lab} {brand} {legal}', w: 1 },
  ],
};

// Greek labs appear in the register in Latin script (often English names).
const EL_KIT: LangKit = {
  words: {
    chem: { field: ['Chemical Analysis', 'Analytical Chemistry'], lab: ['Chemical Laboratories', 'Analytical Laboratory'], topic: ['Analytical', 'Chemical Analyses', 'Analysis Labs'] },
    food: { field: ['Food Safety', 'Food Analysis'], lab: ['Food Testing Laboratory', 'Food Laboratories'], topic: ['Food Analyses', 'Food Lab', 'Agrotest'] },
    env: { field: ['Environmental Studies', 'Water Quality'], lab: ['Environmental Laboratory', 'Water Analysis Laboratory'], topic: ['Environmental', 'Enviro', 'Hydro Analyses'] },
    bio: { field: ['Microbiology', 'Molecular Biology'], lab: ['Microbiological Laboratory', 'Biolab'], topic: ['Microbiology', 'Bioanalysis', 'Biotest'] },
    mat: { field: ['Materials Testing', 'Construction Materials'], lab: ['Testing Laboratory', 'Materials Laboratory'], topic: ['Testing', 'Materials', 'Quality Control'] },
    elec: { field: ['Electrical Testing', 'Electromagnetic Compatibility'], lab: ['EMC Laboratory', 'Electrical Testing Laboratory'], topic: ['EMC', 'Electrotest', 'Acoustics'] },
    cal: { field: ['Metrology', 'Calibration'], lab: ['Calibration Laboratory', 'Metrology Laboratory'], topic: ['Metrology', 'Calibrations', 'Instrumentation'] },
  },
  brand: ['Hellenic', 'Aegean', 'Ionian', 'Olympus', 'Attica', 'Macedonia', 'Delta', 'Omega', 'Ergastiria', 'Analytiki', 'Metrisis', 'Elemental'],
  templates: [
    { t: '{brand} {topic} {legal}', w: 3 },
    { t: '{brand} {lab} {legal}', w: 2 },
    { t: '{last} {lab} {legal}', w: 2 },
    { t: '{acro} {topic} {legal}', w: 2 },
    { t: '{lab} of {city}', w: 1 },
    { t: 'University of {city} – {lab}', w: 1 },
    { t: '{region} {lab} {legal}', w: 1 },
    { t: '{last} & {last2} {legal}', w: 1 },
    { t: '{acro} {legal}', w: 1 },
  ],
};

// ---------------------------------------------------------------------------
// Phone helpers

function phoneWith(cc: string, area: string, groups: readonly number[], rng: Rng): string {
  const parts = groups.map((n, i) => (i === 0 ? digitsNz(rng, n) : digits(rng, n)));
  return [`+${cc}`, area, ...parts].filter((p) => p !== '').join(' ');
}

// ---------------------------------------------------------------------------
// Countries

const DE_CITY_PLZ = cityTable<readonly [number, number]>([
  ['Berlin', [10115, 14199]], ['Hamburg', [20095, 22769]], ['München|Munich', [80331, 81929]], ['Köln|Cologne', [50667, 51149]],
  ['Frankfurt am Main|Frankfurt', [60306, 65936]], ['Stuttgart', [70173, 70629]], ['Düsseldorf', [40210, 40629]], ['Leipzig', [4103, 4357]],
  ['Dresden', [1067, 1328]], ['Hannover', [30159, 30669]], ['Nürnberg|Nuremberg', [90402, 90491]], ['Bremen', [28195, 28779]],
  ['Essen', [45127, 45359]], ['Dortmund', [44135, 44388]], ['Duisburg', [47051, 47279]], ['Bochum', [44787, 44894]],
  ['Mannheim', [68159, 68309]], ['Karlsruhe', [76131, 76229]], ['Freiburg im Breisgau|Freiburg', [79098, 79117]], ['Bonn', [53111, 53229]],
  ['Aachen', [52062, 52080]], ['Chemnitz', [9111, 9247]], ['Augsburg', [86150, 86199]], ['Münster', [48143, 48167]],
  ['Kiel', [24103, 24159]], ['Mainz', [55116, 55131]], ['Wiesbaden', [65183, 65207]], ['Magdeburg', [39104, 39130]],
  ['Halle', [6108, 6132]], ['Erfurt', [99084, 99099]], ['Rostock', [18055, 18147]], ['Regensburg', [93047, 93059]],
  ['Darmstadt', [64283, 64297]], ['Braunschweig', [38100, 38126]], ['Ulm', [89073, 89081]], ['Heidelberg', [69115, 69126]],
  ['Saarbrücken', [66111, 66133]], ['Potsdam', [14467, 14482]], ['Kassel', [34117, 34134]], ['Bielefeld', [33602, 33739]],
]);

const GB_OUTWARD = cityTable<readonly string[]>([
  ['London', ['EC1A', 'EC2M', 'SW1A', 'SE1', 'E14', 'N1', 'W1T', 'NW1', 'WC1E', 'SW19', 'E16', 'W3']],
  ['Birmingham', ['B1', 'B3', 'B7', 'B15', 'B33', 'B46']], ['Manchester', ['M1', 'M3', 'M13', 'M17', 'M22', 'M50']],
  ['Leeds', ['LS1', 'LS9', 'LS11', 'LS16']], ['Sheffield', ['S1', 'S3', 'S9', 'S60']], ['Bristol', ['BS1', 'BS2', 'BS16', 'BS34']],
  ['Liverpool', ['L1', 'L3', 'L24', 'L33']], ['Newcastle upon Tyne|Newcastle', ['NE1', 'NE4', 'NE12']], ['Nottingham', ['NG1', 'NG6', 'NG7', 'NG15']],
  ['Leicester', ['LE1', 'LE4', 'LE19']], ['Edinburgh', ['EH1', 'EH3', 'EH12', 'EH28']], ['Glasgow', ['G1', 'G2', 'G20', 'G52']],
  ['Cardiff', ['CF10', 'CF11', 'CF24']], ['Cambridge', ['CB1', 'CB2', 'CB4', 'CB22']], ['Oxford', ['OX1', 'OX2', 'OX4', 'OX14']],
  ['Coventry', ['CV1', 'CV4', 'CV3']], ['Reading', ['RG1', 'RG2', 'RG6']], ['Southampton', ['SO14', 'SO15', 'SO16']],
  ['Milton Keynes', ['MK1', 'MK5', 'MK9']], ['Aberdeen', ['AB10', 'AB11', 'AB12']], ['Belfast', ['BT1', 'BT3', 'BT12']],
  ['Derby', ['DE1', 'DE21', 'DE24']], ['Stoke-on-Trent', ['ST1', 'ST4', 'ST6']], ['Hull|Kingston upon Hull', ['HU1', 'HU2', 'HU7']],
  ['Guildford', ['GU1', 'GU2']], ['Swansea', ['SA1', 'SA7']], ['Norwich', ['NR1', 'NR4']], ['Plymouth', ['PL1', 'PL6']],
]);
const GB_ANY_OUTWARD = ['B12', 'M15', 'LS7', 'S10', 'BS5', 'NG2', 'LE3', 'CV6', 'RG4', 'SO17', 'CB5', 'OX3', 'DE22', 'WA4', 'WF2', 'HD1', 'BD1', 'PR1', 'CH1', 'TN23', 'ME4', 'GL1', 'EX2', 'YO10', 'DN4', 'LN6', 'PE2', 'IP3', 'CO4', 'SL1'];
const GB_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

const FR_DEPT = cityTable<string>([
  ['Paris', '75'], ['Lyon', '69'], ['Marseille', '13'], ['Toulouse', '31'], ['Nice', '06'], ['Nantes', '44'], ['Strasbourg', '67'],
  ['Montpellier', '34'], ['Bordeaux', '33'], ['Lille', '59'], ['Rennes', '35'], ['Reims', '51'], ['Grenoble', '38'], ['Dijon', '21'],
  ['Angers', '49'], ['Nancy', '54'], ['Metz', '57'], ['Clermont-Ferrand', '63'], ['Rouen', '76'], ['Caen', '14'], ['Orléans', '45'],
  ['Tours', '37'], ['Limoges', '87'], ['Poitiers', '86'], ['Brest', '29'], ['Le Mans', '72'], ['Amiens', '80'], ['Besançon', '25'],
  ['Pau', '64'], ['Mulhouse', '68'], ['Saint-Étienne', '42'], ['Toulon', '83'], ['Le Havre', '76'], ['Perpignan', '66'], ['Avignon', '84'],
  ['La Rochelle', '17'], ['Valence', '26'], ['Annecy', '74'], ['Chambéry', '73'], ['Troyes', '10'], ['Lorient', '56'], ['Quimper', '29'],
]);
const FR_ANY_DEPT = ['01', '02', '03', '10', '14', '17', '21', '22', '25', '26', '27', '28', '29', '31', '33', '34', '35', '37', '38', '42', '44', '45', '49', '51', '54', '56', '57', '59', '60', '62', '63', '64', '67', '68', '69', '71', '72', '73', '74', '76', '77', '78', '80', '83', '84', '85', '86', '87', '88', '91', '92', '93', '94', '95'];

const IT_CAP = cityTable<readonly [number, number]>([
  ['Roma|Rome', [118, 199]], ['Milano|Milan', [20121, 20162]], ['Torino|Turin', [10121, 10156]], ['Napoli|Naples', [80121, 80147]],
  ['Bologna', [40121, 40141]], ['Firenze|Florence', [50121, 50145]], ['Genova|Genoa', [16121, 16167]], ['Venezia|Venice', [30121, 30176]],
  ['Verona', [37121, 37142]], ['Padova|Padua', [35121, 35143]], ['Bari', [70121, 70132]], ['Palermo', [90121, 90151]],
  ['Catania', [95121, 95131]], ['Brescia', [25121, 25136]], ['Parma', [43121, 43126]], ['Modena', [41121, 41126]],
  ['Bergamo', [24121, 24129]], ['Trieste', [34121, 34151]], ['Perugia', [6121, 6135]], ['Pisa', [56121, 56128]],
  ['Reggio Emilia', [42121, 42124]], ['Vicenza', [36100, 36100]], ['Trento', [38121, 38123]], ['Bolzano', [39100, 39100]],
  ['Ancona', [60121, 60131]], ['Pescara', [65121, 65129]], ['Cagliari', [9121, 9134]], ['Udine', [33100, 33100]], ['Novara', [28100, 28100]],
]);
const IT_ANY_PREFIX = ['00', '10', '12', '13', '15', '16', '20', '21', '22', '23', '24', '25', '26', '27', '28', '30', '31', '33', '35', '36', '37', '38', '40', '41', '42', '43', '44', '47', '50', '51', '52', '53', '56', '60', '61', '62', '63', '64', '65', '66', '70', '71', '73', '74', '80', '81', '82', '84', '87', '89', '90', '95', '97', '98'];

const ES_PROV = cityTable<string>([
  ['Madrid', '28'], ['Barcelona', '08'], ['Valencia|València', '46'], ['Sevilla|Seville', '41'], ['Zaragoza', '50'], ['Málaga', '29'],
  ['Murcia', '30'], ['Bilbao', '48'], ['Alicante|Alacant', '03'], ['Valladolid', '47'], ['Vigo', '36'], ['Gijón', '33'], ['Oviedo', '33'],
  ['A Coruña|La Coruña', '15'], ['Granada', '18'], ['Vitoria-Gasteiz|Vitoria', '01'], ['Pamplona|Iruña', '31'], ['Santander', '39'],
  ['San Sebastián|Donostia', '20'], ['Burgos', '09'], ['Salamanca', '37'], ['Córdoba', '14'], ['Tarragona', '43'], ['Castellón de la Plana|Castellón', '12'],
  ['León', '24'], ['Huelva', '21'], ['Almería', '04'], ['Palma|Palma de Mallorca', '07'], ['Las Palmas de Gran Canaria', '35'], ['Santa Cruz de Tenerife', '38'],
  ['Terrassa', '08'], ['Sabadell', '08'], ['Badalona', '08'], ['Getafe', '28'], ['Alcalá de Henares', '28'], ['Logroño', '26'], ['Lleida', '25'], ['Girona', '17'],
]);

const NL_PC = cityTable<readonly [number, number]>([
  ['Amsterdam', [1011, 1109]], ['Rotterdam', [3011, 3089]], ["Den Haag|'s-Gravenhage|The Hague", [2491, 2597]], ['Utrecht', [3511, 3585]],
  ['Eindhoven', [5611, 5658]], ['Groningen', [9711, 9747]], ['Delft', [2611, 2629]], ['Wageningen', [6701, 6709]], ['Enschede', [7511, 7548]],
  ['Nijmegen', [6511, 6546]], ['Tilburg', [5011, 5049]], ['Breda', [4811, 4839]], ['Leiden', [2311, 2334]], ['Arnhem', [6811, 6846]],
  ['Maastricht', [6211, 6229]], ['Zwolle', [8011, 8047]], ['Haarlem', [2011, 2037]], ['Almere', [1311, 1363]], ['Amersfoort', [3811, 3829]],
  ['Apeldoorn', [7311, 7339]], ['Zoetermeer', [2711, 2729]], ['Leeuwarden', [8911, 8939]], ["'s-Hertogenbosch|Den Bosch", [5211, 5249]],
  ['Dordrecht', [3311, 3329]], ['Deventer', [7411, 7429]], ['Venlo', [5911, 5935]], ['Geleen', [6160, 6167]], ['Emmen', [7811, 7833]],
]);
const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

const BE_PC = cityTable<readonly [number, number]>([
  ['Brussel|Bruxelles|Brussels', [1000, 1210]], ['Antwerpen|Anvers|Antwerp', [2000, 2660]], ['Gent|Gand|Ghent', [9000, 9052]],
  ['Liège|Luik', [4000, 4032]], ['Leuven|Louvain', [3000, 3012]], ['Namur|Namen', [5000, 5101]], ['Charleroi', [6000, 6061]],
  ['Mons|Bergen', [7000, 7034]], ['Hasselt', [3500, 3512]], ['Brugge|Bruges', [8000, 8310]], ['Kortrijk|Courtrai', [8500, 8511]],
  ['Mechelen|Malines', [2800, 2812]], ['Aalst|Alost', [9300, 9320]], ['Wavre|Waver', [1300, 1301]], ['Louvain-la-Neuve|Ottignies', [1340, 1348]],
  ['Geel', [2440, 2440]], ['Genk', [3600, 3600]], ['Tournai|Doornik', [7500, 7548]], ['Oostende|Ostende', [8400, 8400]], ['Mol', [2400, 2400]],
  ['Gembloux', [5030, 5032]], ['Seraing', [4100, 4102]], ['Verviers', [4800, 4802]], ['Arlon|Aarlen', [6700, 6700]],
]);
const BE_FRENCH = new Set(['bruxelles', 'liege', 'namur', 'charleroi', 'mons', 'wavre', 'louvainlaneuve', 'ottignies', 'tournai', 'gembloux', 'seraing', 'verviers', 'arlon', 'nivelles', 'lalouviere', 'waterloo', 'braine', 'huy', 'spa', 'marcheenfamenne', 'libramont', 'bastogne', 'mouscron', 'ath', 'soignies', 'dinant']);

const AT_PLZ = cityTable<readonly [number, number]>([
  ['Wien|Vienna', [1010, 1230]], ['Graz', [8010, 8055]], ['Linz', [4020, 4040]], ['Salzburg', [5020, 5026]], ['Innsbruck', [6020, 6080]],
  ['Klagenfurt|Klagenfurt am Wörthersee', [9020, 9073]], ['Villach', [9500, 9524]], ['Wels', [4600, 4600]], ['Sankt Pölten|St. Pölten', [3100, 3109]],
  ['Dornbirn', [6850, 6850]], ['Leoben', [8700, 8700]], ['Steyr', [4400, 4400]], ['Wiener Neustadt', [2700, 2700]], ['Krems an der Donau|Krems', [3500, 3500]],
  ['Feldkirch', [6800, 6800]], ['Bregenz', [6900, 6900]], ['Tulln an der Donau|Tulln', [3430, 3430]], ['Seibersdorf', [2444, 2444]], ['Kapfenberg', [8605, 8605]],
]);

const CH_PLZ = cityTable<readonly [number, number]>([
  ['Zürich|Zurich', [8001, 8099]], ['Bern|Berne', [3001, 3030]], ['Basel|Bâle', [4001, 4059]], ['Genève|Geneva|Genf', [1201, 1299]],
  ['Lausanne', [1003, 1018]], ['Luzern|Lucerne', [6002, 6020]], ['St. Gallen|Sankt Gallen', [9000, 9016]], ['Winterthur', [8400, 8411]],
  ['Lugano', [6900, 6979]], ['Biel/Bienne|Biel|Bienne', [2500, 2505]], ['Thun', [3600, 3608]], ['Aarau', [5000, 5004]], ['Zug', [6300, 6304]],
  ['Schaffhausen', [8200, 8208]], ['Fribourg|Freiburg im Üechtland', [1700, 1709]], ['Neuchâtel|Neuenburg', [2000, 2009]], ['Chur', [7000, 7007]],
  ['Sion|Sitten', [1950, 1951]], ['Baden', [5400, 5406]], ['Dübendorf', [8600, 8600]], ['Yverdon-les-Bains', [1400, 1401]], ['Bellinzona', [6500, 6500]],
  ['Olten', [4600, 4600]], ['Solothurn', [4500, 4500]], ['Wädenswil', [8820, 8820]], ['Vevey', [1800, 1800]], ['Nyon', [1260, 1260]], ['Locarno', [6600, 6600]],
]);
const CH_FRENCH = new Set(['geneve', 'geneva', 'genf', 'lausanne', 'fribourg', 'neuchatel', 'sion', 'yverdonlesbains', 'vevey', 'nyon', 'montreux', 'lachauxdefonds', 'delemont', 'morges', 'renens', 'bienne', 'martigny', 'monthey', 'bulle', 'carouge', 'meyrin', 'vernier', 'lancy', 'onex', 'plan-les-ouates', 'planlesouates', 'ecublens', 'pully']);
const CH_ITALIAN = new Set(['lugano', 'bellinzona', 'locarno', 'mendrisio', 'chiasso', 'biasca', 'manno', 'stabio']);

const SE_PC = cityTable<readonly [number, number]>([
  ['Stockholm', [111, 192]], ['Göteborg|Gothenburg', [402, 426]], ['Malmö', [201, 217]], ['Uppsala', [751, 757]], ['Linköping', [581, 589]],
  ['Västerås', [721, 725]], ['Örebro', [701, 703]], ['Borås', [501, 507]], ['Lund', [221, 227]], ['Umeå', [901, 907]], ['Helsingborg', [251, 256]],
  ['Jönköping', [551, 556]], ['Norrköping', [601, 603]], ['Gävle', [802, 806]], ['Sundsvall', [852, 857]], ['Karlstad', [651, 656]],
  ['Luleå', [971, 977]], ['Södertälje', [151, 152]], ['Växjö', [351, 352]], ['Halmstad', [301, 302]], ['Eskilstuna', [631, 633]], ['Solna', [169, 171]],
]);

const DK_PC = cityTable<readonly [number, number]>([
  ['København|Copenhagen|Kobenhavn', [1050, 2450]], ['Aarhus|Århus', [8000, 8270]], ['Odense', [5000, 5270]], ['Aalborg|Ålborg', [9000, 9220]],
  ['Esbjerg', [6700, 6715]], ['Randers', [8900, 8960]], ['Kolding', [6000, 6000]], ['Horsens', [8700, 8700]], ['Vejle', [7100, 7100]],
  ['Roskilde', [4000, 4000]], ['Herning', [7400, 7400]], ['Hørsholm', [2970, 2970]], ['Kongens Lyngby|Lyngby', [2800, 2800]], ['Glostrup', [2600, 2600]],
  ['Taastrup', [2630, 2630]], ['Hvidovre', [2650, 2650]], ['Ballerup', [2750, 2750]], ['Skovlunde', [2740, 2740]], ['Silkeborg', [8600, 8600]],
  ['Fredericia', [7000, 7000]], ['Hillerød', [3400, 3400]], ['Næstved', [4700, 4700]], ['Viborg', [8800, 8800]], ['Frederiksberg', [1800, 2000]],
]);

const FI_PC = cityTable<readonly [number, number]>([
  ['Helsinki|Helsingfors', [10, 99]], ['Espoo|Esbo', [210, 298]], ['Vantaa|Vanda', [130, 177]], ['Tampere|Tammerfors', [3310, 3398]],
  ['Turku|Åbo', [2010, 2096]], ['Oulu|Uleåborg', [9010, 9094]], ['Jyväskylä', [4010, 4095]], ['Lahti|Lahtis', [1510, 1598]], ['Kuopio', [7010, 7091]],
  ['Pori|Björneborg', [2810, 2890]], ['Joensuu', [8010, 8091]], ['Lappeenranta|Villmanstrand', [5310, 5395]], ['Vaasa|Vasa', [6510, 6593]],
  ['Kotka', [4810, 4891]], ['Seinäjoki', [6010, 6080]], ['Rovaniemi', [9610, 9693]], ['Hämeenlinna|Tavastehus', [1310, 1380]], ['Kajaani', [8710, 8790]],
]);

const NO_PC = cityTable<readonly [number, number]>([
  ['Oslo', [150, 1295]], ['Bergen', [5003, 5268]], ['Trondheim', [7010, 7099]], ['Stavanger', [4001, 4099]], ['Drammen', [3001, 3050]],
  ['Fredrikstad', [1601, 1639]], ['Kristiansand', [4601, 4639]], ['Tromsø', [9001, 9020]], ['Sandnes', [4301, 4329]], ['Ålesund', [6001, 6020]],
  ['Bodø', [8001, 8050]], ['Lillestrøm', [2000, 2010]], ['Hamar', [2301, 2322]], ['Tønsberg', [3101, 3128]], ['Moss', [1501, 1540]],
  ['Skien', [3701, 3736]], ['Ås', [1430, 1433]], ['Sandvika', [1300, 1338]], ['Porsgrunn', [3901, 3948]], ['Haugesund', [5501, 5537]], ['Molde', [6401, 6422]],
]);

const IE_ROUTING = cityTable<readonly string[]>([
  ['Dublin', ['D01', 'D02', 'D03', 'D04', 'D06', 'D07', 'D08', 'D09', 'D11', 'D12', 'D15', 'D18', 'D22', 'D24', 'D6W']],
  ['Cork', ['T12', 'T23', 'T45']], ['Galway', ['H91']], ['Limerick', ['V94']], ['Waterford', ['X91']], ['Athlone', ['N37']],
  ['Kilkenny', ['R95']], ['Sligo', ['F91']], ['Dundalk', ['A91']], ['Drogheda', ['A92']], ['Shannon', ['V14']], ['Carlow', ['R93']],
  ['Letterkenny', ['F92']], ['Tralee', ['V92']], ['Wexford', ['Y35']], ['Navan', ['C15']], ['Naas', ['W91']], ['Ennis', ['V95']],
  ['Mullingar', ['N91']], ['Swords', ['K67']], ['Maynooth', ['W23']], ['Clonmel', ['E91']], ['Castlebar', ['F23']], ['Tullamore', ['R35']],
]);
const IE_ANY_ROUTING = ['D02', 'D12', 'D24', 'T12', 'H91', 'V94', 'X91', 'N37', 'R95', 'F91', 'A91', 'A92', 'W91', 'C15', 'K67', 'Y35', 'E91', 'P31', 'P43', 'R51'];
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';

const PT_PC = cityTable<readonly [number, number]>([
  ['Lisboa|Lisbon', [1000, 1990]], ['Porto|Oporto', [4000, 4369]], ['Vila Nova de Gaia', [4400, 4434]], ['Braga', [4700, 4719]],
  ['Coimbra', [3000, 3049]], ['Aveiro', [3800, 3814]], ['Faro', [8000, 8009]], ['Setúbal', [2900, 2914]], ['Leiria', [2400, 2419]],
  ['Évora', [7000, 7005]], ['Viseu', [3500, 3519]], ['Guimarães', [4800, 4839]], ['Matosinhos', [4450, 4465]], ['Amadora', [2700, 2724]],
  ['Oeiras', [2760, 2790]], ['Sintra', [2710, 2749]], ['Almada', [2800, 2829]], ['Funchal', [9000, 9064]], ['Ponta Delgada', [9500, 9504]],
  ['Maia', [4470, 4479]], ['Castelo Branco', [6000, 6004]], ['Covilhã', [6200, 6201]], ['Santarém', [2000, 2005]], ['Vila Real', [5000, 5004]],
]);

const PL_PC = cityTable<readonly [number, number]>([
  ['Warszawa|Warsaw', [0, 4999]], ['Kraków|Krakow|Cracow', [30000, 31999]], ['Łódź|Lodz', [90000, 94999]], ['Wrocław|Wroclaw', [50000, 54999]],
  ['Poznań|Poznan', [60000, 61999]], ['Gdańsk|Gdansk', [80000, 80999]], ['Gdynia', [81000, 81999]], ['Szczecin', [70000, 71999]],
  ['Bydgoszcz', [85000, 85999]], ['Lublin', [20000, 20999]], ['Katowice', [40000, 40999]], ['Białystok|Bialystok', [15000, 15999]],
  ['Gliwice', [44100, 44164]], ['Rzeszów', [35000, 35999]], ['Toruń', [87100, 87199]], ['Kielce', [25000, 25999]], ['Olsztyn', [10000, 10999]],
  ['Opole', [45000, 45999]], ['Radom', [26600, 26699]], ['Puławy', [24100, 24110]], ['Częstochowa', [42200, 42299]], ['Zielona Góra', [65000, 65999]],
]);

const CZ_PSC = cityTable<readonly [number, number]>([
  ['Praha|Prague', [100, 199]], ['Brno', [602, 658]], ['Ostrava', [700, 725]], ['Plzeň|Pilsen|Plzen', [301, 326]], ['Liberec', [460, 463]],
  ['Olomouc', [771, 779]], ['České Budějovice|Ceske Budejovice', [370, 370]], ['Hradec Králové', [500, 503]], ['Ústí nad Labem', [400, 403]],
  ['Pardubice', [530, 533]], ['Zlín', [760, 763]], ['Havířov', [736, 736]], ['Kladno', [272, 272]], ['Most', [434, 434]], ['Opava', [746, 747]],
  ['Jihlava', [586, 586]], ['Karlovy Vary', [360, 360]], ['Frýdek-Místek', [738, 738]], ['Teplice', [415, 415]], ['Karviná', [733, 735]],
]);

const SK_PSC = cityTable<readonly [number, number]>([
  ['Bratislava', [811, 851]], ['Košice|Kosice', [40, 44]], ['Prešov', [80, 80]], ['Žilina', [10, 10]], ['Nitra', [949, 949]],
  ['Banská Bystrica', [974, 974]], ['Trnava', [917, 917]], ['Trenčín', [911, 911]], ['Martin', [36, 36]], ['Poprad', [58, 58]],
  ['Zvolen', [960, 960]], ['Piešťany', [921, 921]], ['Michalovce', [71, 71]], ['Levice', [934, 934]], ['Komárno', [945, 945]], ['Nové Zámky', [940, 940]],
]);

const HU_IRSZ = cityTable<readonly [number, number]>([
  ['Budapest|Zugló', [1011, 1239]], ['Debrecen', [4000, 4081]], ['Szeged', [6700, 6728]], ['Miskolc', [3500, 3535]], ['Pécs', [7600, 7639]],
  ['Győr', [9000, 9030]], ['Nyíregyháza', [4400, 4432]], ['Kecskemét', [6000, 6045]], ['Székesfehérvár', [8000, 8019]], ['Szombathely', [9700, 9707]],
  ['Veszprém', [8200, 8200]], ['Eger', [3300, 3304]], ['Sopron', [9400, 9407]], ['Gödöllő', [2100, 2103]], ['Tatabánya', [2800, 2806]],
  ['Kaposvár', [7400, 7403]], ['Szolnok', [5000, 5008]], ['Érd', [2030, 2039]], ['Dunaújváros', [2400, 2407]], ['Zalaegerszeg', [8900, 8900]],
  ['Budaörs', [2040, 2040]], ['Paks', [7030, 7030]], ['Százhalombatta', [2440, 2440]],
]);

const GR_TK = cityTable<readonly [number, number]>([
  ['Athens|Athina|Athína|Αθήνα', [10431, 11855]], ['Thessaloniki|Thessaloníki|Θεσσαλονίκη', [54621, 56430]], ['Patras|Pátra|Patra', [26221, 26504]],
  ['Heraklion|Irákleion|Iraklio', [71201, 71601]], ['Larissa|Lárisa', [41221, 41336]], ['Volos|Vólos', [38221, 38446]], ['Ioannina|Ioánnina', [45221, 45500]],
  ['Piraeus|Peiraiás|Pireas', [18531, 18547]], ['Kavala|Kavála', [65403, 65404]], ['Chania|Chaniá', [73100, 73136]], ['Kalamata|Kalamáta', [24100, 24100]],
  ['Rhodes|Ródos', [85100, 85100]], ['Lamia|Lamía', [35100, 35100]], ['Serres|Sérres', [62100, 62100]], ['Kozani|Kozáni', [50100, 50100]],
  ['Alexandroupoli|Alexandroúpoli', [68100, 68100]], ['Marousi|Maroúsi', [15121, 15125]], ['Kifisia|Kifisiá', [14561, 14564]],
  ['Peristeri|Peristéri', [12131, 12137]], ['Kallithea|Kallithéa', [17671, 17676]], ['Chalandri|Chalándri', [15231, 15234]], ['Glyfada|Glyfáda', [16674, 16675]],
]);

// --- Street pieces ------------------------------------------------------------

const DE_STREETS = ['Industriestraße', 'Hauptstraße', 'Bahnhofstraße', 'Gewerbestraße', 'Robert-Bosch-Straße', 'Carl-Zeiss-Straße', 'Max-Planck-Straße', 'Siemensstraße', 'Daimlerstraße', 'Lindenstraße', 'Schillerstraße', 'Goethestraße', 'Am Technologiepark', 'Im Gewerbegebiet', 'Wissenschaftspark', 'Mühlenweg', 'Rudolf-Diesel-Straße', 'Einsteinstraße', 'Otto-Hahn-Straße', 'Kurfürstendamm', 'Friedrichstraße', 'Gutenbergstraße', 'Werner-von-Siemens-Ring', 'Hafenstraße', 'Raiffeisenstraße', 'Marie-Curie-Straße', 'Liebigstraße', 'Am Mittelhafen', 'Kantstraße', 'Nordring'];
const AT_STREETS = ['Industriestraße', 'Hauptplatz', 'Gewerbepark', 'Wiener Straße', 'Grazer Straße', 'Linzer Straße', 'Industriezeile', 'Brunner Straße', 'Technologiestraße', 'Innovationsstraße', 'Am Europlatz', 'Wagramer Straße', 'Schönbrunner Straße', 'Peter-Tunner-Straße', 'Bahnhofstraße', 'Salzburger Straße', 'Leopold-Figl-Straße', 'Kärntner Straße', 'Franz-Josefs-Kai', 'Rennweg'];
const CH_DE_STREETS = ['Industriestrasse', 'Bahnhofstrasse', 'Hauptstrasse', 'Überlandstrasse', 'Technoparkstrasse', 'Gewerbestrasse', 'Seestrasse', 'Dorfstrasse', 'Zürcherstrasse', 'Bernstrasse', 'Rheinstrasse', 'Badenerstrasse', 'Hardturmstrasse', 'Riedstrasse', 'Lerzenstrasse'];
const CH_FR_STREETS = ['Route de Genève', 'Rue du Lac', 'Chemin des Aulx', 'Avenue de la Gare', 'Rue de Lausanne', 'Route de Meyrin', 'Chemin du Pré-Fleuri', 'Rue de l\'Industrie', 'Avenue du Mont-Blanc', 'Route des Acacias'];
const CH_IT_STREETS = ['Via Cantonale', 'Via Industria', 'Via Pretorio', 'Via San Gottardo', 'Via Lugano', 'Via Cantonale Galleria'];
const GB_ROADS = ['Station Road', 'High Street', 'Mill Lane', 'Church Road', 'London Road', 'Victoria Road', 'Park Road', 'Queens Road', 'Manor Road', 'Green Lane', 'Bridge Street', 'King Street', 'Mill Road', 'Albert Road', 'Castle Street', 'New Road'];
const GB_PARKS = ['Riverside Business Park', 'Enterprise Park', 'Science Park', 'Technology Park', 'Innovation Centre', 'Trading Estate', 'Industrial Estate', 'Business Centre', 'Commerce Park', 'Interchange Park'];
const GB_PARK_PREFIX = ['Riverside', 'Westgate', 'Eastfield', 'Northbridge', 'Kingsway', 'Parkside', 'Meadowbank', 'Oakwood', 'Ashfield', 'Brunel', 'Faraday', 'Newton', 'Stephenson', 'Telford', 'Harwell'];
const IE_ROADS = ['Main Street', 'Bridge Street', 'Church Street', 'Dublin Road', 'Cork Road', 'Galway Road', 'Mill Road', 'Harbour Road', 'Station Road', 'Limerick Road'];
const IE_PARKS = ['Business Park', 'Industrial Estate', 'Technology Park', 'Enterprise Centre', 'Science Park', 'Retail Park'];
const IE_PARK_PREFIX = ['Ballycoolin', 'Sandyford', 'Citywest', 'Parkwest', 'Cleaboy', 'Raheen', 'Ballybrit', 'Poppintree', 'Kilcannon', 'Carrigtwohill', 'Mervue', 'Ashbourne', 'Bluebell', 'Damastown', 'Shannon'];
const FR_VOIES = ['rue de la Gare', 'avenue Jean Jaurès', 'rue Pasteur', 'rue Victor Hugo', 'boulevard de la République', 'rue de l\'Industrie', 'avenue de la Libération', 'rue des Frères Lumière', 'allée des Sciences', 'rue Gay-Lussac', 'avenue du Général de Gaulle', 'rue Ampère', 'chemin des Prés', 'rue de la Croix Blanche', 'impasse des Artisans', 'rue Lavoisier', 'rue du Moulin', 'avenue de l\'Europe', 'rue Marcel Dassault', 'rue Denis Papin'];
const FR_ZONES = ['ZI des Plaines', 'ZA du Moulin', 'ZI Nord', 'Parc technologique', 'ZAC des Portes', 'Technopôle', 'Parc d\'activités de la Vallée'];
const IT_VIE = ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Via dell\'Industria', 'Via dell\'Artigianato', 'Via Emilia', 'Via Aurelia', 'Viale Europa', 'Via Marconi', 'Via Dante Alighieri', 'Corso Italia', 'Via Cavour', 'Via Galileo Galilei', 'Via Enrico Fermi', 'Via Volta', 'Viale della Repubblica', 'Via Matteotti', 'Via dei Mille', 'Via Leonardo da Vinci', 'Via del Lavoro'];
const ES_CALLES = ['Calle Mayor', 'Calle de la Industria', 'Avda. de la Constitución', 'Calle Real', 'Avda. de Andalucía', 'Calle Gran Vía', 'Calle del Progreso', 'Avda. de Europa', 'Calle de Alcalá', 'Calle Serrano', 'Calle Severo Ochoa', 'Calle Isaac Newton', 'Calle de la Ciencia', 'Avda. de la Innovación', 'Calle Velázquez', 'Paseo de la Castellana', 'Calle Leonardo da Vinci', 'Calle del Comercio'];
const ES_POLIGONOS = ['Polígono Industrial Los Olivos', 'Polígono Industrial San Cristóbal', 'Parque Tecnológico', 'Polígono Industrial El Pla', 'Polígono Industrial Las Arenas', 'Parque Empresarial La Marina'];
const NL_STRATEN = ['Industrieweg', 'Kanaalweg', 'Stationsstraat', 'Dorpsstraat', 'Kerkstraat', 'Marconistraat', 'Nijverheidsweg', 'Energieweg', 'Handelsweg', 'Edisonstraat', 'Zuidelijke Havenweg', 'Laboratoriumweg', 'Ambachtsweg', 'Transportweg', 'Zernikepark', 'Havenstraat', 'Molenweg', 'Schiedamseweg', 'Westeinde', 'Stadhouderskade'];
const BE_NL_STRATEN = ['Industrieweg', 'Kapeldreef', 'Technologiepark', 'Stationsstraat', 'Kerkstraat', 'Nijverheidsstraat', 'Researchpark', 'Steenweg op Brussel', 'Molenstraat', 'Havenlaan'];
const BE_FR_RUES = ['Rue de l\'Industrie', 'Avenue Louise', 'Rue du Bosquet', 'Parc Scientifique', 'Chaussée de Bruxelles', 'Rue de la Station', 'Avenue Einstein', 'Rue du Parc Industriel', 'Boulevard du Souverain', 'Rue des Chasseurs Ardennais'];
const SE_GATOR = ['Industrigatan', 'Storgatan', 'Kungsgatan', 'Drottninggatan', 'Verkstadsgatan', 'Fabriksgatan', 'Hamngatan', 'Teknikringen', 'Forskargatan', 'Brogatan', 'Järnvägsgatan', 'Skolgatan', 'Ringvägen', 'Västra vägen', 'Mölndalsvägen'];
const DK_VEJE = ['Industrivej', 'Agern Allé', 'Hovedgaden', 'Stationsvej', 'Vestergade', 'Østergade', 'Kongevejen', 'Ny Carlsberg Vej', 'Banevej', 'Lundtoftevej', 'Smedeland', 'Sønderskovvej', 'Gammel Kongevej', 'Roskildevej', 'Vejlevej'];
const FI_KADUT = ['Teollisuuskatu', 'Tekniikantie', 'Mannerheimintie', 'Hämeenkatu', 'Asemakatu', 'Kauppakatu', 'Tiedepuisto', 'Kirkkokatu', 'Satamakatu', 'Pajakatu', 'Yliopistonkatu', 'Vanha Nurmijärventie', 'Niemenkatu', 'Kilterinkuja', 'Laboratoriontie'];
const NO_VEIER = ['Industriveien', 'Storgata', 'Kongens gate', 'Drammensveien', 'Strandveien', 'Havnegata', 'Fabrikkveien', 'Gaustadalléen', 'Klinkerveien', 'Sandakerveien', 'Prof. Brochs gate', 'Trondheimsveien', 'Kirkegata', 'Bedriftsveien', 'Dokkveien'];
const PT_RUAS = ['Rua da Indústria', 'Avenida da República', 'Rua de Santa Catarina', 'Avenida da Liberdade', 'Rua Augusta', 'Rua do Comércio', 'Avenida dos Aliados', 'Rua Dr. António Bernardino de Almeida', 'Avenida de Berlim', 'Rua dos Plátanos', 'Rua Monte de Além', 'Rua António Gião', 'Avenida Fontes Pereira de Melo', 'Rua da Estação'];
const PL_ULICE = ['ul. Przemysłowa', 'ul. Kwiatowa', 'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa', 'ul. Polna', 'ul. Fabryczna', 'ul. Warszawska', 'ul. Krakowska', 'ul. Mickiewicza', 'ul. Słowackiego', 'ul. Kościuszki', 'al. Jerozolimskie', 'al. Niepodległości', 'ul. Szczotkarska', 'ul. Techniczna', 'ul. Naukowa', 'ul. Chemików'];
const CZ_ULICE = ['Průmyslová', 'Nádražní', 'Husova', 'Masarykova', 'Palackého', 'Komenského', 'Na Florenci', 'Opletalova', 'Technická', 'Vídeňská', 'Brněnská', 'Pražská', 'Tovární', 'Sokolovská', 'Pod Vodárenskou věží', 'Bavorská'];
const SK_ULICE = ['Priemyselná', 'Hlavná', 'Štúrova', 'Mlynské nivy', 'Vajnorská', 'Hraničná', 'Továrenská', 'Kollárova', 'Nitrianska', 'Račianska', 'Dúbravská cesta', 'Karloveská', 'Rastislavova', 'Jána Bottu'];
const HU_UTCAK = ['Ipari út', 'Fő utca', 'Petőfi Sándor utca', 'Kossuth Lajos utca', 'Rákóczi út', 'Váci út', 'Dózsa György út', 'Szent István körút', 'Mártírok útja', 'Remény utca', 'Gyömrői út', 'Irinyi József utca', 'Budafoki út', 'Fehérvári út', 'Állomás utca'];
const GR_ODOI = ['Kifisias Ave', 'Vasilissis Sofias Ave', 'Ethnikis Antistaseos', 'Egnatias', 'Tsimiski', 'Mesogeion Ave', 'Syngrou Ave', 'Lagkada', 'Agiou Dimitriou', 'Ermou', 'Panepistimiou', 'Stadiou', 'Akadimias', '25is Martiou', 'Iroon Polytechneiou', 'Thivon Ave'];

// --- Legal forms, regions ------------------------------------------------------

const DE_LEGAL = ['GmbH', 'GmbH', 'GmbH', 'GmbH', 'GmbH & Co. KG', 'GmbH & Co. KG', 'AG', 'e.V.', 'mbH'];
const AT_LEGAL = ['GmbH', 'GmbH', 'GmbH', 'Ges.m.b.H.', 'GmbH & Co KG', 'AG', 'e.U.'];
const CH_DE_LEGAL = ['AG', 'AG', 'GmbH', 'GmbH'];
const CH_FR_LEGAL = ['SA', 'SA', 'Sàrl'];
const CH_IT_LEGAL = ['SA', 'Sagl'];
const GB_LEGAL = ['Ltd', 'Ltd', 'Ltd', 'Limited', 'Limited', 'plc', 'LLP'];
const IE_LEGAL = ['Ltd', 'Ltd', 'Limited', 'DAC', 'Teoranta'];
const FR_LEGAL = ['SAS', 'SAS', 'SAS', 'SARL', 'SARL', 'SA', 'SASU'];
const BE_NL_LEGAL = ['BV', 'BV', 'NV', 'NV', 'VZW'];
const BE_FR_LEGAL = ['SRL', 'SRL', 'SA', 'SA', 'ASBL'];
const IT_LEGAL = ['S.r.l.', 'S.r.l.', 'S.r.l.', 'S.p.A.', 'S.a.s.', 'S.n.c.', 'Soc. Coop.'];
const ES_LEGAL = ['S.L.', 'S.L.', 'S.L.', 'S.A.', 'S.A.', 'S.L.U.', 'S.Coop.'];
const NL_LEGAL = ['B.V.', 'B.V.', 'B.V.', 'B.V.', 'N.V.'];
const SE_LEGAL = ['AB'];
const DK_LEGAL = ['A/S', 'A/S', 'ApS'];
const FI_LEGAL = ['Oy', 'Oy', 'Oy', 'Oyj'];
const NO_LEGAL = ['AS', 'AS', 'AS', 'ASA'];
const PT_LEGAL = ['Lda.', 'Lda.', 'S.A.', 'Unipessoal, Lda.'];
const PL_LEGAL = ['sp. z o.o.', 'sp. z o.o.', 'sp. z o.o.', 'S.A.', 'sp.j.', 'sp.k.'];
const CZ_LEGAL = ['s.r.o.', 's.r.o.', 'a.s.', 'spol. s r.o.'];
const SK_LEGAL = ['s.r.o.', 's.r.o.', 'a.s.', 'spol. s r.o.'];
const HU_LEGAL = ['Kft.', 'Kft.', 'Kft.', 'Zrt.', 'Bt.', 'Nonprofit Kft.'];
const GR_LEGAL = ['S.A.', 'S.A.', 'A.E.', 'Ltd', 'I.K.E.', 'E.P.E.'];

// --- Names -----------------------------------------------------------------------
// First names never collide with the same locale's last names, so a test can
// check that no lab name carries a "first last" personal name.

const NAMES = {
  DE: {
    first: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Markus', 'Frank', 'Jürgen', 'Uwe', 'Matthias', 'Tobias', 'Alexander', 'Sebastian', 'Daniel', 'Jan', 'Katrin', 'Sabine', 'Claudia', 'Andrea', 'Susanne', 'Stefanie', 'Julia', 'Anna', 'Petra', 'Nicole', 'Birgit', 'Monika', 'Laura', 'Lena', 'Sarah'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Krause', 'Meier', 'Lehmann', 'Wirts', 'Kühn', 'Vogel', 'Brandt', 'Haas'],
  },
  AT: {
    first: ['Lukas', 'Florian', 'Markus', 'Christoph', 'Wolfgang', 'Johann', 'Josef', 'Franz', 'Gerhard', 'Manfred', 'Stefan', 'Andreas', 'Michael', 'Thomas', 'Maria', 'Anna', 'Elisabeth', 'Sandra', 'Barbara', 'Karin', 'Christina', 'Katharina', 'Sabine', 'Claudia', 'Julia', 'Lisa', 'Theresa'],
    last: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Schneider', 'Reiter', 'Mayr', 'Wimmer', 'Egger', 'Brunner', 'Lang', 'Baumgartner', 'Auer'],
  },
  CH: {
    first: ['Daniel', 'Peter', 'Thomas', 'Christian', 'Marco', 'Luca', 'Andreas', 'Stefan', 'Beat', 'Urs', 'Reto', 'Lukas', 'Michael', 'Pierre', 'Jean', 'Nicolas', 'Laurent', 'Maria', 'Sandra', 'Nicole', 'Barbara', 'Claudia', 'Ursula', 'Anna', 'Monika', 'Sarah', 'Laura', 'Céline', 'Chiara'],
    last: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Favre', 'Rochat', 'Bonvin', 'Rossi', 'Bianchi', 'Ferrari', 'Kälin', 'Bühler'],
  },
  GB: {
    first: ['James', 'John', 'David', 'Michael', 'Paul', 'Andrew', 'Mark', 'Richard', 'Peter', 'Stephen', 'Robert', 'Christopher', 'Daniel', 'Simon', 'Matthew', 'Sarah', 'Emma', 'Claire', 'Helen', 'Rachel', 'Laura', 'Joanne', 'Nicola', 'Karen', 'Susan', 'Catherine', 'Emily', 'Charlotte'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Harris', 'Lewis', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morris', 'Baker'],
  },
  IE: {
    first: ['Seán', 'Patrick', 'Michael', 'John', 'Declan', 'Ciarán', 'Conor', 'Liam', 'Eoin', 'Niall', 'Brian', 'Kevin', 'Cathal', 'Darragh', 'Aoife', 'Siobhán', 'Niamh', 'Orla', 'Sinéad', 'Mary', 'Ciara', 'Áine', 'Emer', 'Gráinne', 'Róisín', 'Clodagh', 'Deirdre', 'Fiona'],
    last: ['Murphy', 'Kelly', "O\'Sullivan", 'Walsh', 'Smith', "O\'Brien", 'Byrne', 'Ryan', "O\'Connor", "O\'Neill", "O\'Reilly", 'Doyle', 'McCarthy', 'Gallagher', "O\'Doherty", 'Kennedy', 'Lynch', 'Murray', 'Quinn', 'Moore', 'McLoughlin', "O\'Carroll", 'Connolly', 'Daly', "O\'Connell", 'Wilson', 'Dunne', 'Brennan'],
  },
  FR: {
    first: ['Jean', 'Pierre', 'Philippe', 'Nicolas', 'Christophe', 'Julien', 'Stéphane', 'Laurent', 'Sébastien', 'François', 'Olivier', 'Frédéric', 'Thierry', 'Éric', 'Vincent', 'Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Sandrine', 'Valérie', 'Sophie', 'Céline', 'Julie', 'Camille', 'Aurélie', 'Émilie'],
    last: ['Martin', 'Bernard', 'Dubois', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefebvre', 'Garcia', 'Bertrand', 'Roux', 'Fournier', 'Morel', 'Girard', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'Martinez', 'Leclerc', 'Gauthier', 'Chevalier', 'Blanc', 'Guérin', 'Boyer', 'Faure', 'Rousseau', 'Fontaine', 'Perrin'],
  },
  BE: {
    first: ['Jan', 'Luc', 'Marc', 'Peter', 'Bart', 'Koen', 'Tom', 'Wim', 'Pieter', 'Jean', 'Philippe', 'Olivier', 'Nicolas', 'Pierre', 'Michel', 'An', 'Els', 'Sofie', 'Katrien', 'Inge', 'Lies', 'Nathalie', 'Isabelle', 'Sophie', 'Marie', 'Valérie', 'Catherine', 'Julie'],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Leroy', 'Vermeulen', 'Van den Bossche', 'De Clercq', 'Desmet', 'Renard', 'Lemaire', 'Lejeune', 'Hermans', 'Michiels', 'Dumont', 'Aerts', 'Pauwels', 'Van Damme'],
  },
  IT: {
    first: ['Marco', 'Giuseppe', 'Andrea', 'Francesco', 'Luca', 'Alessandro', 'Giovanni', 'Roberto', 'Stefano', 'Paolo', 'Matteo', 'Davide', 'Simone', 'Massimo', 'Antonio', 'Maria', 'Anna', 'Giulia', 'Francesca', 'Chiara', 'Sara', 'Laura', 'Elena', 'Valentina', 'Silvia', 'Federica', 'Paola', 'Alessandra'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone'],
  },
  ES: {
    first: ['Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús', 'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'María', 'Carmen', 'Ana', 'Laura', 'Isabel', 'Lucía', 'Marta', 'Cristina', 'Elena', 'Pilar', 'Raquel', 'Sara', 'Paula'],
    last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina'],
  },
  NL: {
    first: ['Jan', 'Peter', 'Kees', 'Johan', 'Mark', 'Dennis', 'Sander', 'Bas', 'Erik', 'Martijn', 'Jeroen', 'Wouter', 'Ruud', 'Niels', 'Anne', 'Linda', 'Sanne', 'Marieke', 'Esther', 'Ingrid', 'Petra', 'Monique', 'Lotte', 'Eva', 'Femke', 'Fleur', 'Sophie', 'Floor'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen'],
  },
  SE: {
    first: ['Lars', 'Anders', 'Johan', 'Per', 'Erik', 'Karl', 'Peter', 'Mikael', 'Jan', 'Fredrik', 'Daniel', 'Magnus', 'Mattias', 'Andreas', 'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Kristina', 'Lena', 'Emma', 'Malin', 'Johanna', 'Elin', 'Linnéa', 'Ingrid'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Olofsson', 'Lindström', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lind'],
  },
  DK: {
    first: ['Jens', 'Peter', 'Lars', 'Søren', 'Niels', 'Michael', 'Henrik', 'Jan', 'Morten', 'Anders', 'Rasmus', 'Christian', 'Mads', 'Anne', 'Kirsten', 'Hanne', 'Mette', 'Susanne', 'Lene', 'Camilla', 'Louise', 'Maria', 'Charlotte', 'Pia', 'Marianne', 'Tina', 'Ida'],
    last: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen', 'Knudsen', 'Jakobsen', 'Jacobsen', 'Mikkelsen', 'Olesen', 'Frederiksen', 'Laursen', 'Henriksen'],
  },
  FI: {
    first: ['Juha', 'Mikko', 'Timo', 'Matti', 'Kari', 'Jari', 'Antti', 'Jukka', 'Markku', 'Pekka', 'Mika', 'Hannu', 'Heikki', 'Janne', 'Ville', 'Tuula', 'Anne', 'Päivi', 'Sari', 'Tiina', 'Riitta', 'Pirjo', 'Minna', 'Leena', 'Marja', 'Johanna', 'Laura', 'Satu'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen', 'Salo', 'Laitinen', 'Tuominen', 'Rantanen', 'Karjalainen', 'Jokinen', 'Mattila', 'Savolainen'],
  },
  NO: {
    first: ['Jan', 'Per', 'Bjørn', 'Ole', 'Lars', 'Kjell', 'Knut', 'Arne', 'Svein', 'Hans', 'Geir', 'Espen', 'Morten', 'Anders', 'Anne', 'Inger', 'Kari', 'Marit', 'Ingrid', 'Liv', 'Eva', 'Berit', 'Astrid', 'Hilde', 'Nina', 'Silje', 'Ida'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl', 'Jørgensen', 'Halvorsen', 'Henriksen', 'Lund', 'Sørensen', 'Strand', 'Moen', 'Solberg'],
  },
  PT: {
    first: ['João', 'José', 'António', 'Francisco', 'Pedro', 'Paulo', 'Rui', 'Nuno', 'Luís', 'Miguel', 'Carlos', 'Ricardo', 'Tiago', 'Bruno', 'Jorge', 'Maria', 'Ana', 'Joana', 'Sofia', 'Inês', 'Catarina', 'Marta', 'Rita', 'Sara', 'Cláudia', 'Patrícia', 'Teresa', 'Helena'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares', 'Vieira', 'Monteiro'],
  },
  PL: {
    first: ['Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Marcin', 'Michał', 'Jan', 'Marek', 'Grzegorz', 'Adam', 'Łukasz', 'Rafał', 'Jakub', 'Wojciech', 'Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Magdalena', 'Joanna', 'Aleksandra', 'Monika', 'Zofia', 'Dorota'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Nowicki', 'Adamczyk', 'Dudek', 'Zając', 'Wieczorek', 'Jabłoński', 'Król'],
  },
  CZ: {
    first: ['Jan', 'Petr', 'Josef', 'Pavel', 'Tomáš', 'Jaroslav', 'Miroslav', 'Zdeněk', 'Václav', 'Michal', 'František', 'Jiří', 'Jakub', 'Lukáš', 'Jana', 'Marie', 'Eva', 'Hana', 'Anna', 'Lenka', 'Kateřina', 'Lucie', 'Věra', 'Alena', 'Petra', 'Veronika', 'Martina'],
    last: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Pospíšil', 'Hájek', 'Jelínek', 'Král', 'Růžička', 'Beneš', 'Fiala', 'Sedláček', 'Doležal', 'Zeman', 'Kolář', 'Navrátil', 'Čermák', 'Urban', 'Vaněk', 'Blažek'],
  },
  SK: {
    first: ['Peter', 'Jozef', 'Ján', 'Michal', 'Tomáš', 'Lukáš', 'Juraj', 'Milan', 'Miroslav', 'Pavol', 'Štefan', 'Vladimír', 'Marián', 'Mária', 'Anna', 'Zuzana', 'Katarína', 'Jana', 'Eva', 'Lucia', 'Martina', 'Ivana', 'Monika', 'Veronika', 'Andrea', 'Simona'],
    last: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Balog', 'Lukáč', 'Novák', 'Kovács', 'Polák', 'Kollár', 'Németh', 'Oravec', 'Šimko', 'Hudák', 'Kráľ', 'Gregor', 'Urban', 'Blaho', 'Vlček', 'Kopecký', 'Bartoš', 'Holub', 'Kmeť'],
  },
  HU: {
    first: ['László', 'István', 'József', 'János', 'Zoltán', 'Sándor', 'Gábor', 'Ferenc', 'Attila', 'Péter', 'Tamás', 'Zsolt', 'Csaba', 'Tibor', 'Mária', 'Erzsébet', 'Katalin', 'Ilona', 'Éva', 'Anna', 'Zsuzsanna', 'Judit', 'Ágnes', 'Andrea', 'Krisztina', 'Eszter', 'Anikó'],
    last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete', 'Szilágyi', 'Török', 'Fehér', 'Gál', 'Szűcs', 'Kocsis', 'Pintér', 'Fodor'],
  },
  GR: {
    first: ['Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos', 'Panagiotis', 'Vasileios', 'Christos', 'Athanasios', 'Michail', 'Evangelos', 'Spyridon', 'Antonios', 'Anastasios', 'Theodoros', 'Maria', 'Eleni', 'Aikaterini', 'Vasiliki', 'Sofia', 'Angeliki', 'Georgia', 'Dimitra', 'Konstantina', 'Paraskevi', 'Christina', 'Ioanna'],
    last: ['Papadopoulos', 'Papadakis', 'Georgiou', 'Oikonomou', 'Papageorgiou', 'Vasileiou', 'Nikolaou', 'Karagiannis', 'Ioannou', 'Dimitriou', 'Konstantinou', 'Makris', 'Pappas', 'Christodoulou', 'Alexiou', 'Athanasiou', 'Antoniou', 'Panagiotopoulos', 'Michailidis', 'Georgiadis', 'Triantafyllou', 'Theodorou', 'Papanikolaou', 'Kyriakou', 'Lambrou', 'Stavrou', 'Petridis', 'Mavridis'],
  },
} as const;

// ---------------------------------------------------------------------------
// Locale builders

function houseNo(rng: Rng, max = 120): string {
  const n = rng.int(1, max);
  return rng.chance(0.08) ? `${n}${rng.pick(['a', 'b', 'c'])}` : String(n);
}

function simpleNamer(kit: LangKit, data: NameData): (rng: Rng, ctx: LabNameContext) => string {
  return (rng, ctx) => composeName(rng, ctx, kit, data);
}

const DE: Locale = {
  country: 'DE',
  languages: ['de'],
  labName: simpleNamer(DE_KIT, {
    legal: DE_LEGAL,
    region: ['Nord', 'Süd', 'West', 'Ost', 'Rhein-Main', 'Rhein-Ruhr', 'Niedersachsen', 'Sachsen', 'Thüringen', 'Westfalen', 'Baden', 'Franken', 'Schwaben', 'Brandenburg', 'Rheinland', 'Saar', 'Mitteldeutschland', 'Bodensee'],
    lastNames: NAMES.DE.last,
    extra: [
      { t: 'Landeslabor {region}', w: 1, fam: ['food', 'bio', 'chem', 'env'] },
      { t: 'Chemisches und Veterinäruntersuchungsamt {city}', w: 1, fam: ['food', 'chem'] },
      { t: 'Landesuntersuchungsamt {region}', w: 1, fam: ['food', 'bio'] },
    ],
  }),
  street: (rng) => `${rng.pick(DE_STREETS)} ${houseNo(rng)}`,
  postcode: (rng, city) => pad(rangedNumber(rng, DE_CITY_PLZ(city), [1067, 99998]), 5),
  phone(rng) {
    const area = rng.pick(['30', '40', '89', '221', '69', '711', '211', '341', '351', '511', '911', '201', '231', '421', '621', '721', '761', '228', '241', '371', '6151', '7531', '5251', '3641']);
    const subscriberLen = area.length <= 2 ? 8 : area.length === 3 ? 7 : 6;
    return phoneWith('49', area, [subscriberLen], rng);
  },
  tld: 'de',
  firstNames: NAMES.DE.first,
  lastNames: NAMES.DE.last,
  roleMailboxes: ['info', 'labor', 'kontakt', 'pruefstelle', 'service', 'analytik', 'kalibrierung', 'auftrag'],
};

const GB: Locale = {
  country: 'GB',
  languages: ['en'],
  labName: simpleNamer(EN_KIT, {
    legal: GB_LEGAL,
    region: ['Kent', 'Staffordshire', 'Hampshire', 'Lancashire', 'Yorkshire', 'Derbyshire', 'Surrey', 'Essex', 'Norfolk', 'Devon', 'Cheshire', 'Somerset', 'Midlands', 'Thames Valley', 'Severn', 'Pennine', 'Solent', 'Anglian', 'Humber', 'Tyneside', 'Clyde', 'Northern', 'Western'],
    lastNames: NAMES.GB.last,
  }),
  street(rng) {
    if (rng.chance(0.45)) return `Unit ${rng.int(1, 40)}, ${rng.pick(GB_PARK_PREFIX)} ${rng.pick(GB_PARKS)}`;
    return `${rng.int(1, 250)} ${rng.pick(GB_ROADS)}`;
  },
  postcode(rng, city) {
    const outward = rng.pick(GB_OUTWARD(city) ?? GB_ANY_OUTWARD);
    return `${outward} ${rng.int(1, 9)}${letters(rng, 2, GB_INWARD_LETTERS)}`;
  },
  phone(rng) {
    const area = rng.pick(['20', '121', '161', '113', '114', '117', '131', '141', '151', '191', '115', '116', '29', '1223', '1865', '1908', '1483', '1332', '1482', '1603']);
    if (area === '20' || area === '29') return phoneWith('44', area, [4, 4], rng);
    if (area.length === 3) return phoneWith('44', area, [3, 4], rng);
    return phoneWith('44', area, [6], rng);
  },
  tld: 'co.uk',
  firstNames: NAMES.GB.first,
  lastNames: NAMES.GB.last,
  roleMailboxes: ['info', 'enquiries', 'lab', 'sales', 'testing', 'calibration', 'admin', 'reception'],
};

const FR: Locale = {
  country: 'FR',
  languages: ['fr'],
  labName: simpleNamer(FR_KIT, {
    legal: FR_LEGAL,
    region: ['Ouest', 'Sud-Ouest', 'Nord', 'Est', 'Rhône-Alpes', 'Bretagne', 'Normandie', 'Provence', 'Auvergne', 'Aquitaine', 'Occitanie', 'Lorraine', 'Alsace', 'Atlantique', 'Méditerranée', 'Centre', 'Val de Loire'],
    lastNames: NAMES.FR.last,
    extra: [
      { t: "Laboratoire Départemental d\'Analyses de {city}", w: 1, fam: ['food', 'env', 'bio', 'chem'] },
      { t: 'Institut {brand}', w: 1 },
    ],
  }),
  street(rng) {
    const n = rng.int(1, 180);
    const bis = rng.chance(0.07) ? ' bis' : '';
    const voie = `${n}${bis} ${rng.pick(FR_VOIES)}`;
    return rng.chance(0.2) ? `${rng.pick(FR_ZONES)}, ${voie}` : voie;
  },
  postcode(rng, city) {
    const dept = FR_DEPT(city);
    if (dept === '75') return `750${pad(rng.int(1, 20), 2)}`;
    const d = dept ?? rng.pick(FR_ANY_DEPT);
    return `${d}${rng.pick(['000', '000', '100', '200', '300', '400', '500', '600', '700', '800', '900', '110', '120', '130', '140', '150', '160', '170', '190', '220', '230', '250', '270', '290', '310', '340', '360', '380', '390', '410', '430', '450', '480', '510', '540', '570', '600', '630', '660', '690', '710', '740', '760', '780', '800', '830', '850', '870', '880', '910', '930', '960', '980'])}`;
  },
  phone(rng) {
    const first = rng.pick(['1', '1', '2', '3', '4', '5', '9']);
    return `+33 ${first} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  },
  tld: 'fr',
  firstNames: NAMES.FR.first,
  lastNames: NAMES.FR.last,
  roleMailboxes: ['contact', 'accueil', 'laboratoire', 'info', 'labo', 'secretariat', 'devis', 'commercial'],
};

const IT: Locale = {
  country: 'IT',
  languages: ['it'],
  labName: simpleNamer(IT_KIT, {
    legal: IT_LEGAL,
    region: ['Nord', 'Sud', 'Centro Italia', 'Lombardia', 'Veneto', 'Piemonte', 'Toscana', 'Emilia', 'Marche', 'Puglia', 'Sicilia', 'Sardegna', 'Liguria', 'Friuli', 'Adriatico', 'Tirreno'],
    lastNames: NAMES.IT.last,
  }),
  street(rng) {
    const via = rng.pick(IT_VIE);
    const n = houseNo(rng, 200);
    return rng.chance(0.5) ? `${via}, ${n}` : `${via} ${n}`;
  },
  postcode(rng, city) {
    const range = IT_CAP(city);
    if (range) return pad(rng.int(range[0], range[1]), 5);
    return `${rng.pick(IT_ANY_PREFIX)}${pad(rng.int(0, 99) * 10, 3)}`;
  },
  phone(rng) {
    const area = rng.pick(['02', '06', '011', '051', '055', '081', '045', '049', '010', '041', '0521', '059', '035', '030', '080', '091']);
    const total = rng.int(9, 10);
    const rest = total - area.length;
    const a = Math.min(4, rest - 3);
    return `+39 ${area} ${digits(rng, a)} ${digits(rng, rest - a)}`;
  },
  tld: 'it',
  firstNames: NAMES.IT.first,
  lastNames: NAMES.IT.last,
  roleMailboxes: ['info', 'laboratorio', 'amministrazione', 'segreteria', 'commerciale', 'lab', 'qualita'],
};

const ES: Locale = {
  country: 'ES',
  languages: ['es'],
  labName: simpleNamer(ES_KIT, {
    legal: ES_LEGAL,
    region: ['del Norte', 'del Sur', 'de Levante', 'de Galicia', 'de Andalucía', 'de Castilla', 'del Mediterráneo', 'de Aragón', 'de Cataluña', 'del Cantábrico', 'de Canarias'],
    lastNames: NAMES.ES.last,
  }),
  street(rng) {
    if (rng.chance(0.2)) return `${rng.pick(ES_POLIGONOS)}, Nave ${rng.int(1, 60)}`;
    return `${rng.pick(ES_CALLES)}, ${rng.int(1, 150)}`;
  },
  postcode(rng, city) {
    const prov = ES_PROV(city) ?? pad(rng.int(1, 52), 2);
    return `${prov}${pad(ES_PROV(city) ? rng.int(1, 80) : rng.int(1, 999), 3)}`;
  },
  phone(rng) {
    const start = rng.pick(['91', '93', '96', '95', '94', '98', '97', '92', '976', '983', '985', '986', '965', '968']);
    const n = start + digits(rng, 9 - start.length);
    return `+34 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)}`;
  },
  tld: 'es',
  firstNames: NAMES.ES.first,
  lastNames: NAMES.ES.last,
  roleMailboxes: ['info', 'laboratorio', 'administracion', 'comercial', 'calidad', 'contacto'],
};

const NL: Locale = {
  country: 'NL',
  languages: ['nl'],
  labName: simpleNamer(NL_KIT, {
    legal: NL_LEGAL,
    region: ['Noord', 'Zuid', 'Oost', 'West', 'Noord-Holland', 'Zuid-Holland', 'Brabant', 'Limburg', 'Gelderland', 'Friesland', 'Zeeland', 'Twente', 'Randstad', 'Rijnmond'],
    lastNames: NAMES.NL.last,
  }),
  street: (rng) => `${rng.pick(NL_STRATEN)} ${houseNo(rng, 150)}`,
  postcode(rng, city) {
    const n = rangedNumber(rng, NL_PC(city), [1000, 9999]);
    let l = letters(rng, 2, NL_LETTERS);
    if (l === 'SA' || l === 'SD' || l === 'SS') l = 'AB';
    return `${n} ${l}`;
  },
  phone(rng) {
    const area = rng.pick(['20', '10', '70', '30', '40', '50', '15', '317', '53', '24', '13', '76', '38', '71', '26', '43']);
    if (area.length === 2) return phoneWith('31', area, [3, 4], rng);
    return phoneWith('31', area, [2, 4], rng);
  },
  tld: 'nl',
  firstNames: NAMES.NL.first,
  lastNames: NAMES.NL.last,
  roleMailboxes: ['info', 'lab', 'laboratorium', 'kalibratie', 'verkoop', 'service', 'klantenservice'],
};

const BE_NL_DATA: NameData = { legal: BE_NL_LEGAL, region: ['Vlaanderen', 'Antwerpen', 'Limburg', 'Oost-Vlaanderen', 'West-Vlaanderen', 'Kempen', 'Brabant'], lastNames: NAMES.BE.last };
const BE_FR_DATA: NameData = { legal: BE_FR_LEGAL, region: ['Wallonie', 'Hainaut', 'Namur', 'Liège', 'Luxembourg', 'Brabant wallon', 'Meuse'], lastNames: NAMES.BE.last };

const BE: Locale = {
  country: 'BE',
  languages: ['nl', 'fr'],
  labName(rng, ctx) {
    const key = normCity(ctx.city);
    const french = BE_FRENCH.has(key) || (key === '' ? rng.chance(0.4) : false);
    return french ? composeName(rng, ctx, FR_KIT, BE_FR_DATA) : composeName(rng, ctx, NL_KIT, BE_NL_DATA);
  },
  street(rng) {
    return rng.chance(0.55) ? `${rng.pick(BE_NL_STRATEN)} ${houseNo(rng)}` : `${rng.pick(BE_FR_RUES)} ${houseNo(rng)}`;
  },
  postcode: (rng, city) => String(rangedNumber(rng, BE_PC(city), [1000, 9992])),
  phone(rng) {
    const area = rng.pick(['2', '3', '9', '4', '16', '81', '65', '11', '50', '71', '15', '10', '14', '56']);
    if (area.length === 1) return phoneWith('32', area, [3, 2, 2], rng);
    return phoneWith('32', area, [2, 2, 2], rng);
  },
  tld: 'be',
  firstNames: NAMES.BE.first,
  lastNames: NAMES.BE.last,
  roleMailboxes: ['info', 'labo', 'contact', 'lab', 'secretariaat', 'secretariat'],
};

const AT: Locale = {
  country: 'AT',
  languages: ['de'],
  labName: simpleNamer(DE_KIT, {
    legal: AT_LEGAL,
    region: ['Österreich', 'Ost', 'West', 'Süd', 'Steiermark', 'Tirol', 'Kärnten', 'Vorarlberg', 'Oberösterreich', 'Niederösterreich', 'Salzburg', 'Burgenland', 'Donauraum'],
    lastNames: NAMES.AT.last,
    extra: [
      { t: 'Prüf- und Versuchsanstalt {region}', w: 1, fam: ['mat', 'elec'] },
      { t: 'Lebensmitteluntersuchungsanstalt {city}', w: 1, fam: ['food'] },
    ],
  }),
  street: (rng) => `${rng.pick(AT_STREETS)} ${houseNo(rng, 90)}`,
  postcode: (rng, city) => {
    const range = AT_PLZ(city);
    if (range && range[0] === 1010) return `1${pad(rng.int(1, 23), 2)}0`;
    return String(rangedNumber(rng, range, [2000, 9992]));
  },
  phone(rng) {
    const area = rng.pick(['1', '316', '732', '662', '512', '463', '4242', '7242', '2742', '3842', '5572', '2622']);
    if (area === '1') return phoneWith('43', area, [3, 4], rng);
    return phoneWith('43', area, [rng.int(5, 6)], rng);
  },
  tld: 'at',
  firstNames: NAMES.AT.first,
  lastNames: NAMES.AT.last,
  roleMailboxes: ['office', 'info', 'labor', 'kontakt', 'pruefstelle', 'kalibrierstelle'],
};

const CH_DE_KIT: LangKit = {
  ...DE_KIT,
  // Swiss German spelling has no ß.
  templates: DE_KIT.templates.map((t) => ({ ...t, t: t.t.replace(/ß/g, 'ss') })),
};

const CH: Locale = {
  country: 'CH',
  languages: ['de', 'fr', 'it'],
  labName(rng, ctx) {
    const key = normCity(ctx.city);
    const swissName = (name: string): string => name.replace(/ß/g, 'ss');
    const data = (legal: readonly string[], region: readonly string[]): NameData => ({ legal, region, lastNames: NAMES.CH.last });
    if (CH_FRENCH.has(key)) return composeName(rng, ctx, FR_KIT, data(CH_FR_LEGAL, ['Romandie', 'Léman', 'Suisse', 'Jura', 'Valais']));
    if (CH_ITALIAN.has(key)) return composeName(rng, ctx, IT_KIT, data(CH_IT_LEGAL, ['Ticino', 'Svizzera Italiana', 'Sottoceneri']));
    return swissName(composeName(rng, ctx, CH_DE_KIT, data(CH_DE_LEGAL, ['Schweiz', 'Nordwestschweiz', 'Zentralschweiz', 'Ostschweiz', 'Mittelland', 'Zürich', 'Bern', 'Aargau'])));
  },
  street(rng) {
    const r = rng.next();
    if (r < 0.65) return `${rng.pick(CH_DE_STREETS)} ${houseNo(rng, 90)}`;
    if (r < 0.92) return `${rng.pick(CH_FR_STREETS)} ${houseNo(rng, 90)}`;
    return `${rng.pick(CH_IT_STREETS)} ${houseNo(rng, 90)}`;
  },
  postcode: (rng, city) => String(rangedNumber(rng, CH_PLZ(city), [1000, 9658])),
  phone(rng) {
    const area = rng.pick(['44', '31', '61', '22', '21', '41', '71', '52', '91', '62', '32', '58', '56', '81', '27']);
    return phoneWith('41', area, [3, 2, 2], rng);
  },
  tld: 'ch',
  firstNames: NAMES.CH.first,
  lastNames: NAMES.CH.last,
  roleMailboxes: ['info', 'labor', 'kontakt', 'office', 'admin', 'service', 'contact'],
};

const SE: Locale = {
  country: 'SE',
  languages: ['sv'],
  labName: simpleNamer(SV_KIT, {
    legal: SE_LEGAL,
    region: ['Norrland', 'Svealand', 'Götaland', 'Skåne', 'Väst', 'Mälardalen', 'Norr', 'Syd', 'Öst'],
    lastNames: NAMES.SE.last,
  }),
  street: (rng) => `${rng.pick(SE_GATOR)} ${houseNo(rng, 80)}`,
  postcode(rng, city) {
    const head = rangedNumber(rng, SE_PC(city), [100, 984]);
    return `${pad(head, 3)} ${pad(rng.int(10, 99), 2)}`;
  },
  phone(rng) {
    const area = rng.pick(['8', '31', '40', '18', '13', '21', '19', '33', '46', '90', '42', '36', '11', '26', '60', '54']);
    if (area === '8') return phoneWith('46', area, [3, 3, 2], rng);
    return phoneWith('46', area, [3, 2, 2], rng);
  },
  tld: 'se',
  firstNames: NAMES.SE.first,
  lastNames: NAMES.SE.last,
  roleMailboxes: ['info', 'lab', 'kundtjanst', 'order', 'kontakt', 'kalibrering'],
};

const DK: Locale = {
  country: 'DK',
  languages: ['da'],
  labName: simpleNamer(DA_KIT, {
    legal: DK_LEGAL,
    region: ['Nordjylland', 'Midtjylland', 'Sydjylland', 'Sjælland', 'Fyn', 'Hovedstaden', 'Øst', 'Vest'],
    lastNames: NAMES.DK.last,
  }),
  street: (rng) => `${rng.pick(DK_VEJE)} ${houseNo(rng, 90)}`,
  postcode: (rng, city) => String(rangedNumber(rng, DK_PC(city), [1000, 9990])),
  phone(rng) {
    const first = rng.pick(['3', '4', '7', '8', '9', '2']);
    return `+45 ${first}${digits(rng, 1)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  },
  tld: 'dk',
  firstNames: NAMES.DK.first,
  lastNames: NAMES.DK.last,
  roleMailboxes: ['info', 'lab', 'kontakt', 'salg', 'post', 'kalibrering'],
};

const FI: Locale = {
  country: 'FI',
  languages: ['fi', 'sv'],
  labName: simpleNamer(FI_KIT, {
    legal: FI_LEGAL,
    region: ['Pohjois', 'Etelä', 'Länsi', 'Itä', 'Häme', 'Savo', 'Karjala', 'Lappi', 'Pirkanmaa', 'Uusimaa'],
    lastNames: NAMES.FI.last,
  }),
  street: (rng) => `${rng.pick(FI_KADUT)} ${houseNo(rng, 70)}`,
  postcode(rng, city) {
    const head = rangedNumber(rng, FI_PC(city), [100, 9990]);
    return `${pad(head, 4)}0`;
  },
  phone(rng) {
    const area = rng.pick(['9', '3', '2', '8', '14', '17', '6', '5', '13', '15', '10', '20']);
    if (area === '10' || area === '20') return phoneWith('358', area, [3, 4], rng);
    return phoneWith('358', area, [3, 4], rng);
  },
  tld: 'fi',
  firstNames: NAMES.FI.first,
  lastNames: NAMES.FI.last,
  roleMailboxes: ['info', 'asiakaspalvelu', 'laboratorio', 'toimisto', 'myynti', 'kalibrointi'],
};

const NO: Locale = {
  country: 'NO',
  languages: ['no'],
  labName: simpleNamer(NO_KIT, {
    legal: NO_LEGAL,
    region: ['Nord', 'Vest', 'Øst', 'Sør', 'Midt-Norge', 'Vestland', 'Rogaland', 'Trøndelag', 'Nordland', 'Innlandet', 'Agder'],
    lastNames: NAMES.NO.last,
  }),
  street: (rng) => `${rng.pick(NO_VEIER)} ${houseNo(rng, 80)}`,
  postcode: (rng, city) => pad(rangedNumber(rng, NO_PC(city), [10, 9991]), 4),
  phone(rng) {
    const first = rng.pick(['22', '23', '55', '73', '51', '77', '38', '32', '69', '61', '67', '64', '75', '71']);
    return `+47 ${first} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  },
  tld: 'no',
  firstNames: NAMES.NO.first,
  lastNames: NAMES.NO.last,
  roleMailboxes: ['post', 'firmapost', 'lab', 'kundeservice', 'info', 'kalibrering'],
};

const IE: Locale = {
  country: 'IE',
  languages: ['en', 'ga'],
  labName: simpleNamer(EN_KIT, {
    legal: IE_LEGAL,
    region: ['Munster', 'Leinster', 'Connacht', 'Midlands', 'Western', 'Southern', 'Eastern', 'Shannon', 'Atlantic', 'Border'],
    lastNames: NAMES.IE.last,
  }),
  street(rng) {
    if (rng.chance(0.5)) return `Unit ${rng.int(1, 30)}, ${rng.pick(IE_PARK_PREFIX)} ${rng.pick(IE_PARKS)}`;
    return `${rng.int(1, 120)} ${rng.pick(IE_ROADS)}`;
  },
  postcode(rng, city) {
    const routing = rng.pick(IE_ROUTING(city) ?? IE_ANY_ROUTING);
    return `${routing} ${letters(rng, 4, EIRCODE_CHARS)}`;
  },
  phone(rng) {
    const area = rng.pick(['1', '21', '91', '61', '51', '90', '56', '71', '42', '41', '66', '53', '45', '46']);
    if (area === '1') return phoneWith('353', area, [3, 4], rng);
    return phoneWith('353', area, [3, 4], rng);
  },
  tld: 'ie',
  firstNames: NAMES.IE.first,
  lastNames: NAMES.IE.last,
  roleMailboxes: ['info', 'enquiries', 'lab', 'office', 'sales', 'admin'],
};

const PT: Locale = {
  country: 'PT',
  languages: ['pt'],
  labName: simpleNamer(PT_KIT, {
    legal: PT_LEGAL,
    region: ['Norte', 'Centro', 'Sul', 'Alentejo', 'Algarve', 'Minho', 'Douro', 'Beira', 'Atlântico', 'Tejo'],
    lastNames: NAMES.PT.last,
  }),
  street(rng) {
    const rua = `${rng.pick(PT_RUAS)}, ${houseNo(rng, 300)}`;
    return rng.chance(0.15) ? `Zona Industrial, Lote ${rng.int(1, 80)}` : rua;
  },
  postcode(rng, city) {
    const head = rangedNumber(rng, PT_PC(city), [1000, 9980]);
    return `${head}-${pad(rng.int(1, 999), 3)}`;
  },
  phone(rng) {
    const start = rng.pick(['21', '22', '239', '253', '234', '289', '265', '244', '266', '232', '253', '291', '296']);
    const n = start + digits(rng, 9 - start.length);
    return `+351 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)}`;
  },
  tld: 'pt',
  firstNames: NAMES.PT.first,
  lastNames: NAMES.PT.last,
  roleMailboxes: ['geral', 'info', 'laboratorio', 'comercial', 'qualidade'],
};

const PL: Locale = {
  country: 'PL',
  languages: ['pl'],
  labName: simpleNamer(PL_KIT, {
    legal: PL_LEGAL,
    region: ['Północ', 'Południe', 'Mazowsze', 'Śląsk', 'Pomorze', 'Małopolska', 'Wielkopolska', 'Podkarpacie', 'Warmia', 'Lubelszczyzna'],
    lastNames: NAMES.PL.last,
  }),
  street(rng) {
    const n = houseNo(rng, 150);
    return rng.chance(0.2) ? `${rng.pick(PL_ULICE)} ${n}/${rng.int(1, 40)}` : `${rng.pick(PL_ULICE)} ${n}`;
  },
  postcode(rng, city) {
    const n = rangedNumber(rng, PL_PC(city), [1000, 99999]);
    const s = pad(n, 5);
    return `${s.slice(0, 2)}-${s.slice(2)}`;
  },
  phone(rng) {
    const area = rng.pick(['22', '12', '42', '71', '61', '58', '32', '81', '91', '52', '85', '17', '89', '77']);
    return phoneWith('48', area, [3, 2, 2], rng);
  },
  tld: 'pl',
  firstNames: NAMES.PL.first,
  lastNames: NAMES.PL.last,
  roleMailboxes: ['biuro', 'laboratorium', 'sekretariat', 'kontakt', 'info', 'lab'],
};

const CZ: Locale = {
  country: 'CZ',
  languages: ['cs'],
  labName: simpleNamer(CS_KIT, {
    legal: CZ_LEGAL,
    region: ['Morava', 'Čechy', 'Bohemia', 'Jih', 'Sever', 'Vysočina', 'Slezsko', 'Polabí'],
    lastNames: NAMES.CZ.last,
  }),
  street(rng) {
    return rng.chance(0.6) ? `${rng.pick(CZ_ULICE)} ${rng.int(100, 3999)}/${rng.int(1, 99)}` : `${rng.pick(CZ_ULICE)} ${rng.int(1, 1500)}`;
  },
  postcode(rng, city) {
    const head = rangedNumber(rng, CZ_PSC(city), [100, 798]);
    return `${pad(head, 3)} ${rng.pick(['00', '00', '01', '02', '11', '21', '31'])}`;
  },
  phone(rng) {
    const start = rng.pick(['2', '5', '59', '37', '48', '58', '46', '38', '49', '47', '57']);
    const n = start + digits(rng, 9 - start.length);
    return `+420 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)}`;
  },
  tld: 'cz',
  firstNames: NAMES.CZ.first,
  lastNames: NAMES.CZ.last,
  roleMailboxes: ['info', 'laborator', 'obchod', 'sekretariat', 'kalibrace'],
};

const SK: Locale = {
  country: 'SK',
  languages: ['sk'],
  labName: simpleNamer(SK_KIT, {
    legal: SK_LEGAL,
    region: ['Slovakia', 'Západ', 'Východ', 'Stred', 'Považie', 'Záhorie', 'Spiš', 'Podunajsko'],
    lastNames: NAMES.SK.last,
  }),
  street: (rng) => `${rng.pick(SK_ULICE)} ${rng.chance(0.3) ? `${rng.int(100, 3999)}/${rng.int(1, 99)}` : String(rng.int(1, 150))}`,
  postcode(rng, city) {
    const head = rangedNumber(rng, SK_PSC(city), [10, 991]);
    return `${pad(head, 3)} ${rng.pick(['01', '01', '02', '03', '04', '05', '06', '11'])}`;
  },
  phone(rng) {
    const area = rng.pick(['2', '55', '41', '37', '48', '33', '51', '32', '43', '45', '52', '56']);
    if (area === '2') return phoneWith('421', area, [4, 4], rng);
    return phoneWith('421', area, [3, 4], rng);
  },
  tld: 'sk',
  firstNames: NAMES.SK.first,
  lastNames: NAMES.SK.last,
  roleMailboxes: ['info', 'laboratorium', 'obchod', 'sekretariat', 'kalibracia'],
};

const HU: Locale = {
  country: 'HU',
  languages: ['hu'],
  labName: simpleNamer(HU_KIT, {
    legal: HU_LEGAL,
    region: ['Észak-Alföldi', 'Dél-Alföldi', 'Dunántúli', 'Nyugat-Dunántúli', 'Közép-Magyarországi', 'Észak-Magyarországi', 'Pannon', 'Tisza-menti'],
    lastNames: NAMES.HU.last,
  }),
  street: (rng) => `${rng.pick(HU_UTCAK)} ${rng.int(1, 150)}.`,
  postcode: (rng, city) => {
    const range = HU_IRSZ(city);
    if (range && range[0] === 1011) return `1${pad(rng.int(1, 23), 2)}${rng.int(1, 9)}`;
    return String(rangedNumber(rng, range, [2000, 9985]));
  },
  phone(rng) {
    const area = rng.pick(['1', '52', '62', '46', '72', '96', '22', '88', '76', '42', '99', '36', '28', '56']);
    if (area === '1') return phoneWith('36', area, [3, 4], rng);
    return phoneWith('36', area, [3, 3], rng);
  },
  tld: 'hu',
  firstNames: NAMES.HU.first,
  lastNames: NAMES.HU.last,
  roleMailboxes: ['info', 'labor', 'iroda', 'titkarsag', 'ugyfelszolgalat'],
};

const GR: Locale = {
  country: 'GR',
  languages: ['el', 'en'],
  labName: simpleNamer(EL_KIT, {
    legal: GR_LEGAL,
    region: ['Northern Greece', 'Attica', 'Macedonia', 'Thessaly', 'Crete', 'Peloponnese', 'Epirus', 'Thrace', 'Aegean'],
    lastNames: NAMES.GR.last,
  }),
  street: (rng) => `${rng.pick(GR_ODOI)} ${rng.int(1, 350)}`,
  postcode(rng, city) {
    const n = rangedNumber(rng, GR_TK(city), [10431, 85100]);
    const s = pad(n, 5);
    return `${s.slice(0, 3)} ${s.slice(3)}`;
  },
  phone(rng) {
    const area = rng.pick(['210', '210', '2310', '2610', '2810', '2410', '2421', '2651', '2510', '2821', '2721', '2241']);
    if (area.length === 3) return phoneWith('30', area, [3, 4], rng);
    return phoneWith('30', area, [6], rng);
  },
  tld: 'gr',
  firstNames: NAMES.GR.first,
  lastNames: NAMES.GR.last,
  roleMailboxes: ['info', 'lab', 'sales', 'office', 'quality'],
};

export const LOCALES: Readonly<Record<string, Locale>> = {
  DE, GB, FR, IT, ES, NL, BE, AT, CH, SE, DK, FI, NO, IE, PT, PL, CZ, SK, HU, GR,
};
