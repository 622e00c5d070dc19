// GET /categories: the top-level categories with lab counts.
import { checkParameterNames } from '../list-request.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

export const listCategories: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  sendOk(ctx.req, ctx.res, ctx.headers, ctx.views.categories.body, CACHE_OK, ctx.views.categories.etag);
};
