// URL-safe, readable and stable lab slugs: name + city, transliterated to ASCII.
// Stability comes from the previous build's registry: a lab that had a slug
// keeps it; only new labs are given one, by a rule that does not depend on
// the order in which labs are read.

const TRANSLITERATION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  Þ: 'th',
  ð: 'd',
  ı: 'i',
  // Greek (ELOT 743, simplified)
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const MAX_SLUG_LENGTH = 80;

/** Lowercase ASCII words joined by '-'; empty when nothing survives. */
export function slugify(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x00-\x7f]/g, (ch) => TRANSLITERATION[ch] ?? TRANSLITERATION[ch.toLowerCase()] ?? ' ');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 20 ? cut.slice(0, lastDash) : cut;
}

export interface SlugSubject {
  id: string;
  name: string;
  city: string | null;
  accreditation_body: string;
  accreditation_number: string | null;
}

/** The readable base: name, then city unless the name already says it. */
export function baseSlug(lab: SlugSubject): string {
  const name = slugify(lab.name);
  const city = lab.city ? slugify(lab.city) : '';
  if (!city || `-${name}-`.includes(`-${city}-`)) return name || city || 'lab';
  return `${name}-${city}`;
}

/** A short stable hash (FNV-1a, base 36) for the last-resort tie-break. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Slugs for every lab. `previous` maps internal id → slug from the last build;
 * those are kept. A new lab takes its base slug when no other lab (kept or new)
 * claims it; labs sharing a base are told apart by body, then number, then a hash.
 */
export function assignSlugs(labs: readonly SlugSubject[], previous: ReadonlyMap<string, string>): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  const fresh: SlugSubject[] = [];
  for (const lab of labs) {
    const kept = previous.get(lab.id);
    if (kept && !taken.has(kept)) {
      result.set(lab.id, kept);
      taken.add(kept);
    } else {
      fresh.push(lab);
    }
  }
  fresh.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const baseCount = new Map<string, number>();
  for (const lab of fresh) {
    const base = baseSlug(lab);
    baseCount.set(base, (baseCount.get(base) ?? 0) + 1);
  }
  for (const lab of fresh) {
    const base = baseSlug(lab);
    const body = slugify(lab.accreditation_body);
    const candidates = [
      ...(baseCount.get(base) === 1 ? [base] : []),
      `${base}-${body}`,
      `${base}-${body}-${slugify(lab.accreditation_number ?? '') || shortHash(lab.id)}`,
      `${base}-${shortHash(lab.id)}`,
    ];
    let slug = candidates.find((c) => !taken.has(c));
    for (let n = 2; !slug; n++) if (!taken.has(`${base}-${n}`)) slug = `${base}-${n}`;
    result.set(lab.id, slug);
    taken.add(slug);
  }
  return result;
}
