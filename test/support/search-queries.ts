// The judged query set: what procurement engineers type, in the registers'
// languages, with the labs each query should find decided by a rule over the
// raw data that does not depend on wording (search-quality.ts applies it):
// the terminology concepts whose standards a capability cites, the city a lab
// is in (as its register writes it), or the start of a word of its name.
// Every query keeps the API's default status (active labs only).

export interface JudgedQuery {
  q: string;
  /** ISO 639-1 of the words typed ('-' for a standard reference or a place name in no particular language). */
  lang: string;
  kind: 'test' | 'category' | 'test+city' | 'standard+country' | 'typo' | 'exonym' | 'ascii';
  /** A country filter sent with the query. */
  country?: string;
  expect: {
    /** Labs citing a standard of any of these terminology concepts (a category-wide concept: any standard of its category). */
    concepts?: readonly string[];
    /** Labs citing this standard (any year, any national adoption). */
    standard?: string;
    /** Labs citing a catalog standard whose official English title matches (for an English word that names many tests). */
    title?: RegExp;
    /** Labs in this city, named as the register writes it. */
    city?: { country: string; name: string };
    /** Labs with a name word starting with this (folded). */
    namePrefix?: string;
  };
}

/** 'Zugversuch' names the metals test (DIN EN ISO 6892-1) and the textile strip test (Streifen-Zugversuch, EN ISO 13934-1). */
const ZUGVERSUCH = ['tensile-test-metals', 'fabric-tensile'];
const test = (q: string, lang: string, ...concepts: string[]): JudgedQuery => ({
  q,
  lang,
  kind: 'test',
  expect: { concepts },
});
const typo = (q: string, lang: string, ...concepts: string[]): JudgedQuery => ({
  q,
  lang,
  kind: 'typo',
  expect: { concepts },
});
const titled = (q: string, title: RegExp): JudgedQuery => ({ q, lang: 'en', kind: 'test', expect: { title } });
const category = (q: string, lang: string, concept: string): JudgedQuery => ({
  q,
  lang,
  kind: 'category',
  expect: { concepts: [concept] },
});
const testInCity = (
  q: string,
  lang: string,
  concepts: readonly string[],
  country: string,
  name: string,
): JudgedQuery => ({
  q,
  lang,
  kind: 'test+city',
  expect: { concepts, city: { country, name } },
});
const standardIn = (q: string, country: string): JudgedQuery => ({
  q,
  lang: '-',
  kind: 'standard+country',
  country,
  expect: { standard: q },
});
const city = (kind: 'exonym' | 'ascii', q: string, country: string, name: string): JudgedQuery => ({
  q,
  lang: kind === 'exonym' ? 'en' : '-',
  kind,
  expect: { city: { country, name } },
});

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // A test named in the registers' languages.
  titled('tensile', /tensile/i),
  test('Zugversuch', 'de', ...ZUGVERSUCH),
  test('essai de traction', 'fr', 'tensile-test-metals'),
  test('prova di trazione', 'it', 'tensile-test-metals'),
  test('ensayo de tracción', 'es', 'tensile-test-metals'),
  test('ensaio de tração', 'pt', 'tensile-test-metals'),
  test('trekproef', 'nl', 'tensile-test-metals'),
  test('próba rozciągania', 'pl', 'tensile-test-metals'),
  // The bare noun: every Polish tensile title inflects it (próba rozciągania, przy rozciąganiu).
  test('rozciąganie', 'pl', 'tensile-test-metals', 'tensile-test-plastics', 'fabric-tensile'),
  test('zkouška tahem', 'cs', 'tensile-test-metals'),
  test('szakítóvizsgálat', 'hu', 'tensile-test-metals'),
  test('dragprovning', 'sv', 'tensile-test-metals'),
  test('trækprøvning', 'da', 'tensile-test-metals'),
  test('vetokoe', 'fi', 'tensile-test-metals'),
  test('strekkprøving', 'nb', 'tensile-test-metals'),
  test('Salmonella', 'en', 'salmonella'),
  test('Salmonellen', 'de', 'salmonella'),
  test('recherche des salmonella', 'fr', 'salmonella'),
  test('wykrywanie salmonella', 'pl', 'salmonella'),
  test('Legionellen', 'de', 'legionella'),
  test('legionella', 'it', 'legionella'),
  test('Listeria monocytogenes', 'en', 'listeria'),
  test('Härteprüfung', 'de', 'hardness-test'),
  test('essai de dureté', 'fr', 'hardness-test'),
  test('prova di durezza', 'it', 'hardness-test'),
  test('ensayo de dureza', 'es', 'hardness-test'),
  test('pomiar twardości', 'pl', 'hardness-test'),
  test('zkouška tvrdosti', 'cs', 'hardness-test'),
  test('hårdhetsprovning', 'sv', 'hardness-test'),
  test('Kerbschlagbiegeversuch', 'de', 'impact-test-charpy'),
  test('kerfslagproef', 'nl', 'impact-test-charpy'),
  titled('Charpy', /charpy/i),
  test('compressive strength concrete', 'en', 'concrete-compressive-strength'),
  test('Druckfestigkeit', 'de', 'concrete-compressive-strength'),
  test('resistenza alla compressione', 'it', 'concrete-compressive-strength'),
  test('Pestizidrückstände', 'de', 'pesticide-residues'),
  test('residui di pesticidi', 'it', 'pesticide-residues'),
  test('residuos de plaguicidas', 'es', 'pesticide-residues'),
  test('pozostałości pestycydów', 'pl', 'pesticide-residues'),
  test('Asbest', 'de', 'asbestos'),
  test('amiante', 'fr', 'asbestos'),
  test('azbest', 'pl', 'asbestos'),
  test('azbeszt', 'hu', 'asbestos'),
  test('Ultraschallprüfung', 'de', 'ultrasonic-testing'),
  test('contrôle par ultrasons', 'fr', 'ultrasonic-testing'),
  test('badania ultradźwiękowe', 'pl', 'ultrasonic-testing'),
  test('ultraäänitarkastus', 'fi', 'ultrasonic-testing'),
  test('Lärmmessung', 'de', 'noise-measurement'),
  test('misure di rumore', 'it', 'noise-measurement'),
  test('pomiary hałasu', 'pl', 'noise-measurement'),
  test('réaction au feu', 'fr', 'reaction-to-fire'),
  test('reacción al fuego', 'es', 'reaction-to-fire'),
  test('Schwermetalle', 'de', 'heavy-metals'),
  test('metalli pesanti', 'it', 'heavy-metals'),
  test('tungmetaller', 'sv', 'heavy-metals'),
  test('Kalibrierung Druck', 'de', 'calibration-pressure'),
  test('étalonnage manomètres', 'fr', 'calibration-pressure'),
  test('wzorcowanie manometrów', 'pl', 'calibration-pressure'),
  test('ISO 17025 calibration pressure', 'en', 'calibration-pressure'),
  test('taratura termometri', 'it', 'calibration-temperature'),
  test('kalibrace teploměrů', 'cs', 'calibration-temperature'),
  // A whole field.
  category('Kalibrierung', 'de', 'calibration'),
  category('étalonnage', 'fr', 'calibration'),
  category('taratura', 'it', 'calibration'),
  category('wzorcowanie', 'pl', 'calibration'),
  // A test and a city.
  testInCity('Zugversuch München', 'de', ZUGVERSUCH, 'DE', 'München'),
  {
    q: 'tensile Munich',
    lang: 'en',
    kind: 'test+city',
    expect: { title: /tensile/i, city: { country: 'DE', name: 'München' } },
  },
  testInCity('Zugversuch Stuttgart', 'de', ZUGVERSUCH, 'DE', 'Stuttgart'),
  testInCity('Salmonellen Berlin', 'de', ['salmonella'], 'DE', 'Berlin'),
  testInCity('essai de traction Lyon', 'fr', ['tensile-test-metals'], 'FR', 'Lyon'),
  testInCity('prova di trazione Milano', 'it', ['tensile-test-metals'], 'IT', 'Milano'),
  testInCity('ensayo de tracción Madrid', 'es', ['tensile-test-metals'], 'ES', 'Madrid'),
  testInCity('próba rozciągania Warszawa', 'pl', ['tensile-test-metals'], 'PL', 'Warszawa'),
  testInCity('legionella Gent', 'nl', ['legionella'], 'BE', 'Gent'),
  testInCity('Legionellen Wien', 'de', ['legionella'], 'AT', 'Wien'),
  testInCity('salmonella Praha', 'cs', ['salmonella'], 'CZ', 'Praha'),
  testInCity('Kalibrierung Hamburg', 'de', ['calibration'], 'DE', 'Hamburg'),
  // A standard in one country.
  standardIn('ISO 6892-1', 'DE'),
  standardIn('EN ISO 6579-1', 'FR'),
  standardIn('EN 12390-3', 'ES'),
  standardIn('ISO 11731', 'IT'),
  standardIn('IEC 61000-4-2', 'SE'),
  standardIn('ISO 9227', 'PL'),
  standardIn('EN 71-3', 'GB'),
  standardIn('ISO 17025 ISO 6508-1', 'CZ'),
  // Typing errors: a swapped pair, a letter missing or doubled.
  { q: 'Elketro', lang: 'de', kind: 'typo', expect: { namePrefix: 'elektro' } },
  typo('Zugvresuch', 'de', ...ZUGVERSUCH),
  typo('Salmonela', 'es', 'salmonella'),
  typo('Legionnella', 'it', 'legionella'),
  { ...titled('tensiel', /tensile/i), kind: 'typo' },
  typo('amainto', 'it', 'asbestos'),
  typo('Härteprüfnug', 'de', 'hardness-test'),
  // Cities by their English names...
  city('exonym', 'Munich', 'DE', 'München'),
  city('exonym', 'Cologne', 'DE', 'Köln'),
  city('exonym', 'Prague', 'CZ', 'Praha'),
  city('exonym', 'Warsaw', 'PL', 'Warszawa'),
  city('exonym', 'Vienna', 'AT', 'Wien'),
  city('exonym', 'Lisbon', 'PT', 'Lisboa'),
  city('exonym', 'Milan', 'IT', 'Milano'),
  city('exonym', 'Brussels', 'BE', 'Bruxelles'),
  city('exonym', 'Gothenburg', 'SE', 'Göteborg'),
  city('exonym', 'Copenhagen', 'DK', 'København'),
  city('exonym', 'Rome', 'IT', 'Roma'),
  city('exonym', 'Geneva', 'CH', 'Genève'),
  // ...and typed without their letters' marks.
  city('ascii', 'munchen', 'DE', 'München'),
  city('ascii', 'muenchen', 'DE', 'München'),
  city('ascii', 'koln', 'DE', 'Köln'),
  city('ascii', 'koeln', 'DE', 'Köln'),
  city('ascii', 'Plzen', 'CZ', 'Plzeň'),
  city('ascii', 'Lodz', 'PL', 'Łódź'),
  city('ascii', 'Goteborg', 'SE', 'Göteborg'),
  city('ascii', 'Malmo', 'SE', 'Malmö'),
  city('ascii', 'Krakow', 'PL', 'Kraków'),
  city('ascii', 'Zurich', 'CH', 'Zürich'),
  city('ascii', 'Geneve', 'CH', 'Genève'),
  city('ascii', 'Wroclaw', 'PL', 'Wrocław'),
  city('ascii', 'Kosice', 'SK', 'Košice'),
];
