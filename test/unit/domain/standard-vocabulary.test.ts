// The vocabulary by standard (src/domain/terminology/standard-vocabulary.json) as data: every title and term names
// its source, no title is the compiler's own, and every property a standard is given is defined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/terminology.ts';
import table from '../../../src/domain/terminology/standard-vocabulary.json' with { type: 'json' };

interface Entry {
  titles: Record<string, { text: string; source: string }>;
  properties: string[];
}
const standards = table.standards as unknown as Record<string, Entry>;
const properties = table.properties as unknown as Record<string, Record<string, { terms: string[]; source: string }>>;
const sources = new Set(Object.keys(table.sources));
const languages = new Set<string>(LANGUAGES);

describe('standard-vocabulary.json', () => {
  it("gives every title in a register language, from a named source, never the compiler's own", () => {
    const bad = Object.entries(standards).flatMap(([ref, entry]) =>
      Object.entries(entry.titles)
        .filter(([lang, title]) => !languages.has(lang) || !sources.has(title.source) || title.source === 'own')
        .map(([lang, title]) => `${ref} ${lang} ${title.source}`),
    );
    expect(bad).toEqual([]);
  });

  it('says where each title was read (a row of STANDARD-VOCABULARY-SOURCES.md, or its source for that one standard)', () => {
    const sourcesMd = readFileSync(
      path.resolve(import.meta.dirname, '../../../src/domain/terminology/STANDARD-VOCABULARY-SOURCES.md'),
      'utf8',
    );
    const rows = new Set([...sourcesMd.matchAll(/^\| ([^|]+?) \| ([a-z]{2}) \|/gm)].map((m) => `${m[1]} ${m[2]}`));
    const section = (key: string) => sourcesMd.split(`### \`${key}\``)[1]?.split('\n### ')[0] ?? '';
    const unsaid = Object.entries(standards).flatMap(([ref, entry]) =>
      Object.entries(entry.titles)
        .filter(([lang, title]) => !rows.has(`${ref} ${lang}`) && !section(title.source).includes(ref))
        .map(([lang]) => `${ref} ${lang}`),
    );
    expect(unsaid).toEqual([]);
  });

  it('gives every title as text, without the spaces a copy left around it', () => {
    const bad = Object.entries(standards).flatMap(([ref, entry]) =>
      Object.entries(entry.titles)
        .filter(([, title]) => title.text.trim() === '' || title.text !== title.text.trim() || /\s{2}/.test(title.text))
        .map(([lang]) => `${ref} ${lang}`),
    );
    expect(bad).toEqual([]);
  });

  it("gives every property's terms in a register language, from a named source", () => {
    const bad = Object.entries(properties).flatMap(([id, byLanguage]) =>
      Object.entries(byLanguage)
        .filter(([lang, entry]) => !languages.has(lang) || !sources.has(entry.source) || entry.terms.length === 0)
        .map(([lang, entry]) => `${id} ${lang} ${entry.source}`),
    );
    expect(bad).toEqual([]);
  });

  it('gives standards only properties it defines, each in English', () => {
    const undefinedOnes = Object.entries(standards).flatMap(([ref, entry]) =>
      entry.properties.filter((id) => !properties[id]).map((id) => `${ref} ${id}`),
    );
    expect(undefinedOnes).toEqual([]);
    expect(Object.keys(properties).filter((id) => !properties[id]!.en)).toEqual([]);
  });
});
