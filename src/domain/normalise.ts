// Raw register record → the normalised lab the directory serves.
// Privacy happens here: the contact person never leaves this function, and an
// e-mail address survives only when the privacy filter calls it a business one.
import { catalogEntry } from './catalog.ts';
import { CATEGORIES, categoryBySlug } from './categories.ts';
import { filterEmail } from './privacy.ts';
import { slugify } from './slugs.ts';
import { conceptOfWording, englishName } from './terminology.ts';
import { type ParsedMethod, parseMethod } from './standards.ts';
import type { Capability, Lab, RawCapability, RawLab } from './types.ts';

/** Register classification words → category slug, for methods the catalog does not know. */
const FIELD_HINTS: ReadonlyArray<[RegExp, string]> = [
  [/calibrat|kalibr|étalonn|etalonn|taratur|calibraci|metrolog/i, 'calibration'],
  [/microbio|mikrobio|bacteri|hygien/i, 'microbiological'],
  [/pcr|dna|gmo|gvo|ogm|molecular|molekular|genetic/i, 'molecular-biology'],
  [/food|feed|lebensmittel|futtermittel|aliment|agroalimentaire|agro/i, 'food-feed'],
  [/water|wasser|eau|acqua|agua|\bwater\b/i, 'water'],
  [/soil|boden|waste|abfall|déchet|air|luft|emission|environment|umwelt|environnement|ambiente/i, 'environmental'],
  [/workplace|arbeitsplatz|occupational|exposure|exposition/i, 'workplace-exposure'],
  [/non-?destructive|zerstörungsfrei|zfp|ndt|cnd|ultrason|radiograph/i, 'non-destructive'],
  [/metal|metallurg|werkstoff|matériaux|material|corrosion|korrosion|weld|schwei/i, 'metallurgy-materials'],
  [/construction|bau|bâtiment|batiment|concrete|beton|béton|cement|zement|aggregat|civil/i, 'construction-materials'],
  [/emc|emv|cem|radio|funk|wireless/i, 'emc-radio'],
  [/electri|elektri|électri|low voltage|niederspannung/i, 'electrical-safety'],
  [/acoust|akust|noise|lärm|bruit|vibrat|schwing/i, 'acoustics-vibration'],
  [/fire|brand|feu|incendi|fuoco|fuego/i, 'fire-testing'],
  [/textil|leather|leder|cuir|fabric/i, 'textiles-leather'],
  [/toy|spielzeug|jouet|giocattol|consumer|verbraucher|biens de consommation/i, 'consumer-products-toys'],
  [/medical|medizin|pharma|médic|medic|biocompat|steril/i, 'medical-devices-pharma'],
  [/forensic|forensisch|criminalist|kriminal|médico-légal/i, 'forensic'],
  [/radio(?:activ|log)|radiation|strahl|rayonnement|nuclear|nukle|dosim/i, 'radiation'],
  [/optic|optik|photometr|light|licht|lumin/i, 'optical-photometry'],
  [/mechanic|mechanisch|mécaniq|tensile|zug|hardness|härte/i, 'mechanical'],
  [/chemi|chimi|chimic|químic|analyt/i, 'chemical'],
];

export function categoryFromField(field: string | null | undefined): string | null {
  if (!field) return null;
  const exact = CATEGORIES.find((c) => c.slug === field || c.name.toLowerCase() === field.toLowerCase());
  if (exact) return exact.slug;
  for (const [pattern, slug] of FIELD_HINTS) if (pattern.test(field)) return slug;
  return null;
}

function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

function roundCoordinate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1e5) / 1e5;
}

/**
 * A scope line that cites no known standard: named by the test it words, in
 * any register language, through the terminology ('Zugversuch
 * (Hausverfahren)' → 'in-house-tensile-test', 'Tensile test (in-house
 * method)'), so its id and name are the same whichever language the register
 * writes; by its own words when the terminology does not know them.
 */
function uncatalogued(test: string, inHouse: boolean): { id: string; name: string } {
  const prefix = inHouse ? 'in-house' : 'test';
  const concept = conceptOfWording(test);
  if (!concept) return { id: `${prefix}-${slugify(test)}`, name: test };
  return {
    id: `${prefix}-${concept.id}`,
    name: inHouse ? `${englishName(concept)} (in-house method)` : englishName(concept),
  };
}

export function normaliseCapability(raw: RawCapability): Capability {
  const test = clean(raw.test) ?? '';
  const method = clean(raw.method);
  const parsed = method ? parsedMethod(method) : null;
  const entry = parsed?.key ? catalogEntry(parsed.key) : undefined;
  const categorySlug = entry?.category ?? categoryFromField(raw.field) ?? categoryFromField(test);
  const own = parsed?.canonical_id ? null : uncatalogued(test, parsed?.kind === 'in-house');
  return {
    canonical_id: parsed?.canonical_id ?? own!.id,
    name: entry ? entry.title : (own?.name ?? test),
    category_slug: categorySlug,
    category_name: categorySlug ? (categoryBySlug(categorySlug)?.name ?? null) : null,
    standard: method,
    standard_key: parsed?.key ?? null,
  };
}

/** `parseMethod`, remembered: a method is cited under many wordings of its test. */
function parsedMethod(method: string): ParsedMethod {
  let parsed = methodMemo.get(method);
  if (!parsed) {
    parsed = parseMethod(method);
    if (methodMemo.size > 200_000) methodMemo.clear();
    methodMemo.set(method, parsed);
  }
  return parsed;
}
const methodMemo = new Map<string, ParsedMethod>();

// The same scope line recurs across thousands of labs: parse each once.
const memo = new Map<string, Capability>();
// And the build reads each line object several times (labs, wordings, co-cited standards): one look-up by identity.
const byLine = new WeakMap<RawCapability, Capability>();

/** `normaliseCapability`, remembered per distinct scope line. */
export function normaliseScopeLine(raw: RawCapability): Capability {
  let capability = byLine.get(raw);
  if (capability) return capability;
  const key = `${raw.test}\u0000${raw.method ?? ''}\u0000${raw.field ?? ''}`;
  capability = memo.get(key);
  if (!capability) {
    capability = normaliseCapability(raw);
    if (memo.size > 500_000) memo.clear();
    memo.set(key, capability);
  }
  byLine.set(raw, capability);
  return capability;
}

/** Capabilities of one lab: normalised, one per canonical id (the first one the register lists). */
export function normaliseCapabilities(raw: readonly RawCapability[]): Capability[] {
  const byId = new Map<string, Capability>();
  for (const item of raw) {
    const capability = normaliseScopeLine(item);
    if (!byId.has(capability.canonical_id)) byId.set(capability.canonical_id, capability);
  }
  return [...byId.values()];
}

/** A validated raw record → a normalised lab (slug assigned later, across the whole directory). */
export function normaliseLab(raw: RawLab, body: string): Omit<Lab, 'slug'> {
  const capabilities = normaliseCapabilities(raw.capabilities);
  const categories = [
    ...new Set(capabilities.map((c) => c.category_slug).filter((s): s is string => s !== null)),
  ].sort();
  const email = filterEmail(raw.email, { websiteUrl: raw.website_url, contactPerson: raw.contact_person ?? null });
  return {
    id: `${body}:${raw.register_id}`,
    name: clean(raw.name) ?? raw.register_id,
    accreditation_number: clean(raw.accreditation_number),
    accreditation_body: body,
    accreditation_status: raw.accreditation_status,
    country: raw.country,
    city: clean(raw.city),
    postcode: clean(raw.postcode),
    latitude: roundCoordinate(raw.latitude),
    longitude: roundCoordinate(raw.longitude),
    categories,
    street_address: clean(raw.street_address),
    phone: clean(raw.phone),
    email: email.keep ? email.email : null,
    website_url: clean(raw.website_url),
    scope_document_url: clean(raw.scope_document_url),
    source_url: clean(raw.source_url),
    accreditation_date: raw.accreditation_date,
    last_verified: raw.last_verified,
    capabilities,
  };
}
