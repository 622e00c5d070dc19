// GET /standards and GET /standards/{id}: what a user typed resolved to
// canonical standards, each with its lab count and a link that filters by it.
import { lookupStandards, standardsOf, type StandardEntry } from '../../directory/standards-lookup.ts';
import { apiUrl } from '../links.ts';
import { checkParameterNames, parseQuery } from '../list-request.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import { DEFAULT_STANDARDS, standardsQuery } from '../schemas/query.ts';
import type { StandardBody } from '../schemas/responses.ts';
import type { Endpoint } from './context.ts';

const schema = standardsQuery();

/** A standard as the API answers it (also the OpenAPI document's example: src/api/examples.ts). */
export function standardBody(origin: string, entry: StandardEntry): StandardBody {
  return {
    id: entry.id,
    reference: entry.reference,
    title: entry.title,
    category: entry.category,
    lab_count: entry.lab_count,
    names: entry.names,
    _links: {
      self: apiUrl(origin, `/standards/${encodeURIComponent(entry.id)}`),
      labs: apiUrl(origin, '/labs', [['standard', entry.reference]]),
    },
  };
}

export const listStandards: Endpoint = (ctx) => {
  const parsed = parseQuery(schema, ctx.params);
  if (!parsed.ok) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: parsed.error, docs: ctx.docsUrl });
  const q = parsed.value.q!;
  const data = lookupStandards(ctx.views.directory, q, parsed.value.limit ?? DEFAULT_STANDARDS).map((e) =>
    standardBody(ctx.origin, e),
  );
  sendOk(ctx.req, ctx.res, ctx.headers, JSON.stringify({ data }), CACHE_OK);
};

export const getStandard: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const id = ctx.pathParams.id!;
  const entry = standardsOf(ctx.views.directory).byId.get(id);
  if (!entry)
    return sendError(ctx.req, ctx.res, 404, ctx.headers, {
      error: `Standard not found: '${id.slice(0, 200)}'. Find ids with /standards?q=.`,
    });
  sendOk(ctx.req, ctx.res, ctx.headers, JSON.stringify(standardBody(ctx.origin, entry)), CACHE_OK);
};
