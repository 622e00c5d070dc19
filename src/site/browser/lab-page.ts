// A lab's page in the browser: the shortlist button, and, when the visitor
// came from a search (?q= or ?standard= in the URL), the lab's lines that
// matched it, asked of the site's own route.
import type { MatchedLine } from '../../domain/site-search.ts';
import { matchedLineItem } from './matched-line.ts';
import { shortlistButton } from './shortlist.ts';

async function start(): Promise<void> {
  const tools = document.getElementById('lab-tools');
  if (!tools) return;
  const slug = tools.dataset.slug ?? '';
  tools.append(shortlistButton(slug, tools.dataset.name ?? slug));

  const params = new URLSearchParams(location.search);
  const q = params.get('q')?.trim() ?? '';
  const standard = params.get('standard')?.trim() ?? '';
  if (!q && !standard) return;
  const ask = new URLSearchParams({ slug, ...(q ? { q } : {}), ...(standard ? { standard } : {}) });
  try {
    const response = await fetch(`/_site/lines?${ask}`);
    if (!response.ok) return;
    const { matched } = (await response.json()) as { matched: MatchedLine[] };
    const section = document.getElementById('matched');
    const list = document.getElementById('matched-lines');
    if (!section || !list || matched.length === 0) return;
    list.replaceChildren(...matched.map(matchedLineItem));
    section.hidden = false;
  } catch {
    // The lines are a help: the page stands without them.
  }
}

void start();
