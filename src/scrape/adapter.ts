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
  /** The whole listing. Throws when it cannot be read completely: a partial listing must never look complete. */
  list(ctx: ScrapeContext): Promise<ListedLab[]>;
  /** One lab's full raw record: record page and scope document. Throws on failure; the runner falls back. */
  detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab>;
}
