// GET /suggest: autocomplete over lab names, cities, standards and categories,
// each suggestion with the id or filter it maps to. Public facts only.
import { suggest as suggestions } from '../../directory/suggest.ts';
import { apiUrl, labLinks } from '../links.ts';
import { parseQuery } from '../list-request.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import { DEFAULT_SUGGEST, suggestQuery } from '../schemas/query.ts';
import type { SuggestionBody } from '../schemas/responses.ts';
import type { Endpoint } from './context.ts';

const schema = suggestQuery();

type Found = ReturnType<typeof suggestions>[number];

/** A suggestion as the API answers it: what `suggest` found, with its links (also the OpenAPI document's example). */
export function suggestionBody(origin: string, s: Found): SuggestionBody {
  switch (s.type) {
    case 'lab':
      return { ...s, _links: { self: labLinks(origin, s.slug).self } };
    case 'city':
      return {
        ...s,
        _links: {
          labs: apiUrl(origin, '/labs', [
            ['near_city', `${s.city}, ${s.country}`],
            ['radius_km', '10'],
          ]),
        },
      };
    case 'standard':
      return {
        ...s,
        _links: {
          self: apiUrl(origin, `/standards/${encodeURIComponent(s.id)}`),
          labs: apiUrl(origin, '/labs', [['standard', s.reference]]),
        },
      };
    case 'category':
      return { ...s, _links: { labs: apiUrl(origin, '/labs', [['category', s.slug]]) } };
  }
}

export const suggest: Endpoint = (ctx) => {
  const parsed = parseQuery(schema, ctx.params);
  if (!parsed.ok) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: parsed.error, docs: ctx.docsUrl });
  const q = parsed.value.q!;
  const found = suggestions(ctx.views.directory, q, parsed.value.limit ?? DEFAULT_SUGGEST);
  const data: SuggestionBody[] = found.map((s) => suggestionBody(ctx.origin, s));
  sendOk(ctx.req, ctx.res, ctx.headers, JSON.stringify({ data }), CACHE_OK);
};
