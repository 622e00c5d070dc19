// The top-level test categories. Slugs are part of the public contract
// (`category` filter, `/categories`, site URLs): add, never rename.
import type { Category } from './types.ts';

export const CATEGORIES: readonly Category[] = [
  { slug: 'chemical', name: 'Chemical analysis' },
  { slug: 'microbiological', name: 'Microbiological testing' },
  { slug: 'molecular-biology', name: 'Molecular biology and genetic testing' },
  { slug: 'food-feed', name: 'Food and animal feed' },
  { slug: 'water', name: 'Water quality' },
  { slug: 'environmental', name: 'Environmental testing (soil, air, waste)' },
  { slug: 'workplace-exposure', name: 'Workplace exposure and occupational hygiene' },
  { slug: 'mechanical', name: 'Mechanical testing' },
  { slug: 'metallurgy-materials', name: 'Metallurgy and materials testing' },
  { slug: 'non-destructive', name: 'Non-destructive testing' },
  { slug: 'construction-materials', name: 'Construction materials and building products' },
  { slug: 'electrical-safety', name: 'Electrical safety' },
  { slug: 'emc-radio', name: 'EMC and radio' },
  { slug: 'acoustics-vibration', name: 'Acoustics and vibration' },
  { slug: 'fire-testing', name: 'Fire testing' },
  { slug: 'textiles-leather', name: 'Textiles and leather' },
  { slug: 'consumer-products-toys', name: 'Consumer products and toys' },
  { slug: 'medical-devices-pharma', name: 'Medical devices and pharmaceuticals' },
  { slug: 'forensic', name: 'Forensic testing' },
  { slug: 'radiation', name: 'Radiation and radioactivity' },
  { slug: 'optical-photometry', name: 'Optics and photometry' },
  { slug: 'calibration', name: 'Calibration' },
];

const BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]));

export type CategorySlug = string;

export function categoryBySlug(slug: string): Category | undefined {
  return BY_SLUG.get(slug);
}

export function isCategorySlug(slug: string): boolean {
  return BY_SLUG.has(slug);
}
