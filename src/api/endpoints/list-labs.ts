// GET /labs: filters, search, facets, geo, change feed, order, pagination.
import { parseListQuery } from '../list-request.ts';
import { upgradeUrlOf } from '../links.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import { FIELDS_MEDIA_TYPE } from '../schemas/responses.ts';
import type { Endpoint } from './context.ts';

export const listLabs: Endpoint = async (ctx) => {
  const { directory } = ctx.views;
  const parsed = parseListQuery(
    ctx.params,
    { bodies: directory.bodies, categories: directory.categorySlugs },
    { coordinates: ctx.visibility === 'full' },
  );
  if (!parsed.ok && parsed.status === 403)
    return sendError(ctx.req, ctx.res, 403, ctx.headers, {
      error: parsed.error,
      upgrade_url: upgradeUrlOf(ctx.origin),
    });
  if (!parsed.ok) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: parsed.error, docs: ctx.docsUrl });
  const query = parsed.value;
  const page = await ctx.views.labList(query, ctx.visibility);
  // Sparse items are a shape of their own, with a media type of their own (the document describes both).
  if (query.fields) ctx.headers['Content-Type'] = `${FIELDS_MEDIA_TYPE}; charset=utf-8`;
  if (page.link) ctx.headers.Link = page.link;
  sendOk(ctx.req, ctx.res, ctx.headers, page.body, CACHE_OK, page.etag, page.formsKey);
};
