// Derives src/domain/terminology/english-spellings.json: the words English spells two ways ('colour' and 'color',
// 'sulphate' and 'sulfate', 'mould' and 'mold', 'analyse' and 'analyze'), from VarCon, the variant table of SCOWL.
// Scope lines come from registers that write British English (UKAS, INAB) and from those that write American English
// or mix both (ESYD's 'Determination of Color', ASTM titles): a word in one spelling finds the line in the other.
//
// Which words: every line of varcon.txt that gives one word two or more spellings (American, British -ise or -ize,
// Canadian, Australian, and their variants), single words only, in SCOWL's size levels up to 70 (the large
// dictionary; higher levels are rare and obsolete words). Possessives are left out: the search drops the apostrophe's
// 's' anyway.
//
// Run by hand when the source changes (the JSON is committed, so the project builds without it):
//   node scripts/derive-spellings.ts --varcon FILE [--commit SHA]
// FILE is varcon/varcon.txt of github.com/en-wl/wordlist (SCOWL). Same input gives byte-identical output.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { foldTerm } from '../src/domain/search-rules.ts';

const { values } = parseArgs({ options: { varcon: { type: 'string' }, commit: { type: 'string' } } });
if (!values.varcon) {
  console.error('usage: node scripts/derive-spellings.ts --varcon FILE [--commit SHA]');
  process.exit(2);
}

/** SCOWL's size level of the large dictionary: words above it are rare, archaic or obscure. */
const MAX_LEVEL = 70;

const groups = new Set<string>();
let level = Number.POSITIVE_INFINITY;
for (const line of readFileSync(values.varcon, 'utf8').split('\n')) {
  // '# colour <verified> (level 10)' opens an entry; its lines follow ('A Cv: color / B C: colour').
  if (line.startsWith('#')) {
    level = Number(/\(level (\d+)\)/.exec(line)?.[1] ?? Number.POSITIVE_INFINITY);
    continue;
  }
  if (level > MAX_LEVEL || !line.includes(':')) continue;
  const spellings = new Set<string>();
  for (const part of line.split('|')[0]!.split('/')) {
    const word = part.slice(part.indexOf(':') + 1).trim();
    if (!/^[A-Za-z]+$/.test(word)) continue;
    const folded = foldTerm(word);
    if (folded) spellings.add(folded);
  }
  if (spellings.size >= 2) groups.add([...spellings].sort().join(' '));
}

const variants = [...groups].sort().map((group) => group.split(' '));
const out = {
  about:
    'Words English spells in two or more ways (American, British, Canadian, Australian), one list per word, from VarCon (SCOWL), derived by scripts/derive-spellings.ts: single words of SCOWL size levels up to 70.',
  source: {
    title: 'VarCon: Variant Conversion Info (varcon/varcon.txt)',
    publisher: 'Kevin Atkinson and Benjamin Titze, SCOWL (Spell Checker Oriented Word Lists)',
    url: 'https://github.com/en-wl/wordlist',
    commit: values.commit ?? null,
    licence:
      'Copyright 2000-2019 by Kevin Atkinson; copyright 2016 by Benjamin Titze. Each: "Permission to use, copy, modify, distribute and sell this array, the associated software, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. [The author] makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty." (varcon/README). The word lists VarCon began from are the Ispell distribution\'s, copyright 1993 Geoff Kuenning, under a BSD-style licence given in full in varcon/README.',
  },
  variants,
};
writeFileSync('src/domain/terminology/english-spellings.json', `${JSON.stringify(out)}\n`);
console.log(`english spellings: ${variants.length} words with two or more spellings (levels up to ${MAX_LEVEL})`);
