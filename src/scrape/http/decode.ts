// Character-set detection and decoding, pure. Order, first that applies:
//   1. the caller's explicit `encoding` (for registers that mislabel pages);
//   2. a byte-order mark (UTF-8 / UTF-16), as browsers do;
//   3. `charset=` in the Content-Type header;
//   4. `<meta charset>` / `<meta http-equiv="Content-Type" content="...; charset=...">`
//      or an XML declaration's `encoding`, sniffed in the first 1024 bytes;
//   5. UTF-8.
// Labels are resolved by TextDecoder (WHATWG Encoding): iso-8859-1 and latin1
// mean windows-1252, which is a superset for printable text.

export type EncodingSource = 'option' | 'bom' | 'header' | 'meta' | 'xml' | 'default';

export interface ChosenEncoding {
  /** The canonical WHATWG name, e.g. 'windows-1250'. */
  encoding: string;
  source: EncodingSource;
}

const SNIFF_BYTES = 1024;

/** The canonical name TextDecoder uses for `label`, or undefined when it knows no such encoding. */
export function normaliseEncoding(label: string | null | undefined): string | undefined {
  if (!label) return undefined;
  const cleaned = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();
  if (!cleaned) return undefined;
  try {
    return new TextDecoder(cleaned).encoding;
  } catch {
    return undefined;
  }
}

/** The raw `charset` parameter of a Content-Type value (unvalidated), or undefined. */
export function charsetFromContentType(contentType: string | null | undefined): string | undefined {
  if (!contentType) return undefined;
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const value = m?.[1] ?? m?.[2];
  return value ? value.trim() : undefined;
}

/** 'utf-8', 'utf-16le' or 'utf-16be' when the bytes start with that byte-order mark. */
export function sniffBom(bytes: Uint8Array): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * The charset an HTML `<meta>` or an XML declaration names in the first
 * 1024 bytes (raw label, unvalidated), with where it was found.
 */
export function sniffDeclaredCharset(bytes: Uint8Array): { label: string; source: 'meta' | 'xml' } | undefined {
  // Every byte to one char (latin1), so ASCII markup reads the same whatever the real encoding.
  let head = '';
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i < end; i++) head += String.fromCharCode(bytes[i]!);
  head = head.replace(/<!--[\s\S]*?-->/g, '');

  const xml = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']\s*([^"'\s]+)\s*["']/i.exec(head);
  if (xml?.[1]) return { label: xml[1], source: 'xml' };

  for (const tag of head.matchAll(/<meta\b[^>]*>?/gi)) {
    const t = tag[0];
    const direct = /\bcharset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(t);
    if (!direct?.[1]) continue;
    // `<meta charset=x>` or `<meta http-equiv="Content-Type" content="...; charset=x">`;
    // a charset= inside some other meta's content is not a declaration.
    const isCharsetAttr = /<meta\b[^>]*?\s+charset\s*=/i.test(t);
    const isHttpEquiv = /\bhttp-equiv\s*=\s*["']?\s*content-type/i.test(t);
    if (isCharsetAttr || isHttpEquiv) return { label: direct[1], source: 'meta' };
  }
  return undefined;
}

function isJsonType(contentType: string | null | undefined): boolean {
  return !!contentType && /[/+]json\b/i.test(contentType.split(';')[0] ?? '');
}

/**
 * Which encoding to decode a body with. `explicit` must be a known label
 * (throws RangeError otherwise); unknown labels in the header or markup are
 * skipped in favour of the next source.
 */
export function chooseEncoding(bytes: Uint8Array, contentType?: string | null, explicit?: string): ChosenEncoding {
  if (explicit !== undefined) {
    const enc = normaliseEncoding(explicit);
    if (!enc) throw new RangeError(`unknown character encoding "${explicit}"`);
    return { encoding: enc, source: 'option' };
  }
  const bom = sniffBom(bytes);
  if (bom) return { encoding: bom, source: 'bom' };
  const header = normaliseEncoding(charsetFromContentType(contentType));
  if (header) return { encoding: header, source: 'header' };
  if (!isJsonType(contentType)) {
    const declared = sniffDeclaredCharset(bytes);
    let enc = normaliseEncoding(declared?.label);
    // HTML: a meta that claims UTF-16 was evidently read as ASCII, so it is not UTF-16.
    if (enc && declared?.source === 'meta' && enc.startsWith('utf-16')) enc = 'utf-8';
    if (enc && declared) return { encoding: enc, source: declared.source };
  }
  return { encoding: 'utf-8', source: 'default' };
}

/** Decode a body as `chooseEncoding` says; malformed bytes become U+FFFD, a BOM is dropped. */
export function decodeBody(bytes: Uint8Array, contentType?: string | null, explicit?: string): string {
  const { encoding } = chooseEncoding(bytes, contentType, explicit);
  return new TextDecoder(encoding).decode(bytes);
}
