import { describe, expect, it } from 'vitest';
import {
  charsetFromContentType,
  chooseEncoding,
  decodeBody,
  sniffDeclaredCharset,
} from '../../../src/scrape/http/decode.ts';

// "Zkušební laboratoř" in windows-1250: š = 0x9A, í = 0xED, ř = 0xF8.
const CZ = 'Zkušební laboratoř';
const CZ_1250 = new Uint8Array([
  0x5a, 0x6b, 0x75, 0x9a, 0x65, 0x62, 0x6e, 0xed, 0x20, 0x6c, 0x61, 0x62, 0x6f, 0x72, 0x61, 0x74, 0x6f, 0xf8,
]);
const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('charsetFromContentType', () => {
  it('reads the charset parameter, quoted or not, any case', () => {
    expect(charsetFromContentType('text/html; charset=ISO-8859-2')).toBe('ISO-8859-2');
    expect(charsetFromContentType('text/html;Charset="windows-1250"')).toBe('windows-1250');
    expect(charsetFromContentType('text/html')).toBeUndefined();
    expect(charsetFromContentType(null)).toBeUndefined();
  });
});

describe('sniffDeclaredCharset', () => {
  it('finds <meta charset>', () => {
    expect(sniffDeclaredCharset(ascii('<!doctype html><html><head><meta charset="windows-1250">'))).toEqual({
      label: 'windows-1250',
      source: 'meta',
    });
  });

  it('finds <meta http-equiv="Content-Type" content="...charset=...">, attributes in any order', () => {
    expect(
      sniffDeclaredCharset(ascii('<head><META CONTENT="text/html; charset=iso-8859-2" HTTP-EQUIV="Content-Type">')),
    ).toEqual({
      label: 'iso-8859-2',
      source: 'meta',
    });
  });

  it('finds an XML declaration encoding', () => {
    expect(sniffDeclaredCharset(ascii('<?xml version="1.0" encoding="ISO-8859-1"?><labs/>'))).toEqual({
      label: 'ISO-8859-1',
      source: 'xml',
    });
  });

  it('ignores a declaration after the first 1024 bytes, and one inside a comment', () => {
    expect(sniffDeclaredCharset(ascii(`${' '.repeat(1024)}<meta charset="windows-1250">`))).toBeUndefined();
    expect(sniffDeclaredCharset(ascii('<!-- <meta charset="windows-1250"> -->'))).toBeUndefined();
  });

  it('ignores charset= in a meta that is not a Content-Type declaration', () => {
    expect(
      sniffDeclaredCharset(ascii('<meta name="description" content="charset=windows-1250 demo">')),
    ).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  const page = concat(ascii('<meta charset="windows-1250">'), CZ_1250);

  it('explicit option beats header and meta', () => {
    expect(chooseEncoding(page, 'text/html; charset=utf-8', 'iso-8859-2')).toEqual({
      encoding: 'iso-8859-2',
      source: 'option',
    });
  });

  it('header beats meta', () => {
    expect(chooseEncoding(page, 'text/html; charset=iso-8859-2')).toEqual({ encoding: 'iso-8859-2', source: 'header' });
  });

  it('meta when the header has no charset', () => {
    expect(chooseEncoding(page, 'text/html')).toEqual({ encoding: 'windows-1250', source: 'meta' });
  });

  it('an unknown header charset falls through to meta', () => {
    expect(chooseEncoding(page, 'text/html; charset=x-nonsense')).toEqual({ encoding: 'windows-1250', source: 'meta' });
  });

  it('a BOM beats the header', () => {
    expect(
      chooseEncoding(concat(new Uint8Array([0xef, 0xbb, 0xbf]), ascii('x')), 'text/html; charset=windows-1250')
        .encoding,
    ).toBe('utf-8');
  });

  it('UTF-8 when nothing is declared', () => {
    expect(chooseEncoding(ascii('<p>plain</p>'), 'text/html')).toEqual({ encoding: 'utf-8', source: 'default' });
  });

  it('iso-8859-1 resolves to windows-1252 (WHATWG)', () => {
    expect(chooseEncoding(ascii('x'), 'text/html; charset=ISO-8859-1').encoding).toBe('windows-1252');
  });

  it('an unknown explicit encoding is an error', () => {
    expect(() => chooseEncoding(ascii('x'), null, 'klingon')).toThrow(RangeError);
  });
});

describe('decodeBody', () => {
  it('decodes windows-1250 Czech from the header', () => {
    expect(decodeBody(CZ_1250, 'text/html; charset=windows-1250')).toBe(CZ);
  });

  it('decodes windows-1250 Czech from a meta charset', () => {
    expect(decodeBody(concat(ascii('<meta charset="windows-1250">'), CZ_1250), 'text/html')).toBe(
      `<meta charset="windows-1250">${CZ}`,
    );
  });

  it('decodes ISO-8859-1 German', () => {
    const de = 'Prüflaboratorium Müller & Söhne, Größe';
    expect(decodeBody(new Uint8Array(Buffer.from(de, 'latin1')), 'text/html; charset=iso-8859-1')).toBe(de);
  });

  it('mis-decodes without a declaration (so the declaration is what matters)', () => {
    expect(decodeBody(CZ_1250, 'text/html')).not.toBe(CZ);
  });
});
