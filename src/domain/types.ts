// The shapes every stage agrees on: the raw snapshot a scraper (or the sample
// generator) writes, and the normalised lab the build, API and site use.
// Field names follow the API contract wherever it names the field.

export const ACCREDITATION_STATUSES = ['active', 'suspended', 'withdrawn'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

export const TIERS = ['anonymous', 'free', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** One scope line as a register publishes it. */
export interface RawCapability {
  /** The test or calibration as the register words it ("Tensile test", "Zugversuch"). */
  test: string;
  /** The method reference exactly as written ("DIN EN ISO 6892-1:2020-06", "SOP-CH-12"). */
  method: string | null;
  /** The register's own classification text, if it publishes one. */
  field?: string | null;
}

/** One lab record as a register publishes it, mapped to the contract's field names. */
export interface RawLab {
  /** The register's own identifier for the record; unique within its snapshot. */
  register_id: string;
  name: string;
  accreditation_number: string | null;
  /** Adapters map the register's wording onto the contract's vocabulary. */
  accreditation_status: AccreditationStatus | null;
  /** Testing, calibration, or both (as the register says). */
  lab_type?: string | null;
  country: string;
  street_address: string | null;
  city: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  /** Registers publish a named contact; it never leaves the build. */
  contact_person?: string | null;
  website_url: string | null;
  scope_document_url: string | null;
  source_url: string | null;
  accreditation_date: string | null;
  last_verified: string | null;
  capabilities: RawCapability[];
}

/** One accreditation body's register, as scraped at one moment. */
export interface RawSnapshot {
  body: string;
  country: string;
  /** ISO 8601 date-time of the scrape. */
  scraped_at: string;
  /** The register's public address the snapshot was taken from. */
  source: string;
  /** True for the generated sample directory, false for a real scrape. */
  sample: boolean;
  labs: RawLab[];
}

/** The contract's Capability (spec 2.3) plus what search needs. */
export interface Capability {
  canonical_id: string;
  name: string;
  category_slug: string | null;
  category_name: string | null;
  /** The method reference as the register wrote it; searchable, never normalised away. */
  standard: string | null;
  /** The normalised matching key of `standard` (year- and adoption-free), or null. */
  standard_key: string | null;
}

/** The normalised lab: every field of the contract's lab detail, plus internals. */
export interface Lab {
  /** Stable internal id: `<BODY>:<register_id>`. */
  id: string;
  slug: string;
  name: string;
  accreditation_number: string | null;
  accreditation_body: string;
  accreditation_status: AccreditationStatus | null;
  country: string;
  city: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: string[];
  street_address: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
  scope_document_url: string | null;
  source_url: string | null;
  accreditation_date: string | null;
  last_verified: string | null;
  capabilities: Capability[];
}

/** What anonymous and free callers (and every static file) may see of a lab. */
export type PublicLab = Omit<Lab, 'latitude' | 'longitude' | 'capabilities'>;

export interface Category {
  slug: string;
  name: string;
}

export interface CategoryCount extends Category {
  /** Labs listed by `/labs?category=<slug>` (default status filter), see DECISIONS. */
  lab_count: number;
}

export interface BodyFreshness {
  country: string | null;
  last_scraped: string;
  labs_count: number;
  sample: boolean;
}
