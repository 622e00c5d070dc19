// Catalog of real standard references that European ISO/IEC 17025 labs are
// accredited for, in the categories of src/domain/categories.ts. The entries
// live in data/catalog.json, whose `about` says where the facts come from and
// how entries are written, and whose `sources` name each entry's publisher;
// the file is checked here once, when the module loads.
import { z } from 'zod';
import { CATEGORIES, type CategorySlug } from './categories.ts';
import catalog from './data/catalog.json' with { type: 'json' };
import { standardKey } from './standards.ts';

export interface CatalogStandard {
  /** The designation as commonly written in Europe, without national adoption prefix and without year. */
  ref: string;
  /** The real official English title (em-dash separated parts as in the standard). */
  title: string;
  /** Year of the current (or widely accredited) edition. */
  year: number;
  /** How a lab's scope line words the test, short, English. */
  test: string;
  /** One slug of the taxonomy in src/domain/categories.ts. */
  category: CategorySlug;
}

const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'starts or ends with a space');
const category = z.enum(CATEGORIES.map((c) => c.slug));

const catalogSchema = z
  .strictObject({
    about: text,
    sources: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({ name: text, url: z.url().optional() })),
    /** What the entries of each category cover. */
    coverage: z.record(category, text),
    standards: z.array(
      z.strictObject({
        ref: text,
        title: text,
        year: z.int().min(1900).max(2100),
        test: text,
        category,
        /** A key of `sources`: the publisher, read from the reference's prefix. */
        source: text,
      }),
    ),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.standards.forEach((standard, i) => {
      if (seen.has(standard.ref))
        ctx.addIssue({ code: 'custom', path: ['standards', i, 'ref'], message: `'${standard.ref}' is listed twice` });
      seen.add(standard.ref);
      if (!Object.hasOwn(data.sources, standard.source))
        ctx.addIssue({ code: 'custom', path: ['standards', i, 'source'], message: `no source '${standard.source}'` });
    });
  });

function loadCatalog(): readonly CatalogStandard[] {
  const parsed = catalogSchema.safeParse(catalog);
  if (!parsed.success) throw new Error(`src/domain/data/catalog.json: ${z.prettifyError(parsed.error)}`);
  // Built field by field: the objects the rest of the code sees keep the literals' shape and key order.
  return Object.freeze(
    parsed.data.standards.map(({ ref, title, year, test, category }) => ({ ref, title, year, test, category })),
  );
}

/** The catalog, in file order (the build takes the first entry of a matching key; the sample draws by position). */
export const STANDARDS: readonly CatalogStandard[] = loadCatalog();

const BY_CATEGORY: ReadonlyMap<string, readonly CatalogStandard[]> = (() => {
  const map = new Map<string, CatalogStandard[]>();
  for (const standard of STANDARDS) {
    const list = map.get(standard.category);
    if (list) list.push(standard);
    else map.set(standard.category, [standard]);
  }
  for (const list of map.values()) Object.freeze(list);
  return map;
})();

const EMPTY: readonly CatalogStandard[] = Object.freeze([]);

/** Standards of one category, in catalog order. */
export function standardsInCategory(slug: string): readonly CatalogStandard[] {
  return BY_CATEGORY.get(slug) ?? EMPTY;
}

let catalogByKey: Map<string, CatalogStandard> | undefined;

/** The catalog entry whose reference normalises to the same matching key, if any (looked up in a map made once). */
export function catalogEntry(key: string): CatalogStandard | undefined {
  if (!catalogByKey) {
    catalogByKey = new Map();
    for (const entry of STANDARDS) {
      const k = standardKey(entry.ref);
      if (k && !catalogByKey.has(k)) catalogByKey.set(k, entry);
    }
  }
  return catalogByKey.get(key);
}
