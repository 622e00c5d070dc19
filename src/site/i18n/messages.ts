// The message catalogues, one JSON file per language (messages/<lang>.json;
// the interface text is ours, and each file says so), read at build time.
// en.json is the model: every catalogue has its keys, no more
// (test/unit/site/messages.test.ts).
import cs from './messages/cs.json' with { type: 'json' };
import da from './messages/da.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import el from './messages/el.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import hu from './messages/hu.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import nb from './messages/nb.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import sk from './messages/sk.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import type { PluralForms } from './format.ts';
import type { SiteLanguage } from './languages.ts';

type Catalogue = typeof en;
/** One language's messages: en.json's shape, plural messages with the language's forms. */
export type Messages = Omit<Catalogue, '_about' | 'plural'> & {
  plural: Record<keyof Catalogue['plural'], PluralForms>;
};

export const CATALOGUES: Readonly<Record<SiteLanguage, Catalogue>> = {
  en,
  de,
  fr,
  it,
  es,
  pt,
  nl,
  pl,
  cs,
  sk,
  hu,
  sv,
  da,
  fi,
  el,
  nb,
} as Record<SiteLanguage, Catalogue>;

export function messages(lang: SiteLanguage): Messages {
  return CATALOGUES[lang] as Messages;
}

/** What the browser's scripts say (result lines, statuses, the shortlist button, the key form), embedded per page. */
export interface BrowserText {
  lang: SiteLanguage;
  status: Messages['status'];
  results: Messages['results'];
  plural: Messages['plural'];
  key: Messages['key'];
}

/** The words the search page's script writes: counts, pager, notes, statuses, the shortlist button. */
export function searchPageText(lang: SiteLanguage): Pick<BrowserText, 'lang' | 'status' | 'results' | 'plural'> {
  const m = messages(lang);
  return { lang, status: m.status, results: m.results, plural: m.plural };
}

/** The note offering a page in a language, written in that language: `{ de: { note, read, dismiss } }`. */
export type LanguageNotes = Record<string, { note: string; read: string; dismiss: string }>;

export function languageNotes(langs: readonly SiteLanguage[]): LanguageNotes {
  return Object.fromEntries(
    langs.map((lang) => {
      const chrome = messages(lang).chrome;
      return [lang, { note: chrome.langNote, read: chrome.langNoteRead, dismiss: chrome.langNoteDismiss }];
    }),
  );
}
