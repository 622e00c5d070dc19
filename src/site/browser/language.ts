// Every page's language versions in the browser: the switcher keeps the place
// (the search's state or the words a lab page was reached with travel along),
// and a visitor whose browser prefers another language this page exists in is
// told so in that language, in a note that can be dismissed and never
// redirects. The note is fixed to the bottom of the window: it moves nothing
// on the page when it appears.
import type { LanguageNotes } from '../i18n/messages.ts';
import { siteLanguageOf } from '../i18n/paths.ts';

const DISMISSED_KEY = 'lab-directory:language-note';

function switchLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('nav.langs a[hreflang]')];
}

function keepPlace(): void {
  for (const link of switchLinks()) {
    link.addEventListener('click', () => {
      const target = new URL(link.href);
      target.search = location.search;
      target.hash = location.hash;
      link.href = target.href;
    });
  }
}

async function suggest(): Promise<void> {
  const note = document.getElementById('lang-note');
  const current = document.documentElement.lang;
  if (!note) return;
  try {
    if (localStorage.getItem(DISMISSED_KEY) === 'yes') return;
  } catch {
    // Storage refused: the note may show again, nothing else changes.
  }
  const links = switchLinks();
  const offered = links.map((l) => l.hreflang);
  for (const preference of navigator.languages ?? []) {
    const lang = siteLanguageOf(preference, offered);
    if (lang === current) return; // the visitor reads this page's language
    const link = lang ? links.find((l) => l.hreflang === lang) : undefined;
    if (!link) continue;
    let notes: LanguageNotes;
    try {
      notes = (await (await fetch('/language-notes.json')).json()) as LanguageNotes;
    } catch {
      return; // a help, not a need
    }
    const words = notes[lang!];
    if (!words) return;
    const text = document.createElement('span');
    text.lang = lang!;
    text.textContent = words.note;
    const read = document.createElement('a');
    read.lang = lang!;
    read.hreflang = lang!;
    read.href = link.href;
    read.textContent = words.read;
    read.addEventListener('click', () => {
      read.href = new URL(`${link.pathname}${location.search}${location.hash}`, location.href).href;
    });
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.lang = lang!;
    dismiss.textContent = words.dismiss;
    dismiss.addEventListener('click', () => {
      note.hidden = true;
      try {
        localStorage.setItem(DISMISSED_KEY, 'yes');
      } catch {
        // Not remembered: it is still gone from this page.
      }
    });
    note.replaceChildren(text, ' ', read, ' ', dismiss);
    note.hidden = false;
    return;
  }
}

keepPlace();
void suggest();
