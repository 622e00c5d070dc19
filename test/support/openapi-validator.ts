// Checks real responses against the served OpenAPI document: the body against
// the schema of that operation's response for the status, and the headers the
// document marks `required: true` (present, and matching their schema).
// Every schema of the document is compiled up front in Ajv's strict mode, so a
// document Ajv cannot compile fails at creation, not halfway through a test.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';

type Json = Record<string, unknown>;
export type HeaderInput = Headers | Record<string, string | readonly string[] | number | undefined>;

export interface ValidatorOptions {
  document: Record<string, unknown>;
}

export interface ResponseValidator {
  /**
   * Throws an Error naming the method, path, status and every problem when the
   * response does not match the document. `path` is relative to the server URL
   * ('/labs', '/labs/some-slug'); a full URL or a path starting with the
   * server's base path ('/api/v1/labs') is accepted too.
   */
  validate(method: string, path: string, status: number, body: unknown, headers: HeaderInput): void;
}

/** Where the document's component schemas live inside Ajv. */
const SCHEMAS_ID = 'urn:lab-directory:openapi-components';
const LOCAL_SCHEMA_REF = '#/components/schemas/';

const addFormats = formatsModule.default;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy whose `#/components/schemas/X` references point into the registered component schemas. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith(LOCAL_SCHEMA_REF)
        ? `${SCHEMAS_ID}#/$defs/${inner.slice(LOCAL_SCHEMA_REF.length)}`
        : rewriteRefs(inner);
  }
  return out;
}

function pointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got '${ref}'`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable reference '${ref}'`);
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains of non-schema objects (responses, headers). */
function deref(document: Json, value: unknown): Json {
  let node = value;
  for (let depth = 0; isObject(node) && typeof node.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error('Reference cycle');
    node = pointer(document, node.$ref);
  }
  if (!isObject(node)) throw new Error('Expected an object');
  return node;
}

export interface PathMatch {
  /** The document's path template, e.g. '/labs/{slug}'. */
  template: string;
  params: Record<string, string>;
}

function templateRegex(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') && part.endsWith('}') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The server's base path ('/api/v1') from `servers[0].url`, or ''. */
function basePath(document: Json): string {
  const servers = document.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  if (!isObject(first) || typeof first.url !== 'string') return '';
  try {
    return new URL(first.url, 'http://placeholder').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** The request path relative to the server URL, without query or fragment. */
export function relativePath(document: Json, path: string): string {
  let p = /^https?:\/\//i.test(path) ? new URL(path).pathname : path;
  p = p.replace(/[?#].*$/, '');
  const base = basePath(document);
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || '/';
  return p;
}

/** The path template a request path falls under; literal templates win over templated ones. */
export function matchPath(document: Json, path: string): PathMatch | null {
  const paths = isObject(document.paths) ? document.paths : {};
  const relative = relativePath(document, path);
  const templates = Object.keys(paths).sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')));
  for (const template of templates) {
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const match = templateRegex(template).exec(relative);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const raw = match[i + 1] ?? '';
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw; // a malformed escape is the server's to refuse, not the validator's
      }
    });
    return { template, params };
  }
  return null;
}

function headerMap(headers: HeaderInput): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof Headers !== 'undefined' && headers instanceof Headers) {
    headers.forEach((value, name) => out.set(name.toLowerCase(), value));
    return out;
  }
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (value === undefined) continue;
    out.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
  }
  return out;
}

/** Header values are text; numbers and booleans are converted for schemas that ask for them. */
function coerceHeader(value: string, schema: unknown): unknown {
  const type = isObject(schema) ? schema.type : undefined;
  const types = Array.isArray(type) ? type : [type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(?:\.\d+)?$/.test(value.trim()))
    return Number(value.trim());
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

const isEmptyBody = (body: unknown): boolean => body === undefined || body === null || body === '';

/** Every object inside the registered component schemas, mapped to its location in the document. */
function recordLocations(node: unknown, where: string, into: WeakMap<object, string>): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => recordLocations(item, `${where}/${i}`, into));
    return;
  }
  if (!isObject(node)) return;
  into.set(node, where);
  for (const [key, inner] of Object.entries(node))
    recordLocations(inner, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, into);
}

function describeErrors(
  errors: readonly ErrorObject[] | null | undefined,
  locations: WeakMap<object, string>,
): string[] {
  const lines = (errors ?? []).map((e) => {
    const at = e.instancePath === '' ? '(root)' : e.instancePath;
    let detail = e.message ?? e.keyword;
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties') detail += `: '${String(params.additionalProperty)}'`;
    if (e.keyword === 'enum') detail += `: ${JSON.stringify(params.allowedValues)}`;
    if (e.keyword === 'const') detail += `: ${JSON.stringify(params.allowedValue)}`;
    const parent = isObject(e.parentSchema) ? locations.get(e.parentSchema) : undefined;
    const where = parent ? `${parent}/${e.keyword}` : e.schemaPath.replace(`${SCHEMAS_ID}#/$defs/`, LOCAL_SCHEMA_REF);
    return `${at} ${detail} (${where})`;
  });
  return [...new Set(lines)];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function createResponseValidator(document: Record<string, unknown>): ResponseValidator {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // OpenAPI's own annotation keywords that may appear inside schemas.
  for (const keyword of ['example', 'xml', 'externalDocs'])
    ajv.addKeyword({ keyword, schemaType: ['object', 'array', 'string', 'number', 'boolean', 'null'] });

  const components = isObject(document.components) ? document.components : {};
  const componentSchemas = isObject(components.schemas) ? components.schemas : {};
  const registered = rewriteRefs(componentSchemas) as Json;
  const locations = new WeakMap<object, string>();
  for (const [name, value] of Object.entries(registered))
    recordLocations(value, `${LOCAL_SCHEMA_REF}${name}`, locations);
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: registered });

  const compiled = new WeakMap<object, ValidateFunction>();
  const compile = (schema: unknown, where: string): ValidateFunction => {
    if (isObject(schema)) {
      const known = compiled.get(schema);
      if (known) return known;
    }
    try {
      const fn = ajv.compile(rewriteRefs(schema) as Json);
      if (isObject(schema)) compiled.set(schema, fn);
      return fn;
    } catch (error) {
      throw new Error(`OpenAPI document: the schema at ${where} does not compile: ${(error as Error).message}`);
    }
  };

  // Compile everything now: every component schema, and every response body and header schema.
  for (const name of Object.keys(componentSchemas))
    compile({ $ref: `${LOCAL_SCHEMA_REF}${name}` }, `${LOCAL_SCHEMA_REF}${name}`);
  const compileResponse = (value: unknown, where: string): void => {
    const resp = deref(document, value);
    if (isObject(resp.content)) {
      for (const [type, media] of Object.entries(resp.content)) {
        if (isObject(media) && media.schema !== undefined) compile(media.schema, `${where}/content/${type}`);
      }
    }
    if (isObject(resp.headers)) {
      for (const [name, raw] of Object.entries(resp.headers)) {
        const h = deref(document, raw);
        if (h.schema !== undefined) compile(h.schema, `${where}/headers/${name}`);
      }
    }
  };
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [template, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const [status, resp] of Object.entries(op.responses))
        compileResponse(resp, `${template} ${method} ${status}`);
    }
  }
  const componentResponses = isObject(components.responses) ? components.responses : {};
  for (const [name, resp] of Object.entries(componentResponses))
    compileResponse(resp, `#/components/responses/${name}`);

  const fallback = (name: string): Json | undefined =>
    name in componentResponses ? deref(document, componentResponses[name]) : undefined;

  function lookup(responses: unknown, status: number): Json | undefined {
    if (!isObject(responses)) return undefined;
    const exact = responses[String(status)];
    if (exact !== undefined) return deref(document, exact);
    const range = responses[`${String(status)[0]}XX`];
    if (range !== undefined) return deref(document, range);
    return responses.default === undefined ? undefined : deref(document, responses.default);
  }

  return {
    validate(method, path, status, body, headers) {
      const verb = method.toUpperCase();
      const relative = relativePath(document, path);
      const match = matchPath(document, path);
      const label = `${verb} ${relative}${match && match.template !== relative ? ` (${match.template})` : ''} → ${status}`;

      let resp: Json | undefined;
      let described = '';
      if (status === 414) {
        resp = fallback('UriTooLong');
        described = 'an over-long URL on any path';
      } else if (!match) {
        resp = status === 404 ? fallback('NotFound') : undefined;
        described = 'the path is not in the document, so only 404 is possible';
      } else {
        const item = deref(document, paths[match.template]);
        const lower = verb.toLowerCase();
        const op = item[lower] ?? (lower === 'head' ? item.get : undefined);
        if (isObject(op)) {
          resp = lookup(op.responses, status);
          described = `documented statuses: ${isObject(op.responses) ? Object.keys(op.responses).join(', ') : 'none'}`;
        } else if (verb === 'OPTIONS') {
          resp = status === 204 ? fallback('Preflight') : undefined;
          described = 'OPTIONS is a CORS preflight answering 204';
        } else {
          // The document can only describe 405 in prose: its body is an Error.
          resp =
            status === 405
              ? {
                  description: 'Method not allowed',
                  headers: { Allow: { required: true, schema: { type: 'string', pattern: '\\bGET\\b' } } },
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
                }
              : undefined;
          described = `${verb} is not an operation of ${match.template}, so only 405 is possible`;
        }
      }
      if (!resp) throw new Error(`${label}: the OpenAPI document describes no such response (${described}).`);

      const problems: string[] = [];
      const got = headerMap(headers);

      // Body.
      const content = isObject(resp.content) ? resp.content : undefined;
      if (verb === 'HEAD' || !content || Object.keys(content).length === 0) {
        if (!isEmptyBody(body)) problems.push(`body: expected no body, got ${JSON.stringify(body)?.slice(0, 200)}`);
      } else {
        const contentType = got.get('content-type');
        const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
        const media = mediaType === undefined ? undefined : content[mediaType];
        if (mediaType === undefined) {
          problems.push(`header Content-Type: missing (documented: ${Object.keys(content).join(', ')})`);
        } else if (!isObject(media)) {
          problems.push(
            `header Content-Type: '${contentType}' is not documented (documented: ${Object.keys(content).join(', ')})`,
          );
        }
        const schema = isObject(media) ? media.schema : (content['application/json'] as Json | undefined)?.schema;
        if (schema !== undefined) {
          const check = compile(schema, label);
          if (!check(body)) {
            const name =
              isObject(schema) && typeof schema.$ref === 'string'
                ? ` ${schema.$ref.replace(LOCAL_SCHEMA_REF, '')}`
                : '';
            problems.push(
              `body does not match${name}:`,
              ...describeErrors(check.errors, locations).map((line) => `  ${line}`),
            );
          }
        }
      }

      // Headers.
      const documented = isObject(resp.headers) ? resp.headers : {};
      for (const [name, raw] of Object.entries(documented)) {
        if (name.toLowerCase() === 'content-type') continue;
        const h = deref(document, raw);
        const value = got.get(name.toLowerCase());
        if (value === undefined) {
          if (h.required === true) problems.push(`header ${name}: required but missing`);
          continue;
        }
        if (h.schema === undefined) continue;
        const check = compile(h.schema, `${label} header ${name}`);
        if (!check(coerceHeader(value, h.schema))) {
          problems.push(`header ${name}: '${value}' ${describeErrors(check.errors, locations).join('; ')}`);
        }
      }

      if (problems.length > 0)
        throw new Error(`${label} does not match the OpenAPI document:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    },
  };
}
