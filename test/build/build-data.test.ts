import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildData, BuildRefused } from '../../src/build/build-data.ts';
import { BUILD_FORMAT, readChanges, readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import { loadDirectory } from '../../src/directory/load.ts';
import { filterEmail } from '../../src/domain/privacy.ts';
import type { Lab, RawLab, RawSnapshot } from '../../src/domain/types.ts';
import { SnapshotError } from '../../src/domain/validate.ts';
import { removeTempDirs, sampleSnapshots, tempDir, writeRaw } from '../fixtures/sample-dir.ts';

afterAll(removeTempDirs);

async function filesOf(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), await readFile(full, 'utf8'));
  }
  return out;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('build:data on a generated sample', () => {
  let snapshots: RawSnapshot[];
  let raw: string;
  let out: string;
  let labs: Lab[];

  beforeAll(async () => {
    snapshots = sampleSnapshots(1500);
    raw = await tempDir('raw');
    out = path.join(await tempDir('build'), 'build');
    await writeRaw(raw, snapshots);
    await buildData({ rawDir: raw, outDir: out });
    labs = await readFullLabs(out, await readManifest(out));
  });

  it('publishes every lab from every body and country', async () => {
    const manifest = await readManifest(out);
    expect(manifest.labs).toBe(1500);
    expect(manifest.bodies.length).toBeGreaterThanOrEqual(20);
    expect(manifest.countries.length).toBeGreaterThanOrEqual(20);
    expect(manifest.sample).toBe(true);
  });

  it('gives byte-identical output for the same raw input', async () => {
    const again = path.join(await tempDir('build2'), 'build');
    await buildData({ rawDir: raw, outDir: again });
    expect(await filesOf(again)).toEqual(await filesOf(out));
  });

  it('gives byte-identical output when rebuilt over its own previous build', async () => {
    const before = await filesOf(out);
    await buildData({ rawDir: raw, outDir: out });
    expect(await filesOf(out)).toEqual(before);
  });

  it('keeps every slug unique and URL-safe', () => {
    const slugs = labs.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('holds no contact person’s name in any file', async () => {
    const names = snapshots.flatMap((s) => s.labs.map((l) => l.contact_person)).filter((n): n is string => Boolean(n));
    expect(names.length).toBeGreaterThan(500);
    // The whole name without titles: a family name alone may be a firm's name ('Labor Weber GmbH').
    const fullNames = [...new Set(names.map((n) => n.replace(/^(?:\S+\.\s*)+/, '')))];
    for (const [file, text] of await filesOf(out)) {
      for (const name of fullNames) expect(text.includes(name), `${name} in ${file}`).toBe(false);
    }
  });

  it('holds no personal e-mail address in any file', async () => {
    const verdicts = snapshots
      .flatMap((s) => s.labs)
      .filter((l) => l.email)
      .map((l) => ({
        email: l.email!.toLowerCase(),
        keep: filterEmail(l.email, { websiteUrl: l.website_url, contactPerson: l.contact_person ?? null }).keep,
      }));
    // An address one lab may publish (its role mailbox) can be another namesake lab's dropped one.
    const keptSomewhere = new Set(verdicts.filter((v) => v.keep).map((v) => v.email));
    const personal = new Set(verdicts.filter((v) => !v.keep && !keptSomewhere.has(v.email)).map((v) => v.email));
    expect(personal.size).toBeGreaterThan(100);
    const all = [...(await filesOf(out)).values()].join('\n').toLowerCase();
    for (const email of personal) expect(all.includes(email), email).toBe(false);
    expect(labs.filter((l) => l.email).length).toBeGreaterThan(500);
  });

  it('publishes a lab’s e-mail only when the privacy filter keeps it', () => {
    const raw = new Map<string, RawLab>(
      snapshots.flatMap((s) => s.labs.map((l): [string, RawLab] => [`${s.body}:${l.register_id}`, l])),
    );
    for (const lab of labs) {
      const source = raw.get(lab.id)!;
      const verdict = filterEmail(source.email, {
        websiteUrl: source.website_url,
        contactPerson: source.contact_person ?? null,
      });
      expect(lab.email).toBe(verdict.keep ? verdict.email : null);
    }
  });

  it('leaves coordinates and capability text out of the public shards and index', async () => {
    const publicText = [...(await filesOf(out))]
      .filter(([file]) => file.startsWith('labs/public/') || file === 'index/public.json')
      .map(([, text]) => text)
      .join('\n');
    expect(publicText).not.toMatch(/"latitude"|"longitude"|"capabilities"/);
    const coordinates = labs
      .flatMap((l) => [l.latitude, l.longitude])
      .filter((v): v is number => v !== null && String(v).length > 6);
    for (const c of coordinates) expect(publicText.includes(String(c)), `coordinate ${c}`).toBe(false);
    const capabilityText = new Set(labs.flatMap((l) => l.capabilities.flatMap((c) => [c.name, c.canonical_id])));
    for (const text of capabilityText) expect(publicText.includes(text), text).toBe(false);
  });

  it('keeps coordinates and capabilities in the full shards', () => {
    expect(labs.every((l) => Array.isArray(l.capabilities))).toBe(true);
    expect(labs.filter((l) => l.latitude !== null).length).toBe(labs.length);
  });
});

describe('build:data guards what is already published', () => {
  async function published(count = 1000) {
    const snapshots = sampleSnapshots(count, 'guards');
    const raw = await tempDir('raw');
    const out = path.join(await tempDir('build'), 'build');
    await writeRaw(raw, snapshots);
    await buildData({ rawDir: raw, outDir: out });
    return { snapshots, raw, out, before: await filesOf(out) };
  }

  it('refuses a body whose register shrank by more than 20%, and changes nothing', async () => {
    const { snapshots, raw, out, before } = await published();
    const dakks = clone(snapshots.find((s) => s.body === 'DAKKS')!);
    dakks.labs = dakks.labs.slice(0, Math.floor(dakks.labs.length * 0.7));
    await writeRaw(raw, [dakks]);
    await expect(buildData({ rawDir: raw, outDir: out })).rejects.toThrow(BuildRefused);
    expect(await filesOf(out)).toEqual(before);
  });

  it('publishes a shrunk register when forced, keeping vanished labs as withdrawn', async () => {
    const { snapshots, raw, out } = await published();
    const dakks = clone(snapshots.find((s) => s.body === 'DAKKS')!);
    const gone = dakks.labs.splice(Math.floor(dakks.labs.length * 0.7));
    await writeRaw(raw, [dakks]);
    const summary = await buildData({ rawDir: raw, outDir: out, force: true });
    expect(summary.labs).toBe(1000);
    const labs = await readFullLabs(out, await readManifest(out));
    for (const g of gone)
      expect(labs.find((l) => l.id === `DAKKS:${g.register_id}`)?.accreditation_status).toBe('withdrawn');
  });

  it('keeps every other lab’s slug when labs come and go', async () => {
    const { snapshots, raw, out } = await published();
    const slugsBefore = new Map((await readFullLabs(out, await readManifest(out))).map((l) => [l.id, l.slug]));
    const ukas = clone(snapshots.find((s) => s.body === 'UKAS')!);
    ukas.labs.splice(0, 3);
    ukas.labs.push({ ...ukas.labs[0]!, register_id: 'new-1' }, { ...ukas.labs[1]!, register_id: 'new-2' });
    await writeRaw(raw, [ukas]);
    await buildData({ rawDir: raw, outDir: out });
    const after = await readFullLabs(out, await readManifest(out));
    for (const lab of after) if (slugsBefore.has(lab.id)) expect(lab.slug).toBe(slugsBefore.get(lab.id));
    expect(after.length).toBe(1002);
  });

  it('fails on a snapshot that is not valid JSON, and changes nothing', async () => {
    const { raw, out, before } = await published();
    await writeFile(path.join(raw, 'UKAS.json'), '{"body": "UKAS", "labs": [');
    await expect(buildData({ rawDir: raw, outDir: out })).rejects.toThrow(SnapshotError);
    expect(await filesOf(out)).toEqual(before);
  });

  it('quarantines a bad record and publishes the rest', async () => {
    const { snapshots, raw, out } = await published();
    const dakks = clone(snapshots.find((s) => s.body === 'DAKKS')!);
    (dakks.labs[0] as { latitude: unknown }).latitude = 'north';
    await writeRaw(raw, [dakks]);
    const summary = await buildData({ rawDir: raw, outDir: out });
    expect(summary.rejects).toBe(1);
    const rejects = JSON.parse(await readFile(path.join(out, 'rejects.json'), 'utf8'));
    expect(rejects).toEqual([expect.objectContaining({ body: 'DAKKS', index: 0, field: 'latitude', value: 'north' })]);
  });

  it('fails when more than 1% of a body’s records are rejected, and changes nothing', async () => {
    const { snapshots, raw, out, before } = await published();
    const dakks = clone(snapshots.find((s) => s.body === 'DAKKS')!);
    for (const lab of dakks.labs.slice(0, Math.ceil(dakks.labs.length * 0.05)))
      (lab as { country: string }).country = 'Germany';
    await writeRaw(raw, [dakks]);
    await expect(buildData({ rawDir: raw, outDir: out })).rejects.toThrow(
      /more than 1% of records rejected for: DAKKS/,
    );
    expect(await filesOf(out)).toEqual(before);
  });
});

describe('build:data keeps each lab’s change time', () => {
  const LATER = '2026-12-01T09:00:00.000Z';
  const EVEN_LATER = '2026-12-08T09:00:00.000Z';

  async function published(count = 400) {
    const snapshots = sampleSnapshots(count, 'changes');
    const raw = await tempDir('raw');
    const out = path.join(await tempDir('build'), 'build');
    await writeRaw(raw, snapshots);
    await buildData({ rawDir: raw, outDir: out });
    return {
      snapshots,
      raw,
      out,
      changes: await readChanges(out),
      labs: await readFullLabs(out, await readManifest(out)),
    };
  }

  const slugOf = (labs: readonly Lab[], id: string) => labs.find((l) => l.id === id)!.slug;

  it('lists changes.json in the manifest with its hash, like every other file', async () => {
    const { out } = await published();
    const manifest = await readManifest(out);
    const text = await readFile(path.join(out, 'changes.json'), 'utf8');
    expect(manifest.format).toBe(BUILD_FORMAT);
    expect(manifest.files['changes.json']).toEqual({
      sha256: createHash('sha256').update(text).digest('hex'),
      bytes: Buffer.byteLength(text),
    });
  });

  it('gives every lab a time, keyed by slug in slug order', async () => {
    const { changes, labs } = await published();
    expect(Object.keys(changes)).toEqual(labs.map((l) => l.slug).sort());
  });

  it('gives a new lab its snapshot’s scraped_at', async () => {
    const { snapshots, changes, labs } = await published();
    const dakks = snapshots.find((s) => s.body === 'DAKKS')!;
    const lab = dakks.labs[0]!;
    expect(changes[slugOf(labs, `DAKKS:${lab.register_id}`)]).toBe(new Date(dakks.scraped_at).toISOString());
  });

  it('keeps an unchanged lab’s time when its register is scraped again', async () => {
    const { snapshots, raw, out, changes, labs } = await published();
    const dakks = { ...clone(snapshots.find((s) => s.body === 'DAKKS')!), scraped_at: LATER };
    await writeRaw(raw, [dakks]);
    await buildData({ rawDir: raw, outDir: out });
    const slug = slugOf(labs, `DAKKS:${dakks.labs[0]!.register_id}`);
    expect((await readChanges(out))[slug]).toBe(changes[slug]);
  });

  it('gives a lab whose phone changed the new snapshot’s scraped_at', async () => {
    const { snapshots, raw, out, labs } = await published();
    const dakks = { ...clone(snapshots.find((s) => s.body === 'DAKKS')!), scraped_at: LATER };
    dakks.labs[0]!.phone = '+49 30 0000000';
    await writeRaw(raw, [dakks]);
    await buildData({ rawDir: raw, outDir: out });
    expect((await readChanges(out))[slugOf(labs, `DAKKS:${dakks.labs[0]!.register_id}`)]).toBe(LATER);
  });

  it('gives a lab gone from its register the new snapshot’s time, and keeps it on the next build', async () => {
    const { snapshots, raw, out, labs } = await published();
    const dakks = { ...clone(snapshots.find((s) => s.body === 'DAKKS')!), scraped_at: LATER };
    const [gone] = dakks.labs.splice(0, 1);
    const slug = slugOf(labs, `DAKKS:${gone!.register_id}`);
    await writeRaw(raw, [dakks]);
    await buildData({ rawDir: raw, outDir: out });
    expect((await readFullLabs(out, await readManifest(out))).find((l) => l.slug === slug)!.accreditation_status).toBe(
      'withdrawn',
    );
    expect((await readChanges(out))[slug]).toBe(LATER);
    await writeRaw(raw, [{ ...dakks, scraped_at: EVEN_LATER }]);
    await buildData({ rawDir: raw, outDir: out });
    expect((await readChanges(out))[slug]).toBe(LATER);
  });

  it('keeps the times of a body carried over without a snapshot', async () => {
    const { raw, out, changes, labs } = await published();
    await rm(path.join(raw, 'UKAS.json'));
    const summary = await buildData({ rawDir: raw, outDir: out });
    expect(summary.carriedBodies).toEqual(['UKAS']);
    const after = await readChanges(out);
    const ukas = labs.filter((l) => l.accreditation_body === 'UKAS');
    expect(ukas.length).toBeGreaterThan(0);
    for (const lab of ukas) expect(after[lab.slug]).toBe(changes[lab.slug]);
  });

  it('builds over a format 3 build without --force, keeping its slugs', async () => {
    const { snapshots, raw, out, labs } = await published();
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'));
    await writeFile(path.join(out, 'manifest.json'), JSON.stringify({ ...manifest, format: 3 }));
    await rm(path.join(out, 'changes.json'));
    const dakks = { ...clone(snapshots.find((s) => s.body === 'DAKKS')!), scraped_at: LATER };
    await writeRaw(raw, [dakks]);
    await buildData({ rawDir: raw, outDir: out });
    const after = await readFullLabs(out, await readManifest(out));
    expect(new Map(after.map((l) => [l.id, l.slug]))).toEqual(new Map(labs.map((l) => [l.id, l.slug])));
    expect((await readChanges(out))[slugOf(labs, `DAKKS:${dakks.labs[0]!.register_id}`)]).toBe(LATER);
  });

  it('refuses a previous build of an unknown format unless forced, as before', async () => {
    const { raw, out } = await published();
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'));
    await writeFile(path.join(out, 'manifest.json'), JSON.stringify({ ...manifest, format: 2 }));
    await expect(buildData({ rawDir: raw, outDir: out })).rejects.toThrow(BuildRefused);
    await expect(buildData({ rawDir: raw, outDir: out, force: true })).resolves.toMatchObject({ labs: 400 });
  });

  it('loads the labs in change order, oldest first, then by slug', async () => {
    const { snapshots, raw, out } = await published();
    const dakks = { ...clone(snapshots.find((s) => s.body === 'DAKKS')!), scraped_at: EVEN_LATER };
    dakks.labs[0]!.phone = '+49 30 0000000';
    await writeRaw(raw, [dakks]);
    await buildData({ rawDir: raw, outDir: out });
    const dir = await loadDirectory(out);
    const changes = await readChanges(out);
    expect(dir.changeOrder).toHaveLength(dir.labs.length);
    const order = [...dir.changeOrder].map((p) => ({ slug: dir.labs[p]!.slug, at: dir.changedAt[p]! }));
    for (const { slug, at } of order) expect(at).toBe(Date.parse(changes[slug]!));
    const expected = [...order].sort((a, b) => a.at - b.at || (a.slug < b.slug ? -1 : 1));
    expect(order).toEqual(expected);
    expect(order.at(-1)!.at).toBe(Date.parse(EVEN_LATER));
    expect(new Set(order.map((o) => o.at)).size).toBeGreaterThan(2);
  });
});
