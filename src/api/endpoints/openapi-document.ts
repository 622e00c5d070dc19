// GET /openapi.json: the description of exactly what is served.
import { checkParameterNames } from '../list-request.ts';
import { openApiDocument } from '../openapi.ts';
import { CACHE_OK, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

let cached: { key: string; body: Buffer } | null = null;

export const openApi: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const key = `${ctx.origin}|${ctx.sample}`;
  if (cached?.key !== key) cached = { key, body: Buffer.from(JSON.stringify(openApiDocument({ publicUrl: ctx.origin, sample: ctx.sample }))) };
  sendOk(ctx.req, ctx.res, ctx.headers, cached.body, CACHE_OK);
};
