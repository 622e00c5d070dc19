// Writes a MiniSearch index in its documented serialised form (AsPlainObject,
// what `toJSON` returns and `loadJSON` reads) straight from the documents.
// MiniSearch's own `add` keeps a radix tree up to date on every posting, which
// made it most of the data build's time; the readers only ever load the JSON.
// test/unit/build/index-writer.test.ts proves both give the same index.
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

export function writeIndex<T>(documents: readonly T[], options: Options<T>): AsPlainObject {
  const docs = documents as readonly Record<string, unknown>[];
  const fields = options.fields as string[];
  const idField = options.idField ?? 'id';
  const tokenize =
    options.tokenize ?? (MiniSearch.getDefault('tokenize') as (text: string, field?: string) => string[]);
  const processTerm =
    options.processTerm ?? (MiniSearch.getDefault('processTerm') as (term: string, field?: string) => string | null);
  const storeFields = (options.storeFields ?? []) as string[];
  const fieldIds: Record<string, number> = Object.fromEntries(fields.map((f, i) => [f, i]));

  const documentIds: Record<number, unknown> = {};
  const fieldLength: Record<number, number[]> = {};
  const storedFields: Record<number, Record<string, unknown>> = {};
  const averageFieldLength: number[] = [];
  const postings = new Map<string, Map<number, Map<number, number>>>();
  const processedByField = new Map<string, Map<string, string | string[] | null | undefined | false>>();

  docs.forEach((doc, shortId) => {
    const id = doc[idField];
    if (id == null) throw new Error(`document has no ID field "${idField}"`);
    documentIds[shortId] = id;
    if (storeFields.length > 0) {
      const stored: Record<string, unknown> = {};
      for (const name of storeFields) if (doc[name] !== undefined) stored[name] = doc[name];
      storedFields[shortId] = stored;
    }
    for (const field of fields) {
      const value = doc[field];
      if (value == null) continue;
      const fieldId = fieldIds[field]!;
      const tokens = tokenize(String(value), field);
      // A word recurs across documents (every standard of a category holds its words): processed once per field.
      let processedIn = processedByField.get(field);
      if (!processedIn) processedByField.set(field, (processedIn = new Map()));
      const lengths = (fieldLength[shortId] ??= []);
      lengths[fieldId] = new Set(tokens).size;
      // The same running mean MiniSearch keeps, so scores match to the last bit.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] ?? 0) * shortId + lengths[fieldId]) / (shortId + 1);
      for (const token of tokens) {
        let processed = processedIn.get(token);
        if (processed === undefined) processedIn.set(token, (processed = processTerm(token, field)));
        for (const term of Array.isArray(processed) ? processed : processed ? [processed] : []) {
          let byField = postings.get(term);
          if (!byField) postings.set(term, (byField = new Map()));
          let freqs = byField.get(fieldId);
          if (!freqs) byField.set(fieldId, (freqs = new Map()));
          freqs.set(shortId, (freqs.get(shortId) ?? 0) + 1);
        }
      }
    }
  });

  const index: AsPlainObject['index'] = [...postings.keys()].sort().map((term) => {
    const data: Record<string, Record<string, number>> = {};
    for (const [fieldId, freqs] of postings.get(term)!) data[fieldId] = Object.fromEntries(freqs);
    return [term, data];
  });
  return {
    documentCount: docs.length,
    nextId: docs.length,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength,
    storedFields,
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
