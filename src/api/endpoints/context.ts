// What an endpoint gets: the request, where to answer, the views of the
// directory it started on, and the headers every response must carry.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tier } from '../../domain/types.ts';
import type { Visibility } from '../../domain/visibility.ts';
import type { Views } from '../views.ts';

export interface EndpointContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: URLSearchParams;
  /** Path parameters, e.g. the lab slug. */
  pathParams: Record<string, string>;
  views: Views;
  visibility: Visibility;
  tier: Tier;
  /** Base, rate-limit and deprecation headers. */
  headers: Record<string, string>;
  now: number;
  docsUrl: string;
  origin: string;
  sample: boolean;
  /** The server's log, for faults after the status line was sent (a streamed export). */
  log?: (line: string) => void;
}

export type Endpoint = (ctx: EndpointContext) => void | Promise<void>;
