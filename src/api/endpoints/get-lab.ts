// GET /labs/{slug}: one lab, masked for the caller's tier.
import { checkParameterNames } from '../list-request.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

export const getLab: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const slug = ctx.pathParams.slug ?? '';
  const detail = ctx.views.labDetail(slug, ctx.visibility);
  if (!detail) {
    return sendError(ctx.req, ctx.res, 404, ctx.headers, {
      error: `Lab not found: no lab has the slug '${slug.slice(0, 200)}'. Find slugs with GET /api/v1/labs.`,
    });
  }
  sendOk(ctx.req, ctx.res, ctx.headers, detail.body, CACHE_OK, detail.etag);
};
