// Derives src/domain/terminology/products.json: the products and materials the directory's standards name
// ('concrete', 'bolts and screws', 'milk'), each with its label in the register languages, from the EU Common
// Procurement Vocabulary (CPV 2008, Regulation (EC) No 213/2008). A scope line or a standard's title that names a
// product in one language makes it findable by the product's name in the others ('Zugversuch Schrauben').
//
// Which products: CPV supplies (type 1) of the divisions of materials and goods that laboratories test (03 farm
// products, 09 fuels, 14 minerals and metals, 15 food, 18 clothing, 19 leather, textiles, plastics and rubber,
// 24 chemical products, 31 electrical machinery and lamps, 33 medical equipment, 37 toys and sports goods, 38
// laboratory and measuring instruments, 41 water, 44 construction materials, fasteners), labels of at most
// three words (less the words titles use in another sense, OTHER_SENSE, and labels two codes share), kept when a catalogued standard's English title or a standard title of the vocabulary names the
// product (its label, or the label in the singular) as whole words.
//
// Run by hand when the sources change (the JSON is committed, so the project builds without them):
//   node scripts/derive-products.ts --cpv DIR
// DIR is a checkout of github.com/xterr/php-cpvcodes (MIT; the labels are EU legislative text). Same input gives
// byte-identical output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { STANDARDS } from '../src/domain/catalog.ts';
import { queryTerms } from '../src/domain/search-rules.ts';
import vocabulary from '../src/domain/terminology/standard-vocabulary.json' with { type: 'json' };

const { values } = parseArgs({ options: { cpv: { type: 'string' }, commit: { type: 'string' } } });
if (!values.cpv) {
  console.error('usage: node scripts/derive-products.ts --cpv DIR [--commit SHA]');
  process.exit(2);
}
const root = resolve(values.cpv);

/** The register languages CPV has (it has no Norwegian), and the locale of each translation file. */
const LOCALES: Record<string, string> = {
  de: 'de_de',
  fr: 'fr_fr',
  it: 'it_it',
  es: 'es_es',
  pt: 'pt_pt',
  nl: 'nl_nl',
  pl: 'pl_pl',
  cs: 'cs_cz',
  sk: 'sk_sk',
  hu: 'hu_hu',
  sv: 'sv_se',
  da: 'da_dk',
  fi: 'fi_fi',
  el: 'el_gr',
};
const DIVISIONS = new Set(['03', '09', '14', '15', '18', '19', '24', '31', '33', '37', '38', '41', '44']);
/**
 * Labels a standard's title uses in another sense than the product's: 'strip method', 'angles of contact', 'cross
 * sections', 'test cases', 'COD', 'figs.', 'sound pitch'... Left out, so a title's word is not translated as a product.
 */
const OTHER_SENSE = new Set([
  'angles',
  'bars',
  'bends',
  'blocks',
  'boxes',
  'cable',
  'cases',
  'chain',
  'cod',
  'figs',
  'film',
  'hardware',
  'meters',
  'modules',
  'monitors',
  'panels',
  'pitch',
  'plants',
  'posts',
  'sections',
  'shorts',
  'steam',
  'stocks',
  'strip',
  'tools',
]);

interface CpvCode {
  code: string;
  version: number;
  type: number;
  name: string;
}

const every = JSON.parse(readFileSync(join(root, 'Resources/cpvCodes.json'), 'utf8')) as CpvCode[];
const all = every.filter((c) => c.version === 2);
// The translation files are keyed by English label: a label two codes of one CPV version share ('Fasteners' for
// clothing and for construction in CPV 2003) has one translation for both, right for one of them only. Such labels
// are left out (a label that CPV 2003 and 2008 both have, renumbered, is one product).
const uses = new Map<string, number>();
for (const c of every) uses.set(`${c.version} ${c.name}`, (uses.get(`${c.version} ${c.name}`) ?? 0) + 1);
const ambiguous = (name: string) => (uses.get(`1 ${name}`) ?? 0) > 1 || (uses.get(`2 ${name}`) ?? 0) > 1;
const codes = all.filter(
  (c) =>
    !ambiguous(c.name) &&
    c.type === 1 &&
    DIVISIONS.has(c.code.slice(0, 2)) &&
    !c.name.includes(',') &&
    c.name.split(' ').length <= 3 &&
    !OTHER_SENSE.has(c.name.toLowerCase()),
);

const titles = [
  ...STANDARDS.map((s) => s.title),
  ...Object.values(vocabulary.standards as Record<string, { titles: Record<string, { text: string }> }>).flatMap(
    (entry) => (entry.titles.en ? [entry.titles.en.text] : []),
  ),
].map((title) => ` ${queryTerms(title).join(' ')} `);

const phrase = (label: string) => queryTerms(label).join(' ');
const named = (label: string) => {
  const words = phrase(label);
  if (words === '') return false;
  const singular = words.replace(/(?:es|s)$/, '');
  return titles.some((title) => title.includes(` ${words} `) || title.includes(` ${singular} `));
};

const translations = Object.fromEntries(
  Object.entries(LOCALES).map(([lang, locale]) => [
    lang,
    parse(readFileSync(join(root, `Resources/translations/cpvCodes.${locale}.yaml`), 'utf8')) as Record<string, string>,
  ]),
);

const products: Record<string, Record<string, string>> = {};
for (const c of codes.sort((a, b) => (a.code < b.code ? -1 : 1))) {
  if (!named(c.name)) continue;
  const labels: Record<string, string> = { en: c.name };
  for (const lang of Object.keys(LOCALES)) {
    const label = translations[lang]![c.name];
    if (label) labels[lang] = label;
  }
  products[c.code] = labels;
}

const out = {
  about:
    "Products and materials the directory's standards name, with their labels in the register languages, from the EU Common Procurement Vocabulary (CPV 2008, Commission Regulation (EC) No 213/2008), derived by scripts/derive-products.ts. Norwegian is not among the CPV languages.",
  source: {
    title: 'Common Procurement Vocabulary (CPV 2008): codes and labels in the EU languages',
    publisher:
      'European Union (labels: Commission Regulation (EC) No 213/2008); machine-readable copy: xterr/php-cpvcodes',
    url: 'https://github.com/xterr/php-cpvcodes',
    commit: values.commit ?? null,
    licence:
      'Repository: MIT (Copyright (c) 2022 Ceana Razvan). The labels are EU legislative text: © European Union, https://eur-lex.europa.eu (reuse authorised with acknowledgement, Commission Decision 2011/833/EU).',
  },
  products,
};
writeFileSync('src/domain/terminology/products.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(`products: ${Object.keys(products).length} of ${codes.length} CPV supplies named by a standard's title`);
