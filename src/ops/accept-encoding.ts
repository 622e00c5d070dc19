// Which compression a client accepts, by its Accept-Encoding and q-values
// (RFC 9110 §12.5.3): 'br;q=0, gzip' means gzip, never brotli; '*' counts for
// whatever is not named; a q of 0 refuses. Brotli wins a tie: it is smaller.

export type Encoding = 'br' | 'gzip' | 'identity';

function weights(header: string): (name: string) => number {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const weight = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  return (name) => q.get(name) ?? (name === 'x-gzip' ? 0 : (q.get('*') ?? 0));
}

/** Whether the client takes gzip at all (for a body that comes in one encoding only). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weightOf = weights(header);
  return Math.max(weightOf('gzip'), weightOf('x-gzip')) > 0;
}

export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weightOf = weights(header);
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weightOf('x-gzip'));
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
