// GET /metadata/freshness: when each body's register was last scraped.
import { checkParameterNames } from '../list-request.ts';
import { CACHE_FRESHNESS, sendError, sendOk } from '../respond.ts';
import type { LoadedDirectory } from '../../directory/load.ts';
import type { Endpoint } from './context.ts';

const DAY_MS = 86_400_000;

/** The freshness report (spec 2.5) of a loaded build at `now` (Unix ms): the API's answer and the MCP tool's. */
export function freshnessReport(directory: LoadedDirectory, now: number) {
  return freshnessOf(directory.freshness, now);
}

/** The report of a build's freshness file at `now` (Unix ms). */
export function freshnessOf(file: LoadedDirectory['freshness'], now: number) {
  const bodies = Object.fromEntries(
    Object.entries(file.bodies).map(([code, b]) => [
      code,
      {
        country: b.country,
        last_scraped: b.last_scraped,
        labs_count: b.labs_count,
        age_days: Math.max(0, Math.floor((now - Date.parse(b.last_scraped)) / DAY_MS)),
      },
    ]),
  );
  return { bodies, total_labs: file.total_labs, generated_at: new Date(now).toISOString() };
}

const HOUR_MS = 3_600_000;

/**
 * The report is made as of the start of the current UTC hour, so its body and
 * ETag stay the same for the hour while the data are unchanged, and a
 * client's If-None-Match gets 304 (`age_days` is whole days: at most an hour late).
 */
export const freshness: Endpoint = (ctx) => {
  const problem = checkParameterNames(ctx.params, []);
  if (problem) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: problem, docs: ctx.docsUrl });
  const asOf = Math.floor(ctx.now / HOUR_MS) * HOUR_MS;
  sendOk(ctx.req, ctx.res, ctx.headers, JSON.stringify(freshnessReport(ctx.views.directory, asOf)), CACHE_FRESHNESS);
};
