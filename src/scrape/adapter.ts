// The contract between the scrape runner and a register adapter. An adapter
// knows one register's listing, detail and scope-document structure; the
// runner owns politeness, retries, merging with the last good snapshot and
// writing it. Adapters never touch the file system.
import type { RawLab } from '../domain/types.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded (POST). */
  form?: Record<string, string>;
  /** Sent as application/json (POST). */
  json?: unknown;
  headers?: Record<string, string>;
  /** Decode with this charset whatever the response declares (for registers that mislabel theirs). */
  encoding?: string;
}

export interface TextResponse {
  /** The final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** Decoded with the charset of the Content-Type header, else of a `<meta charset>`, else UTF-8. */
  text: string;
}

/** What an adapter may do on the network: every call is polite, retried and robots-checked by the runner's client. */
export interface Http {
  text(url: string, options?: RequestOptions): Promise<TextResponse>;
  json<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  bytes(url: string, options?: RequestOptions): Promise<Uint8Array>;
}

export interface ScrapeContext {
  http: Http;
  /** A line for the run's log (never the terminal progress line). */
  log(message: string): void;
  signal?: AbortSignal;
  /**
   * Set by the first-run check (`npm run scrape -- --check`): a listing reads
   * its first page only and tells what it found there, then returns that page's labs.
   */
  probe?: ListingProbe;
}

/** What the first page of a listing showed, for the first-run check. */
export interface ListingPage {
  /** The listing's name in messages, and the first page's address. */
  label: string;
  url: string;
  /** Result rows on the page, and how many of them are laboratories. */
  rows: number;
  labs: number;
  /** The total the register announces, or null when it announces none. */
  total: number | null;
  /** Whether the page points to a further one (a next link, a page count above 1, or a total above the rows). */
  more: boolean;
}

export interface ListingProbe {
  firstPage(page: ListingPage): void;
}

/** The parts of a register the first-run check reads, each with what an adapter assumes of it. */
export const CHECK_STEPS = ['reachable', 'robots', 'listing', 'total', 'pager', 'record', 'scope'] as const;
export type CheckStep = (typeof CHECK_STEPS)[number];

/**
 * One thing an adapter takes for granted about its register, with how sure it
 * is: `confirmed` (seen in a public source: `evidence` names it, a repository
 * and file, or a page) or `assumed` (designed from how such registers usually
 * look; `evidence` says what it rests on). `step` is the part of the
 * first-run check that would fail if it were wrong. The same rows make the
 * register's table in docs/registers.md (a test keeps them equal).
 */
export interface Assumption {
  step: CheckStep;
  /** The assumption, one sentence, as the check prints it when its step fails. */
  text: string;
  status: 'confirmed' | 'assumed';
  evidence: string;
}

/** One lab as the register's listing shows it; `detail` completes it. */
export interface ListedLab {
  /** The register's own identifier; unique within the body. */
  register_id: string;
  /** The lab's record page (or API address), when the register has one. */
  detail_url: string | null;
  /** Whatever the listing already says, in the raw format's field names. */
  partial: Partial<RawLab>;
}

export interface Adapter {
  /** Body code, as in src/domain/bodies.ts ('DAKKS'). */
  body: string;
  /** ISO 3166-1 alpha-2 of the body's country. */
  country: string;
  /** The register's public address (the snapshot's `source`). */
  source: string;
  /** What the adapter assumes of its register, step by step (see Assumption). */
  assumptions: readonly Assumption[];
  /** The whole listing. Throws when it cannot be read completely: a partial listing must never look complete. */
  list(ctx: ScrapeContext): Promise<ListedLab[]>;
  /** One lab's full raw record: record page and scope document. Throws on failure; the runner falls back. */
  detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab>;
}
