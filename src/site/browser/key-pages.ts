// The key pages in the browser (/get-a-key/, /get-a-key/confirm/,
// /manage-key/): each wires what it finds, talking to the key routes
// (src/api/key-service.ts) with JSON bodies, keys in X-Api-Key only.
import { fill } from '../i18n/format.ts';
import { pageText } from './page-text.ts';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** Every field the key routes answer with (each route fills some). */
interface Answer {
  error?: string;
  message?: string;
  key?: string;
  id?: string;
  tier?: string;
  revoked?: string;
  created_at?: string;
  burst?: { limit: number; remaining: number };
  daily?: { limit: number; remaining: number };
}

async function call(method: string, path: string, init: { body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.key !== undefined) headers['X-Api-Key'] = init.key;
  try {
    const response = await fetch(path, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await response.json().catch(() => ({}))) as Answer;
    return { status: response.status, body };
  } catch {
    return { status: 0, body: { error: 'The server could not be reached. Try again shortly.' } };
  }
}

function signupPage(): void {
  const form = byId<HTMLFormElement>('signup');
  const result = byId<HTMLParagraphElement>('signup-result');
  if (!form || !result) return;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = (byId<HTMLInputElement>('email')?.value ?? '').trim();
    // In the page's language: the route's own messages are English (the API's language).
    const words = pageText().key;
    result.textContent = words.sending;
    const { status } = await call('POST', '/keys/signup', { body: { email } });
    result.textContent =
      status === 202
        ? words.sent
        : status === 400
          ? words.invalid
          : status === 429
            ? words.tooMany
            : status === 0
              ? words.unreachable
              : fill(words.failed, { status });
    result.dataset.status = String(status);
  });
}

function confirmPage(): void {
  const button = byId<HTMLButtonElement>('confirm');
  const result = byId<HTMLParagraphElement>('confirm-result');
  if (!button || !result) return;
  const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
  // The token leaves the address bar (and the history) at once.
  if (location.hash) history.replaceState(null, '', location.pathname);
  if (!token) {
    button.hidden = true;
    result.textContent = 'This page needs the link from your mail. Ask for a key on the previous page.';
    return;
  }
  button.addEventListener('click', async () => {
    button.disabled = true;
    const { status, body } = await call('POST', '/keys/confirm', { body: { token } });
    result.dataset.status = String(status);
    if (status !== 201) {
      result.textContent = body.error ?? `The server answered ${status}.`;
      return;
    }
    byId('new-key')!.textContent = body.key ?? '';
    byId('key-example')!.textContent = `curl -H 'X-Api-Key: ${body.key}' ${location.origin}/api/v1/labs?q=tensile`;
    byId('key-box')!.hidden = false;
    button.hidden = true;
    result.textContent = 'Here is your key.';
  });
}

function managePage(): void {
  const form = byId<HTMLFormElement>('manage');
  const input = byId<HTMLInputElement>('key');
  const result = byId<HTMLDivElement>('manage-result');
  if (!form || !input || !result) return;
  const show = (status: number, ...nodes: (string | Node)[]) => {
    result.dataset.status = String(status);
    result.replaceChildren(...nodes);
  };
  const para = (...nodes: (string | Node)[]) => {
    const p = document.createElement('p');
    p.append(...nodes);
    return p;
  };
  const code = (text: string) => {
    const c = document.createElement('code');
    c.textContent = text;
    return c;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { status, body } = await call('GET', '/keys/usage', { key: input.value.trim() });
    if (status !== 200) return show(status, para(body.error ?? `The server answered ${status}.`));
    const fmt = (n: number) => n.toLocaleString('en');
    const none = { limit: 0, remaining: 0 };
    const [burst, daily] = [body.burst ?? none, body.daily ?? none];
    show(
      status,
      para(`Key ${body.id}, ${body.tier} tier, issued ${String(body.created_at).slice(0, 10)}.`),
      para(`This minute: ${fmt(burst.limit - burst.remaining)} of ${fmt(burst.limit)} requests used.`),
      para(`Today (UTC): ${fmt(daily.limit - daily.remaining)} of ${fmt(daily.limit)} requests used.`),
    );
  });
  byId('rotate')?.addEventListener('click', async () => {
    if (!confirm('Rotate this key? It stops working at once; the new key is shown once.')) return;
    const { status, body } = await call('POST', '/keys/rotate', { key: input.value.trim() });
    if (status !== 201) return show(status, para(body.error ?? `The server answered ${status}.`));
    input.value = body.key ?? '';
    show(
      status,
      para('Your new key (shown once; copy it now): ', code(body.key ?? '')),
      para('The old key no longer works.'),
    );
  });
  byId('revoke')?.addEventListener('click', async () => {
    if (!confirm('Revoke this key for good?')) return;
    const { status, body } = await call('POST', '/keys/revoke', { key: input.value.trim() });
    if (status !== 200) return show(status, para(body.error ?? `The server answered ${status}.`));
    input.value = '';
    show(status, para(`Key ${body.revoked} is revoked.`));
  });
}

signupPage();
confirmPage();
managePage();
