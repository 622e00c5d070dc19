// A lab's full detail (pro and enterprise), assembled from bytes already held
// per build: its public detail differs only in the coordinates, the
// capabilities and `_meta`, and its capabilities are entries of a catalog of
// ~1,100 whose JSON is encoded once. Holding every full detail would cost
// ~63 MB at 10k labs; building each from the model cost ~7 µs and most of a
// walk over every lab (18.5k vs 29k req/s with all of them held).
import type { Capability, Lab } from '../domain/types.ts';
import { keptBytes } from './kept-bytes.ts';

const LATITUDE_NULL = Buffer.from('"latitude":null,"longitude":null,');
const CAPABILITIES_NULL = Buffer.from('"capabilities":null,');
const META = Buffer.from(',"_meta":');
const CAPABILITIES_OPEN = Buffer.from('"capabilities":[');
const CAPABILITIES_CLOSE = Buffer.from('],');
const COMMA = 0x2c;
const CLOSE = 0x7d;

/**
 * Where a public detail's masked parts sit in its bytes, written into `into` at `at`: the start of
 * `"latitude":null,"longitude":null,`, of `"capabilities":null,` and of `,"_meta":` (the bytes from `"_links"` up to
 * it are the links, as in the full detail). Key names are unique in the bytes: a string value's quotes are escaped.
 */
function cut(publicDetail: Buffer, slug: string, into: Int32Array, at: number): void {
  const latitude = publicDetail.indexOf(LATITUDE_NULL);
  const capabilities = publicDetail.indexOf(CAPABILITIES_NULL);
  const meta = publicDetail.lastIndexOf(META);
  if (latitude < 0 || capabilities < latitude || meta < capabilities) {
    throw new Error(`full details: the public detail of '${slug}' is not in the expected key order`);
  }
  into[at] = latitude;
  into[at + 1] = capabilities;
  into[at + 2] = meta;
}

/**
 * Byte for byte `JSON.stringify(detailItem(lab, true, …))` of the lab at a position, given its public detail
 * (`detailItem(lab, false, …)`, the same links). Each call returns new bytes the caller may keep.
 */
export function fullDetailAssembler(
  labs: readonly Lab[],
  publicDetail: (position: number) => Buffer,
): (position: number) => Buffer {
  // The catalog's entries as bytes, keyed by id, then told apart by the other fields (one id can carry a lab's own
  // wording): no key string built per lookup.
  const forms: Buffer[] = [];
  const formsById = new Map<string, Array<{ c: Capability; index: number }>>();
  const formOf = (c: Capability): number => {
    let known = formsById.get(c.canonical_id);
    if (!known) formsById.set(c.canonical_id, (known = []));
    for (const form of known) {
      if (
        form.c.name === c.name &&
        form.c.category_slug === c.category_slug &&
        form.c.category_name === c.category_name
      )
        return form.index;
    }
    known.push({ c, index: forms.length });
    forms.push(
      keptBytes(
        JSON.stringify({
          canonical_id: c.canonical_id,
          name: c.name,
          category_slug: c.category_slug,
          category_name: c.category_name,
        }),
      ),
    );
    return forms.length - 1;
  };
  // Per lab, filled on its first request: where to cut its public detail, and its ~26 capability entries as indexes,
  // all labs' in one flat array (lab p's at firstForm[p] .. firstForm[p + 1]): one small array per lab cost 3.7 MB.
  const cuts = new Int32Array(labs.length * 3).fill(-1);
  const firstForm = new Uint32Array(labs.length + 1);
  labs.forEach((lab, p) => (firstForm[p + 1] = firstForm[p]! + lab.capabilities.length));
  const formIndexes = new Uint32Array(firstForm[labs.length]!);

  return (position) => {
    const lab = labs[position]!;
    const source = publicDetail(position);
    if (cuts[position * 3]! < 0) {
      lab.capabilities.forEach((c, i) => (formIndexes[firstForm[position]! + i] = formOf(c)));
      cut(source, lab.slug, cuts, position * 3);
    }
    const latitude = cuts[position * 3]!;
    const capabilities = cuts[position * 3 + 1]!;
    const meta = cuts[position * 3 + 2]!;
    const own = formIndexes.subarray(firstForm[position]!, firstForm[position + 1]!);
    const coordinates = Buffer.from(
      `"latitude":${JSON.stringify(lab.latitude)},"longitude":${JSON.stringify(lab.longitude)},`,
    );
    const linksStart = capabilities + CAPABILITIES_NULL.length;
    let length =
      latitude + coordinates.length + (capabilities - latitude - LATITUDE_NULL.length) + CAPABILITIES_OPEN.length;
    for (let i = 0; i < own.length; i++) length += forms[own[i]!]!.length + (i > 0 ? 1 : 0);
    length += CAPABILITIES_CLOSE.length + (meta - linksStart) + 1;

    const out = Buffer.allocUnsafeSlow(length);
    let at = source.copy(out, 0, 0, latitude);
    at += coordinates.copy(out, at);
    at += source.copy(out, at, latitude + LATITUDE_NULL.length, capabilities);
    at += CAPABILITIES_OPEN.copy(out, at);
    for (let i = 0; i < own.length; i++) {
      if (i > 0) out[at++] = COMMA;
      at += forms[own[i]!]!.copy(out, at);
    }
    at += CAPABILITIES_CLOSE.copy(out, at);
    at += source.copy(out, at, linksStart, meta);
    out[at++] = CLOSE;
    return out;
  };
}
