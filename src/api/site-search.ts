// The site's own search (DECISIONS, round 3): a first-party route outside
// /api/v1 that the search page asks for everything (results, facet counts,
// places), so a visitor never spends the API's anonymous budget. It answers
// what the anonymous tier may see, plus, for a test or standard search, at
// most two of each lab's scope lines that matched, in the lab's own wording
// (the register publishes them in the scope document the lab page links).
// Its own per-IP budget is sized for a person; robots.txt disallows it and the
// API's OpenAPI document does not describe it (docs/site.md does).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Budget, Limiter } from './limits/limiter.ts';
import { clientIp } from './client-ip.ts';
import { parseListQuery } from './list-request.ts';
import { baseHeaders, send, sendError } from './respond.ts';
import { readWordings } from '../directory/build-files.ts';
import { answerList, cityCentres } from '../directory/list-answer.ts';
import { capabilitiesMatching, searchScores, type Matches } from '../directory/find.ts';
import { perBuild } from '../directory/per-build.ts';
import type { LoadedDirectory } from '../directory/load.ts';
import type { DirectoryStore } from '../directory/store.ts';
import { suggest } from '../directory/suggest.ts';
import { FACET_DIMENSIONS } from '../domain/facets.ts';
import { greatCircleKm } from '../domain/geo.ts';
import { standardKey } from '../domain/standards.ts';
import type { SiteResult, SiteSearchAnswer } from '../domain/site-search.ts';
import type { Lab } from '../domain/types.ts';
import { toPublicLab } from '../domain/visibility.ts';

export const SITE_SEARCH_PREFIX = '/_site/';
export const SITE_SEARCH_PATH = '/_site/search';
export const SITE_PLACES_PATH = '/_site/places';
/** One lab's matched lines, for its page when the visitor arrives from a search. */
export const SITE_LINES_PATH = '/_site/lines';
/** The public records of the labs on a shortlist, for its comparison. */
export const SITE_LABS_PATH = '/_site/labs';
/** Labs a shortlist compares at most. */
export const SHORTLIST_MAX = 50;

/** Results a page (the site's listings and the API's default alike). */
export const SITE_PAGE_SIZE = 25;
/** Matched lines shown per lab at most. */
export const MATCHED_LINES = 2;
/** A person searching, suggestions and paging included: far above what a reader does, far below a crawler. */
export const SITE_BUDGET: Budget = { burst: 60, daily: 2_000 };

/** The parameters the search page sends; anything else is refused by name. */
const SEARCH_PARAMETERS = [
  'q',
  'standard',
  'country',
  'category',
  'body',
  'status',
  'near_city',
  'radius_km',
  'sort',
  'page',
] as const;

export interface SiteSearchOptions {
  directories: DirectoryStore;
  limiter: Limiter;
  trustProxy: number;
  dataDir: string;
  log: (line: string) => void;
}

const HEADERS = (): Record<string, string> => ({
  ...baseHeaders(),
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
});

/** An accreditation number as compared: upper case, without spaces. */
const numberKey = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** Every lab's accreditation number as compared, sorted, with the lab's position: numbers a typed start reaches. */
const numbersOf = perBuild((dir) =>
  dir.labs
    .map((lab, position) => ({ key: lab.accreditation_number ? numberKey(lab.accreditation_number) : '', position }))
    .filter((n) => n.key !== '')
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.position - b.position)),
);

/**
 * The labs whose accreditation number starts with `q` ('D-PL-14368', 'd-pl-14368-01-00'), when `q` is one token with
 * a digit: the site finds labs by number, which the API's `q` does not search. Null when it is no number or none has it.
 */
function labsByNumber(dir: LoadedDirectory, q: string): Matches | null {
  const key = numberKey(q.trim());
  if (key.length < 3 || /\s/.test(q.trim()) || !/\d/.test(key)) return null;
  const numbers = numbersOf(dir);
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (numbers[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < numbers.length && numbers[i]!.key.startsWith(key); i++) found.push(numbers[i]!.position);
  if (found.length === 0) return null;
  const positions = Uint32Array.from(found).sort();
  // An exact number first, then the rest in name order (positions are name order).
  const scores = Float64Array.from(positions, (p) => (numberKey(dir.labs[p]!.accreditation_number!) === key ? 2 : 1));
  return { positions, scores };
}

/** Each lab's own wording, one country's file at a time, read once per build when first needed. */
function wordingsReader(dataDir: string) {
  const perBuild = new WeakMap<LoadedDirectory, Map<string, Promise<Record<string, string[]>>>>();
  return (dir: LoadedDirectory, country: string) => {
    let countries = perBuild.get(dir);
    if (!countries) perBuild.set(dir, (countries = new Map()));
    let file = countries.get(country);
    if (!file) {
      file = readWordings(dataDir, country).catch(() => ({}));
      countries.set(country, file);
    }
    return file;
  };
}

/**
 * How well a capability line answers a search: one point per query word that reaches it (`reached`, from
 * capabilitiesMatching), one more when it cites the standard searched for.
 */
function lineScore(reached: ReadonlyMap<string, number> | null, standardKey: string | null) {
  return (capabilityId: string, key: string | null) =>
    (reached?.get(capabilityId) ?? 0) + (standardKey !== null && key === standardKey ? 1 : 0);
}

/** The lines of a lab that matched: the most of the query's words first, then the lab's order; at most two. */
async function matchedLines(
  lab: Lab,
  matching: (capabilityId: string, standardKey: string | null) => number,
  wordings: Promise<Record<string, string[]>>,
): Promise<SiteResult['matched']> {
  const ranked = lab.capabilities
    .map((c, i) => ({ c, i, score: matching(c.canonical_id, c.standard_key) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MATCHED_LINES);
  if (ranked.length === 0) return [];
  const own = (await wordings)[lab.slug];
  return ranked.map(({ c, i }) => ({ test: own?.[i] ?? c.name, standard: c.standard }));
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string, extra = {}): void {
  sendError(req, res, status, HEADERS(), { error, ...extra });
}

export function createSiteSearchHandler(options: SiteSearchOptions) {
  const wordingsOf = wordingsReader(options.dataDir);

  async function search(req: IncomingMessage, res: ServerResponse, url: URL, dir: LoadedDirectory): Promise<void> {
    const params = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      if (!(SEARCH_PARAMETERS as readonly string[]).includes(name))
        return refuse(req, res, 400, `Unknown parameter '${name}'; allowed: ${SEARCH_PARAMETERS.join(', ')}.`);
      // The form sends its empty fields: an empty filter is no filter.
      if (value.trim() !== '') params.append(name, value);
    }
    // Distance from a place is by the labs' city centres (public facts): the API's `sort=distance` uses coordinates.
    const byDistance = params.get('sort') === 'distance';
    if (byDistance) params.delete('sort');
    params.set('per_page', String(SITE_PAGE_SIZE));
    params.set('facets', FACET_DIMENSIONS.join(','));
    const parsed = parseListQuery(
      params,
      { bodies: dir.bodies, categories: dir.categorySlugs },
      { coordinates: false },
    );
    if (!parsed.ok) return refuse(req, res, 400, parsed.error);
    const query = parsed.value;
    if (byDistance && !query.nearCity)
      return refuse(req, res, 400, "'sort=distance' needs a place: give 'near_city' (a city, e.g. 'Lyon, FR').");
    if (query.nearCity && !query.nearCity.centre)
      return refuse(
        req,
        res,
        400,
        `No place called '${query.nearCity.text}' is known; choose one of the suggestions (a city, or 'City, CC').`,
      );
    const byNumber = query.q ? labsByNumber(dir, query.q) : null;
    const matches = query.q ? (byNumber ?? searchScores(dir, query.q)) : null;
    const answer = await answerList(dir, query, matches ? () => matches : undefined, 'public');
    let positions = answer.positions;
    const centre = query.nearCity?.centre ?? null;
    // Kilometres from the place to each listed lab's city centre: the same centres the near_city filter used.
    const km = new Map<number, number>();
    if (centre) {
      const { lat, lon } = cityCentres(dir);
      for (const p of positions)
        km.set(
          p,
          Number.isNaN(lat[p]!) ? Infinity : greatCircleKm(centre.latitude, centre.longitude, lat[p]!, lon[p]!),
        );
    }
    if (byDistance) positions = Uint32Array.from(positions).sort((a, b) => km.get(a)! - km.get(b)! || a - b);
    const pages = Math.max(1, Math.ceil(positions.length / SITE_PAGE_SIZE));
    const start = (query.page - 1) * SITE_PAGE_SIZE;
    const page = positions.subarray(start, start + SITE_PAGE_SIZE);

    // Why each lab matched: a test search by the capabilities its words reach, a standard search by the standard.
    const reached = query.q && !byNumber ? capabilitiesMatching(dir, query.q) : null;
    const matching = lineScore(reached, query.standardKey);
    const searched = reached !== null || query.standardKey !== null;
    const results: SiteResult[] = [];
    for (const p of page) {
      const lab = dir.labs[p]!;
      const distance = km.get(p);
      results.push({
        slug: lab.slug,
        name: lab.name,
        accreditation_number: lab.accreditation_number,
        accreditation_body: lab.accreditation_body,
        accreditation_status: lab.accreditation_status,
        country: lab.country,
        city: lab.city,
        categories: lab.categories,
        accreditation_date: lab.accreditation_date,
        last_verified: lab.last_verified,
        ...(distance === undefined ? {} : { city_distance_km: Math.round(distance * 10) / 10 }),
        matched: searched ? await matchedLines(lab, matching, wordingsOf(dir, lab.country)) : [],
      });
    }
    const body: SiteSearchAnswer = {
      results,
      total: positions.length,
      page: query.page,
      pages,
      per_page: SITE_PAGE_SIZE,
      facets: answer.facets ?? {},
      ...(matches?.leftOut ? { q_words: { used: [...matches.used!], left_out: [...matches.leftOut] } } : {}),
      ...(centre ? { near: { city: centre.name, country: centre.country } } : {}),
    };
    send(req, res, 200, HEADERS(), JSON.stringify(body));
  }

  async function lines(req: IncomingMessage, res: ServerResponse, url: URL, dir: LoadedDirectory): Promise<void> {
    const slug = url.searchParams.get('slug') ?? '';
    const position = dir.positionBySlug.get(slug);
    if (position === undefined) return refuse(req, res, 404, `No lab has the slug '${slug}'.`);
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
    const standard = (url.searchParams.get('standard') ?? '').trim().slice(0, 100);
    const key = standard ? standardKey(standard) : null;
    const reached = q ? capabilitiesMatching(dir, q) : null;
    const lab = dir.labs[position]!;
    const matched =
      reached || key ? await matchedLines(lab, lineScore(reached, key), wordingsOf(dir, lab.country)) : [];
    send(req, res, 200, HEADERS(), JSON.stringify({ slug, matched }));
  }

  function labs(req: IncomingMessage, res: ServerResponse, url: URL, dir: LoadedDirectory): void {
    const slugs = [...new Set(url.searchParams.getAll('slug'))];
    if (slugs.length > SHORTLIST_MAX) {
      refuse(req, res, 400, `At most ${SHORTLIST_MAX} labs at once; got ${slugs.length}.`);
      return;
    }
    const found = slugs.flatMap((slug) => {
      const position = dir.positionBySlug.get(slug);
      return position === undefined ? [] : [toPublicLab(dir.labs[position]!)];
    });
    send(
      req,
      res,
      200,
      HEADERS(),
      JSON.stringify({ labs: found, missing: slugs.filter((s) => !dir.positionBySlug.has(s)) }),
    );
  }

  function places(req: IncomingMessage, res: ServerResponse, url: URL, dir: LoadedDirectory): void {
    const q = (url.searchParams.get('q') ?? '').trim();
    if (q.length > 100) {
      refuse(req, res, 400, "Parameter 'q' must be at most 100 characters.");
      return;
    }
    const cities = q
      ? suggest(dir, q, 20)
          .filter((s) => s.type === 'city')
          .slice(0, 8)
          .map((s) => ({ label: `${s.city}, ${s.country}`, city: s.city, country: s.country, lab_count: s.lab_count }))
      : [];
    send(req, res, 200, HEADERS(), JSON.stringify({ places: cities }));
  }

  type Route = (req: IncomingMessage, res: ServerResponse, url: URL, dir: LoadedDirectory) => void | Promise<void>;
  const routes: Record<string, Route> = {
    [SITE_SEARCH_PATH]: search,
    [SITE_PLACES_PATH]: places,
    [SITE_LINES_PATH]: lines,
    [SITE_LABS_PATH]: labs,
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return refuse(req, res, 405, `Method ${req.method} is not allowed here; use GET.`);
    }
    const route = routes[url.pathname];
    if (!route) return refuse(req, res, 404, `No such route; the site's search is ${SITE_SEARCH_PATH}.`);
    const dir = options.directories.current;
    if (!dir) return refuse(req, res, 503, 'The directory is loading; try again in a few seconds.');
    const decision = await options.limiter.consume(
      `site:${clientIp(req, options.trustProxy)}`,
      'anonymous',
      SITE_BUDGET,
    );
    if (!decision.allowed) {
      const wait = decision.retryAfter ?? 60;
      res.setHeader('Retry-After', String(wait));
      const daily = decision.daily.remaining === 0;
      return refuse(
        req,
        res,
        429,
        daily
          ? `This address has searched ${SITE_BUDGET.daily} times today, the site's daily allowance; try again tomorrow (UTC).`
          : `That was ${SITE_BUDGET.burst} searches in a minute, the site's allowance; try again in ${wait} s.`,
        { retry_after: wait, daily },
      );
    }
    try {
      await route(req, res, url, dir);
    } catch (error) {
      options.log(`site search: ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) refuse(req, res, 500, 'The search failed; try again.');
    }
  };
}
