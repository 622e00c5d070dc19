// A loaded search index's postings in one typed array. MiniSearch keeps, per
// term, a Map from field to a Map from document to frequency: at 10k labs the
// scope index's 190,000 postings sit in 26,000 small Maps, and the index takes
// 14.7 MB of heap. The server never changes a loaded index, so each term's
// postings can be a view of one shared array: 5.8 MB with the radix tree, and
// the lab index 6.5 → 4.1 MB (bench/RESULTS.md). The views answer what
// MiniSearch's search reads (size, keys in the same order, get), so every
// score and order stays MiniSearch's own (test/unit/directory/
// compact-postings.test.ts compares them over a build's vocabulary).
import type MiniSearch from 'minisearch';

/** The radix tree's shape: a node maps an edge's letters to the next node, and '' to the entry of the term ending there. */
type TreeNode = Map<string, unknown>;
const LEAF = '';

/** A term's field → its postings: MiniSearch's FieldTermData. */
type FieldPostings = Map<number, Map<number, number>>;

interface Store {
  /** Every posting's document short id, term by term, field by field, in MiniSearch's order. */
  ids: Uint16Array | Uint32Array;
  /** The frequency of each posting whose frequency is not 1, by position (a word is indexed once per field but a few). */
  frequencies: Map<number, number>;
}

/** What MiniSearch would call to change an index: a compacted one throws rather than corrupt the shared array. */
class ReadOnly {
  set(): never {
    throw new Error('a compacted search index is read-only');
  }

  delete(): never {
    throw new Error('a compacted search index is read-only');
  }
}

/** One term's postings in one field: ids[start] .. ids[end - 1], ascending. */
class PostingsView extends ReadOnly {
  readonly #store: Store;
  readonly #start: number;
  readonly #end: number;
  /** Where the last `get` found its id: MiniSearch asks for each id in turn as it walks `keys()`. */
  #last: number;

  constructor(store: Store, start: number, end: number) {
    super();
    this.#store = store;
    this.#start = start;
    this.#end = end;
    this.#last = start - 1;
  }

  get size(): number {
    return this.#end - this.#start;
  }

  keys(): IterableIterator<number> {
    return this.#store.ids.subarray(this.#start, this.#end).values();
  }

  has(id: number): boolean {
    return this.#at(id) >= 0;
  }

  get(id: number): number | undefined {
    const at = this.#at(id);
    if (at < 0) return undefined;
    return this.#store.frequencies.get(at) ?? 1;
  }

  *entries(): IterableIterator<[number, number]> {
    for (let at = this.#start; at < this.#end; at++) yield [this.#store.ids[at]!, this.#store.frequencies.get(at) ?? 1];
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  #at(id: number): number {
    const { ids } = this.#store;
    const next = this.#last + 1;
    if (next < this.#end && ids[next] === id) return (this.#last = next);
    let lo = this.#start;
    let hi = this.#end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.#end && ids[lo] === id) return (this.#last = lo);
    return -1;
  }
}

/** A term held in one field only (most are): its field's postings, without a Map. */
class OneField extends ReadOnly {
  readonly #field: number;
  readonly #postings: PostingsView;

  constructor(field: number, postings: PostingsView) {
    super();
    this.#field = field;
    this.#postings = postings;
  }

  get size(): number {
    return 1;
  }

  get(field: number): PostingsView | undefined {
    return field === this.#field ? this.#postings : undefined;
  }

  has(field: number): boolean {
    return field === this.#field;
  }

  keys(): IterableIterator<number> {
    return [this.#field].values();
  }

  *entries(): IterableIterator<[number, PostingsView]> {
    yield [this.#field, this.#postings];
  }

  [Symbol.iterator](): IterableIterator<[number, PostingsView]> {
    return this.entries();
  }
}

/** Whether a term's postings can be a view: ids ascending, as a loaded index holds them. */
function compactable(postings: unknown): postings is Map<number, number> {
  if (!(postings instanceof Map)) return false;
  let previous = -1;
  for (const id of postings.keys()) {
    if (id <= previous) return false;
    previous = id;
  }
  return true;
}

/** Every term's entry (field → postings), with the tree node and key that hold it. */
function* termEntries(node: TreeNode): Generator<[TreeNode, FieldPostings]> {
  for (const [key, next] of node) {
    if (key === LEAF) yield [node, next as FieldPostings];
    else yield* termEntries(next as TreeNode);
  }
}

/**
 * Makes a loaded MiniSearch index hold its postings in one typed array (same answers, well under half the memory);
 * returns the index. Only for an index that is searched and never changed afterwards: adding or removing a document
 * throws. An index whose tree is not MiniSearch 7's shape is returned as it is.
 */
export function withCompactPostings<T>(index: MiniSearch<T>): MiniSearch<T> {
  const tree = (index as unknown as { _index?: { _tree?: unknown } })._index?._tree;
  if (!(tree instanceof Map)) return index;
  const entries = [...termEntries(tree)];
  let count = 0;
  let maxId = 0;
  for (const [, fields] of entries) {
    if (!(fields instanceof Map)) return index;
    for (const postings of fields.values()) {
      if (!compactable(postings)) continue;
      count += postings.size;
      for (const id of postings.keys()) if (id > maxId) maxId = id;
    }
  }
  const store: Store = {
    ids: maxId <= 0xffff ? new Uint16Array(count) : new Uint32Array(count),
    frequencies: new Map(),
  };
  let at = 0;
  for (const [node, fields] of entries) {
    for (const [field, postings] of fields) {
      if (!compactable(postings)) continue;
      const start = at;
      for (const [id, frequency] of postings) {
        store.ids[at] = id;
        if (frequency !== 1) store.frequencies.set(at, frequency);
        at++;
      }
      (fields as Map<number, unknown>).set(field, new PostingsView(store, start, at));
    }
    const [field, postings] = fields.entries().next().value ?? [];
    if (fields.size === 1 && field !== undefined && postings instanceof PostingsView)
      node.set(LEAF, new OneField(field, postings));
  }
  return index;
}
