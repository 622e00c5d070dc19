// GET /openapi.json: the description of exactly what is served, made once per
// build and origin (the parameters' allowed values are the build's own).
import { checkParameterNames } from '../list-request.ts';
import { openApiDocument } from '../openapi.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

let cached: { key: string; body: Buffer } | null = null;

export const openApi: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const { directory } = ctx.views;
  const key = `${ctx.origin}|${ctx.sample}|${directory.manifest.content_hash}`;
  if (cached?.key !== key) {
    const known = { bodies: directory.bodies, categories: directory.categorySlugs };
    cached = {
      key,
      body: Buffer.from(JSON.stringify(openApiDocument({ publicUrl: ctx.origin, sample: ctx.sample, known }))),
    };
  }
  sendOk(ctx.req, ctx.res, ctx.headers, cached.body, CACHE_OK);
};
