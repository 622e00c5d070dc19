// /language-notes.json: the note that offers a page in the visitor's preferred
// language, in each language (from the message catalogues). Fetched by
// src/site/browser/language.ts only when there is a note to show, so pages
// carry none of it.
import type { APIRoute } from 'astro';
import { SITE_LANGUAGES } from '../site/i18n/languages.ts';
import { languageNotes } from '../site/i18n/messages.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(languageNotes(SITE_LANGUAGES)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
