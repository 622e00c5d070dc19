// GET /metadata/freshness: when each body's register was last scraped.
import { checkParameterNames } from '../list-request.ts';
import { CACHE_FRESHNESS, sendError, sendOk } from '../respond.ts';
import type { Endpoint } from './context.ts';

const DAY_MS = 86_400_000;

export const freshness: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const { freshness: file } = ctx.views.directory;
  const bodies = Object.fromEntries(
    Object.entries(file.bodies).map(([code, b]) => [
      code,
      { country: b.country, last_scraped: b.last_scraped, labs_count: b.labs_count, age_days: Math.max(0, Math.floor((ctx.now - Date.parse(b.last_scraped)) / DAY_MS)) },
    ]),
  );
  const body = JSON.stringify({ bodies, total_labs: file.total_labs, generated_at: new Date(ctx.now).toISOString() });
  sendOk(ctx.req, ctx.res, ctx.headers, body, CACHE_FRESHNESS);
};
