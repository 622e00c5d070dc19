// The words a page's script writes, in the page's language: the layout
// embeds them as JSON (script#ui-text, from src/site/i18n/messages) on the
// pages whose scripts need them.
import type { BrowserText } from '../i18n/messages.ts';

let text: BrowserText | undefined;

export function pageText(): BrowserText {
  text ??= JSON.parse(document.getElementById('ui-text')?.textContent ?? 'null') as BrowserText;
  return text;
}
