import { describe, expect, it } from 'vitest';
import {
  FREE_MAIL_DOMAINS,
  filterEmail,
  isRoleLocalPart,
  nameParts,
  type EmailContext,
  type EmailDropReason,
} from '../../../src/domain/privacy.ts';

const lab = (websiteUrl: string | null, contactPerson: string | null = null): EmailContext => ({
  websiteUrl,
  contactPerson,
});

// Contexts reused below: a lab and the contact person its register names.
const MUELLER = lab('https://www.labor-mueller.de/', 'Dr. Hans-Peter Müller');
const HUBER = lab('https://www.pruefanstalt.at', 'Dipl.-Ing. Maria Huber');
const DUPONT = lab('http://laboratoire-dupont.fr/contact', 'M. Jean Dupont');
const ROSSI = lab('https://www.analisi-rossi.it', 'Dott. Marco Rossi');
const GARCIA = lab('https://laboratorio-garcia.es', 'Dra. Ana García López');
const TESTHOUSE = lab('https://testhouse.co.uk');
const HANSEN = lab('https://www.maaleteknikk.no', 'Tor Hansen');
const JORGENSEN = lab('https://kalibrering.dk', 'Søren Jørgensen');
const KOWALSKA = lab('http://www.badania-lab.com.pl', 'mgr inż. Anna Kowalska');

const KEEP = true;
type Row = [label: string, email: string | null | undefined, ctx: EmailContext, keep: boolean, expected: string];

const table: Row[] = [
  // Kept: a role mailbox on the lab's own domain, in the languages of Europe.
  ['DE info@ on the lab domain', 'info@labor-mueller.de', MUELLER, KEEP, 'info@labor-mueller.de'],
  ['DE kontakt@', 'kontakt@labor-mueller.de', MUELLER, KEEP, 'kontakt@labor-mueller.de'],
  ['DE pruefstelle@', 'pruefstelle@labor-mueller.de', MUELLER, KEEP, 'pruefstelle@labor-mueller.de'],
  [
    'DE glued role words: kundenservice@',
    'kundenservice@labor-mueller.de',
    MUELLER,
    KEEP,
    'kundenservice@labor-mueller.de',
  ],
  ['DE umlaut local part: büro@', 'büro@labor-mueller.de', MUELLER, KEEP, 'büro@labor-mueller.de'],
  ['DE qm@ (quality management)', 'qm@labor-mueller.de', MUELLER, KEEP, 'qm@labor-mueller.de'],
  [
    'DE role + department: kontakt.pruefstelle@',
    'kontakt.pruefstelle@labor-mueller.de',
    MUELLER,
    KEEP,
    'kontakt.pruefstelle@labor-mueller.de',
  ],
  ['DE role + site: lab.berlin@', 'lab.berlin@labor-mueller.de', MUELLER, KEEP, 'lab.berlin@labor-mueller.de'],
  [
    'DE role + site with underscore: labor_hamburg@',
    'labor_hamburg@labor-mueller.de',
    MUELLER,
    KEEP,
    'labor_hamburg@labor-mueller.de',
  ],
  [
    'DE subdomain on the address side',
    'probeneingang@lab.labor-mueller.de',
    MUELLER,
    KEEP,
    'probeneingang@lab.labor-mueller.de',
  ],
  [
    'DE subdomain on the website side',
    'info@labor-mueller.de',
    lab('https://shop.eu.labor-mueller.de'),
    KEEP,
    'info@labor-mueller.de',
  ],
  ['uppercase is lowercased', 'Labor@Labor-Mueller.DE', MUELLER, KEEP, 'labor@labor-mueller.de'],
  [
    'mailto: and whitespace stripped',
    '  mailto:Kalibrierung@labor-mueller.de?subject=Anfrage ',
    MUELLER,
    KEEP,
    'kalibrierung@labor-mueller.de',
  ],
  [
    'IDN address against a punycode website',
    'info@müller-labor.de',
    lab('https://xn--mller-labor-thb.de/'),
    KEEP,
    'info@müller-labor.de',
  ],
  ['AT office@', 'office@pruefanstalt.at', HUBER, KEEP, 'office@pruefanstalt.at'],
  ['CH role + country: info-de@', 'info-de@eichlabor.ch', lab('www.eichlabor.ch'), KEEP, 'info-de@eichlabor.ch'],
  ['FR contact@', 'contact@laboratoire-dupont.fr', DUPONT, KEEP, 'contact@laboratoire-dupont.fr'],
  ['FR etalonnage@', 'etalonnage@laboratoire-dupont.fr', DUPONT, KEEP, 'etalonnage@laboratoire-dupont.fr'],
  ['BE/LU accueil@', 'accueil@labo-liege.be', lab('https://www.labo-liege.be'), KEEP, 'accueil@labo-liege.be'],
  [
    'NL klantenservice@, website without scheme',
    'klantenservice@meetlab.nl',
    lab('meetlab.nl'),
    KEEP,
    'klantenservice@meetlab.nl',
  ],
  ['IT segreteria@', 'segreteria@analisi-rossi.it', ROSSI, KEEP, 'segreteria@analisi-rossi.it'],
  ['IT taratura@', 'taratura@analisi-rossi.it', ROSSI, KEEP, 'taratura@analisi-rossi.it'],
  [
    'ES analisis@ although the contact is Ana',
    'analisis@laboratorio-garcia.es',
    GARCIA,
    KEEP,
    'analisis@laboratorio-garcia.es',
  ],
  ['PT geral@', 'geral@ensaios-porto.pt', lab('https://ensaios-porto.pt'), KEEP, 'geral@ensaios-porto.pt'],
  ['UK enquiries@ under co.uk', 'enquiries@testhouse.co.uk', TESTHOUSE, KEEP, 'enquiries@testhouse.co.uk'],
  ['IE quality@', 'quality@labs.ie', lab('https://www.labs.ie', 'Ali Byrne'), KEEP, 'quality@labs.ie'],
  [
    'NO laboratorium@ although the contact is Tor',
    'laboratorium@maaleteknikk.no',
    HANSEN,
    KEEP,
    'laboratorium@maaleteknikk.no',
  ],
  ['NO postmottak@', 'postmottak@maaleteknikk.no', HANSEN, KEEP, 'postmottak@maaleteknikk.no'],
  ['SE vaxel@ (switchboard)', 'vaxel@provlab.se', lab('https://provlab.se'), KEEP, 'vaxel@provlab.se'],
  ['DK kundeservice@', 'kundeservice@kalibrering.dk', JORGENSEN, KEEP, 'kundeservice@kalibrering.dk'],
  ['FI kirjaamo@', 'kirjaamo@testilab.fi', lab('https://www.testilab.fi'), KEEP, 'kirjaamo@testilab.fi'],
  ['PL biuro@ under com.pl', 'biuro@badania-lab.com.pl', KOWALSKA, KEEP, 'biuro@badania-lab.com.pl'],
  ['CZ zkusebna@', 'zkusebna@zkusebna-brno.cz', lab('https://zkusebna-brno.cz'), KEEP, 'zkusebna@zkusebna-brno.cz'],
  ['HU iroda@', 'iroda@labor.hu', lab('https://labor.hu'), KEEP, 'iroda@labor.hu'],
  ['RO laborator@', 'laborator@incercari.ro', lab('https://incercari.ro'), KEEP, 'laborator@incercari.ro'],
  ['HR/SI ured@', 'ured@ispitivanje.hr', lab('https://ispitivanje.hr'), KEEP, 'ured@ispitivanje.hr'],
  ['LT kontaktai@', 'kontaktai@metrologija.lt', lab('https://metrologija.lt'), KEEP, 'kontaktai@metrologija.lt'],
  ['GR grammateia@', 'grammateia@ergastirio.gr', lab('https://ergastirio.gr'), KEEP, 'grammateia@ergastirio.gr'],

  // Dropped: nothing usable.
  ['null', null, MUELLER, !KEEP, 'missing'],
  ['undefined', undefined, MUELLER, !KEEP, 'missing'],
  ['blank', '   ', MUELLER, !KEEP, 'missing'],
  ['obfuscated (at)', 'info(at)labor-mueller.de', MUELLER, !KEEP, 'malformed'],
  ['two @', 'info@lab@labor-mueller.de', MUELLER, !KEEP, 'malformed'],
  ['whitespace inside', 'in fo@labor-mueller.de', MUELLER, !KEEP, 'malformed'],
  ['domain without a dot', 'info@labor-mueller', MUELLER, !KEEP, 'malformed'],
  ['empty local part', '@labor-mueller.de', MUELLER, !KEEP, 'malformed'],
  ['double dot', 'info..lab@labor-mueller.de', MUELLER, !KEEP, 'malformed'],
  ['two addresses in one field', 'info@labor-mueller.de, lab@labor-mueller.de', MUELLER, !KEEP, 'malformed'],

  // Dropped: free mail, even for a role local part.
  ['gmail.com', 'labor.mueller@gmail.com', MUELLER, !KEEP, 'free-mail'],
  ['googlemail.com', 'info@googlemail.com', MUELLER, !KEEP, 'free-mail'],
  ['yahoo.* in any country', 'info@yahoo.co.uk', TESTHOUSE, !KEEP, 'free-mail'],
  ['hotmail.*', 'contact@hotmail.fr', DUPONT, !KEEP, 'free-mail'],
  ['gmx.at', 'office@gmx.at', HUBER, !KEEP, 'free-mail'],
  ['t-online.de', 'labor@t-online.de', MUELLER, !KEEP, 'free-mail'],
  ['orange.fr', 'accueil@orange.fr', DUPONT, !KEEP, 'free-mail'],
  ['libero.it', 'laboratorio@libero.it', ROSSI, !KEEP, 'free-mail'],
  ['wp.pl', 'biuro@wp.pl', KOWALSKA, !KEEP, 'free-mail'],
  ['seznam.cz', 'info@seznam.cz', lab('https://zkusebna-brno.cz'), !KEEP, 'free-mail'],
  ['proton.me', 'lab@proton.me', lab('https://proton.me'), !KEEP, 'free-mail'],
  ['free-mail subdomain', 'info@mail.yandex.ru', lab('https://yandex.ru'), !KEEP, 'free-mail'],

  // Dropped: not on the lab's own domain.
  ['another company', 'info@anderes-labor.de', MUELLER, !KEEP, 'not-own-domain'],
  ['same name, other TLD', 'info@labor-mueller.com', MUELLER, !KEEP, 'not-own-domain'],
  ['lab domain used as a subdomain elsewhere', 'info@labor-mueller.de.example.com', MUELLER, !KEEP, 'not-own-domain'],
  ['co.uk neighbours are not one domain', 'enquiries@otherhouse.co.uk', TESTHOUSE, !KEEP, 'not-own-domain'],
  ['no website: own domain unknown', 'info@labor-mueller.de', lab(null, 'Hans Müller'), !KEEP, 'not-own-domain'],

  // Dropped: the contact person's name is in the address.
  ['first.last of the contact', 'hans-peter.mueller@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['initial + surname (ue spelling)', 'h.mueller@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['initial + surname (plain u)', 'hpmuller@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['surname with umlaut', 'müller@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['first name only', 'peter@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['role word + surname', 'labor.mueller@labor-mueller.de', MUELLER, !KEEP, 'personal'],
  ['FR first.last', 'jean.dupont@laboratoire-dupont.fr', DUPONT, !KEEP, 'personal'],
  ['IT first_last', 'marco_rossi@analisi-rossi.it', ROSSI, !KEEP, 'personal'],
  ['ES second surname', 'alopez@laboratorio-garcia.es', GARCIA, !KEEP, 'personal'],
  ['DK ø written as oe', 'soeren.joergensen@kalibrering.dk', JORGENSEN, !KEEP, 'personal'],
  ['PL surname', 'a.kowalska@badania-lab.com.pl', KOWALSKA, !KEEP, 'personal'],

  // Dropped: no role word, so it may be a person even when nobody is named.
  ['first.last, no contact named', 'john.smith@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['f.last, no contact named', 'j.smith@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['firstlast, no contact named', 'johnsmith@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['initials only', 'hpm@labor-mueller.de', MUELLER, !KEEP, 'not-role'],
  ['role word + two more words', 'lab.john.smith@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['role word + an initial', 'info.j@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['technical mailbox: postmaster', 'postmaster@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['technical mailbox: admin', 'admin@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
  ['technical mailbox: noreply', 'noreply@testhouse.co.uk', TESTHOUSE, !KEEP, 'not-role'],
];

describe('filterEmail: only role mailboxes on the lab’s own domain survive', () => {
  it('has a balanced table of at least 60 addresses', () => {
    const kept = table.filter((r) => r[3]).length;
    expect(table.length).toBeGreaterThanOrEqual(60);
    expect(kept).toBeGreaterThanOrEqual(table.length * 0.4);
    expect(table.length - kept).toBeGreaterThanOrEqual(table.length * 0.4);
  });

  it.each(table)('%s: %j', (_label, email, ctx, keep, expected) => {
    const verdict = filterEmail(email, ctx);
    if (keep) expect(verdict).toEqual({ keep: true, email: expected });
    else expect(verdict).toEqual({ keep: false, reason: expected as EmailDropReason });
  });

  it('catches müller, mueller and muller alike for “Müller”', () => {
    for (const local of ['müller', 'mueller', 'muller', 'MUELLER', 'h.muller', 'hans.mueller']) {
      expect(filterEmail(`${local}@labor-mueller.de`, lab('labor-mueller.de', 'Müller'))).toEqual({
        keep: false,
        reason: 'personal',
      });
    }
  });

  it('never keeps an address containing a name part of the contact, whatever the role words around it', () => {
    for (const local of ['info.huber', 'huber-labor', 'office_maria', 'mhuber']) {
      expect(filterEmail(`${local}@pruefanstalt.at`, HUBER)).toMatchObject({ keep: false, reason: 'personal' });
    }
  });
});

describe('nameParts', () => {
  it.each([
    ['Dr. Hans-Peter Müller', ['hans', 'peter', 'muller']],
    ['Prof. Dr.-Ing. Jörg Weiß', ['jorg', 'weiss']],
    ['Dipl.-Ing. (FH) Maria Huber', ['maria', 'huber']],
    ['Mag. rer. nat. Eva Gruber', ['eva', 'gruber']],
    ['Mme Marie-Hélène Lefèvre', ['marie', 'helene', 'lefevre']],
    ['M. Jean Dupont', ['jean', 'dupont']],
    ['Mr J. O’Brien', ['brien']],
    ['Mrs Ann Lee', ['ann', 'lee']],
    ['Dott.ssa Giulia Bianchi', ['giulia', 'bianchi']],
    ['Ing. Jan Novák, Ph.D.', ['jan', 'novak']],
    ['mgr inż. Anna Kowalska', ['anna', 'kowalska']],
    ['Søren Jørgensen', ['soren', 'jorgensen']],
    ['Ludwig van Beethoven', ['ludwig', 'beethoven']],
    ['Müller, Hans', ['muller', 'hans']],
    ['Li Na', []],
    ['', []],
  ])('%s → %j', (person, parts) => {
    expect(nameParts(person)).toEqual(parts);
  });
});

describe('isRoleLocalPart', () => {
  it.each([
    'info',
    'lab',
    'labor',
    'kontakt',
    'contact',
    'contacto',
    'contatto',
    'office',
    'buero',
    'büro',
    'qualität',
    'qualitaet',
    'kundenservice',
    'customer-service',
    'lab.berlin',
    'info-de',
    'labor_hamburg',
    'kontakt.pruefstelle',
    'info2',
    'etalonnage',
    'laboratoire',
    'essais',
    'analisi',
    'ensayos',
    'kalibrering',
    'biuro',
    'podatelna',
  ])('%s is a role mailbox', (local) => {
    expect(isRoleLocalPart(local)).toBe(true);
  });

  it.each([
    'hans.mueller',
    'h.mueller',
    'hmueller',
    'john_smith',
    'jsmith',
    'hpm',
    'postmaster',
    'admin',
    'webmaster',
    'noreply',
    'lab.john.smith',
    'info.j',
    'umweltlabor',
    '',
  ])('%s is not a role mailbox', (local) => {
    expect(isRoleLocalPart(local)).toBe(false);
  });
});

describe('FREE_MAIL_DOMAINS', () => {
  it.each([
    'gmail.com',
    'yahoo.fr',
    'hotmail.co.uk',
    'outlook.de',
    'gmx.ch',
    'web.de',
    'wanadoo.fr',
    'telia.com',
    'freemail.hu',
  ])('lists %s', (domain) => expect(FREE_MAIL_DOMAINS.has(domain)).toBe(true));
});
