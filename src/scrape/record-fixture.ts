// `npm run scrape -- --check --record`: what the first-run check fetched from
// a live register, saved as a fixture under test/fixtures/registers/<body>/recorded/
// so the adapter can be re-tested offline on the real thing. Personal e-mail
// addresses are scrubbed from text answers; PDFs are kept as fetched, so the
// operator reviews them (and any names) before committing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRoleLocalPart } from '../domain/privacy.ts';
import type { Fetched } from './check.ts';

const EMAIL = /([A-Za-z0-9._%+-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/**
 * Text with every e-mail address that is not a role address (info@, lab@…) replaced: personal addresses never reach a
 * fixture.
 */
export function scrubPersonalData(text: string): { text: string; scrubbed: number } {
  let scrubbed = 0;
  const out = text.replace(EMAIL, (whole, local: string) => {
    if (isRoleLocalPart(local.toLowerCase())) return whole;
    scrubbed++;
    return 'person@example.invalid';
  });
  return { text: out, scrubbed };
}

const extension = (f: Fetched) =>
  f.kind === 'json'
    ? 'json'
    : f.kind === 'bytes'
      ? /pdf/i.test(f.url)
        ? 'pdf'
        : 'bin'
      : /html/i.test(f.contentType)
        ? 'html'
        : 'txt';

export interface RecordedFixture {
  dir: string;
  files: number;
  scrubbed: number;
  /** Files kept as fetched (binary): to review by hand before committing. */
  review: string[];
}

/**
 * Writes each answer to `<dir>/NN-<name>.<ext>` and `index.json` (url, method, form, content type, file) for a test's
 * handlers.
 */
export async function recordFixture(dir: string, fetched: readonly Fetched[]): Promise<RecordedFixture> {
  await mkdir(dir, { recursive: true });
  const index: Array<Omit<Fetched, 'body'> & { file: string }> = [];
  let scrubbed = 0;
  const review: string[] = [];
  for (const [i, f] of fetched.entries()) {
    const name =
      new URL(f.url).pathname
        .split('/')
        .filter(Boolean)
        .pop()
        ?.replace(/[^A-Za-z0-9._-]+/g, '_')
        .slice(0, 60) || 'index';
    const file = `${String(i + 1).padStart(2, '0')}-${name.replace(/\.[a-z0-9]+$/i, '')}.${extension(f)}`;
    let body: Uint8Array | string = f.body;
    if (f.kind !== 'bytes') {
      const clean = scrubPersonalData(Buffer.from(f.body).toString('utf8'));
      scrubbed += clean.scrubbed;
      body = clean.text;
    } else review.push(file);
    await writeFile(path.join(dir, file), body);
    const { body: _body, ...meta } = f;
    index.push({ ...meta, file });
  }
  await writeFile(path.join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return { dir, files: fetched.length, scrubbed, review };
}
