// Tier masking: what a lab looks like to each visibility class. Below pro,
// coordinates are null and capabilities are withheld (with `_meta` saying so).
import type { Capability, Lab } from './types.ts';

export interface ListItem {
  slug: string;
  name: string;
  accreditation_number: string | null;
  accreditation_body: string | null;
  accreditation_status: Lab['accreditation_status'];
  country: string;
  city: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: string[];
  _links: { self: string; html: string };
}

export interface DetailItem extends Omit<ListItem, '_links'> {
  street_address: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
  scope_document_url: string | null;
  source_url: string | null;
  accreditation_date: string | null;
  last_verified: string | null;
  capabilities: Array<Pick<Capability, 'canonical_id' | 'name' | 'category_slug' | 'category_name'>> | null;
  _links: { self: string; html: string };
  _meta?: { capabilities_available: false; upgrade_url: string };
}

export function listItem(lab: Lab, full: boolean, links: { self: string; html: string }): ListItem {
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

export function detailItem(lab: Lab, full: boolean, links: { self: string; html: string }, upgradeUrl: string): DetailItem {
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
      ? lab.capabilities.map((c) => ({ canonical_id: c.canonical_id, name: c.name, category_slug: c.category_slug, category_name: c.category_name }))
      : null,
    _links,
  };
  if (!full) detail._meta = { capabilities_available: false, upgrade_url: upgradeUrl };
  return detail;
}
