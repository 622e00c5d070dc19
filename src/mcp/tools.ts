// The directory as MCP tools, resources and a prompt: the same answers as the
// JSON API (the same views, the same parameter rules and error wording, the
// same masking), each tool call counted against the caller's budget as the
// matching API request is.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { leftOutNote } from '../domain/search-rules.ts';
import { z } from 'zod';
import { freshnessReport } from '../api/endpoints/freshness.ts';
import { parseListQuery } from '../api/list-request.ts';
import type { Views } from '../api/views.ts';
import { perBuild } from '../directory/per-build.ts';
import { ACCREDITATION_STATUSES } from '../domain/types.ts';
import { SORTS, STATUS_FILTERS } from '../domain/lab-query.ts';
import { standardKey } from '../domain/standards.ts';
import type { Visibility } from '../domain/visibility.ts';

export const MCP_SERVER_INFO = { name: 'lab-directory', version: '1.0.0' } as const;

/** What a tool needs from the request it runs in. */
export interface ToolContext {
  /** The build served now, or null while it loads. */
  views: () => Views | null;
  visibility: Visibility;
  /** Counts one call against the caller's budget; the refusal's text when it is spent. */
  consume: () => Promise<string | null>;
  now: () => number;
}

type Json = Record<string, unknown>;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }], isError: true });

function ok(structured: Json, summary: string): CallToolResult {
  return { content: [{ type: 'text', text: summary }], structuredContent: structured };
}

/** Runs a tool's body when the directory is loaded and the caller's budget allows. */
async function counted(
  ctx: ToolContext,
  body: (views: Views) => CallToolResult | Promise<CallToolResult>,
): Promise<CallToolResult> {
  const views = ctx.views();
  if (!views) return text('The directory is loading; try again in a second.');
  const refused = await ctx.consume();
  if (refused) return text(refused);
  return body(views);
}

interface ListedLab {
  slug: string;
  name: string;
  city: string | null;
  country: string;
  accreditation_body: string;
  accreditation_number: string;
  accreditation_status: string | null;
}

/** One line per lab: what an agent reads before asking for details. */
function labLine(lab: ListedLab): string {
  return (
    `- ${lab.name} (${[lab.city, lab.country].filter(Boolean).join(', ')}), ${lab.accreditation_body} ` +
    `${lab.accreditation_number}${
      lab.accreditation_status && lab.accreditation_status !== 'active' ? `, ${lab.accreditation_status}` : ''
    } ` +
    `[slug: ${lab.slug}]`
  );
}

/** Standards cited in a build: key → its title. */
const titlesOf = perBuild((directory) => {
  const titles = new Map<string, string>();
  for (const lab of directory.labs)
    for (const c of lab.capabilities)
      if (c.standard_key && !titles.has(c.standard_key)) titles.set(c.standard_key, c.name);
  return titles;
});

/** One byte per lab, 1 when its accreditation is active. */
const activeOf = perBuild((directory) => {
  const members = new Uint8Array(directory.labs.length);
  for (const p of directory.byStatus.get('active') ?? []) members[p] = 1;
  return members;
});

const searchInput = {
  q: z
    .string()
    .max(200)
    .optional()
    .describe(
      "Words to search in lab names, cities and accredited tests, in any of the registers' languages, e.g. " +
        "'tensile test Munich', 'Zugversuch', 'legionella'.",
    ),
  country: z.string().optional().describe('ISO 3166-1 alpha-2 country code, e.g. DE.'),
  body: z.string().optional().describe('Accreditation body code, e.g. DAKKS, COFRAC, UKAS.'),
  category: z.string().optional().describe('Category slug from list_categories, e.g. mechanical.'),
  standard: z
    .string()
    .max(100)
    .optional()
    .describe("A standard the lab is accredited to, e.g. 'ISO 6892-1' (find_standard resolves a half-remembered one)."),
  status: z
    .enum(STATUS_FILTERS)
    .optional()
    .describe("Accreditation status; 'active' unless given, 'all' for every status."),
  page: z.number().int().min(1).optional().describe('Page number, from 1.'),
  per_page: z.number().int().min(1).max(100).optional().describe('Labs per page, 1 to 100 (25 unless given).'),
  near_city: z
    .string()
    .max(100)
    .optional()
    .describe(
      "Labs in and around a city (by the city's public centre), e.g. 'Lyon' or 'Frankfurt am Main, DE'; with " +
        'radius_km.',
    ),
  radius_km: z.number().gt(0).max(500).optional().describe('Radius around near_city in km (50 unless given).'),
  sort: z
    .enum(SORTS)
    .optional()
    .describe(
      "Order: 'relevance' (default with q), 'name', '-accreditation_date' (newest first), '-last_verified'; " +
        "'distance' needs coordinates (pro and enterprise) and the API's near.",
    ),
  facets: z
    .string()
    .optional()
    .describe(
      "Counts per value for the named dimensions, e.g. 'country,category' (of country, body, category, " +
        'status), each counting the labs matching every other filter.',
    ),
};

const labSummary = z
  .object({
    slug: z.string(),
    name: z.string(),
    accreditation_number: z.string(),
    accreditation_body: z.string(),
    accreditation_status: z.enum(ACCREDITATION_STATUSES).nullable(),
    country: z.string(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    categories: z.array(z.string()),
  })
  .passthrough();

/** One MCP server for one request (stateless: every shim process answers every request). */
export function createMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions:
      'Lab Directory: ISO/IEC 17025 accredited testing and calibration laboratories in Europe, from the national ' +
      'accreditation bodies. search_labs finds labs by test, standard, place, country, body or category; get_lab ' +
      'reads one; find_standard turns a typed reference into the standards labs cite. Each tool call counts ' +
      'against your API key’s budget like one API request; without a key, coordinates and accredited tests are ' +
      'withheld.',
  });

  server.registerTool(
    'search_labs',
    {
      title: 'Search accredited labs',
      description:
        'Find accredited labs by what they test (any register language), a standard, a city, a country, an ' +
        'accreditation body or a category. Returns a page of labs (slug, name, city, country, body, ' +
        'accreditation number) and the total. Read one with get_lab.',
      inputSchema: searchInput,
      outputSchema: {
        data: z.array(labSummary),
        meta: z
          .object({ page: z.number(), per_page: z.number(), total: z.number(), total_pages: z.number() })
          .passthrough(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      counted(ctx, async (views) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(args)) if (value !== undefined) params.set(name, String(value));
        const parsed = parseListQuery(
          params,
          { bodies: views.directory.bodies, categories: views.directory.categorySlugs },
          { coordinates: ctx.visibility === 'full' },
        );
        if (!parsed.ok) return text(parsed.error);
        const page = JSON.parse((await views.labList(parsed.value, ctx.visibility)).body.toString('utf8')) as {
          data: ListedLab[];
          meta: { page: number; total: number; total_pages: number; q_words?: { used: string[]; left_out: string[] } };
        };
        const { meta } = page;
        const header =
          meta.total === 0 ? 'No labs match.' : `${meta.total} labs match; page ${meta.page} of ${meta.total_pages}:`;
        const leftOut = meta.q_words ? [leftOutNote(meta.q_words)] : [];
        return ok({ data: page.data, meta: page.meta }, [...leftOut, header, ...page.data.map(labLine)].join('\n'));
      }),
  );

  server.registerTool(
    'get_lab',
    {
      title: 'Read one lab',
      description:
        'One accredited lab by its slug (from search_labs): address, contacts, accreditation, scope document ' +
        'and source links; with a pro or enterprise key also its coordinates and accredited tests.',
      inputSchema: {
        slug: z.string().min(1).max(200).describe("The lab's slug, e.g. 'materialpruefung-muenchen-gmbh-muenchen'."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ slug }) =>
      counted(ctx, (views) => {
        const detail = views.labDetail(slug, ctx.visibility);
        if (!detail) return text(`Lab not found: no lab has the slug '${slug}'. Find slugs with search_labs.`);
        const lab = JSON.parse(detail.body.toString('utf8')) as ListedLab & {
          capabilities: Array<{ name: string }> | null;
          website_url: string | null;
          _meta?: { upgrade_url: string };
        };
        const tests =
          lab.capabilities === null
            ? `Accredited tests: withheld below the pro tier (${lab._meta?.upgrade_url}).`
            : `Accredited tests (${lab.capabilities.length}): ${lab.capabilities.map((c) => c.name).join('; ')}`;
        return ok(
          lab as unknown as Json,
          [labLine(lab), lab.website_url ? `Website: ${lab.website_url}` : '', tests].filter(Boolean).join('\n'),
        );
      }),
  );

  server.registerTool(
    'find_standard',
    {
      title: 'Resolve a standard reference',
      description:
        "Turn a typed or half-remembered standard reference ('iso 6892', 'EN12390-3', 'ASTM E 8') into the " +
        'standards labs in the directory are accredited to, with how many labs with an active accreditation ' +
        'hold each. Pass one to search_labs as `standard`.',
      inputSchema: {
        reference: z.string().min(1).max(100).describe("A standard reference, e.g. 'ISO 6892-1' or 'iso 6892'."),
      },
      outputSchema: {
        standards: z.array(z.object({ standard: z.string(), title: z.string().nullable(), labs: z.number() })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ reference }) =>
      counted(ctx, (views) => {
        const key = standardKey(reference);
        if (key === null)
          return text(
            `'${reference}' is not a standard reference: give one such as 'ISO 6892-1', 'EN 12390-3' or 'ASTM E8'.`,
          );
        const { byStandardKey } = views.directory;
        const titles = titlesOf(views.directory);
        // Counted as search_labs finds them by default: active accreditations.
        const activeSet = activeOf(views.directory);
        // The key itself, then its parts ('ISO 6892' → 'ISO 6892-1', 'ISO 6892-2'), most held first.
        const found = [...byStandardKey]
          .filter(([k]) => k === key || k.startsWith(`${key}-`) || k.startsWith(`${key}:`) || k.startsWith(`${key}/`))
          .map(([k, labs]) => ({
            standard: k,
            title: titles.get(k) ?? null,
            labs: labs.reduce((n, p) => n + activeSet[p]!, 0),
          }))
          .filter((s) => s.labs > 0)
          .sort(
            (a, b) =>
              Number(b.standard === key) - Number(a.standard === key) ||
              b.labs - a.labs ||
              a.standard.localeCompare(b.standard),
          )
          .slice(0, 20);
        const summary =
          found.length === 0
            ? `No lab in the directory is accredited to ${key}.`
            : found.map((s) => `- ${s.standard}${s.title ? ` (${s.title})` : ''}: ${s.labs} labs`).join('\n');
        return ok({ standards: found }, summary);
      }),
  );

  server.registerTool(
    'list_categories',
    {
      title: 'List categories',
      description: 'The categories of testing and calibration, with their slugs (for search_labs) and lab counts.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      counted(ctx, (views) => {
        const { data } = JSON.parse(views.categories.body.toString('utf8')) as {
          data: Array<{ slug: string; name: string; lab_count: number }>;
        };
        return ok({ data }, data.map((c) => `- ${c.slug}: ${c.name} (${c.lab_count} labs)`).join('\n'));
      }),
  );

  server.registerTool(
    'data_freshness',
    {
      title: 'Data freshness',
      description: "When each accreditation body's register was last read, and how many labs each has.",
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      counted(ctx, (views) => {
        const report = freshnessReport(views.directory, ctx.now());
        return ok(
          report,
          Object.entries(report.bodies)
            .map(
              ([body, b]) =>
                `- ${body} (${b.country}): ${b.labs_count} labs, read ${b.last_scraped.slice(0, 10)} ` +
                `(${b.age_days} days ago)`,
            )
            .join('\n'),
        );
      }),
  );

  server.registerResource(
    'categories',
    'labdir://categories',
    {
      title: 'Categories',
      description: 'The categories with their slugs and lab counts (JSON).',
      mimeType: 'application/json',
    },
    async (uri) => {
      const views = ctx.views();
      if (!views) throw new Error('The directory is loading; try again in a second.');
      const refused = await ctx.consume();
      if (refused) throw new Error(refused);
      return {
        contents: [{ uri: uri.href, mimeType: 'application/json', text: views.categories.body.toString('utf8') }],
      };
    },
  );

  server.registerResource(
    'lab',
    new ResourceTemplate('labdir://labs/{slug}', { list: undefined }),
    { title: 'A lab', description: 'One lab as the API serves it to your tier (JSON).', mimeType: 'application/json' },
    async (uri, { slug }) => {
      const views = ctx.views();
      if (!views) throw new Error('The directory is loading; try again in a second.');
      const refused = await ctx.consume();
      if (refused) throw new Error(refused);
      const detail = views.labDetail(String(slug), ctx.visibility);
      if (!detail) throw new Error(`Lab not found: no lab has the slug '${String(slug)}'.`);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: detail.body.toString('utf8') }] };
    },
  );

  server.registerPrompt(
    'find_accredited_lab',
    {
      title: 'Find an accredited lab',
      description: 'Find labs accredited for a test, optionally to a standard and near a place.',
      argsSchema: {
        test: z.string().describe("The test or measurement, in any language, e.g. 'tensile strength'."),
        standard: z.string().optional().describe("The standard, if one is required, e.g. 'ISO 6892-1'."),
        place: z.string().optional().describe("A city or country, e.g. 'Munich'."),
      },
    },
    ({ test, standard, place }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              'Find ISO/IEC 17025 accredited labs for ' +
              `${test}${standard ? ` to ${standard}` : ''}${place ? ` in or near ${place}` : ''}. ` +
              `${standard ? 'Resolve the standard with find_standard, then ' : ''}search with search_labs (the ` +
              `test words${place ? ' and the place' : ''} in q${standard ? ', the standard as `standard`' : ''}), ` +
              'and read the best candidates with get_lab. Name each lab with its accreditation body and number, ' +
              'and say where the data comes from.',
          },
        },
      ],
    }),
  );

  return server;
}
