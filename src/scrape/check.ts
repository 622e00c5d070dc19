// The first-run check (`npm run scrape -- --check`): per body, politely, one
// listing page, one record and its scope document, then a table of what the
// adapter expected and what the register did, each miss with the assumption
// it breaks (the adapter's `assumptions`, worded as in docs/registers.md).
// Writes nothing; what it fetched is kept in memory for `--record`.
import type { RawLab } from '../domain/types.ts';
import { parseMethod } from '../domain/standards.ts';
import {
  CHECK_STEPS,
  type Adapter,
  type Assumption,
  type CheckStep,
  type Http,
  type ListedLab,
  type ListingPage,
  type RequestOptions,
  type ScrapeContext,
} from './adapter.ts';
import { RobotsDisallowedError, ScrapeHttpError } from './http/errors.ts';

export type Outcome = 'pass' | 'fail' | 'warn' | 'skip';

export interface CheckRow {
  step: CheckStep;
  /** What is looked at ("record: phone, e-mail or website"). */
  what: string;
  expected: string;
  found: string;
  outcome: Outcome;
  /** The assumptions a miss breaks (empty on a pass). */
  breaks: readonly Assumption[];
}

/** One response the check received, for `--record`. */
export interface Fetched {
  url: string;
  method: 'GET' | 'POST';
  form?: Record<string, string>;
  json?: unknown;
  contentType: string;
  kind: 'text' | 'json' | 'bytes';
  body: Uint8Array;
}

export interface BodyCheck {
  body: string;
  passed: boolean;
  rows: CheckRow[];
  fetched: Fetched[];
}

/** Records every answer the adapter gets (for `--record`) and remembers which address failed. */
function recordingHttp(http: Http, fetched: Fetched[]): Http {
  const request = (url: string, options: RequestOptions | undefined, kind: Fetched['kind']) => ({
    url,
    method: options?.method ?? 'GET',
    ...(options?.form ? { form: options.form } : {}),
    ...(options?.json !== undefined ? { json: options.json } : {}),
    kind,
  });
  return {
    async text(url, options) {
      const response = await http.text(url, options);
      fetched.push({
        ...request(url, options, 'text'),
        contentType: response.contentType,
        body: Buffer.from(response.text),
      });
      return response;
    },
    async json<T>(url: string, options?: RequestOptions) {
      const body = await http.json<T>(url, options);
      fetched.push({
        ...request(url, options, 'json'),
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(body)),
      });
      return body;
    },
    async bytes(url, options) {
      const body = await http.bytes(url, options);
      fetched.push({ ...request(url, options, 'bytes'), contentType: 'application/octet-stream', body });
      return body;
    },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The step an error from reading the register belongs to: a robots refusal, an unreachable host, or the step being
 * read.
 */
function stepOfError(error: unknown, reading: CheckStep): CheckStep {
  if (error instanceof RobotsDisallowedError) return 'robots';
  if (error instanceof ScrapeHttpError && (error.code === 'network' || error.code === 'timeout')) return 'reachable';
  return reading;
}

const present = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Record fields the check looks for: the first three must be there, the others are reported when missing. */
const RECORD_FIELDS: ReadonlyArray<{ what: string; required: boolean; found(lab: RawLab): boolean }> = [
  { what: 'name', required: true, found: (l) => present(l.name) },
  { what: 'accreditation number', required: true, found: (l) => present(l.accreditation_number) },
  {
    what: 'address (street, postcode or city)',
    required: true,
    found: (l) => present(l.street_address) || present(l.city) || present(l.postcode),
  },
  { what: 'status', required: false, found: (l) => present(l.accreditation_status) },
  {
    what: 'dates (accreditation or last verified)',
    required: false,
    found: (l) => present(l.accreditation_date) || present(l.last_verified),
  },
  {
    what: 'contact (phone, e-mail or website)',
    required: false,
    found: (l) => present(l.phone) || present(l.email) || present(l.website_url),
  },
];

/**
 * Checks one body against its live register (or any Http: tests use msw).
 * Never throws for what the register does: every failure becomes a row.
 */
export async function checkBody(
  adapter: Adapter,
  http: Http,
  options: { signal?: AbortSignal } = {},
): Promise<BodyCheck> {
  const fetched: Fetched[] = [];
  const recording = recordingHttp(http, fetched);
  const rows: CheckRow[] = [];
  const assumed = (step: CheckStep) => adapter.assumptions.filter((a) => a.step === step);
  const row = (step: CheckStep, what: string, expected: string, found: string, outcome: Outcome) =>
    rows.push({
      step,
      what,
      expected,
      found,
      outcome,
      breaks: outcome === 'pass' || outcome === 'skip' ? [] : assumed(step),
    });
  // The register answered something (a page, or an HTTP error status): it is reachable.
  let answered = false;
  const failedAt = (error: unknown, reading: CheckStep, what: string, expected: string) => {
    if (
      (error instanceof ScrapeHttpError && error.code === 'http-status') ||
      (error instanceof RobotsDisallowedError && error.reason !== 'robots-unavailable')
    )
      answered = true;
    const step = stepOfError(error, reading);
    row(
      step,
      step === reading ? what : step === 'robots' ? 'robots.txt' : 'the register answers',
      step === reading ? expected : step === 'robots' ? 'robots.txt allows it' : 'an answer',
      messageOf(error),
      'fail',
    );
  };

  // Listing: its first page only (the shared listing readers honour the probe).
  const pages: ListingPage[] = [];
  const ctx: ScrapeContext = {
    http: recording,
    log: () => undefined,
    ...(options.signal ? { signal: options.signal } : {}),
    probe: { firstPage: (page) => pages.push(page) },
  };
  let listed: ListedLab[] = [];
  try {
    listed = await adapter.list(ctx);
    const first = pages[0];
    row(
      'listing',
      first ? `listing, first page (${first.url})` : 'listing',
      'result rows that are laboratories',
      first ? `${first.rows} rows, ${first.labs} laboratories` : `${listed.length} laboratories`,
      listed.length > 0 ? 'pass' : 'fail',
    );
    if (first) {
      // A listing reader that needs a total or a pager throws without it (a listing failure above); here a missing one
      // is
      // reported with what the adapter assumes of it, for the operator to confirm: some registers print neither.
      if (first.total !== null)
        row('total', 'announced total', 'the total, where the register prints one', `${first.total}`, 'pass');
      else
        row(
          'total',
          'announced total',
          'the total, where the register prints one',
          'not announced',
          assumed('total').length > 0 ? 'warn' : 'skip',
        );
      const onePage = first.total !== null && first.total <= first.rows;
      if (first.more || onePage)
        row(
          'pager',
          'next page',
          'a way to the next page, or one page holding everything',
          first.more ? 'found' : 'one page holds everything',
          'pass',
        );
      else
        row(
          'pager',
          'next page',
          'a way to the next page, or one page holding everything',
          'none on the first page',
          assumed('pager').length > 0 ? 'warn' : 'skip',
        );
    }
  } catch (error) {
    failedAt(error, 'listing', 'listing, first page', 'result rows that are laboratories');
  }

  // Record and scope: the first listed laboratory, in full.
  const lab = listed[0];
  if (!lab) {
    row('record', 'record', 'a record to read', 'no listed laboratory to read', 'skip');
    row('scope', 'scope document', 'a scope to read', 'no listed laboratory to read', 'skip');
  } else {
    const before = fetched.length;
    try {
      const raw = await adapter.detail(ctx, lab);
      for (const field of RECORD_FIELDS) {
        const found = field.found(raw);
        row(
          'record',
          `record ${lab.register_id}: ${field.what}`,
          field.required ? 'present' : 'present (reported when missing)',
          found ? 'found' : 'missing',
          found ? 'pass' : field.required ? 'fail' : 'warn',
        );
      }
      const standards = raw.capabilities.filter(
        (c) => c.method !== null && parseMethod(c.method).kind === 'standard',
      ).length;
      row(
        'scope',
        `scope of ${lab.register_id}`,
        'capabilities, most citing a recognised standard',
        `${raw.capabilities.length} capabilities, ${standards} citing a recognised standard`,
        raw.capabilities.length > 0 ? 'pass' : 'fail',
      );
    } catch (error) {
      // A failure while reading the record page itself is the record's; after it, the scope's.
      const recordUrl = lab.detail_url;
      const onRecord =
        fetched.length === before ||
        (error instanceof ScrapeHttpError && error.url === recordUrl) ||
        (recordUrl !== null &&
          fetched.slice(before).every((f) => f.url === recordUrl) &&
          !/scope|annex|schedule|pdf|anlage|allegato/i.test(messageOf(error)));
      failedAt(
        error,
        onRecord ? 'record' : 'scope',
        onRecord ? `record ${lab.register_id}` : `scope of ${lab.register_id}`,
        onRecord ? 'the record page reads' : 'the scope document reads',
      );
    }
  }

  // Reachable: the register answered (no request of its own: the listing's first answer says it).
  if (!rows.some((r) => r.step === 'reachable')) {
    const host = (() => {
      try {
        return new URL(fetched[0]?.url ?? adapter.source).host;
      } catch {
        return adapter.source;
      }
    })();
    const reached = answered || fetched.length > 0;
    row(
      'reachable',
      host,
      'answers',
      reached
        ? `answered ${fetched.length} requests with a page${answered ? ', and with an error status' : ''}`
        : 'nothing answered',
      reached ? 'pass' : 'fail',
    );
  }
  // Robots: every address fetched was allowed (a refusal is already a failed row of its own).
  if (!rows.some((r) => r.step === 'robots'))
    row('robots', 'robots.txt', 'allows every address the adapter reads', `allowed ${fetched.length} fetches`, 'pass');
  rows.sort((a, b) => CHECK_STEPS.indexOf(a.step) - CHECK_STEPS.indexOf(b.step));
  return { body: adapter.body, passed: rows.every((r) => r.outcome !== 'fail'), rows, fetched };
}

const MARK: Record<Outcome, string> = { pass: 'ok', fail: 'FAIL', warn: 'warn', skip: '–' };

/** The table an operator reads: one line per row, and under each miss the assumptions it breaks. */
export function formatCheck(check: BodyCheck): string {
  const lines = [`${check.body}: ${check.passed ? 'passes' : 'FAILS'}`];
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
  const width = Math.max(...check.rows.map((r) => short(r.what).length), 10);
  for (const r of check.rows) {
    lines.push(
      `  ${MARK[r.outcome].padEnd(4)} ${r.step.padEnd(9)} ${short(r.what).padEnd(width)}  expected: ` +
        `${r.expected}; found: ${r.found}`,
    );
    for (const a of r.breaks)
      lines.push(
        `         ${r.outcome === 'warn' ? 'check' : 'breaks'} (${a.status}): ` +
          `${a.text}${a.evidence ? ` [${a.evidence}]` : ''}`,
      );
    if (r.outcome === 'fail' && r.breaks.length === 0)
      lines.push('         (the adapter lists no assumption for this step: see docs/registers.md)');
  }
  return lines.join('\n');
}
