// The category, country and body listings' contents, the same in every
// language (so page 2 in German lists the labs of page 2 in English): every
// lab of every status, by name, LISTING_PAGE_SIZE (100) a page. The routes in src/pages pass
// Astro's paginate in; this module decides what each listing holds.
import type { PaginateFunction } from 'astro';
import { BODIES, type AccreditationBody } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import type { Category, PublicLab } from '../domain/types.ts';
import type { SiteLanguage } from './i18n/paths.ts';
import { LISTING_PAGE_SIZE } from './sitemap.ts';
import { loadPublicLabs } from './site-data.ts';

interface Groups {
  categories: Map<string, PublicLab[]>;
  countries: Map<string, PublicLab[]>;
  bodies: Map<string, PublicLab[]>;
}

let groups: Promise<Groups> | undefined;

function push<K>(map: Map<K, PublicLab[]>, key: K, lab: PublicLab): void {
  const list = map.get(key);
  if (list) list.push(lab);
  else map.set(key, [lab]);
}

/** The labs of each listing, by name (one collation for every language), read once per build. */
export function listingGroups(): Promise<Groups> {
  groups ??= loadPublicLabs().then((all) => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const labs = [...all].sort(
      (a, b) => collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
    );
    const out: Groups = { categories: new Map(), countries: new Map(), bodies: new Map() };
    for (const lab of labs) {
      for (const slug of lab.categories) push(out.categories, slug, lab);
      push(out.countries, lab.country, lab);
      push(out.bodies, lab.accreditation_body, lab);
    }
    return out;
  });
  return groups;
}

/** The route's language parameter: none for English (the site's root), `{ lang }` under /<lang>/. */
function langParam(lang: SiteLanguage | null): { lang?: SiteLanguage } {
  return lang ? { lang } : {};
}

export async function categoryListingPaths(paginate: PaginateFunction, langs: readonly (SiteLanguage | null)[]) {
  const { categories } = await listingGroups();
  return langs.flatMap((lang) =>
    CATEGORIES.flatMap((category: Category) =>
      paginate(categories.get(category.slug) ?? [], {
        params: { ...langParam(lang), slug: category.slug },
        props: { category },
        pageSize: LISTING_PAGE_SIZE,
      }),
    ),
  );
}

export async function countryListingPaths(paginate: PaginateFunction, langs: readonly (SiteLanguage | null)[]) {
  const { countries } = await listingGroups();
  return langs.flatMap((lang) =>
    [...countries.keys()].sort().flatMap((country) =>
      paginate(countries.get(country)!, {
        params: { ...langParam(lang), cc: country.toLowerCase() },
        props: { country },
        pageSize: LISTING_PAGE_SIZE,
      }),
    ),
  );
}

export async function bodyListingPaths(paginate: PaginateFunction, langs: readonly (SiteLanguage | null)[]) {
  const { bodies } = await listingGroups();
  return langs.flatMap((lang) =>
    BODIES.filter((b) => bodies.has(b.code)).flatMap((body: AccreditationBody) =>
      paginate(bodies.get(body.code)!, {
        params: { ...langParam(lang), code: body.code.toLowerCase() },
        props: { body },
        pageSize: LISTING_PAGE_SIZE,
      }),
    ),
  );
}
