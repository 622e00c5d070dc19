// /labs/<slug>.md: the lab page's public facts as Markdown, for LLM agents
// and other readers that prefer text (no coordinates, no capabilities).
import type { APIRoute, GetStaticPaths } from 'astro';
import { BODIES, type AccreditationBody } from '../../domain/bodies.ts';
import { categoryBySlug } from '../../domain/categories.ts';
import type { PublicLab } from '../../domain/types.ts';
import { loadPublicLabs, loadSiteSummary, SITE_ORIGIN } from '../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const labs = await loadPublicLabs();
  return labs.map((lab) => ({ params: { slug: lab.slug }, props: { lab } }));
}) satisfies GetStaticPaths;

const BODY_BY_CODE = new Map<string, AccreditationBody>(BODIES.map((b) => [b.code, b]));
const REGION = new Intl.DisplayNames(['en'], { type: 'region' });

/** Text that Markdown renders as itself (no links, emphasis, HTML or headings injected). */
function md(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|&~]/g, '\\$&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL as a Markdown link target (angle brackets allow any character but `<`, `>`, newline). */
function link(label: string, url: string): string {
  return `[${md(label)}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>)`;
}

const STATUS: Record<string, string> = {
  active: 'active',
  suspended: '**SUSPENDED** (the lab may not issue accredited results while it lasts)',
  withdrawn: '**WITHDRAWN** (the lab no longer holds this accreditation)',
};

let summary: ReturnType<typeof loadSiteSummary> | undefined;

export const GET: APIRoute<{ lab: PublicLab }> = async ({ props }) => {
  const { lab } = props;
  const { manifest } = await (summary ??= loadSiteSummary());
  const body = BODY_BY_CODE.get(lab.accreditation_body);
  const bodyCode = lab.accreditation_body.toLowerCase();
  const countryName = REGION.of(lab.country) ?? lab.country;
  const cc = lab.country.toLowerCase();
  const page = `${SITE_ORIGIN}/labs/${lab.slug}/`;
  const lines: string[] = [`# ${md(lab.name)}`, ''];
  if (lab.accreditation_status !== 'active') {
    lines.push(
      `> **Status: ${lab.accreditation_status === null ? 'not published' : lab.accreditation_status.toUpperCase()}.**`,
      '',
    );
  }
  lines.push(
    `ISO/IEC 17025 accredited laboratory${lab.city ? ` in ${md(lab.city)}` : ''}, ${md(countryName)}.`,
    '',
    `- Accreditation body: ${link(
      body ? (body.short_name === body.name ? body.name : `${body.name} (${body.short_name})`) : lab.accreditation_body,
      `${SITE_ORIGIN}/bodies/${bodyCode}/`,
    )}`,
    `- Accreditation number: ${lab.accreditation_number ? md(lab.accreditation_number) : 'not published'}`,
    `- Status: ${lab.accreditation_status ? STATUS[lab.accreditation_status] : 'not published'}`,
    `- Address: ${[lab.street_address, [lab.postcode, lab.city].filter(Boolean).join(' '), countryName]
      .filter(Boolean)
      .map((s) => md(s!))
      .join(', ')}`,
  );
  if (lab.email) lines.push(`- E-mail: ${link(lab.email, `mailto:${lab.email}`)}`);
  if (lab.phone) lines.push(`- Phone: ${md(lab.phone)}`);
  if (lab.website_url) lines.push(`- Website: ${link(lab.website_url, lab.website_url)}`);
  if (lab.scope_document_url) lines.push(`- Scope document: ${link('scope of accreditation', lab.scope_document_url)}`);
  if (lab.source_url)
    lines.push(
      `- Register entry: ${link(`${body?.short_name ?? lab.accreditation_body} register record`, lab.source_url)}`,
    );
  const categories = lab.categories.map((slug) =>
    link(categoryBySlug(slug)?.name ?? slug, `${SITE_ORIGIN}/categories/${slug}/`),
  );
  lines.push(
    `- Categories: ${categories.length ? categories.join(', ') : 'none listed'}`,
    `- Accredited since: ${lab.accreditation_date ?? 'not published'}`,
    `- Last verified: ${lab.last_verified ?? 'not published'}`,
    '',
    '## Links',
    '',
    `- Web page: ${link(page, page)}`,
    `- API (JSON): ${link(`${SITE_ORIGIN}/api/v1/labs/${lab.slug}`, `${SITE_ORIGIN}/api/v1/labs/${lab.slug}`)}`,
    `- All labs in ${md(countryName)}: ${link(`${SITE_ORIGIN}/countries/${cc}/`, `${SITE_ORIGIN}/countries/${cc}/`)}`,
    '',
    '---',
    '',
    `Source: ${link('Lab Directory', `${SITE_ORIGIN}/`)}. A public product that shows this data must show a ` +
      'visible link to the service.' +
      (manifest.sample
        ? ' **Sample data**: generated in the format of the real registers, not the registers themselves.'
        : ''),
    '',
  );
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
