// The /search page in the browser: the state (search-state.ts) read from the
// URL, changed by the visitor's transitions, pushed to the history (so back
// and forward walk the searches), asked of the site's own route
// (/_site/search) and shown. Filters apply when changed; words when submitted.
//
// DOM contract (the browser tests rely on it): form#search with input#q,
// the selects #country, #category, #body, #status, #radius_km and #sort, and
// input#near_city with datalist#places (suggested places); ol#results whose
// data-state is "loading" from the moment the state changes until the results
// shown are final, then "ready" ("limited" when the site's allowance is spent,
// "error" otherwise); p#result-count with the total once ("556 labs · page 2
// of 23", "No labs match"; the number alone in its data-count); p#result-notes
// (words left out, the place); nav#pages with a[data-page] links. Each result
// li[data-slug] holds the lab's link and, for a test or standard search,
// ul.matched with the lines that matched. Each option of the four filter
// selects shows how many labs it would give with the other filters
// ("Germany (1,234)"; the number in data-count); a select's data-counts is
// "ready" when they belong to the results shown.
import { FACET_DIMENSIONS, type FacetCount, type FacetDimension } from '../../domain/facets.ts';
import {
  answerNotes,
  countedLabel,
  countText,
  effectiveSort,
  hasCriteria,
  limitedText,
  next,
  optionCount,
  pageNumbers,
  parseState,
  searchRequest,
  sortAvailable,
  stateQuery,
  type ResultLab,
  type SearchAnswer,
  type SearchState,
  type SortOrder,
  type Transition,
} from './search-state.ts';
import { matchedLineItem } from './matched-line.ts';
import { shortlistButton } from './shortlist.ts';
import { pageText } from './page-text.ts';
import { fill, formatDate, plural } from '../i18n/format.ts';
import { labPagePath } from '../i18n/paths.ts';
import { statusWord } from '../i18n/status.ts';

const PLACES_DEBOUNCE_MS = 250;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function start(): void {
  const form = byId<HTMLFormElement>('search');
  if (!form) return;
  const q = byId<HTMLInputElement>('q');
  const near = byId<HTMLInputElement>('near_city');
  const places = byId<HTMLDataListElement>('places');
  const radius = byId<HTMLSelectElement>('radius_km');
  const sort = byId<HTMLSelectElement>('sort');
  const list = byId<HTMLOListElement>('results');
  const count = byId<HTMLParagraphElement>('result-count');
  const notes = byId<HTMLParagraphElement>('result-notes');
  const hint = byId<HTMLParagraphElement>('results-hint');
  const pager = byId<HTMLElement>('pages');
  const heading = byId<HTMLHeadingElement>('results-heading');
  // The page's own hint, in its language, is what an empty search shows again.
  const hintText = hint.textContent ?? '';
  const facetSelects: Record<FacetDimension, HTMLSelectElement> = {
    country: byId('country'),
    category: byId('category'),
    body: byId('body'),
    status: byId('status'),
  };

  const optionLabels = (select: HTMLSelectElement) =>
    new Map([...select.options].filter((o) => o.value).map((o) => [o.value, o.dataset.label ?? o.text]));
  const countryNames = optionLabels(facetSelects.country);
  const bodyNames = optionLabels(facetSelects.body);
  const allowed = {
    countries: new Set(countryNames.keys()),
    categories: new Set(optionLabels(facetSelects.category).keys()),
    bodies: new Set(bodyNames.keys()),
  };
  const plainText = new Map<HTMLOptionElement, string>();
  for (const select of Object.values(facetSelects)) for (const o of select.options) plainText.set(o, o.text);

  const text = pageText();
  let state: SearchState = parseState(new URLSearchParams(location.search), allowed);

  function showCounts(dimension: FacetDimension, counts: readonly FacetCount[] | null): void {
    const select = facetSelects[dimension];
    for (const option of select.options) {
      const n = counts ? optionCount(dimension, option.value, counts) : null;
      const label = countedLabel(plainText.get(option) ?? option.text, n, text.lang);
      if (option.text !== label) option.text = label;
      if (n === null) delete option.dataset.count;
      else option.dataset.count = String(n);
    }
    select.dataset.counts = counts ? 'ready' : 'none';
  }

  function writeForm(s: SearchState): void {
    q.value = s.q;
    near.value = s.near_city;
    radius.value = String(s.radius_km);
    for (const d of FACET_DIMENSIONS) facetSelects[d].value = s[d];
    for (const option of sort.options) option.disabled = !sortAvailable(s, option.value as SortOrder);
    sort.value = effectiveSort(s);
  }

  function setListState(value: 'loading' | 'ready' | 'error' | 'limited'): void {
    list.dataset.state = value;
    if (value === 'loading') list.setAttribute('aria-busy', 'true');
    else list.removeAttribute('aria-busy');
  }

  function item(lab: ResultLab, order: string): HTMLLIElement {
    const li = document.createElement('li');
    li.dataset.slug = lab.slug;
    li.dataset.country = lab.country;
    li.dataset.body = lab.accreditation_body;
    li.dataset.status = lab.accreditation_status ?? '';
    const link = document.createElement('a');
    // The words go along, so the lab's page can show the lines that matched them.
    const words = state.q.trim();
    link.href = `${labPagePath(text.lang, lab)}${words ? `?${new URLSearchParams({ q: words })}` : ''}`;
    link.textContent = lab.name;
    const meta = document.createElement('span');
    meta.className = 'meta';
    const place = [lab.city, countryNames.get(lab.country) ?? lab.country].filter(Boolean).join(', ');
    const accreditation = [bodyNames.get(lab.accreditation_body) ?? lab.accreditation_body, lab.accreditation_number]
      .filter(Boolean)
      .join(' ');
    const distance = lab.city_distance_km === undefined ? '' : ` (${Math.round(lab.city_distance_km)} km)`;
    meta.append(` — ${place}${distance} · ${accreditation} · `);
    const [what, date] =
      order === '-accreditation_date'
        ? [text.results.accredited, lab.accreditation_date]
        : order === '-last_verified'
          ? [text.results.verified, lab.last_verified]
          : [null, null];
    if (what && date) {
      const time = document.createElement('time');
      time.dateTime = date;
      time.textContent = formatDate(text.lang, date);
      meta.append(`${what} `, time, ' · ');
    }
    // Suspended and withdrawn in capitals and colour (the shell's .st styles), never colour alone.
    const marked = lab.accreditation_status === 'suspended' || lab.accreditation_status === 'withdrawn';
    const st = document.createElement(marked ? 'strong' : 'span');
    st.className = marked ? `st ${lab.accreditation_status}` : 'st';
    st.textContent = statusWord(lab.accreditation_status, text.status);
    li.append(link, meta, st, ' ', shortlistButton(lab.slug, lab.name));
    if (lab.matched.length > 0) {
      const lines = document.createElement('ul');
      lines.className = 'matched';
      lines.setAttribute('aria-label', text.results.matchedLabel);
      for (const line of lab.matched) lines.append(matchedLineItem(line));
      li.append(lines);
    }
    return li;
  }

  function renderPager(answer: SearchAnswer): void {
    pager.replaceChildren();
    pager.hidden = answer.pages <= 1;
    if (pager.hidden) return;
    const link = (page: number, text: string, label?: string) => {
      const a = document.createElement('a');
      a.href = `${location.pathname}${stateQuery({ ...state, page })}`;
      a.dataset.page = String(page);
      a.textContent = text;
      if (label) a.setAttribute('aria-label', label);
      if (page === answer.page) a.setAttribute('aria-current', 'page');
      return a;
    };
    if (answer.page > 1) pager.append(link(answer.page - 1, text.results.previous));
    for (const p of pageNumbers(answer.page, answer.pages)) {
      if (p === null) {
        const gap = document.createElement('span');
        gap.textContent = '…';
        pager.append(gap);
      } else pager.append(link(p, p.toLocaleString(text.lang), fill(text.results.pageLabel, { page: p })));
    }
    if (answer.page < answer.pages) pager.append(link(answer.page + 1, text.results.next));
  }

  function render(answer: SearchAnswer): void {
    const order = effectiveSort(state);
    const fragment = document.createDocumentFragment();
    for (const lab of answer.results) fragment.append(item(lab, order));
    list.replaceChildren(fragment);
    count.textContent = countText(answer, text);
    count.dataset.count = String(answer.total);
    notes.textContent = answerNotes(answer, state, text, (cc) => countryNames.get(cc) ?? cc).join(' ');
    hint.hidden = true;
    for (const d of FACET_DIMENSIONS) showCounts(d, answer.facets[d] ?? []);
    renderPager(answer);
  }

  function renderNothing(message: string, listState: 'ready' | 'error' | 'limited'): void {
    list.replaceChildren();
    count.textContent = '';
    count.dataset.count = '';
    notes.textContent = '';
    pager.hidden = true;
    hint.hidden = false;
    hint.textContent = message;
    if (listState !== 'ready') for (const d of FACET_DIMENSIONS) showCounts(d, null);
    setListState(listState);
  }

  let sequence = 0;
  /** Ask for the state's results; `focus`: the visitor asked, so the results heading takes focus (and the view). */
  async function run(focus: boolean): Promise<void> {
    const id = ++sequence;
    writeForm(state);
    if (!hasCriteria(state)) {
      renderNothing(hintText, 'ready');
      for (const d of FACET_DIMENSIONS) showCounts(d, null);
      return;
    }
    setListState('loading');
    let response: Response;
    try {
      response = await fetch(searchRequest(state), { headers: { Accept: 'application/json' } });
    } catch {
      if (id === sequence) renderNothing(text.results.unavailable, 'error');
      return;
    }
    if (id !== sequence) return;
    const body = (await response.json().catch(() => null)) as (SearchAnswer & { error?: string }) | null;
    if (id !== sequence) return;
    if (response.status === 429) {
      const daily = Boolean((body as { daily?: boolean } | null)?.daily);
      renderNothing(limitedText(Number(response.headers.get('Retry-After')) || 60, daily, text), 'limited');
    } else if (!response.ok || !body || body.error) {
      renderNothing(text.results.unavailableLater, 'error');
    } else {
      render(body);
      setListState('ready');
    }
    if (focus) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start' });
    }
  }

  /** A visitor's change: the new state, in the history (back returns to the one before), then its results. */
  function go(transition: Transition, focus = false): void {
    const changed = next(state, transition, allowed);
    state = changed;
    const query = stateQuery(state);
    if (query !== location.search) history.pushState(null, '', `${location.pathname}${query}`);
    void run(focus);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // Enter in the place field submits too: both texts are taken as they stand.
    state = { ...state, near_city: near.value.trim().slice(0, 100) };
    go({ type: 'search', q: q.value }, true);
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target === q) return; // words apply when submitted
    if (target === radius) go({ type: 'set', field: 'radius_km', value: Number(radius.value) });
    else if (target === near) go({ type: 'set', field: 'near_city', value: near.value.trim() });
    else if (target.id in facetSelects || target === sort)
      go({ type: 'set', field: target.id as 'country', value: target.value });
  });
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    go({ type: 'clear' });
  });
  pager.addEventListener('click', (event) => {
    const a = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-page]');
    if (!a || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go({ type: 'page', page: Number(a.dataset.page) }, true);
  });
  window.addEventListener('popstate', () => {
    state = next(state, { type: 'url', query: location.search }, allowed);
    void run(false);
  });

  // Places as the visitor types one (the route's suggestions: cities with labs, in any language's name).
  let placesTimer: ReturnType<typeof setTimeout> | undefined;
  near.addEventListener('input', () => {
    clearTimeout(placesTimer);
    const typed = near.value.trim();
    if (typed.length < 2) return;
    placesTimer = setTimeout(async () => {
      try {
        const response = await fetch(`/_site/places?q=${encodeURIComponent(typed)}`);
        if (!response.ok) return;
        const { places: found } = (await response.json()) as { places: { label: string; lab_count: number }[] };
        places.replaceChildren(
          ...found.map((p) => {
            const option = document.createElement('option');
            option.value = p.label;
            option.label = `${p.label} (${plural(text.lang, text.plural.labs, p.lab_count)})`;
            return option;
          }),
        );
      } catch {
        // Suggestions are a help, not a need: the place can still be typed.
      }
    }, PLACES_DEBOUNCE_MS);
  });

  void run(false);
}

start();
