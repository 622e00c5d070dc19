// /shortlist/ in the browser: the stored shortlist, the labs' public records
// from the site's own route, a comparison table with a row per field and a
// column per lab (a buyer compares labs field by field), print and CSV.
import {
  comparisonColumns,
  readShortlist,
  shortlistCsv,
  toggled,
  writeShortlist,
  type ComparedLab,
} from './shortlist.ts';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function start(): Promise<void> {
  const status = byId<HTMLParagraphElement>('shortlist-status');
  const actions = byId<HTMLDivElement>('shortlist-actions');
  const compare = byId<HTMLDivElement>('compare');
  const table = byId<HTMLTableElement>('shortlist-table');
  const given = JSON.parse(byId<HTMLScriptElement>('shortlist-names').textContent ?? '{}') as {
    bodies: Record<string, string>;
    categories: Record<string, string>;
  };
  const region = new Intl.DisplayNames(['en'], { type: 'region' });
  const columns = comparisonColumns(
    {
      body: (code) => given.bodies[code] ?? code,
      country: (code) => region.of(code) ?? code,
      category: (slug) => given.categories[slug] ?? slug,
    },
    location.origin,
  );
  let labs: ComparedLab[] = [];

  function render(): void {
    const list = readShortlist();
    labs = labs.filter((l) => list.includes(l.slug));
    const empty = labs.length === 0;
    status.textContent = empty
      ? 'Your shortlist is empty.'
      : `${labs.length} ${labs.length === 1 ? 'lab' : 'labs'} on your shortlist.`;
    actions.hidden = empty;
    compare.hidden = empty;
    table.dataset.state = 'ready';
    if (empty) return;
    const head = document.createElement('tr');
    const corner = document.createElement('td');
    head.append(corner);
    for (const lab of labs) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.dataset.slug = lab.slug;
      const link = document.createElement('a');
      link.href = `/labs/${lab.slug}/`;
      link.textContent = lab.name;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', `Remove ${lab.name}`);
      remove.addEventListener('click', () => {
        writeShortlist(toggled(readShortlist(), lab.slug));
        render();
      });
      th.append(link, document.createElement('br'), remove);
      head.append(th);
    }
    table.tHead!.replaceChildren(head);
    const rows = columns.slice(1).map((column) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = column.header;
      tr.append(th);
      for (const lab of labs) {
        const td = document.createElement('td');
        const value = column.value(lab);
        if (/^https?:\/\//.test(value)) {
          const a = document.createElement('a');
          a.href = value;
          a.rel = 'nofollow noopener';
          a.textContent = value;
          td.append(a);
        } else td.textContent = value;
        tr.append(td);
      }
      return tr;
    });
    table.tBodies[0]!.replaceChildren(...rows);
  }

  byId('shortlist-print').addEventListener('click', () => window.print());
  byId('shortlist-csv').addEventListener('click', () => {
    const blob = new Blob([shortlistCsv(labs, columns)], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `lab-shortlist-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  byId('shortlist-clear').addEventListener('click', () => {
    writeShortlist([]);
    render();
  });

  const list = readShortlist();
  if (list.length > 0) {
    const query = new URLSearchParams(list.map((slug) => ['slug', slug]));
    try {
      const response = await fetch(`/_site/labs?${query}`);
      if (!response.ok) throw new Error(`the site answered ${response.status}`);
      const body = (await response.json()) as { labs: ComparedLab[] };
      // In the order they were added.
      labs = list.flatMap((slug) => body.labs.filter((l) => l.slug === slug));
    } catch {
      status.textContent = 'The shortlist could not be loaded just now. Try again shortly.';
      table.dataset.state = 'error';
      return;
    }
  }
  render();
}

void start();
