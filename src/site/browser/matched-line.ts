// One matched scope line as a list item, the same on the search page and a
// lab's page: the lab's own wording, then the method as the register wrote it.
import type { MatchedLine } from '../../domain/site-search.ts';

export function matchedLineItem(line: MatchedLine): HTMLLIElement {
  const li = document.createElement('li');
  li.append(line.test);
  if (line.standard) {
    const ref = document.createElement('span');
    ref.className = 'meta';
    ref.textContent = ` — ${line.standard}`;
    li.append(ref);
  }
  return li;
}
