// COFRAC (Comité français d'accréditation, France): the easysearch register,
// https://tools.cofrac.fr/fr/easysearch/.
//
// What this assumes, and how sure it is:
// - easysearch loads its data as JSON from AJAX endpoints under
//   https://tools.cofrac.fr/site/content/french/pages/easysearch/ajax/:
//   CONFIRMED for the taxonomy (public open-data code): `load_activite.php`
//   (POST acti=ESSAIS|ETAL|…) answers {libs: [{lib_id, lib_niveau,
//   lib_libelle…}], themes: {niv_<level>: [{id, lib, ord, nb}]}}, and
//   `load_theme.php` (POST acti, level, ids=<lib_id>) answers the levels
//   missing there. The testing taxonomy published by the open-data project
//   action-21/liste-organismes-evaluation-conformite (its saved answers of
//   these endpoints, Licence Ouverte 2.0) is that answer. The adapter reads the taxonomy live at each run and uses its
//   labels to recognise the annex's section headings ("AGROALIMENTAIRE /
//   Analyses microbiologiques"), which become each capability's `field`.
// - The result endpoint `load_resultat.php` (POST acti, page) is ASSUMED
//   (name, fields and paging): {nb_resultats, nb_pages, page, resultats:
//   [{num_accreditation, raison_sociale, ville, code_postal, statut,
//   date_debut, date_fin, themes: [ids]}]}. Sections read: ESSAIS (testing,
//   numbers 1-NNNN) and ETAL (calibration, 2-NNNN). Every page is read; the
//   count must equal nb_resultats.
// - The organisation's record ("fiche") page https://tools.cofrac.fr/fr/
//   easysearch/fiche.php?numac=<number> is ASSUMED (address and layout): a
//   table of labels (N° d'accréditation, Statut, Adresse, Téléphone, E-mail,
//   Site internet, Contact, Date de première accréditation, Date de prise
//   d'effet, Date de fin de validité, Annexe technique). Served as
//   ISO-8859-1 (an older PHP application; ASSUMED) — the client decodes by the
//   declared charset.
// - Annex PDFs: CONFIRMED address https://tools.cofrac.fr/annexes/sect<N>/
//   <number>.pdf (section = the number's first digit). Layout (COFRAC's
//   annex format): a head ("ANNEXE TECHNIQUE à l'attestation N° … rév. …",
//   holder, address, "Date de prise d'effet"), then per taxonomy heading a
//   table "Objet soumis à essai | Caractéristique mesurée ou recherchée |
//   Principe de la méthode | Référence de la méthode" (testing) or "Objet |
//   Mesurande | Étendue de mesure | Incertitude élargie | Référence de la
//   méthode" (calibration).
// Mapping: status words Accrédité / Suspendu / Retiré / Résilié;
// accreditation_date = première accréditation, else date_debut;
// last_verified = the annex's "Date de prise d'effet" (its latest revision).
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, ListedLab, ScrapeContext } from '../adapter.ts';
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
  'accrédité': 'active',
  'accréditée': 'active',
  'en cours de validité': 'active',
  suspendu: 'suspended',
  'suspendue': 'suspended',
  'suspension partielle': 'suspended',
  'retiré': 'withdrawn',
  'retirée': 'withdrawn',
  'résilié': 'withdrawn',
  'résiliée': 'withdrawn',
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
    const answer = await ctx.http.json(`${AJAX}/load_theme.php`, { method: 'POST', form: { acti, level: String(level), ids: String(libId) } });
    if (!add(at(answer, `themes.niv_${level}`), level)) throw new Error(`COFRAC load_theme ${acti} level ${level}: no themes.niv_${level}`);
  }
  if (themes.size === 0) throw new Error(`${label}: no theme at all`);
  return themes;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A heading made of taxonomy labels joined by " / " ("AGROALIMENTAIRE / Analyses microbiologiques"). */
function headingPattern(themes: Iterable<Theme>): RegExp {
  const labels = [...new Set([...themes].map((t) => escape(t.label.replace(/\s+/g, ' ').trim())))].sort((a, b) => b.length - a.length);
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
    const results = await allJsonPages(label, async (page) => {
      const answer = await ctx.http.json(`${AJAX}/load_resultat.php`, { method: 'POST', form: { acti, page: String(page) } });
      return { items: arrayAt(answer, 'resultats', `${label} page ${page}`), total: numberAt(answer, 'nb_resultats'), pages: numberAt(answer, 'nb_pages') };
    }, ctx.probe ? { probe: ctx.probe } : {});
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
  const ignore = [/^ANNEXE TECHNIQUE/i, /^Comité français d'accréditation/i, /^Cofrac\b/i, /^ou recherchée$/i, /^www\.cofrac\.fr/i];
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
          return { test: cells.object ? `${test} (${cells.object})` : test, method: cells.method || null, field: cells.field || null };
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
        return { test: cells.object ? `${test} (${cells.object})` : test, method: cells.method || null, field: cells.field || null };
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
  if (number !== listed.register_id) throw new Error(`COFRAC fiche ${page.url} is for ${number}, not ${listed.register_id}`);
  const name = clean($('h2.raison-sociale').text()) ?? listed.partial.name;
  if (!name) throw new Error(`COFRAC fiche ${page.url}: no name`);

  const addressCell = values.get('Adresse');
  const address = addressCell ? elementLines($, addressCell, { breaksOnly: true }) : [];
  const postcodeAt = address.findIndex((line) => /^\d{5}\b/.test(line));
  const { postcode, city } = postcodeAt >= 0 ? splitPostcodeCity(address[postcodeAt], 'FR') : { postcode: listed.partial.postcode ?? null, city: listed.partial.city ?? null };

  const section = number.split('-')[0];
  const annexHref = values.get('Annexe technique')?.find('a[href]').first().attr('href');
  const scopeUrl = absoluteUrl(annexHref, page.url) ?? `${ORIGIN}/annexes/sect${section}/${encodeURIComponent(number)}.pdf`;
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
    accreditation_date: isoDate(value('Date de première accréditation')) ?? listed.partial.accreditation_date ?? isoDate(value("Date de prise d'effet")),
    last_verified: isoDate(headValue(scope.head, /Date de prise d'effet/i)) ?? isoDate(value("Date de prise d'effet")),
    capabilities,
  };
}


export const adapter: Adapter = {
  body: 'COFRAC',
  country: 'FR',
  source: SEARCH_PAGE,
  list,
  detail,
};
