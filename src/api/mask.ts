// Tier masking: what a lab looks like to each visibility class. Below pro,
// coordinates are null and capabilities are withheld (with `_meta` saying so).
import type { Lab } from '../domain/types.ts';
import type { LabBody, LabDetailBody } from './schemas/responses.ts';

type Links = { self: string; html: string };

/**
 * Spec 2.1: a list item, as its schema describes it (src/api/schemas/responses.ts), without the 1.1 keys that come with
 * their parameter.
 */
export type ListItem = Omit<LabBody, 'distance_km' | 'changed_at'>;

/** Spec 2.2: the list fields plus the detail fields; capabilities as spec 2.3 (or null below pro). */
export type DetailItem = LabDetailBody;

export function listItem(lab: Lab, full: boolean, links: Links): ListItem {
  return {
    slug: lab.slug,
    name: lab.name,
    accreditation_number: lab.accreditation_number,
    accreditation_body: lab.accreditation_body,
    accreditation_status: lab.accreditation_status,
    country: lab.country,
    city: lab.city,
    postcode: lab.postcode,
    latitude: full ? lab.latitude : null,
    longitude: full ? lab.longitude : null,
    categories: lab.categories,
    _links: links,
  };
}

export function detailItem(lab: Lab, full: boolean, links: Links, upgradeUrl: string): DetailItem {
  const { _links, ...base } = listItem(lab, full, links);
  const detail: DetailItem = {
    ...base,
    street_address: lab.street_address,
    phone: lab.phone,
    email: lab.email,
    website_url: lab.website_url,
    scope_document_url: lab.scope_document_url,
    source_url: lab.source_url,
    accreditation_date: lab.accreditation_date,
    last_verified: lab.last_verified,
    capabilities: full
      ? lab.capabilities.map((c) => ({
          canonical_id: c.canonical_id,
          name: c.name,
          category_slug: c.category_slug,
          category_name: c.category_name,
        }))
      : null,
    _links,
  };
  if (!full) detail._meta = { capabilities_available: false, upgrade_url: upgradeUrl };
  return detail;
}
