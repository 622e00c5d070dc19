// A full detail is assembled from the lab's public detail and the catalog's
// entries as bytes; it must read exactly as the plain serialisation would,
// whatever the lab holds.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fullDetailAssembler } from '../../../src/api/full-details.ts';
import { labLinks } from '../../../src/api/links.ts';
import { detailItem } from '../../../src/api/mask.ts';
import { loadDirectory } from '../../../src/directory/load.ts';
import type { Lab } from '../../../src/domain/types.ts';

const ORIGIN = 'https://labs.example.org';
const UPGRADE = `${ORIGIN}/docs/#tiers`;
let template: Lab;

beforeAll(async () => {
  const directory = await loadDirectory(inject('fixtureBuild'));
  template = directory.labs.find((lab) => lab.capabilities.length > 1)!;
});

const serialised = (lab: Lab, full: boolean) =>
  JSON.stringify(detailItem(lab, full, labLinks(ORIGIN, lab.slug), UPGRADE));

function assembled(labs: Lab[]): string[] {
  const publicDetails = labs.map((lab) => Buffer.from(serialised(lab, false)));
  const assemble = fullDetailAssembler(labs, (p) => publicDetails[p]!);
  return labs.map((_, position) => assemble(position).toString('utf8'));
}

describe('full detail assembly', () => {
  it('reads as the serialised full detail for a lab without coordinates', () => {
    const lab = { ...template, latitude: null, longitude: null };
    expect(assembled([lab])).toEqual([serialised(lab, true)]);
  });

  it('reads as the serialised full detail for a lab without capabilities', () => {
    const lab = { ...template, capabilities: [] };
    expect(assembled([lab])).toEqual([serialised(lab, true)]);
  });

  it('is not misled by values that spell the keys it cuts at', () => {
    const lab = {
      ...template,
      name: 'Lab "latitude":null,"longitude":null, "capabilities":null, ,"_meta": ü',
      street_address: ',"_meta":{}',
      capabilities: [{ ...template.capabilities[0]!, name: '"capabilities":null,' }],
    };
    expect(assembled([lab])).toEqual([serialised(lab, true)]);
  });

  it('tells apart two labs that word one catalog entry differently', () => {
    const first = template.capabilities[0]!;
    const a = { ...template, slug: 'a', capabilities: [first] };
    const b = { ...template, slug: 'b', capabilities: [{ ...first, name: `${first.name} (own wording)` }] };
    expect(assembled([a, b])).toEqual([serialised(a, true), serialised(b, true)]);
  });

  it('gives new bytes on every call, so a cached body is never overwritten', () => {
    const assemble = fullDetailAssembler([template], () => Buffer.from(serialised(template, false)));
    const first = assemble(0);
    const second = assemble(0);
    expect(first.equals(second)).toBe(true);
    expect(first.buffer === second.buffer && first.byteOffset === second.byteOffset).toBe(false);
  });

  it('refuses a public detail whose keys are not where the contract puts them', () => {
    const assemble = fullDetailAssembler([template], () => Buffer.from('{"slug":"x"}'));
    expect(() => assemble(0)).toThrow(/not in the expected key order/);
  });
});
