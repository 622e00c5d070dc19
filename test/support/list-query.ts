// The query `/labs?<search>` parses to against a loaded directory, for tests
// that call the directory's functions without the HTTP layer.
import { parseListQuery } from '../../src/api/list-request.ts';
import type { LoadedDirectory } from '../../src/directory/load.ts';
import type { ListQuery } from '../../src/domain/lab-query.ts';

/** Parses `search` as GET /labs would (coordinates as pro and enterprise callers may ask); a bad one throws. */
export function listQueryOf(
  dir: LoadedDirectory,
  search: string | Record<string, string>,
  coordinates = true,
): ListQuery {
  const parsed = parseListQuery(
    new URLSearchParams(search),
    { bodies: dir.bodies, categories: dir.categorySlugs },
    { coordinates },
  );
  if (!parsed.ok) throw new Error(`bad query ${JSON.stringify(search)}: ${parsed.error}`);
  return parsed.value;
}
