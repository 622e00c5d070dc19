// The scrapers' polite HTTP client: what the runner imports.
export { createHttp, buildUserAgent, BOT_NAME, BOT_VERSION, DEFAULT_PUBLIC_URL } from './client.ts';
export type { CreateHttpOptions, HttpClient, HttpStats, HostStats } from './client.ts';
export {
  ScrapeHttpError,
  RobotsDisallowedError,
  HttpStatusError,
  HttpNetworkError,
  HttpTimeoutError,
  RetryAfterTooLongError,
  TooManyRedirectsError,
  BadRedirectError,
  ResponseTooLargeError,
  ResponseParseError,
  HttpAbortedError,
  UnknownEncodingError,
} from './errors.ts';
export type { HttpErrorCode, RobotsReason } from './errors.ts';
export type { Jitter } from './retry.ts';
