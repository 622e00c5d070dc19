// COFRAC (Comité français d'accréditation, France): the easysearch register,
// https://tools.cofrac.fr/fr/easysearch/.
//
// What this assumes, and how sure it is (the `assumptions` rows below say the
// same, one per check step):
// - easysearch loads its data as JSON from AJAX endpoints under
//   https://tools.cofrac.fr/site/content/french/pages/easysearch/ajax/.
//   CONFIRMED for the taxonomy by the open-data project
//   github.com/action-21/liste-organismes-evaluation-conformite:
//   commands/fetchLibs.js POSTs `acti` (a form) to `load_activite.php`, which
//   answers {libs: [{lib_id, lib_id_activite, lib_niveau, lib_libelle…}],
//   themes: {niv_<level>: [{id, lib, ord, nb}]}}; commands/fetchThemes.js
//   POSTs `acti`, `level`, `ids=<lib_id>` to `load_theme.php` for a level the
//   first answer leaves out. commands/activites.json names the activity codes
//   (ESSAIS = Essais, ETAL = Etalonnage) and commands/themes.json is the saved
//   testing taxonomy: levels 1 (Domaine, lib_id 32) and 3 (Famille, lib_id
//   34), no level 2. The adapter reads the taxonomy live at each run and uses
//   its labels to recognise the annex's section headings ("AGROALIMENTAIRE /
//   Analyses microbiologiques"), which become each capability's `field`.
// - The result endpoint is NOT in that project (it reads the taxonomy only):
//   `load_resultat.php` (POST acti, page) is ASSUMED, modelled on its two
//   siblings: {nb_resultats, nb_pages, page, resultats: [{num_accreditation,
//   raison_sociale, ville, code_postal, statut, date_debut, date_fin, themes:
//   [ids]}]}. Sections read: ESSAIS (testing, numbers 1-NNNN) and ETAL
//   (calibration, 2-NNNN). Every page is read; the count must equal
//   nb_resultats. In probe mode (the first-run check) only the first page of
//   the first activity is read.
// - The organisation's record ("fiche") page https://tools.cofrac.fr/fr/
//   easysearch/fiche.php?numac=<number> is ASSUMED (address and layout; no
//   public code or copy shows it): a table of labels (N° d'accréditation,
//   Statut, Adresse, Téléphone, E-mail, Site internet, Contact, Date de
//   première accréditation, Date de prise d'effet, Annexe technique), served
//   as ISO-8859-1 (an older PHP application) — the client decodes by the
//   declared charset.
// - Annex PDFs: CONFIRMED address https://tools.cofrac.fr/annexes/sect<N>/
//   <number>.pdf (section = the number's first digit; linked so in public
//   code, e.g. .../sect2/2-1920.pdf, .../sect1/1-0002.pdf). CONFIRMED from
//   stored copies (1-0201, 2-1405): the PDF opens with the accreditation
//   certificate page ("Section Laboratoires", "ATTESTATION D'ACCREDITATION",
//   "N° 1-0201 rév. 14", the domains as "DOMAINE / SOUS-DOMAINE" lines in
//   French then English), which the reader treats as head. ASSUMED: the
//   technical annex after it ("ANNEXE TECHNIQUE à l'attestation N° … rév. …",
//   holder, address, "Date de prise d'effet"), then per taxonomy heading a
//   table "Objet soumis à essai | Caractéristique mesurée ou recherchée |
//   Principe de la méthode | Référence de la méthode" (testing) or "Objet |
//   Mesurande | Étendue de mesure | Incertitude élargie | Référence de la
//   méthode" (calibration).
// Mapping: status words Accrédité / Suspendu / Retiré / Résilié;
// accreditation_date = première accréditation, else date_debut;
// last_verified = the annex's "Date de prise d'effet" (its latest revision).
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab, ScrapeContext } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean, mailto } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { elementLines, fetchPage, labelledElements } from '../shapes/html-listing.ts';
import { websiteUrl } from '../shapes/lab-fields.ts';
import { allJsonPages, arrayAt, at, numberAt, textAt } from '../shapes/json-listing.ts';
import { headValue, readScope, type ScopeOptions } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://tools.cofrac.fr';
const SEARCH_PAGE = `${ORIGIN}/fr/easysearch/`;
const AJAX = `${ORIGIN}/site/content/french/pages/easysearch/ajax`;
const ACTIVITIES = [
  { acti: 'ESSAIS', labType: 'testing' },
  { acti: 'ETAL', labType: 'calibration' },
] as const;

const STATUS: Record<string, AccreditationStatus> = {
  accrédité: 'active',
  accréditée: 'active',
  'en cours de validité': 'active',
  suspendu: 'suspended',
  suspendue: 'suspended',
  'suspension partielle': 'suspended',
  retiré: 'withdrawn',
  retirée: 'withdrawn',
  résilié: 'withdrawn',
  résiliée: 'withdrawn',
  'fin d’accréditation': 'withdrawn',
};

function status(text: string | null): AccreditationStatus | null {
  const t = clean(text)?.toLowerCase();
  return t ? (STATUS[t] ?? statusFromText(t)) : null;
}

interface Theme {
  id: number;
  label: string;
  level: number;
}

/** The activity's taxonomy, by theme id: load_activite.php, then load_theme.php for the levels it leaves out. */
async function taxonomy(ctx: ScrapeContext, acti: string): Promise<Map<number, Theme>> {
  const label = `COFRAC load_activite ${acti}`;
  const activity = await ctx.http.json(`${AJAX}/load_activite.php`, { method: 'POST', form: { acti } });
  const libs = arrayAt(activity, 'libs', label);
  const themes = new Map<number, Theme>();
  const add = (list: unknown, level: number) => {
    if (!Array.isArray(list)) return false;
    for (const theme of list) {
      const id = numberAt(theme, 'id');
      const text = textAt(theme, 'lib');
      if (id !== null && text) themes.set(id, { id, label: text, level });
    }
    return true;
  };
  for (const lib of libs) {
    const level = numberAt(lib, 'lib_niveau');
    const libId = numberAt(lib, 'lib_id');
    if (level === null || libId === null) throw new Error(`${label}: a lib lacks lib_niveau or lib_id`);
    if (add(at(activity, `themes.niv_${level}`), level)) continue;
    const answer = await ctx.http.json(`${AJAX}/load_theme.php`, {
      method: 'POST',
      form: { acti, level: String(level), ids: String(libId) },
    });
    if (!add(at(answer, `themes.niv_${level}`), level))
      throw new Error(`COFRAC load_theme ${acti} level ${level}: no themes.niv_${level}`);
  }
  if (themes.size === 0) throw new Error(`${label}: no theme at all`);
  return themes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A heading made of taxonomy labels joined by " / " ("AGROALIMENTAIRE / Analyses microbiologiques"). */
function headingPattern(themes: Iterable<Theme>): RegExp {
  const labels = [...new Set([...themes].map((t) => escapeRegExp(t.label.replace(/\s+/g, ' ').trim())))].sort(
    (a, b) => b.length - a.length,
  );
  const one = `(?:${labels.join('|')})`;
  return new RegExp(`^${one}(?:\\s*/\\s*${one})*$`, 'iu');
}

// The taxonomy is read once per run and activity.
const taxonomies = new WeakMap<ScrapeContext['http'], Map<string, Promise<Map<number, Theme>>>>();
function taxonomyOnce(ctx: ScrapeContext, acti: string): Promise<Map<number, Theme>> {
  let byActi = taxonomies.get(ctx.http);
  if (!byActi) taxonomies.set(ctx.http, (byActi = new Map()));
  let pending = byActi.get(acti);
  if (!pending) {
    pending = taxonomy(ctx, acti);
    byActi.set(acti, pending);
    pending.catch(() => byActi!.delete(acti));
  }
  return pending;
}

// What list() learnt of each lab's taxonomy family, for detail() in the same run.
const families = new WeakMap<ScrapeContext['http'], Map<string, string>>();
function familyOf(ctx: ScrapeContext): Map<string, string> {
  let map = families.get(ctx.http);
  if (!map) families.set(ctx.http, (map = new Map()));
  return map;
}

function ficheUrl(number: string): string {
  return `${ORIGIN}/fr/easysearch/fiche.php?numac=${encodeURIComponent(number)}`;
}

async function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  const labs: ListedLab[] = [];
  for (const { acti, labType } of ACTIVITIES) {
    const themes = await taxonomyOnce(ctx, acti);
    const label = `COFRAC easysearch ${acti}`;
    const results = await allJsonPages(
      label,
      async (page) => {
        const answer = await ctx.http.json(`${AJAX}/load_resultat.php`, {
          method: 'POST',
          form: { acti, page: String(page) },
        });
        return {
          items: arrayAt(answer, 'resultats', `${label} page ${page}`),
          total: numberAt(answer, 'nb_resultats'),
          pages: numberAt(answer, 'nb_pages'),
        };
      },
      ctx.probe ? { probe: ctx.probe } : {},
    );
    for (const result of results) {
      const number = textAt(result, 'num_accreditation');
      const name = textAt(result, 'raison_sociale');
      if (!number || !name) throw new Error(`${label}: a result lacks num_accreditation or raison_sociale`);
      const ids = at(result, 'themes');
      const labFamilies = (Array.isArray(ids) ? ids : [])
        .map((id) => themes.get(Number(id)))
        .filter((t): t is Theme => !!t && t.level === 3)
        .map((t) => t.label);
      labs.push({
        register_id: number,
        detail_url: ficheUrl(number),
        partial: {
          name,
          accreditation_number: number,
          accreditation_status: status(textAt(result, 'statut')),
          lab_type: labType,
          city: textAt(result, 'ville'),
          postcode: textAt(result, 'code_postal'),
          accreditation_date: isoDate(textAt(result, 'date_debut')),
        },
      });
      // The one family the register files the lab under, when there is one: the field of unheaded scope lines.
      if (labFamilies.length === 1) familyOf(ctx).set(number, labFamilies[0]!);
    }
    // The first-run check reads one listing page: the first activity's.
    if (ctx.probe) break;
  }
  const seen = new Set<string>();
  for (const lab of labs) {
    if (seen.has(lab.register_id)) throw new Error(`COFRAC easysearch: ${lab.register_id} is listed twice`);
    seen.add(lab.register_id);
  }
  return labs;
}

function scopeOptions(labType: string | null | undefined, section: RegExp): ScopeOptions {
  const ignore = [
    /^ANNEXE TECHNIQUE/i,
    /^Comité français d'accréditation/i,
    /^Cofrac\b/i,
    /^ou recherchée$/i,
    /^www\.cofrac\.fr/i,
  ];
  if (labType === 'calibration') {
    return {
      section,
      ignore,
      layout: {
        kind: 'table',
        columns: [
          { key: 'object', header: /^Objet$/i },
          { key: 'quantity', header: /^Mesurande/i },
          { key: 'range', header: /^[ÉE]tendue de mesure/i },
          { key: 'uncertainty', header: /^Incertitude/i },
          { key: 'method', header: /^R[ée]f[ée]rence de la m[ée]thode/i },
        ],
        anchors: ['range', 'method'],
        fillDown: ['object', 'quantity'],
        compose: (cells): RawCapability | null => {
          const test = [cells.quantity, cells.range].filter(Boolean).join(' ');
          if (!test) return null;
          return {
            test: cells.object ? `${test} (${cells.object})` : test,
            method: cells.method || null,
            field: cells.field || null,
          };
        },
      },
    };
  }
  return {
    section,
    ignore,
    layout: {
      kind: 'table',
      columns: [
        { key: 'object', header: /^Objet soumis [àa] essai/i },
        { key: 'characteristic', header: /^Caract[ée]ristique mesur[ée]e/i },
        { key: 'principle', header: /^Principe de la m[ée]thode/i },
        { key: 'method', header: /^R[ée]f[ée]rence de la m[ée]thode/i },
      ],
      anchors: ['characteristic', 'method'],
      fillDown: ['object'],
      compose: (cells): RawCapability | null => {
        const test = cells.characteristic;
        if (!test) return null;
        return {
          test: cells.object ? `${test} (${cells.object})` : test,
          method: cells.method || null,
          field: cells.field || null,
        };
      },
    },
  };
}

async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  const url = listed.detail_url ?? ficheUrl(listed.register_id);
  const page = await fetchPage(ctx, url);
  const { $ } = page;
  const values = labelledElements($, 'table.fiche');
  if (values.size === 0) throw new Error(`COFRAC fiche ${page.url}: no table.fiche; the page layout changed`);
  const value = (label: string) => {
    const el = values.get(label);
    return el ? clean(el.text()) : null;
  };
  const number = value("N° d'accréditation") ?? listed.register_id;
  if (number !== listed.register_id)
    throw new Error(`COFRAC fiche ${page.url} is for ${number}, not ${listed.register_id}`);
  const name = clean($('h2.raison-sociale').text()) ?? listed.partial.name;
  if (!name) throw new Error(`COFRAC fiche ${page.url}: no name`);

  const addressCell = values.get('Adresse');
  const address = addressCell ? elementLines($, addressCell, { breaksOnly: true }) : [];
  const postcodeAt = address.findIndex((line) => /^\d{5}\b/.test(line));
  const { postcode, city } =
    postcodeAt >= 0
      ? splitPostcodeCity(address[postcodeAt], 'FR')
      : { postcode: listed.partial.postcode ?? null, city: listed.partial.city ?? null };

  const section = number.split('-')[0];
  const annexHref = values.get('Annexe technique')?.find('a[href]').first().attr('href');
  const scopeUrl =
    absoluteUrl(annexHref, page.url) ?? `${ORIGIN}/annexes/sect${section}/${encodeURIComponent(number)}.pdf`;
  const labType = listed.partial.lab_type ?? (section === '2' ? 'calibration' : 'testing');
  const themes = await taxonomyOnce(ctx, labType === 'calibration' ? 'ETAL' : 'ESSAIS');
  const scope = await readScope(ctx, scopeUrl, scopeOptions(labType, headingPattern(themes.values())));
  // Lines under no heading take the one family the listing files the lab under.
  const family = familyOf(ctx).get(listed.register_id) ?? null;
  const capabilities = scope.capabilities.map((c) => (c.field ? c : { ...c, field: family }));

  const website = values.get('Site internet')?.find('a[href]').first().attr('href') ?? value('Site internet');
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: number,
    accreditation_status: status(value('Statut')) ?? listed.partial.accreditation_status ?? null,
    lab_type: labType,
    country: 'FR',
    street_address: postcodeAt > 0 ? address.slice(0, postcodeAt).join(', ') : null,
    city,
    postcode,
    latitude: null,
    longitude: null,
    phone: value('Téléphone'),
    email: mailto($, 'table.fiche') ?? value('E-mail'),
    contact_person: value('Contact'),
    website_url: websiteUrl(website, { take: 'any' }),
    scope_document_url: scopeUrl,
    source_url: page.url,
    accreditation_date:
      isoDate(value('Date de première accréditation')) ??
      listed.partial.accreditation_date ??
      isoDate(value("Date de prise d'effet")),
    last_verified: isoDate(headValue(scope.head, /Date de prise d'effet/i)) ?? isoDate(value("Date de prise d'effet")),
    capabilities,
  };
}

/** What this adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'The easysearch register answers at https://tools.cofrac.fr/fr/easysearch/ and its AJAX endpoints under ' +
      'https://tools.cofrac.fr/site/content/french/pages/easysearch/ajax/.',
    status: 'confirmed',
    evidence: 'github.com/action-21/liste-organismes-evaluation-conformite: commands/fetchLibs.js',
  },
  {
    step: 'robots',
    text:
      "tools.cofrac.fr's robots.txt allows /site/content/french/pages/easysearch/ajax/, /fr/easysearch/ and " +
      '/annexes/.',
    status: 'assumed',
    evidence: 'No copy of tools.cofrac.fr/robots.txt found; public scripts call these paths',
  },
  {
    step: 'listing',
    text:
      'load_activite.php (POST acti=ESSAIS or ETAL) answers {libs: [{lib_id, lib_niveau…}], themes: ' +
      '{niv_<level>: [{id, lib}]}} and load_theme.php (POST acti, level, ids=<lib_id>) answers a level it leaves ' +
      'out.',
    status: 'confirmed',
    evidence:
      'github.com/action-21/liste-organismes-evaluation-conformite: commands/fetchLibs.js, commands/fetchThemes.js',
  },
  {
    step: 'listing',
    text:
      'The activity codes are ESSAIS (testing) and ETAL (calibration); the testing taxonomy has the levels ' +
      'Domaine (1) and Famille (3).',
    status: 'confirmed',
    evidence:
      'github.com/action-21/liste-organismes-evaluation-conformite: commands/activites.json, commands/themes.json',
  },
  {
    step: 'listing',
    text:
      'load_resultat.php (POST acti, page) answers {nb_resultats, nb_pages, page, resultats: ' +
      '[{num_accreditation, raison_sociale, ville, code_postal, statut, date_debut, date_fin, themes}]}.',
    status: 'assumed',
    evidence:
      'Modelled on load_activite.php and load_theme.php (same AJAX folder, POST form, JSON answer); no public ' +
      'code calls a result endpoint',
  },
  {
    step: 'total',
    text: 'Every result page announces the total as nb_resultats, and the results read add up to it.',
    status: 'assumed',
    evidence: 'Modelled on paged JSON search endpoints; not seen in public code',
  },
  {
    step: 'pager',
    text: 'Result pages advance by the POST field page=1, 2, … up to nb_pages.',
    status: 'assumed',
    evidence: 'Modelled on paged JSON search endpoints; not seen in public code',
  },
  {
    step: 'record',
    text:
      'Each accreditation has a record page https://tools.cofrac.fr/fr/easysearch/fiche.php?numac=<number> ' +
      "(ISO-8859-1) with a table.fiche of labels: N° d'accréditation, Statut, Adresse, Téléphone, E-mail, " +
      'Site internet, Contact, Date de première accréditation, Annexe technique.',
    status: 'assumed',
    evidence: 'Modelled on older PHP registers; no public code or stored copy shows the fiche',
  },
  {
    step: 'scope',
    text:
      "The annex is a PDF at https://tools.cofrac.fr/annexes/sect<N>/<number>.pdf (N = the number's first digit) " +
      "that opens with the accreditation certificate page (ATTESTATION D'ACCREDITATION, the domains as " +
      "'DOMAINE / SOUS-DOMAINE' lines).",
    status: 'confirmed',
    evidence:
      'Links in public code (https://tools.cofrac.fr/annexes/sect2/2-1920.pdf, ' +
      'https://tools.cofrac.fr/annexes/sect1/1-0002.pdf); stored copies of the 1-0201 and 2-1405 certificates ' +
      '(LAB FORM 37)',
  },
  {
    step: 'scope',
    text:
      'The technical annex prints, under headings made of taxonomy labels, the table ' +
      "'Objet soumis à essai | Caractéristique mesurée ou recherchée | Principe de la méthode | Référence " +
      "de la méthode' (calibration: " +
      "'Objet | Mesurande | Étendue de mesure | Incertitude élargie | Référence de la méthode'), its head " +
      'carrying "Date de prise d\'effet".',
    status: 'assumed',
    evidence:
      "Modelled on COFRAC's annex format as described in its accreditation documents; no stored copy of an " +
      'annex table found',
  },
];

export const adapter: Adapter = {
  body: 'COFRAC',
  country: 'FR',
  source: SEARCH_PAGE,
  assumptions: ASSUMPTIONS,
  list,
  detail,
};
