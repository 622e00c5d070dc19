// English's words of two spellings (VarCon, derived by scripts/derive-spellings.ts), for the build that indexes its
// vocabulary: the server never reads the table, only the forms the build derives from it (domain/analysis.ts).
import table from '../domain/terminology/english-spellings.json' with { type: 'json' };

let spellings: Map<string, readonly string[]> | undefined;

/** A folded word's other spellings in English ('colour' → ['color']), none when it has one. */
export function englishSpellingsOf(word: string): readonly string[] {
  if (!spellings) {
    spellings = new Map();
    for (const group of table.variants) {
      for (const one of group) spellings.set(one, [...(spellings.get(one) ?? []), ...group.filter((w) => w !== one)]);
    }
  }
  return spellings.get(word) ?? [];
}
