// Privacy rule for contact e-mails (binding): only business role mailboxes on
// the lab's own domain survive the build; anything that looks like a person's
// address is dropped. This is an allow-list: an address is kept only when it
// passes every check, so an unknown shape is dropped, never kept.
import { parse } from 'tldts';

export interface EmailContext {
  /** The lab's website, if known ('https://www.labor-mueller.de/'); the lab's own domain comes from it. */
  websiteUrl: string | null;
  /**
   * The contact person the register names, if any ('Dr. Hans-Peter Müller'); its name parts must not appear in a kept
   * address.
   */
  contactPerson: string | null;
}

export type EmailVerdict =
  | { keep: true; email: string } // normalised: trimmed, lowercased, 'mailto:' stripped
  | { keep: false; reason: EmailDropReason };

export type EmailDropReason = 'missing' | 'malformed' | 'free-mail' | 'not-own-domain' | 'personal' | 'not-role';

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase and strip diacritics ('Müller' → 'muller', 'Søren' → 'soren', 'Weiß' → 'weiss'). */
function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[ßæøœłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Comparison key: folded, and the umlaut/Nordic spellings collapsed, so müller = mueller = muller. */
function key(s: string): string {
  return fold(s).replace(/aa|ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** Words from a whitespace-separated list; lines are grouped for reading only. */
const words = (...lines: string[]): string[] => lines.join(' ').split(/\s+/).filter(Boolean);

// Brands that run free mail under many country TLDs (yahoo.fr, hotmail.co.uk, tele2.se ...).
// Matched on the label before the public suffix, so unlisted TLDs are caught too.
const FREE_MAIL_BRANDS: ReadonlySet<string> = new Set(
  words('yahoo hotmail outlook live tele2 yandex gmx aol tutanota protonmail'),
);
const BRAND_TLDS = words(
  'com net org eu de at ch li lu fr be nl it es pt co.uk uk ie se dk no fi is pl cz sk hu ro bg gr cy mt',
  'si hr rs ba me mk al ee lv lt ru ua by md tr com.tr com.gr com.pt com.es com.pl',
);

export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  ...[...FREE_MAIL_BRANDS].flatMap((brand) => BRAND_TLDS.map((tld) => `${brand}.${tld}`)),
  ...words(
    // international
    'gmail.com googlemail.com msn.com windowslive.com icloud.com me.com mac.com ymail.com rocketmail.com',
    'aim.com mail.com email.com proton.me pm.me zoho.com zohomail.eu fastmail.com fastmail.fm hushmail.com',
    'tuta.io tutamail.com mailbox.org ya.ru',
    // DE, AT, CH
    'web.de t-online.de freenet.de posteo.de posteo.net mail.de email.de arcor.de online.de kabelmail.de',
    'vodafone.de o2online.de ewe.net aon.at chello.at a1.net utanet.at inode.at',
    'bluewin.ch hispeed.ch sunrise.ch swissonline.ch',
    // FR, BE, NL, LU
    'orange.fr wanadoo.fr free.fr laposte.net sfr.fr neuf.fr club-internet.fr numericable.fr bbox.fr aliceadsl.fr',
    'skynet.be telenet.be proximus.be scarlet.be pandora.be belgacom.net',
    'ziggo.nl kpnmail.nl planet.nl home.nl hetnet.nl chello.nl casema.nl xs4all.nl zonnet.nl quicknet.nl',
    // IT, ES, PT
    'libero.it virgilio.it alice.it tiscali.it tin.it fastwebnet.it inwind.it iol.it email.it tim.it',
    'telefonica.net terra.es ono.com movistar.es ya.com',
    'sapo.pt clix.pt netcabo.pt iol.pt telepac.pt',
    // UK, IE, MT, CY
    'btinternet.com btopenworld.com sky.com virginmedia.com blueyonder.co.uk ntlworld.com talktalk.net',
    'tiscali.co.uk eircom.net iol.ie maltanet.net cytanet.com.cy',
    // Nordics
    'telia.com bredband.net comhem.se bahnhof.se spray.se passagen.se',
    'online.no start.no broadpark.no c2i.net frisurf.no',
    'jubii.dk mail.dk ofir.dk stofanet.dk tdcadsl.dk',
    'luukku.com suomi24.fi elisanet.fi kolumbus.fi saunalahti.fi welho.com',
    // Central and Eastern Europe
    'wp.pl o2.pl onet.pl onet.eu op.pl interia.pl interia.eu poczta.fm gazeta.pl tlen.pl vp.pl',
    'seznam.cz email.cz centrum.cz atlas.cz volny.cz post.cz tiscali.cz',
    'azet.sk zoznam.sk centrum.sk post.sk pobox.sk',
    'freemail.hu citromail.hu t-online.hu vipmail.hu indamail.hu',
    'siol.net t-2.net t-com.hr inet.hr abv.bg mail.bg dir.bg rdslink.ro',
    'mail.ee hot.ee inbox.lv one.lv inbox.lt takas.lt mail.lt',
    // GR, RU, UA
    'otenet.gr hol.gr mail.ru inbox.ru list.ru bk.ru rambler.ru ukr.net i.ua meta.ua',
  ),
]);

// Role mailboxes in the languages of Europe, written without diacritics
// (compared through `key`, so 'büro', 'buero' and 'buro' are one word).
// Deliberately absent: technical mailboxes (admin, postmaster, webmaster, noreply).
const ROLE_WORDS: ReadonlySet<string> = new Set(
  words(
    // English
    'info infos information enquiries enquiry inquiries inquiry contact contacts contactus hello office headoffice',
    'mail email post mailbox sales service services customer customers client clients support helpdesk help',
    'quality qa qc qm qs lab labs laboratory laboratories test tests testing calibration calibrations metrology',
    'measurement analysis analytics analytical sample samples order orders reception central general team',
    'dispatch secretary secretariat certification inspection technical',
    // German
    'kontakt labor labore laboratorium buero verwaltung vertrieb verkauf kunden kundendienst',
    'qualitaet qualitaetssicherung qualitaetsmanagement pruef pruefstelle pruefung pruefungen pruefdienst',
    'analytik analyse kalibrierung kalibrier kalibrierdienst messtechnik messlabor sekretariat empfang zentrale',
    'auftrag auftraege probeneingang probenannahme proben annahme anfrage anfragen bestellung bestellungen',
    'poststelle technik',
    // French
    'accueil laboratoire labo labos essais essai analyses etalonnage metrologie qualite commercial commande',
    'commandes ventes devis direction standard echantillons bureau informations',
    // Italian
    'contatto contatti informazioni laboratorio laboratori analisi prove taratura tarature calibrazione',
    'metrologia qualita segreteria amministrazione ufficio commerciale vendite ordini accettazione campioni',
    'assistenza servizio clienti direzione',
    // Spanish, Portuguese
    'contacto informacion analisis ensayos ensayo calibracion calibraciones calidad secretaria recepcion',
    'administracion oficina ventas pedidos muestras clientes servicio servicios',
    'contato contactos geral informacao informacoes ensaios analises calibracao qualidade vendas encomendas',
    'amostras atendimento apoio recepcao',
    // Dutch
    'kwaliteit verkoop klanten klantenservice secretariaat receptie administratie kantoor bestellingen',
    'monsters kalibratie ijking metrologie algemeen',
    // Nordic
    'labb laboratorie kvalitet kalibrering matteknik provning analys forsaljning kundtjanst vaxel registrator',
    'kansli salg kunde kundeservice postmottak firmapost',
    'toimisto asiakaspalvelu kirjaamo myynti laatu kalibrointi testaus analyysi vaihde tilaukset naytteet',
    // Polish, Czech, Slovak, Hungarian
    'biuro badania jakosc wzorcowanie kalibracja sprzedaz zamowienia recepcja probki analizy analiza poczta serwis',
    'laborator podatelna kalibrace kalibracia zkusebna skusobna obchod objednavky kvalita analyzy recepce',
    'vzorky kancelaria kancelar',
    'iroda ugyfelszolgalat titkarsag kalibralas minoseg ertekesites rendeles vizsgalat kozpont recepcio',
    // Romanian, Bulgarian, Greek, former Yugoslavia
    'laboratorie calitate vanzari comenzi etalonare incercari analize registratura',
    'laboratoria laboratoriya priemna deloviodstvo grammateia ergastirio',
    'ured laboratorij laboratorija tajnistvo prodaja narudzbe kvaliteta kakovost umjeravanje umerjanje',
    'ispitivanje preskusanje pisarna uzorci vzorci',
    // Baltic, Turkish
    'kvaliteet kalibreerimine muuk tellimused kantselei birojs kanceleja kvalitate kalibresana pardosana',
    'kontaktai kokybe kalibravimas pardavimai uzsakymai rastine bilgi iletisim laboratuvar satis kalite kalibrasyon',
  ).map((w) => key(w)),
);

// Not name parts: titles, degrees and forms of address across Europe, and
// surname particles (van, von, der ...) that identify nobody on their own.
const NOT_NAMES: ReadonlySet<string> = new Set(
  words(
    'dr prof ing dipl mag mr mrs ms miss mme mlle herr herrn frau monsieur madame mademoiselle sir',
    'univ habil hab rer nat med vet dent techn phil pol oec agr troph sc chem phys biol geol kfm wirt math inf',
    'phd msc bsc mba eng ceng eur lic licda ldo lda dra dott ssa sig sigra signor signora avv arch geom rag',
    'sra srta don dona mgr inz rndr phdr mudr judr doc ddr drs dhr mevr jun sen',
    'van von der den del della delle dei des dos das zum zur vom ter ten het les los las',
  ),
);

/** A role word, or several glued together ('kundenservice', 'testlab', 'serviceclient'). */
function isRoleWord(token: string): boolean {
  // ok[i]: token.slice(0, i) splits into role words
  const ok: boolean[] = [true];
  for (let end = 1; end <= token.length; end++) {
    ok[end] = ok.some((fits, start) => fits && ROLE_WORDS.has(key(token.slice(start, end))));
  }
  return ok[token.length] === true;
}

/** Split a local part at . - _ + and digits into role words and everything else. */
function splitLocal(local: string): { roles: string[]; others: string[] } {
  const tokens = fold(local)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return {
    roles: tokens.filter(isRoleWord),
    others: tokens.filter((t) => !isRoleWord(t)),
  };
}

/** True when a local part is a recognised role mailbox (info, lab, labor, kontakt, ...). */
export function isRoleLocalPart(local: string): boolean {
  const { roles, others } = splitLocal(local);
  // One extra word is a department, site or country ('lab.berlin', 'info-de');
  // two (or a lone initial) is how a person's address looks ('lab.hans.meier', 'info.h').
  return roles.length > 0 && others.length <= 1 && others.every((t) => t.length >= 2);
}

/**
 * Name parts of a person (lowercased, diacritics folded, titles like Dr., Prof., Ing., Dipl.-Ing., Mag., Mr/Mrs/Ms, M.,
 * Mme stripped; parts shorter than 3 letters dropped).
 */
export function nameParts(person: string): string[] {
  const parts = fold(person)
    .split(/[^\p{L}]+/u)
    .filter((p) => p.length >= 3 && !NOT_NAMES.has(p));
  return [...new Set(parts)];
}

const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Punycode form of a host (so 'müller-labor.de' equals 'xn--mller-labor-thb.de'), or null if invalid. */
function asciiHost(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname || null;
  } catch {
    return null;
  }
}

/**
 * Registrable domain by the Public Suffix List, private section included, so two labs on one hosting platform never
 * share a domain.
 */
function registrableDomain(asciiHostname: string): string | null {
  return parse(asciiHostname, { allowPrivateDomains: true }).domain;
}

function websiteDomain(websiteUrl: string | null): string | null {
  const url = websiteUrl?.trim();
  if (!url) return null;
  try {
    const host = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `http://${url}`).hostname;
    return registrableDomain(host);
  } catch {
    return null;
  }
}

function isFreeMail(asciiDomain: string): boolean {
  const { domain, domainWithoutSuffix } = parse(asciiDomain);
  return (
    FREE_MAIL_DOMAINS.has(asciiDomain) ||
    (domain !== null && FREE_MAIL_DOMAINS.has(domain)) ||
    (domainWithoutSuffix !== null && FREE_MAIL_BRANDS.has(domainWithoutSuffix))
  );
}

export function filterEmail(email: string | null | undefined, ctx: EmailContext): EmailVerdict {
  const drop = (reason: EmailDropReason): EmailVerdict => ({ keep: false, reason });

  // Registers write 'mailto:x@y?subject=...'; the query is not part of the address.
  const normalised = (email ?? '')
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/\?.*$/s, '')
    .trim()
    .toLowerCase();
  if (!normalised) return drop('missing');

  const at = normalised.split('@');
  const [local, domain] = at;
  if (at.length !== 2 || !local || !domain || local.length > 64 || !LOCAL_PART.test(local)) return drop('malformed');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l)) || /^\d+$/.test(labels.at(-1) ?? '')) {
    return drop('malformed');
  }
  const ascii = asciiHost(domain);
  if (!ascii) return drop('malformed');

  if (isFreeMail(ascii)) return drop('free-mail');

  // Without a website we cannot tell the lab's own domain, so nothing qualifies.
  const own = websiteDomain(ctx.websiteUrl);
  if (!own || registrableDomain(ascii) !== own) return drop('not-own-domain');

  // Names are looked for outside role words only: 'Ana' inside 'analisis' or
  // 'Tor' inside 'laboratorium' is a coincidence, not a person's address.
  const { others } = splitLocal(local);
  const names = ctx.contactPerson ? nameParts(ctx.contactPerson).map(key) : [];
  if (others.some((t) => names.some((n) => key(t).includes(n)))) return drop('personal');

  if (!isRoleLocalPart(local)) return drop('not-role');
  return { keep: true, email: normalised };
}
