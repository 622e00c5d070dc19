// Bodies: legacy charsets decoded, JSON parsed, bytes exact, POST bodies encoded.
import { describe, expect, it } from 'vitest';
import { ResponseParseError, ResponseTooLargeError, UnknownEncodingError } from '../../../src/scrape/http/errors.ts';
import { HttpResponse, http, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const R = 'https://register.example';
const CZ = 'Zkušební laboratoř';
// windows-1250: š = 0x9A, í = 0xED, ř = 0xF8
const CZ_1250 = Buffer.from([
  0x5a, 0x6b, 0x75, 0x9a, 0x65, 0x62, 0x6e, 0xed, 0x20, 0x6c, 0x61, 0x62, 0x6f, 0x72, 0x61, 0x74, 0x6f, 0xf8,
]);
const DE = 'Prüflaboratorium Müller & Söhne GmbH, Größenmessung';
const raw = (bytes: Buffer, contentType: string) => () =>
  new HttpResponse(new Uint8Array(bytes), { headers: { 'content-type': contentType } });

const server = useMswServer();

describe('decoding', () => {
  it('ISO-8859-1 from the Content-Type charset', async () => {
    server.use(http.get(`${R}/de`, raw(Buffer.from(`<p>${DE}</p>`, 'latin1'), 'text/html; charset=ISO-8859-1')));
    await expect(testHttp().text(`${R}/de`)).resolves.toMatchObject({ text: `<p>${DE}</p>` });
  });

  it('Windows-1250 from the Content-Type charset', async () => {
    server.use(http.get(`${R}/cz`, raw(CZ_1250, 'text/html; charset=windows-1250')));
    await expect(testHttp().text(`${R}/cz`)).resolves.toMatchObject({ text: CZ });
  });

  it('Windows-1250 from <meta charset> when the header has none', async () => {
    const page = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1250"></head><body>'),
      CZ_1250,
      Buffer.from('</body></html>'),
    ]);
    server.use(http.get(`${R}/cz`, raw(page, 'text/html')));
    const { text } = await testHttp().text(`${R}/cz`);
    expect(text).toContain(`<body>${CZ}</body>`);
  });

  it('ISO-8859-1 from <meta http-equiv="Content-Type">', async () => {
    const page = Buffer.from(
      `<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><p>${DE}</p>`,
      'latin1',
    );
    server.use(http.get(`${R}/de`, raw(page, 'text/html')));
    await expect(testHttp().text(`${R}/de`)).resolves.toMatchObject({ text: expect.stringContaining(`<p>${DE}</p>`) });
  });

  it('an explicit encoding option wins over a wrong header', async () => {
    server.use(http.get(`${R}/cz`, raw(CZ_1250, 'text/html; charset=utf-8')));
    await expect(testHttp().text(`${R}/cz`, { encoding: 'windows-1250' })).resolves.toMatchObject({ text: CZ });
  });

  it('UTF-8 by default', async () => {
    server.use(http.get(`${R}/u`, raw(Buffer.from(`<p>${CZ}</p>`, 'utf8'), 'text/html')));
    await expect(testHttp().text(`${R}/u`)).resolves.toMatchObject({ text: `<p>${CZ}</p>`, contentType: 'text/html' });
  });
});

describe('json and bytes', () => {
  it('json() parses', async () => {
    server.use(http.get(`${R}/api`, () => HttpResponse.json({ labs: [{ id: 'D-PL-1' }] })));
    await expect(testHttp().json<{ labs: unknown[] }>(`${R}/api`)).resolves.toEqual({ labs: [{ id: 'D-PL-1' }] });
  });

  it('json() of a non-JSON body is a ResponseParseError naming the URL', async () => {
    server.use(http.get(`${R}/api`, () => HttpResponse.html('<h1>Maintenance</h1>')));
    const err = await testHttp()
      .json(`${R}/api`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseParseError);
    expect(err).toMatchObject({ url: `${R}/api` });
  });

  it('bytes() returns the body unchanged', async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x9a]);
    server.use(http.get(`${R}/scope.pdf`, raw(pdf, 'application/pdf')));
    expect(Buffer.from(await testHttp().bytes(`${R}/scope.pdf`)).equals(pdf)).toBe(true);
  });
});

describe('limits and mistakes', () => {
  it('a body over maxBodyBytes is a ResponseTooLargeError, not retried', async () => {
    server.use(http.get(`${R}/big`, () => HttpResponse.text('x'.repeat(100))));
    const client = testHttp({ maxBodyBytes: 10 });
    await expect(client.bytes(`${R}/big`)).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(client.stats().retries).toBe(0);
  });

  it('an unknown explicit encoding fails before any request', async () => {
    const client = testHttp();
    await expect(client.text(`${R}/cz`, { encoding: 'klingon' })).rejects.toBeInstanceOf(UnknownEncodingError);
    expect(client.stats().requests).toBe(0);
  });
});

describe('POST bodies', () => {
  it('form is sent as application/x-www-form-urlencoded', async () => {
    let got: { type: string | null; body: string } | undefined;
    server.use(
      http.post(`${R}/search`, async ({ request }) => {
        got = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.text('ok');
      }),
    );
    await testHttp().text(`${R}/search`, { method: 'POST', form: { name: 'Zkušební', page: '2' } });
    expect(got!.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(got!.body).get('name')).toBe('Zkušební');
    expect(new URLSearchParams(got!.body).get('page')).toBe('2');
  });

  it('json is sent as application/json', async () => {
    let got: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${R}/api/search`, async ({ request }) => {
        got = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(testHttp().json(`${R}/api/search`, { method: 'POST', json: { country: 'CZ' } })).resolves.toEqual({
      ok: true,
    });
    expect(got).toEqual({ type: 'application/json', body: { country: 'CZ' } });
  });
});
