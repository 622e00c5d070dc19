// Per-country habits for the sample directory: how labs are named, how streets
// are written, which web domain and mailbox names are usual, and common
// personal names (for contact persons the build must strip). Postcodes and
// phone numbers come from the lab's town (places.ts). Everything is drawn
// from an injected Rng, so output is deterministic.

import type { Rng } from './random.ts';

export interface LabNameContext {
  city: string;
  /** The language the lab's register writes in its region (Belgium and Switzerland have several). */
  language: string;
  /** A category slug from src/domain/categories.ts. */
  specialty: string;
  kind: 'testing' | 'calibration';
}

export interface Locale {
  country: string;
  languages: string[];
  labName(rng: Rng, ctx: LabNameContext): string;
  /** A street in the lab's town; `language` is the town's (Belgium and Switzerland write streets in their regions' languages). */
  street(rng: Rng, language: string): string;
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

function letters(rng: Rng, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
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
    // A place word in a name is the lab's own town, so the name never contradicts the address.
    region: () => ctx.city,
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

// --- Street pieces ------------------------------------------------------------

const DE_STREETS = ['Industriestraße', 'Hauptstraße', 'Bahnhofstraße', 'Gewerbestraße', 'Robert-Bosch-Straße', 'Carl-Zeiss-Straße', 'Max-Planck-Straße', 'Siemensstraße', 'Daimlerstraße', 'Lindenstraße', 'Schillerstraße', 'Goethestraße', 'Am Technologiepark', 'Im Gewerbegebiet', 'Wissenschaftspark', 'Mühlenweg', 'Rudolf-Diesel-Straße', 'Einsteinstraße', 'Otto-Hahn-Straße', 'Gutenbergstraße', 'Werner-von-Siemens-Ring', 'Hafenstraße', 'Raiffeisenstraße', 'Marie-Curie-Straße', 'Liebigstraße', 'Nordring'];
const AT_STREETS = ['Industriestraße', 'Hauptplatz', 'Gewerbepark', 'Industriezeile', 'Technologiestraße', 'Innovationsstraße', 'Bahnhofstraße', 'Salzburger Straße'];
const CH_DE_STREETS = ['Industriestrasse', 'Bahnhofstrasse', 'Hauptstrasse', 'Technoparkstrasse', 'Gewerbestrasse', 'Seestrasse', 'Dorfstrasse', 'Rheinstrasse', 'Riedstrasse'];
const CH_FR_STREETS = ['Rue du Lac', 'Avenue de la Gare', 'Rue de l\'Industrie'];
const CH_IT_STREETS = ['Via Cantonale', 'Via Industria'];
const GB_ROADS = ['Station Road', 'High Street', 'Mill Lane', 'Church Road', 'Victoria Road', 'Park Road', 'Queens Road', 'Manor Road', 'Green Lane', 'Bridge Street', 'King Street', 'Mill Road', 'Albert Road', 'Castle Street', 'New Road'];
const GB_PARKS = ['Riverside Business Park', 'Enterprise Park', 'Science Park', 'Technology Park', 'Innovation Centre', 'Trading Estate', 'Industrial Estate', 'Business Centre', 'Commerce Park', 'Interchange Park'];
const GB_PARK_PREFIX = ['Riverside', 'Westgate', 'Eastfield', 'Northbridge', 'Kingsway', 'Parkside', 'Meadowbank', 'Oakwood', 'Ashfield', 'Brunel', 'Faraday', 'Newton', 'Stephenson', 'Telford', 'Harwell'];
const IE_ROADS = ['Main Street', 'Bridge Street', 'Church Street', 'Mill Road', 'Harbour Road', 'Station Road'];
const IE_PARKS = ['Business Park', 'Industrial Estate', 'Technology Park', 'Enterprise Centre', 'Science Park', 'Retail Park'];
const IE_PARK_PREFIX = ['Ballycoolin', 'Sandyford', 'Citywest', 'Parkwest', 'Cleaboy', 'Raheen', 'Ballybrit', 'Poppintree', 'Kilcannon', 'Carrigtwohill', 'Mervue', 'Ashbourne', 'Bluebell', 'Damastown', 'Shannon'];
const FR_VOIES = ['rue de la Gare', 'avenue Jean Jaurès', 'rue Pasteur', 'rue Victor Hugo', 'boulevard de la République', 'rue de l\'Industrie', 'avenue de la Libération', 'rue des Frères Lumière', 'allée des Sciences', 'rue Gay-Lussac', 'avenue du Général de Gaulle', 'rue Ampère', 'chemin des Prés', 'rue de la Croix Blanche', 'impasse des Artisans', 'rue Lavoisier', 'rue du Moulin', 'avenue de l\'Europe', 'rue Marcel Dassault', 'rue Denis Papin'];
const FR_ZONES = ['ZI des Plaines', 'ZA du Moulin', 'ZI Nord', 'Parc technologique', 'ZAC des Portes', 'Technopôle', 'Parc d\'activités de la Vallée'];
const IT_VIE = ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Via dell\'Industria', 'Via dell\'Artigianato', 'Viale Europa', 'Via Marconi', 'Via Dante Alighieri', 'Corso Italia', 'Via Cavour', 'Via Galileo Galilei', 'Via Enrico Fermi', 'Via Volta', 'Viale della Repubblica', 'Via Matteotti', 'Via dei Mille', 'Via Leonardo da Vinci', 'Via del Lavoro'];
const ES_CALLES = ['Calle Mayor', 'Calle de la Industria', 'Avda. de la Constitución', 'Calle Real', 'Calle del Progreso', 'Avda. de Europa', 'Calle Severo Ochoa', 'Calle Isaac Newton', 'Calle de la Ciencia', 'Avda. de la Innovación', 'Calle Leonardo da Vinci', 'Calle del Comercio'];
const ES_POLIGONOS = ['Polígono Industrial Los Olivos', 'Polígono Industrial San Cristóbal', 'Parque Tecnológico', 'Polígono Industrial El Pla', 'Polígono Industrial Las Arenas', 'Parque Empresarial La Marina'];
const NL_STRATEN = ['Industrieweg', 'Kanaalweg', 'Stationsstraat', 'Dorpsstraat', 'Kerkstraat', 'Marconistraat', 'Nijverheidsweg', 'Energieweg', 'Handelsweg', 'Edisonstraat', 'Laboratoriumweg', 'Ambachtsweg', 'Transportweg', 'Havenstraat', 'Molenweg'];
const BE_NL_STRATEN = ['Industrieweg', 'Technologiepark', 'Stationsstraat', 'Kerkstraat', 'Nijverheidsstraat', 'Researchpark', 'Molenstraat', 'Havenlaan'];
const BE_FR_RUES = ['Rue de l\'Industrie', 'Parc Scientifique', 'Rue de la Station', 'Avenue Einstein', 'Rue du Parc Industriel'];
const SE_GATOR = ['Industrigatan', 'Storgatan', 'Verkstadsgatan', 'Fabriksgatan', 'Hamngatan', 'Forskargatan', 'Brogatan', 'Järnvägsgatan', 'Skolgatan', 'Ringvägen', 'Västra vägen'];
const DK_VEJE = ['Industrivej', 'Hovedgaden', 'Stationsvej', 'Vestergade', 'Østergade', 'Banevej'];
const FI_KADUT = ['Teollisuuskatu', 'Tekniikantie', 'Asemakatu', 'Kauppakatu', 'Tiedepuisto', 'Kirkkokatu', 'Satamakatu', 'Pajakatu', 'Laboratoriontie'];
const NO_VEIER = ['Industriveien', 'Storgata', 'Strandveien', 'Havnegata', 'Fabrikkveien', 'Kirkegata', 'Bedriftsveien', 'Dokkveien'];
const PT_RUAS = ['Rua da Indústria', 'Avenida da República', 'Rua do Comércio', 'Rua da Estação'];
const PL_ULICE = ['ul. Przemysłowa', 'ul. Kwiatowa', 'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa', 'ul. Polna', 'ul. Fabryczna', 'ul. Mickiewicza', 'ul. Słowackiego', 'ul. Kościuszki', 'ul. Techniczna', 'ul. Naukowa', 'ul. Chemików'];
const CZ_ULICE = ['Průmyslová', 'Nádražní', 'Husova', 'Masarykova', 'Palackého', 'Komenského', 'Technická', 'Tovární'];
const SK_ULICE = ['Priemyselná', 'Hlavná', 'Štúrova', 'Hraničná', 'Továrenská', 'Kollárova'];
const HU_UTCAK = ['Ipari út', 'Fő utca', 'Petőfi Sándor utca', 'Kossuth Lajos utca', 'Rákóczi út', 'Dózsa György út', 'Irinyi József utca', 'Állomás utca'];
const GR_ODOI = ['Ethnikis Antistaseos', 'Agiou Dimitriou', 'Ermou', '25is Martiou', 'Iroon Polytechneiou'];

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
    lastNames: NAMES.DE.last,
    extra: [
      { t: 'Landeslabor {region}', w: 1, fam: ['food', 'bio', 'chem', 'env'] },
      { t: 'Chemisches und Veterinäruntersuchungsamt {city}', w: 1, fam: ['food', 'chem'] },
      { t: 'Landesuntersuchungsamt {region}', w: 1, fam: ['food', 'bio'] },
    ],
  }),
  street: (rng) => `${rng.pick(DE_STREETS)} ${houseNo(rng)}`,
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
    lastNames: NAMES.GB.last,
  }),
  street(rng) {
    if (rng.chance(0.45)) return `Unit ${rng.int(1, 40)}, ${rng.pick(GB_PARK_PREFIX)} ${rng.pick(GB_PARKS)}`;
    return `${rng.int(1, 250)} ${rng.pick(GB_ROADS)}`;
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
    lastNames: NAMES.IT.last,
  }),
  street(rng) {
    const via = rng.pick(IT_VIE);
    const n = houseNo(rng, 200);
    return rng.chance(0.5) ? `${via}, ${n}` : `${via} ${n}`;
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
    lastNames: NAMES.ES.last,
  }),
  street(rng) {
    if (rng.chance(0.2)) return `${rng.pick(ES_POLIGONOS)}, Nave ${rng.int(1, 60)}`;
    return `${rng.pick(ES_CALLES)}, ${rng.int(1, 150)}`;
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
    lastNames: NAMES.NL.last,
  }),
  street: (rng) => `${rng.pick(NL_STRATEN)} ${houseNo(rng, 150)}`,
  tld: 'nl',
  firstNames: NAMES.NL.first,
  lastNames: NAMES.NL.last,
  roleMailboxes: ['info', 'lab', 'laboratorium', 'kalibratie', 'verkoop', 'service', 'klantenservice'],
};

const BE_NL_DATA: NameData = { legal: BE_NL_LEGAL, lastNames: NAMES.BE.last };
const BE_FR_DATA: NameData = { legal: BE_FR_LEGAL, lastNames: NAMES.BE.last };

const BE: Locale = {
  country: 'BE',
  languages: ['nl', 'fr'],
  labName: (rng, ctx) => (ctx.language === 'fr' ? composeName(rng, ctx, FR_KIT, BE_FR_DATA) : composeName(rng, ctx, NL_KIT, BE_NL_DATA)),
  street: (rng, language) => `${rng.pick(language === 'fr' ? BE_FR_RUES : BE_NL_STRATEN)} ${houseNo(rng)}`,
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
    lastNames: NAMES.AT.last,
    extra: [
      { t: 'Prüf- und Versuchsanstalt {region}', w: 1, fam: ['mat', 'elec'] },
      { t: 'Lebensmitteluntersuchungsanstalt {city}', w: 1, fam: ['food'] },
    ],
  }),
  street: (rng) => `${rng.pick(AT_STREETS)} ${houseNo(rng, 90)}`,
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
    const swissName = (name: string): string => name.replace(/ß/g, 'ss');
    const data = (legal: readonly string[]): NameData => ({ legal, lastNames: NAMES.CH.last });
    if (ctx.language === 'fr') return composeName(rng, ctx, FR_KIT, data(CH_FR_LEGAL));
    if (ctx.language === 'it') return composeName(rng, ctx, IT_KIT, data(CH_IT_LEGAL));
    return swissName(composeName(rng, ctx, CH_DE_KIT, data(CH_DE_LEGAL)));
  },
  street(rng, language) {
    if (language === 'fr') return `${rng.pick(CH_FR_STREETS)} ${houseNo(rng, 90)}`;
    if (language === 'it') return `${rng.pick(CH_IT_STREETS)} ${houseNo(rng, 90)}`;
    return `${rng.pick(CH_DE_STREETS)} ${houseNo(rng, 90)}`;
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
    lastNames: NAMES.SE.last,
  }),
  street: (rng) => `${rng.pick(SE_GATOR)} ${houseNo(rng, 80)}`,
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
    lastNames: NAMES.DK.last,
  }),
  street: (rng) => `${rng.pick(DK_VEJE)} ${houseNo(rng, 90)}`,
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
    lastNames: NAMES.FI.last,
  }),
  street: (rng) => `${rng.pick(FI_KADUT)} ${houseNo(rng, 70)}`,
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
    lastNames: NAMES.NO.last,
  }),
  street: (rng) => `${rng.pick(NO_VEIER)} ${houseNo(rng, 80)}`,
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
    lastNames: NAMES.IE.last,
  }),
  street(rng) {
    if (rng.chance(0.5)) return `Unit ${rng.int(1, 30)}, ${rng.pick(IE_PARK_PREFIX)} ${rng.pick(IE_PARKS)}`;
    return `${rng.int(1, 120)} ${rng.pick(IE_ROADS)}`;
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
    lastNames: NAMES.PT.last,
  }),
  street(rng) {
    const rua = `${rng.pick(PT_RUAS)}, ${houseNo(rng, 300)}`;
    return rng.chance(0.15) ? `Zona Industrial, Lote ${rng.int(1, 80)}` : rua;
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
    lastNames: NAMES.PL.last,
  }),
  street(rng) {
    const n = houseNo(rng, 150);
    return rng.chance(0.2) ? `${rng.pick(PL_ULICE)} ${n}/${rng.int(1, 40)}` : `${rng.pick(PL_ULICE)} ${n}`;
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
    lastNames: NAMES.CZ.last,
  }),
  street(rng) {
    return rng.chance(0.6) ? `${rng.pick(CZ_ULICE)} ${rng.int(100, 3999)}/${rng.int(1, 99)}` : `${rng.pick(CZ_ULICE)} ${rng.int(1, 1500)}`;
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
    lastNames: NAMES.SK.last,
  }),
  street: (rng) => `${rng.pick(SK_ULICE)} ${rng.chance(0.3) ? `${rng.int(100, 3999)}/${rng.int(1, 99)}` : String(rng.int(1, 150))}`,
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
    lastNames: NAMES.HU.last,
  }),
  street: (rng) => `${rng.pick(HU_UTCAK)} ${rng.int(1, 150)}.`,
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
    lastNames: NAMES.GR.last,
  }),
  street: (rng) => `${rng.pick(GR_ODOI)} ${rng.int(1, 350)}`,
  tld: 'gr',
  firstNames: NAMES.GR.first,
  lastNames: NAMES.GR.last,
  roleMailboxes: ['info', 'lab', 'sales', 'office', 'quality'],
};

export const LOCALES: Readonly<Record<string, Locale>> = {
  DE, GB, FR, IT, ES, NL, BE, AT, CH, SE, DK, FI, NO, IE, PT, PL, CZ, SK, HU, GR,
};
