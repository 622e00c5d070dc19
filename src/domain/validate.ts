// Runtime validation of raw snapshots. A snapshot that is not valid as a whole
// fails the build; a single bad lab record is quarantined with its reason.
import { z } from 'zod';
import { ACCREDITATION_STATUSES, type RawLab, type RawSnapshot } from './types.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(v), 'must be an http(s) URL');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a real date');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in capitals');

export const rawCapabilitySchema = z.object({
  test: text(500),
  method: nullableText(300),
  field: nullableText(300).optional(),
});

export const rawLabSchema = z.object({
  register_id: text(200),
  name: text(300),
  accreditation_number: nullableText(100),
  accreditation_status: z.enum(ACCREDITATION_STATUSES).nullable(),
  lab_type: nullableText(100).optional(),
  country: countryCode,
  street_address: nullableText(300),
  city: nullableText(200),
  postcode: nullableText(20),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  phone: nullableText(100),
  email: nullableText(320),
  contact_person: nullableText(300).optional(),
  website_url: httpUrl.nullable(),
  scope_document_url: httpUrl.nullable(),
  source_url: httpUrl.nullable(),
  accreditation_date: isoDate.nullable(),
  last_verified: isoDate.nullable(),
  capabilities: z.array(rawCapabilitySchema).max(5000),
});

/** The snapshot envelope; labs are checked one by one so one bad record cannot sink the rest. */
export const rawSnapshotEnvelopeSchema = z.object({
  body: z.string().regex(/^[A-Z][A-Z0-9-]{1,31}$/, 'must be an upper-case body code'),
  country: countryCode,
  scraped_at: z.iso.datetime({ offset: true }),
  source: httpUrl,
  sample: z.boolean(),
  labs: z.array(z.unknown()),
});

export interface Reject {
  body: string;
  /** Position of the record in its snapshot's `labs` array. */
  index: number;
  register_id: string | null;
  field: string;
  value: unknown;
  reason: string;
}

export interface CheckedSnapshot {
  snapshot: Omit<RawSnapshot, 'labs'> & { labs: RawLab[] };
  rejects: Reject[];
}

export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

function describe(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 117)}...`;
  if (value !== null && typeof value === 'object')
    return Array.isArray(value) ? `[array of ${value.length}]` : '[object]';
  return value;
}

function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = record;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Validate one snapshot: throws SnapshotError when the envelope is unusable, else returns good labs and rejects. */
export function checkSnapshot(input: unknown, expectedBody?: string): CheckedSnapshot {
  const envelope = rawSnapshotEnvelopeSchema.safeParse(input);
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    throw new SnapshotError(`snapshot field '${issue.path.join('.') || '(root)'}' ${issue.message}`);
  }
  const { labs, ...meta } = envelope.data;
  if (expectedBody && meta.body !== expectedBody) {
    throw new SnapshotError(`snapshot says body '${meta.body}' but is stored as '${expectedBody}'`);
  }
  const good: RawLab[] = [];
  const rejects: Reject[] = [];
  const seen = new Set<string>();
  labs.forEach((record, index) => {
    const registerId = valueAt(record, ['register_id']);
    const rid = typeof registerId === 'string' ? registerId : null;
    const parsed = rawLabSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      rejects.push({
        body: meta.body,
        index,
        register_id: rid,
        field: issue.path.join('.') || '(record)',
        value: describe(valueAt(record, issue.path)),
        reason: issue.message,
      });
      return;
    }
    if (seen.has(parsed.data.register_id)) {
      rejects.push({
        body: meta.body,
        index,
        register_id: rid,
        field: 'register_id',
        value: rid,
        reason: 'duplicate register_id within the snapshot',
      });
      return;
    }
    seen.add(parsed.data.register_id);
    good.push(parsed.data as RawLab);
  });
  return { snapshot: { ...meta, labs: good }, rejects };
}
