import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/api/openapi.ts';
import { listLabsQuery } from '../../../src/api/schemas/query.ts';

const LIST_PARAMETERS = Object.keys(
  listLabsQuery({ bodies: new Set(['DAKKS']), categories: new Set(['mechanical']) }).shape,
);
import { createResponseValidator, matchPath } from '../../support/openapi-validator.ts';

type Json = Record<string, any>;

const ORIGIN = 'http://localhost:4321';
const doc = openApiDocument({ publicUrl: ORIGIN, sample: true }) as Json;
const validator = createResponseValidator(doc);

const SLUG = 'pruflabor-nord-gmbh-hamburg';
const links = { self: `${ORIGIN}/api/v1/labs/${SLUG}`, html: `${ORIGIN}/labs/${SLUG}/` };

/** The headers every successful API response carries. */
function okHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'access-control-expose-headers':
      'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Daily-Limit, X-RateLimit-Daily-Remaining, X-Api-Tier, X-Attribution-Required',
    'x-attribution-required': 'true',
    'x-ratelimit-limit': '10',
    'x-ratelimit-remaining': '9',
    'x-ratelimit-reset': '1780300860',
    'x-ratelimit-daily-limit': '100',
    'x-ratelimit-daily-remaining': '99',
    'x-api-tier': 'anonymous',
    'ratelimit-policy': '"burst";q=10;w=60, "daily";q=100;w=86400',
    ratelimit: '"burst";r=9;t=42, "daily";r=99;t=3600',
    link: `<${ORIGIN}/api/v1/labs?page=1&per_page=25>; rel="first"`,
    vary: 'X-Api-Key',
    'cache-control': 'public, max-age=300',
    etag: '"abc123"',
    ...extra,
  };
}

function errorHeaders(): Record<string, string> {
  const { etag: _etag, ...rest } = okHeaders({ 'cache-control': 'no-store' });
  return rest;
}

const listItem = (): Json => ({
  slug: SLUG,
  name: 'Prüflabor Nord GmbH',
  accreditation_number: 'D-PL-14368-01-00',
  accreditation_body: 'DAKKS',
  accreditation_status: 'active',
  country: 'DE',
  city: 'Hamburg',
  postcode: '20457',
  latitude: null,
  longitude: null,
  categories: ['mechanical'],
  _links: links,
});

const publicDetail = (): Json => {
  const { _links, ...item } = listItem();
  return {
    ...item,
    street_address: 'Am Sandtorkai 12',
    phone: '+49 40 1234567',
    email: 'info@pruflabor-nord.example',
    website_url: 'https://www.pruflabor-nord.example',
    scope_document_url: null,
    source_url: 'https://www.dakks.de/de/akkreditierte-stellen-suche.html',
    accreditation_date: '2019-04-12',
    last_verified: '2026-05-28',
    capabilities: null,
    _links,
    _meta: { capabilities_available: false, upgrade_url: `${ORIGIN}/pricing` },
  };
};

const fullDetail = (): Json => {
  const { _meta, ...detail } = publicDetail();
  return {
    ...detail,
    latitude: 53.54321,
    longitude: 9.98765,
    capabilities: [
      {
        canonical_id: 'iso-6892-1',
        name: 'Tensile testing',
        category_slug: 'mechanical',
        category_name: 'Mechanical testing',
      },
    ],
  };
};

const labList = (): Json => ({
  data: [listItem()],
  meta: { page: 1, per_page: 25, total: 1, total_pages: 1 },
  _links: { self: `${ORIGIN}/api/v1/labs?page=1&per_page=25`, next: null, prev: null },
});

const validateLab = (body: unknown) => validator.validate('GET', `/labs/${SLUG}`, 200, body, okHeaders());

describe('openApiDocument', () => {
  it('is OpenAPI 3.1.0 with info.version 1.1.0', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.1.0');
  });

  it('points its server at the public origin plus /api/v1', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: `${ORIGIN}/api/v1` })]);
  });

  it.each([
    ['/labs', 'listLabs'],
    ['/labs/{slug}', 'getLab'],
    ['/categories', 'listCategories'],
    ['/metadata/freshness', 'getDataFreshness'],
    ['/openapi.json', 'getOpenApi'],
  ])('has the GET operation %s as %s', (path, operationId) => {
    expect(doc.paths[path]?.get?.operationId).toBe(operationId);
  });

  it('describes every query parameter of /labs with a schema and a description', () => {
    const params = (doc.paths['/labs'].get.parameters as Json[]).map((p) =>
      p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p,
    );
    for (const name of [
      'country',
      'body',
      'category',
      'q',
      'standard',
      'status',
      'page',
      'per_page',
      ...LIST_PARAMETERS,
    ]) {
      const param = params.find((p) => p.name === name && p.in === 'query');
      expect(param, name).toBeDefined();
      expect(param.schema, name).toBeTypeOf('object');
      expect(param.description, name).toMatch(/\w/);
    }
  });

  it('keeps the case-insensitive body filter free of an enum but lists the codes', () => {
    const body = (doc.paths['/labs'].get.parameters as Json[]).find((p) => p.name === 'body')!;
    expect(body.schema.enum).toBeUndefined();
    expect(body.description).toContain('DAKKS');
  });

  it('lets the freshness endpoint go without a key', () => {
    expect(doc.paths['/metadata/freshness'].get.security).toEqual([]);
    expect(doc.security).toEqual([{}, { ApiKey: [] }]);
  });

  it('documents the api_key sunset, attribution and tier table in the description', () => {
    const text = doc.info.description as string;
    expect(text).toContain('X-Api-Key');
    expect(text).toContain('Sunset: 2026-06-01');
    expect(text).toMatch(/visible link/);
    expect(text).toMatch(/\| pro \| 10,000 \| 200 \| yes \| yes \|/);
  });

  it('says the data are generated sample data only when they are', () => {
    expect(doc.info.description).toMatch(/generated sample data/);
    const real = openApiDocument({ publicUrl: ORIGIN, sample: false }) as Json;
    expect(real.info.description).not.toMatch(/sample data/);
  });
});

describe('createResponseValidator', () => {
  it('compiles the whole document in strict Ajv without errors', () => {
    expect(() => createResponseValidator(doc)).not.toThrow();
  });

  it('refuses a document whose schemas use a keyword Ajv does not know', () => {
    const broken = structuredClone(doc);
    broken.components.schemas.Lab.nullableish = true;
    expect(() => createResponseValidator(broken)).toThrow(/nullableish/);
  });

  it('accepts a public lab detail (capabilities and coordinates null, _meta present)', () => {
    expect(() => validateLab(publicDetail())).not.toThrow();
  });

  it('accepts a full lab detail (capabilities array, coordinates numbers, no _meta)', () => {
    expect(() => validateLab(fullDetail())).not.toThrow();
  });

  it('describes masked fields as nullable values with the tier rule, so a generated client sees them', () => {
    const detail = doc.components.schemas.LabDetail;
    for (const name of ['latitude', 'longitude', 'capabilities']) {
      const field = detail.properties[name];
      expect(field.type ?? field.anyOf, name).toBeDefined();
      expect(JSON.stringify(field), name).not.toBe(JSON.stringify({ type: 'null' }));
      expect(field.description, name).toMatch(/anonymous and free/i);
    }
    expect(detail.required).toEqual(expect.arrayContaining(['latitude', 'longitude', 'capabilities']));
  });

  it('rejects a capability that leaks internal fields', () => {
    const detail = fullDetail();
    detail.capabilities[0].standard_key = 'ISO 6892-1';
    expect(() => validateLab(detail)).toThrow(/standard_key/);
  });

  it('rejects a lab detail missing a nullable key instead of carrying null', () => {
    const { postcode: _postcode, ...detail } = publicDetail();
    expect(() => validateLab(detail)).toThrow(/postcode/);
  });

  it('accepts a valid lab list', () => {
    expect(() => validator.validate('GET', '/labs', 200, labList(), okHeaders())).not.toThrow();
  });

  it('rejects a list item with an extra field contact_person', () => {
    const list = labList();
    list.data[0].contact_person = 'Erika Mustermann';
    expect(() => validator.validate('GET', '/labs', 200, list, okHeaders())).toThrow(/contact_person/);
  });

  it('rejects a lab list missing meta.total_pages', () => {
    const list = labList();
    delete list.meta.total_pages;
    expect(() => validator.validate('GET', '/labs', 200, list, okHeaders())).toThrow(/total_pages/);
  });

  it('rejects an error body without error', () => {
    expect(() =>
      validator.validate('GET', `/labs/${SLUG}-x`, 404, { message: 'Lab not found' }, errorHeaders()),
    ).toThrow(/required property 'error'/);
  });

  it('rejects a 429 without retry_after and upgrade_url', () => {
    const headers = { ...errorHeaders(), 'retry-after': '42' };
    expect(() => validator.validate('GET', '/labs', 429, { error: 'Rate limit exceeded.' }, headers)).toThrow(
      /retry_after/,
    );
  });

  it('matches /labs/abc-def to the /labs/{slug} template', () => {
    expect(matchPath(doc, '/labs/abc-def')).toEqual({ template: '/labs/{slug}', params: { slug: 'abc-def' } });
    expect(() => validator.validate('GET', '/labs/abc-def', 200, publicDetail(), okHeaders())).not.toThrow();
  });

  it('accepts paths given with the /api/v1 prefix or as full URLs', () => {
    expect(() =>
      validator.validate('GET', `${ORIGIN}/api/v1/labs?country=DE`, 200, labList(), okHeaders()),
    ).not.toThrow();
  });

  it('rejects a response missing a required header', () => {
    const { 'x-ratelimit-limit': _limit, ...headers } = okHeaders();
    expect(() => validator.validate('GET', '/labs', 200, labList(), headers)).toThrow(
      /X-RateLimit-Limit: required but missing/,
    );
  });

  it('rejects a header whose value breaks its schema', () => {
    expect(() =>
      validator.validate('GET', '/labs', 200, labList(), okHeaders({ 'x-attribution-required': 'yes' })),
    ).toThrow(/X-Attribution-Required/);
  });

  it('reads headers from a Headers object', () => {
    expect(() => validator.validate('GET', '/labs', 200, labList(), new Headers(okHeaders()))).not.toThrow();
  });

  it('rejects a status the operation does not document', () => {
    expect(() => validator.validate('GET', '/labs', 418, { error: 'teapot' }, errorHeaders())).toThrow(
      /describes no such response/,
    );
  });

  it('checks unknown paths against the 404 error and other methods against the 405 with Allow', () => {
    expect(() => validator.validate('GET', '/nope', 404, { error: 'Not found.' }, errorHeaders())).not.toThrow();
    expect(() => validator.validate('POST', '/labs', 405, { error: 'Method not allowed.' }, errorHeaders())).toThrow(
      /Allow: required but missing/,
    );
  });

  it('accepts a bodiless 304 and rejects a 304 with a body', () => {
    const headers = okHeaders();
    expect(() => validator.validate('GET', '/labs', 304, '', headers)).not.toThrow();
    expect(() => validator.validate('GET', '/labs', 304, labList(), headers)).toThrow(/expected no body/);
  });

  it('checks HEAD against the GET response without a body', () => {
    expect(() => validator.validate('HEAD', '/labs', 200, '', okHeaders())).not.toThrow();
    expect(() => validator.validate('HEAD', '/labs', 200, labList(), okHeaders())).toThrow(/expected no body/);
  });

  it('checks OPTIONS as a 204 CORS preflight allowing X-Api-Key', () => {
    const { etag: _etag, 'cache-control': _cache, 'content-type': _type, ...common } = okHeaders();
    const preflight = {
      ...common,
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'X-Api-Key, If-None-Match',
    };
    expect(() => validator.validate('OPTIONS', '/labs', 204, '', preflight)).not.toThrow();
    expect(() =>
      validator.validate('OPTIONS', '/labs', 204, '', {
        ...preflight,
        'access-control-allow-headers': 'If-None-Match',
      }),
    ).toThrow(/Access-Control-Allow-Headers/);
  });

  it('accepts every example the document gives for a 200', () => {
    for (const [path, template] of [
      ['/labs', '/labs'],
      [`/labs/${SLUG}`, '/labs/{slug}'],
      ['/categories', '/categories'],
      ['/metadata/freshness', '/metadata/freshness'],
    ] as const) {
      const media = doc.paths[template].get.responses['200'].content['application/json'];
      const cache = template === '/metadata/freshness' ? 'public, max-age=3600' : 'public, max-age=300';
      for (const example of Object.values(media.examples as Record<string, { value: unknown }>)) {
        expect(() =>
          validator.validate('GET', path, 200, example.value, okHeaders({ 'cache-control': cache })),
        ).not.toThrow();
      }
    }
  });

  it('gives every operation with a JSON body an example per tier, valid against its schema (Ajv)', () => {
    const concrete: Record<string, string> = {
      '/labs/{slug}': `/labs/${SLUG}`,
      '/standards/{id}': '/standards/iso-6892-1',
    };
    const seen: string[] = [];
    for (const [template, item] of Object.entries(doc.paths as Json)) {
      const media = item.get.responses['200'].content?.['application/json'];
      // The document's own example would be the document: the test above checks it as a body.
      if (!media || template === '/openapi.json') continue;
      seen.push(template);
      expect(Object.keys(media.examples ?? {}), template).toEqual(['anonymous', 'pro']);
      const cache = template === '/metadata/freshness' ? 'public, max-age=3600' : 'public, max-age=300';
      for (const example of Object.values(media.examples as Record<string, { value: unknown }>))
        validator.validate(
          'GET',
          concrete[template] ?? template,
          200,
          example.value,
          okHeaders({ 'cache-control': cache }),
        );
    }
    expect(seen.sort()).toEqual(
      [
        '/categories',
        '/labs',
        '/labs/{slug}',
        '/metadata/freshness',
        '/standards',
        '/standards/{id}',
        '/suggest',
      ].sort(),
    );
    // The export (enterprise only) shows its lines in both formats, made by the export's own code.
    const exported = doc.paths['/export'].get.responses['200'].content;
    const line = JSON.parse(exported['application/x-ndjson'].examples.enterprise.value);
    expect(line.capabilities.length).toBeGreaterThan(0);
    expect(exported['text/csv'].examples.enterprise.value).toMatch(/^slug,name,.*\r\n.+\r\n$/s);
  });

  it('masks the anonymous examples of labs as the API does, and shows pro in full', () => {
    const list = doc.paths['/labs'].get.responses['200'].content['application/json'].examples;
    const detail = doc.paths['/labs/{slug}'].get.responses['200'].content['application/json'].examples;
    for (const lab of [list.anonymous.value.data[0], detail.anonymous.value]) {
      expect(lab.latitude).toBeNull();
      expect(lab.longitude).toBeNull();
    }
    expect(detail.anonymous.value.capabilities).toBeNull();
    expect(detail.anonymous.value._meta).toEqual({
      capabilities_available: false,
      upgrade_url: `${ORIGIN}/docs/#tiers`,
    });
    for (const lab of [list.pro.value.data[0], detail.pro.value]) expect(typeof lab.latitude).toBe('number');
    expect(detail.pro.value.capabilities.length).toBeGreaterThan(0);
    expect(detail.pro.value).not.toHaveProperty('_meta');
    // The same lab in both: only what the tier rule withholds differs.
    const { latitude, longitude, capabilities, _meta, ...shared } = detail.anonymous.value;
    expect(detail.pro.value).toMatchObject(shared);
  });

  it('accepts the document itself as the body of GET /openapi.json', () => {
    expect(() =>
      validator.validate('GET', '/openapi.json', 200, JSON.parse(JSON.stringify(doc)), okHeaders()),
    ).not.toThrow();
  });
});
