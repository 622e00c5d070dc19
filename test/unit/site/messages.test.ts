// The message catalogues (src/site/i18n/messages/<lang>.json): one per site
// language, each with exactly the English catalogue's keys, the same
// placeholders, a plural form for every CLDR plural category of its language,
// and every key used somewhere in the site's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../src/site/i18n/languages.ts';
import { CATALOGUES } from '../../../src/site/i18n/messages.ts';

type Tree = { [key: string]: string | Tree };

/** Leaf key paths (`home.title`) of a catalogue, its note and plural messages aside. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (prefix === '' && (key === '_about' || key === 'plural')) continue;
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = leaves(CATALOGUES.en as unknown as Tree);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|astro)$/.test(entry.name) ? [full] : [];
  });
}

describe('the message catalogues', () => {
  it('has one catalogue file per site language and no other', () => {
    const files = readdirSync(path.resolve('src/site/i18n/messages')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it.each(SITE_LANGUAGES.filter((l) => l !== 'en'))('%s has every English key and no other', (lang) => {
    const keys = leaves(CATALOGUES[lang] as unknown as Tree);
    expect([...keys.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(SITE_LANGUAGES.filter((l) => l !== 'en'))('%s keeps every message’s placeholders', (lang) => {
    const keys = leaves(CATALOGUES[lang] as unknown as Tree);
    const differ = [...english].filter(
      ([k, v]) => keys.has(k) && placeholders(keys.get(k)!).join() !== placeholders(v).join(),
    );
    expect(differ.map(([k]) => k)).toEqual([]);
  });

  it.each(SITE_LANGUAGES)('%s has a form for each of its plural categories, each with the number', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [name, forms] of Object.entries(CATALOGUES[lang].plural)) {
      expect(Object.keys(forms).sort(), `${lang} plural.${name}`).toEqual([...categories].sort());
      for (const form of Object.values(forms)) expect(form).toContain('{n}');
    }
  });

  it.each(SITE_LANGUAGES)('%s says that its interface text is the project’s own', (lang) => {
    expect(CATALOGUES[lang]._about).toMatch(/our own/i);
  });

  it('has no key the site never reads', () => {
    const code = sourceFiles(path.resolve('src'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const used = (key: string) => {
      const [group, name] = key.split('.') as [string, string];
      // Read as t.<group>.<name>, or as <words>.<name> where a script holds the group (results, key, status).
      return new RegExp(`\\b(${group}|words|text\\.${group})\\.${name}\\b`).test(code);
    };
    expect([...english.keys()].filter((k) => !used(k))).toEqual([]);
    for (const name of Object.keys(CATALOGUES.en.plural)) expect(code).toContain(`plural.${name}`);
  });
});
