// The real-wording search set (test/fixtures/real-wording): scope lines copied
// from public accreditation annexes, put into a build as extra labs (one lab a
// line, in its register's snapshot), and queries as people type them, judged
// by the standard each line cites. Facts used to test the search, never
// shipped as labs. Used by test/search/real-wording.test.ts (floors) and
// bench/search-quality.bench.ts (the figures per language in bench/RESULTS.md).
import { buildData } from '../../src/build/build-data.ts';
import { searchScores } from '../../src/directory/find.ts';
import { loadDirectory, type LoadedDirectory } from '../../src/directory/load.ts';
import { BODIES } from '../../src/domain/bodies.ts';
import { parseMethod } from '../../src/domain/standards.ts';
import type { RawLab, RawSnapshot } from '../../src/domain/types.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sampleSnapshots, tempDir, writeRaw } from '../fixtures/sample-dir.ts';

export interface RealLine {
  id: string;
  register: string;
  lang: string;
  test: string;
  method: string | null;
  standard: string | null;
  standards?: string[];
  product?: string;
}

export interface RealQuery {
  q: string;
  lang: string;
  kind: string;
  concept: string;
  relevant: string[];
}

/** A register key of the fixture → the body code of the sample's snapshot. */
const bodyKey = (code: string) =>
  code
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
/** The set's folder; REAL_WORDING_DIR points elsewhere (a copy, to compare two versions of the search on one set). */
const SET_DIR = process.env.REAL_WORDING_DIR ?? path.resolve(import.meta.dirname, '../fixtures/real-wording');
const lineTable = JSON.parse(readFileSync(path.join(SET_DIR, 'lines.json'), 'utf8')) as { lines: unknown[] };
const queryTable = JSON.parse(readFileSync(path.join(SET_DIR, 'queries.json'), 'utf8')) as { queries: unknown[] };

/** The directory's registers (body codes folded as bodyKey folds them). */
const REGISTERS = new Set(BODIES.map((b) => bodyKey(b.code)));

/** Every line of the fixture; REAL_LINES are those of the directory's 20 registers, the ones a build can hold. */
export const ALL_REAL_LINES = lineTable.lines as RealLine[];
export const REAL_LINES = ALL_REAL_LINES.filter((line) => REGISTERS.has(line.register));
export const REAL_QUERIES = queryTable.queries as RealQuery[];

/**
 * What a reference is judged by: its standard key, or the canonical id of a published method that is not a standard
 * (an APHA section: 'APHA 4500-NO3 B' → 'apha-4500-no3-b'), which has no key.
 */
function judgedId(ref: string): string | null {
  const parsed = parseMethod(ref);
  return parsed.key ?? parsed.canonical_id;
}

/** The references a line cites (its normalised references), as judgedId gives them. */
export function lineKeys(line: RealLine): Set<string> {
  const refs = [line.standard, ...(line.standards ?? [])].filter((r): r is string => !!r);
  const keys = new Set<string>();
  for (const ref of refs) {
    const id = judgedId(ref);
    if (id) keys.add(id);
  }
  return keys;
}

/** The sample snapshots with one extra lab per real line, in the snapshot of the line's register. */
export function withRealLines(snapshots: RawSnapshot[]): { snapshots: RawSnapshot[]; labIds: Map<string, RealLine> } {
  const labIds = new Map<string, RealLine>();
  const out = snapshots.map((s) => ({ ...s, labs: [...s.labs] }));
  const byRegister = new Map(out.map((s) => [bodyKey(s.body), s]));
  for (const line of REAL_LINES) {
    const snapshot = byRegister.get(line.register);
    // A sample lab of the register lends the record its address and dates; the line is added after the sample's labs.
    const model = snapshot?.labs[0];
    if (!snapshot || !model)
      throw new Error(`real-wording line ${line.id}: no sample snapshot for register '${line.register}'`);
    const lab: RawLab = {
      ...model,
      register_id: `real-wording-${line.id}`,
      name: `Prüfstelle ${line.id.replace(/\D/g, '')}`,
      accreditation_number: `RW-${line.id}`,
      accreditation_status: 'active',
      capabilities: [
        { test: line.product ? `${line.test} (${line.product})` : line.test, method: line.method, field: null },
      ],
    };
    snapshot.labs.push(lab);
    labIds.set(`${snapshot.body}:${lab.register_id}`, line);
  }
  return { snapshots: out, labIds };
}

export interface RealScore {
  query: RealQuery;
  /** Real-wording labs the query should find, and how many of them it found. */
  relevantReal: number;
  foundReal: number;
  /**
   * Labs (sample and real wording) citing a relevant standard among the first ten, of ten; or among the first R, of R,
   * where only R < 10 labs of the directory cite one (R-precision, as the judged sample set counts it: a perfect answer
   * scores 1).
   */
  precisionAt10: number;
  /** The same over the first ten whatever R (the measure before 27 Nov, when a perfect answer could score below 1). */
  precisionAtTenFlat: number;
  /** Every lab found (for the overlap between languages). */
  found: Set<string>;
  leftOut: readonly string[];
}

/** Builds the sample (`labs` labs) plus the real lines and loads it. */
export async function realWordingDirectory(
  labs: number,
): Promise<{ dir: LoadedDirectory; labIds: Map<string, RealLine> }> {
  const root = await tempDir('real-wording');
  const { snapshots, labIds } = withRealLines(sampleSnapshots(labs, 'real-wording'));
  await writeRaw(`${root}/raw`, snapshots);
  await buildData({ rawDir: `${root}/raw`, outDir: `${root}/build` });
  return { dir: await loadDirectory(`${root}/build`), labIds };
}

export function evaluateReal(dir: LoadedDirectory, labIds: ReadonlyMap<string, RealLine>, query: RealQuery): RealScore {
  const wanted = new Set(query.relevant.map(judgedId).filter((k): k is string => k !== null));
  // A standard later divided into parts goes on as its part 1 (the search's own rule: OIML R 111 as OIML R 111-1).
  for (const key of [...wanted]) if (!/-\d+$/.test(key)) wanted.add(`${key}-1`);
  const cites = (position: number) =>
    dir.labs[position]!.capabilities.some((c) => wanted.has(c.standard_key ?? c.canonical_id));
  const relevantReal = new Set<string>();
  for (const [id, line] of labIds) if ([...lineKeys(line)].some((k) => wanted.has(k))) relevantReal.add(id);
  const matches = searchScores(dir, query.q);
  const order = [...matches.positions.keys()].sort((a, b) => matches.scores[b]! - matches.scores[a]! || a - b);
  const found = new Set<string>();
  for (const p of matches.positions) found.add(dir.labs[p]!.id);
  const top = order.slice(0, 10).map((row) => matches.positions[row]!);
  let citing = 0;
  for (let p = 0; p < dir.labs.length && citing < 10; p++) if (cites(p)) citing++;
  const k = Math.min(10, citing);
  return {
    query,
    relevantReal: relevantReal.size,
    foundReal: [...relevantReal].filter((id) => found.has(id)).length,
    precisionAt10: k === 0 ? 0 : top.slice(0, k).filter(cites).length / k,
    precisionAtTenFlat: top.length === 0 ? 0 : top.filter(cites).length / top.length,
    found,
    leftOut: matches.leftOut ?? [],
  };
}

export interface RealSummary {
  group: string;
  queries: number;
  recall: number;
  precisionAt10: number;
  precisionAtTenFlat: number;
}

/** Mean recall (over the real-wording labs each query should find) and precision@10, per group. */
export function summariseReal(scores: readonly RealScore[], groupOf: (s: RealScore) => string): RealSummary[] {
  const groups = new Map<string, RealScore[]>();
  for (const s of scores) {
    if (s.relevantReal === 0) continue;
    for (const g of [groupOf(s), 'all']) groups.set(g, [...(groups.get(g) ?? []), s]);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [...groups]
    .map(([group, list]) => ({
      group,
      queries: list.length,
      recall: mean(list.map((s) => s.foundReal / s.relevantReal)),
      precisionAt10: mean(list.map((s) => s.precisionAt10)),
      precisionAtTenFlat: mean(list.map((s) => s.precisionAtTenFlat)),
    }))
    .sort((a, b) => (a.group < b.group ? -1 : 1));
}

/** Per concept: the mean Jaccard overlap of each language's answer with the English query's (first English query). */
export function crossLanguageOverlap(scores: readonly RealScore[]): Map<string, number> {
  const byConcept = new Map<string, RealScore[]>();
  for (const s of scores) byConcept.set(s.query.concept, [...(byConcept.get(s.query.concept) ?? []), s]);
  const overlap = new Map<string, number>();
  for (const [concept, list] of byConcept) {
    const english =
      list.find((s) => s.query.lang === 'en' && s.query.kind === 'test-name') ??
      list.find((s) => s.query.lang === 'en');
    if (!english) continue;
    const others = list.filter((s) => s.query.lang !== 'en' && s.query.kind === english.query.kind);
    if (others.length === 0) continue;
    const jaccard = (a: Set<string>, b: Set<string>) => {
      if (a.size === 0 && b.size === 0) return 1;
      let both = 0;
      for (const x of a) if (b.has(x)) both++;
      return both / (a.size + b.size - both);
    };
    overlap.set(concept, others.reduce((sum, s) => sum + jaccard(english.found, s.found), 0) / others.length);
  }
  return overlap;
}
