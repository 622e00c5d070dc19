// GET /labs: filters, search, order, pagination.
import { parseListQuery } from '../list-request.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

export const listLabs: Endpoint = (ctx) => {
  const { directory } = ctx.views;
  const parsed = parseListQuery(ctx.params, { bodies: directory.bodies, categories: directory.categorySlugs });
  if (!parsed.ok) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: parsed.error, docs: ctx.docsUrl });
  const page = ctx.views.labList(parsed.value, ctx.visibility);
  sendOk(ctx.req, ctx.res, ctx.headers, page.body, CACHE_OK, page.etag);
};
