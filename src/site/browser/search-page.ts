// The /search page in the browser: reads the state from the URL, keeps the URL
// in step with the form (history.replaceState), asks the worker
// (search-worker.ts: shards, index, filters) for the labs to show, and
// renders them. The main thread never holds the directory: it stays free for
// typing however large the first search is.
//
// DOM contract (browser tests rely on it): form#search with input#q and the
// selects #country, #category, #body, #status; ol#results whose data-state is
// "loading" from the moment the form changes until the results shown are
// final, then "ready" ("error" when a shard cannot be fetched); the count in
// p#result-count ("37 labs", "No labs match", "1,234 labs — showing 100 of
// 1,234"; the number alone in its data-count).
// Facet counts: each option of those four selects that has a value keeps its
// plain label in data-label and shows, once counted, how many labs it would
// give with the words and the other filters ("Germany (1,234)", "(0)" too: it
// stays selectable; the number alone in its data-count; "All statuses" counts
// every status). Each select's data-counts is "ready" when its options show
// the counts of the results shown (or of the page without a search),
// "loading" while they are computed (the country counts of a search in one
// country wait for the other countries' shards; meanwhile the options show
// their labels alone), "error" when a shard they need cannot be fetched.
// Sorting: select#sort, "relevance" (the default with words; disabled
// without), "name" (the default without), "-accreditation_date" (newest
// accreditation), "-last_verified" (recently verified); kept in the URL's
// `sort` when chosen, as the API's parameter. Sorted by a date, each result
// says it ("accredited 2024-07-11").
// Tests and standards (test-search.ts): on submit, or when the page opens
// with words in its URL, the anonymous API answers into ol#tests-results
// (data-state "loading", "ready", "limited" when the visitor's budget is
// spent, "error"), counted in p#tests-count, under section#tests.
import type { ShardManifest } from '../search-shard.ts';
import type { ResultLab, SearchRequest, SearchResponse } from './search-worker.ts';
import {
  countedLabel,
  countText,
  effectiveSort,
  EMPTY_STATE,
  facetShards,
  hasCriteria,
  optionCount,
  parseState,
  shardsFor,
  stateQuery,
  statusText,
  type SearchState,
  type SortChoice,
  type SortOrder,
} from './search-state.ts';
import { FACET_DIMENSIONS, type FacetCount, type FacetDimension, type Facets } from '../../domain/facets.ts';
import { limitedText, searchTests } from './test-search.ts';
import { queryTerms } from '../../domain/search-rules.ts';

/** Typing settles for this long before a search runs. */
const DEBOUNCE_MS = 120;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

function start(): void {
  const form = byId<HTMLFormElement>('search');
  const q = byId<HTMLInputElement>('q');
  const country = byId<HTMLSelectElement>('country');
  const category = byId<HTMLSelectElement>('category');
  const body = byId<HTMLSelectElement>('body');
  const status = byId<HTMLSelectElement>('status');
  const sort = byId<HTMLSelectElement>('sort');
  const list = byId<HTMLOListElement>('results');
  const count = byId<HTMLParagraphElement>('result-count');
  const hint = byId<HTMLParagraphElement>('results-hint');
  const more = byId<HTMLParagraphElement>('results-more');
  const manifestElement = byId<HTMLScriptElement>('search-shards');
  const tests = byId<HTMLElement>('tests');
  const testsQuery = byId<HTMLElement>('tests-q');
  const testsList = byId<HTMLOListElement>('tests-results');
  const testsCount = byId<HTMLParagraphElement>('tests-count');
  if (
    !form ||
    !q ||
    !country ||
    !category ||
    !body ||
    !status ||
    !sort ||
    !list ||
    !count ||
    !hint ||
    !more ||
    !manifestElement
  )
    return;
  if (!tests || !testsQuery || !testsList || !testsCount) return;
  const manifest = JSON.parse(manifestElement.textContent ?? '{}') as ShardManifest;

  // Labels for results, from the options the page already carries.
  const optionLabels = (select: HTMLSelectElement) =>
    new Map([...select.options].filter((o) => o.value).map((o) => [o.value, o.dataset.label ?? o.text]));
  const countryNames = optionLabels(country);
  const bodyNames = optionLabels(body);
  const allowed = {
    countries: new Set(countryNames.keys()),
    categories: new Set(optionLabels(category).keys()),
    bodies: new Set(bodyNames.keys()),
  };

  // Facet counts in the options' text; each option's text without one, as the page came.
  const facetSelects: Record<FacetDimension, HTMLSelectElement> = { country, body, category, status };
  const plainText = new Map<HTMLOptionElement, string>();
  for (const select of Object.values(facetSelects))
    for (const option of select.options) plainText.set(option, option.text);
  /** The dimension's counts in its options (null: none, the labels alone), and its data-counts. */
  function showCounts(
    dimension: FacetDimension,
    counts: readonly FacetCount[] | null,
    state: 'ready' | 'loading' | 'error',
  ): void {
    const select = facetSelects[dimension];
    for (const option of select.options) {
      const n = counts ? optionCount(dimension, option.value, counts) : null;
      const text = countedLabel(plainText.get(option) ?? option.text, n);
      if (option.text !== text) option.text = text;
      if (n === null) delete option.dataset.count;
      else option.dataset.count = String(n);
    }
    select.dataset.counts = state;
  }
  function showFacets(facets: Facets, dimensions: readonly FacetDimension[] = FACET_DIMENSIONS): void {
    for (const d of dimensions) showCounts(d, facets[d] ?? [], 'ready');
  }
  /** Counts about to change: marked, not cleared (the labels would flicker with every keystroke). */
  function countsLoading(): void {
    for (const select of Object.values(facetSelects)) select.dataset.counts = 'loading';
  }

  // The sort chosen ('' while the default), apart from the select, which shows the order in force.
  let chosenSort: SortChoice = '';
  function showSort(state: SearchState): void {
    const relevance = [...sort!.options].find((o) => o.value === 'relevance');
    if (relevance) relevance.disabled = effectiveSort({ ...state, sort: '' }) !== 'relevance';
    sort!.value = effectiveSort(state);
  }
  sort.addEventListener('change', () => {
    // Relevance is the default wherever it can be chosen (with words).
    chosenSort = sort.value === 'relevance' ? '' : (sort.value as SortChoice);
  });

  // The worker starts with the first search, not with the page.
  let worker: Worker | undefined;
  const waiting = new Map<number, (response: SearchResponse) => void>();
  const loaded = new Set<string>();
  function ask(request: SearchRequest): Promise<SearchResponse> {
    if (!worker) {
      worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
      worker.onmessage = (event: MessageEvent<SearchResponse>) => {
        for (const cc of event.data.loaded) loaded.add(cc);
        if (event.data.type === 'facets') {
          if (event.data.id === sequence && !scheduled) pendingCounts(event.data);
          return;
        }
        waiting.get(event.data.id)?.(event.data);
        waiting.delete(event.data.id);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        for (const [id, resolve] of waiting)
          resolve({ id, type: 'error', message: event.message || 'the search worker failed', loaded: [] });
        waiting.clear();
        worker?.terminate();
        worker = undefined;
      };
    }
    return new Promise((resolve) => {
      waiting.set(request.id, resolve);
      worker!.postMessage(request);
    });
  }

  function readForm(): SearchState {
    return parseState(
      new URLSearchParams({
        q: q!.value,
        country: country!.value,
        category: category!.value,
        body: body!.value,
        status: status!.value,
        sort: chosenSort,
      }),
      allowed,
    );
  }
  function writeForm(state: SearchState): void {
    q!.value = state.q;
    country!.value = state.country;
    category!.value = state.category;
    body!.value = state.body;
    status!.value = state.status;
    chosenSort = state.sort;
    showSort(state);
  }

  /** The counts that waited for more shards (the worker's second message for a search). */
  function pendingCounts(message: Extract<SearchResponse, { type: 'facets' }>): void {
    if (message.facets) showFacets(message.facets, message.dimensions);
    else {
      console.warn('search facets:', message.message);
      for (const d of message.dimensions) showCounts(d, null, 'error');
    }
  }

  function setState(value: 'loading' | 'ready' | 'error'): void {
    // A change waiting for its search: what is shown is not final yet.
    if (scheduled) value = 'loading';
    list!.dataset.state = value;
    if (value === 'loading') list!.setAttribute('aria-busy', 'true');
    else list!.removeAttribute('aria-busy');
  }

  function item(lab: ResultLab, order?: SortOrder): HTMLLIElement {
    const li = document.createElement('li');
    li.dataset.slug = lab.slug;
    li.dataset.country = lab.country;
    li.dataset.body = lab.accreditation_body;
    li.dataset.status = lab.accreditation_status ?? '';
    const link = document.createElement('a');
    link.href = `/labs/${encodeURIComponent(lab.slug)}/`;
    link.textContent = lab.name;
    const meta = document.createElement('span');
    meta.className = 'meta';
    const place = [lab.city, countryNames.get(lab.country) ?? lab.country].filter(Boolean).join(', ');
    const accreditation = [bodyNames.get(lab.accreditation_body) ?? lab.accreditation_body, lab.accreditation_number]
      .filter(Boolean)
      .join(' ');
    meta.append(` — ${place} · ${accreditation} · `);
    // Sorted by a date, the date: what the order is by.
    const [what, date] =
      order === '-accreditation_date'
        ? ['accredited', lab.accreditation_date]
        : order === '-last_verified'
          ? ['verified', lab.last_verified]
          : [null, null];
    if (what && date) {
      const time = document.createElement('time');
      time.dateTime = date;
      time.textContent = date;
      meta.append(`${what} `, time, ' · ');
    }
    // Suspended and withdrawn in capitals and colour (Status.astro's styles), never colour alone.
    const marked = lab.accreditation_status === 'suspended' || lab.accreditation_status === 'withdrawn';
    const st = document.createElement(marked ? 'strong' : 'span');
    st.className = marked ? `st ${lab.accreditation_status}` : 'st';
    st.textContent = statusText(lab.accreditation_status);
    li.append(link, meta, st);
    return li;
  }

  /** Results, or none (`null`: nothing asked yet, or the search failed, `message` saying which). */
  function render(results: { labs: ResultLab[]; total: number } | null, message = '', order?: SortOrder): void {
    const fragment = document.createDocumentFragment();
    for (const lab of results?.labs ?? []) fragment.append(item(lab, order));
    list!.replaceChildren(fragment);
    count!.textContent = results ? countText(results) : '';
    count!.dataset.count = results ? String(results.total) : '';
    hint!.hidden = results !== null;
    if (!hint!.hidden) hint!.textContent = message;
    document.documentElement.classList.toggle('has-query', results !== null);
    more!.textContent =
      results && results.labs.length < results.total ? 'Add words or filters to narrow the list.' : '';
  }

  let sequence = 0;
  /** A change is waiting for its search (the debounce): nothing shown is final until it runs. */
  let scheduled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function run(): Promise<void> {
    const id = ++sequence;
    const state = readForm();
    const query = stateQuery(state);
    if (query !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    showSort(state);
    if (!hasCriteria(state)) {
      render(null, "Search by a lab's name, city, accreditation number, test or standard, or choose a filter.");
      // The page without a search: the build's counts (every lab, the default status).
      showFacets(manifest.facets);
      setState('ready');
      return;
    }
    const countries = shardsFor(state, manifest);
    const fetching = countries.filter((cc) => !loaded.has(cc));
    if (fetching.length > 0) {
      setState('loading');
      count!.textContent =
        'Loading the index of ' +
        `${fetching.length === 1 ? (countryNames.get(fetching[0]!) ?? fetching[0]) : `${fetching.length} countries`}` +
        '…';
    }
    const response = await ask({ id, state, countries, facetCountries: facetShards(state, manifest) });
    if (id !== sequence) return;
    if (response.type === 'results') {
      render(response, '', effectiveSort(state));
      for (const d of FACET_DIMENSIONS) {
        if (response.pending.includes(d)) showCounts(d, null, 'loading');
        else showCounts(d, response.facets[d] ?? [], scheduled ? 'loading' : 'ready');
      }
      setState('ready');
    } else if (response.type === 'error') {
      console.warn('search:', response.message);
      render(null, 'The search index could not be loaded. Try again, or browse the listings below.');
      count!.textContent = 'Search unavailable';
      for (const d of FACET_DIMENSIONS) showCounts(d, null, 'error');
      setState('error');
    }
  }

  let testSequence = 0;
  /**
   * Labs accredited for the words as a test or standard, from the API: only when asked (each answer counts against the
   * visitor's budget).
   */
  async function runTests(): Promise<void> {
    const id = ++testSequence;
    const state = readForm();
    if (queryTerms(state.q).length === 0) {
      tests!.hidden = true;
      return;
    }
    tests!.hidden = false;
    testsQuery!.textContent = state.q.trim();
    testsList!.dataset.state = 'loading';
    testsCount!.textContent = 'Searching the accredited tests and standards…';
    const answer = await searchTests(state);
    if (id !== testSequence) return;
    if (answer.type === 'results') {
      const fragment = document.createDocumentFragment();
      for (const lab of answer.labs) fragment.append(item(lab));
      testsList!.replaceChildren(fragment);
      testsCount!.textContent = answer.note ? `${answer.note} ${countText(answer)}` : countText(answer);
      testsCount!.dataset.count = String(answer.total);
    } else {
      testsList!.replaceChildren();
      testsCount!.textContent =
        answer.type === 'limited'
          ? limitedText(answer)
          : 'The test and standard search is unavailable just now. Try again later.';
      testsCount!.dataset.count = '';
      if (answer.type === 'error') console.warn('test search:', answer.message);
    }
    testsList!.dataset.state = answer.type === 'results' ? 'ready' : answer.type;
  }

  function schedule(delay: number): void {
    // "loading" at once, so nothing waiting for "ready" reads results (or counts) that are about to change.
    scheduled = true;
    setState('loading');
    countsLoading();
    clearTimeout(timer);
    timer = setTimeout(() => {
      scheduled = false;
      void run();
    }, delay);
  }

  q.addEventListener('input', () => schedule(DEBOUNCE_MS));
  form.addEventListener('change', (event) => {
    if (event.target !== q) schedule(0);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    schedule(0);
    void runTests();
  });
  form.addEventListener('reset', () => {
    // After the browser has reset the controls (the status select's default is "active").
    setTimeout(() => {
      writeForm(EMPTY_STATE);
      schedule(0);
      void runTests();
    });
  });

  writeForm(parseState(new URLSearchParams(location.search), allowed));
  void run();
  // A shared link with words asks once, as a submit would.
  void runTests();
}

start();
