// Known labs of the fixture build for the browser tests, chosen from its
// public shards by rule (not by name), so they survive a change of sample.
import { readCategories, readFullLabs, readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import type { CategoryCount, PublicLab } from '../../src/domain/types.ts';

/** Lower-case, diacritics folded: how search compares words. */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string | null) =>
  text
    ? fold(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
    : [];
const bySlug = (a: PublicLab, b: PublicLab) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

export interface FixtureLabs {
  labs: PublicLab[];
  bySlug: Map<string, PublicLab>;
  categories: CategoryCount[];
  /** An active lab and a word of its name that no other lab's name, city or scope contains or starts with. */
  byName: { lab: PublicLab; word: string };
  /** An active lab in a city no other lab is in, whose name appears in no lab's name or scope. */
  byCity: { lab: PublicLab; city: string };
  /** An active lab with a long accreditation number no other lab shares (letters and digits, like D-PL-14368-01-00). */
  byNumber: { lab: PublicLab; number: string };
  /** An active lab with every public field filled, for the lab page's facts. */
  complete: PublicLab;
  /** A suspended lab and a withdrawn lab. */
  suspended: PublicLab;
  withdrawn: PublicLab;
}

export async function fixtureLabs(dataDir: string): Promise<FixtureLabs> {
  const manifest = await readManifest(dataDir);
  const labs = (await readPublicLabs(dataDir, manifest)).sort(bySlug);
  // Scope text too: the API's `q` matches capability names and standard references.
  const full = await readFullLabs(dataDir, manifest);
  const categories = await readCategories(dataDir);

  const tokenOwners = new Map<string, Set<string>>();
  const own = (token: string, slug: string) => {
    let owners = tokenOwners.get(token);
    if (!owners) tokenOwners.set(token, (owners = new Set()));
    owners.add(slug);
  };
  for (const lab of full) {
    for (const t of [...words(lab.name), ...words(lab.city)]) own(t, lab.slug);
    for (const c of lab.capabilities)
      for (const t of [...words(c.name), ...words(c.standard), ...words(c.canonical_id)]) own(t, lab.slug);
  }
  const tokens = [...tokenOwners.keys()];
  /** Only this lab has a token that starts with `word`. */
  const onlyOwner = (word: string, slug: string) =>
    tokens.every((t) => !t.startsWith(word) || (tokenOwners.get(t)!.size === 1 && tokenOwners.get(t)!.has(slug)));

  const active = labs.filter((l) => l.accreditation_status === 'active');
  const pick = <T>(what: string, found: T | undefined): T => {
    if (found === undefined) throw new Error(`the fixture has no ${what}`);
    return found;
  };

  const byName = pick(
    'active lab with a distinctive name word',
    active
      .flatMap((lab) =>
        words(lab.name)
          .filter((w) => /^\p{L}{6,}$/u.test(w) && onlyOwner(w, lab.slug))
          .map((word) => ({ lab, word })),
      )
      .at(0),
  );
  const cityCount = new Map<string, number>();
  for (const lab of labs) if (lab.city) cityCount.set(fold(lab.city), (cityCount.get(fold(lab.city)) ?? 0) + 1);
  const byCity = pick(
    'active lab alone in its city',
    active
      .filter(
        (lab) =>
          lab.city &&
          /^\p{L}{5,}$/u.test(lab.city) &&
          cityCount.get(fold(lab.city)) === 1 &&
          onlyOwner(fold(lab.city), lab.slug),
      )
      .filter((lab) => lab.slug !== byName.lab.slug)
      .map((lab) => ({ lab, city: lab.city! }))
      .at(0),
  );
  const numberCount = new Map<string, number>();
  for (const lab of labs)
    if (lab.accreditation_number)
      numberCount.set(lab.accreditation_number, (numberCount.get(lab.accreditation_number) ?? 0) + 1);
  const byNumber = pick(
    'active lab with a distinctive accreditation number',
    active
      .filter(
        (lab) =>
          lab.accreditation_number &&
          lab.accreditation_number.length >= 8 &&
          /\p{L}/u.test(lab.accreditation_number) &&
          numberCount.get(lab.accreditation_number) === 1,
      )
      .filter((lab) => lab.slug !== byName.lab.slug && lab.slug !== byCity.lab.slug)
      .map((lab) => ({ lab, number: lab.accreditation_number! }))
      .at(0),
  );
  const complete = pick(
    'active lab with every public field',
    active.find(
      (l) =>
        l.street_address &&
        l.postcode &&
        l.city &&
        l.accreditation_number &&
        l.email &&
        l.phone &&
        l.website_url &&
        l.scope_document_url &&
        l.source_url &&
        l.accreditation_date &&
        l.last_verified &&
        l.categories.length >= 2,
    ),
  );
  return {
    labs,
    bySlug: new Map(labs.map((l) => [l.slug, l])),
    categories,
    byName,
    byCity,
    byNumber,
    complete,
    suspended: pick(
      'suspended lab',
      labs.find((l) => l.accreditation_status === 'suspended'),
    ),
    withdrawn: pick(
      'withdrawn lab',
      labs.find((l) => l.accreditation_status === 'withdrawn'),
    ),
  };
}
