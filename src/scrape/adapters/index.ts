// Every register adapter, in the order of src/domain/bodies.ts.
import { BODIES } from '../../domain/bodies.ts';
import type { Adapter } from '../adapter.ts';
import { adapter as aa } from './aa.ts';
import { adapter as accredia } from './accredia.ts';
import { adapter as belac } from './belac.ts';
import { adapter as cia } from './cia.ts';
import { adapter as cofrac } from './cofrac.ts';
import { adapter as dakks } from './dakks.ts';
import { adapter as danak } from './danak.ts';
import { adapter as enac } from './enac.ts';
import { adapter as esyd } from './esyd.ts';
import { adapter as finas } from './finas.ts';
import { adapter as inab } from './inab.ts';
import { adapter as ipac } from './ipac.ts';
import { adapter as na } from './na.ts';
import { adapter as nah } from './nah.ts';
import { adapter as pca } from './pca.ts';
import { adapter as rva } from './rva.ts';
import { adapter as sas } from './sas.ts';
import { adapter as snas } from './snas.ts';
import { adapter as swedac } from './swedac.ts';
import { adapter as ukas } from './ukas.ts';

const byCode = new Map(
  [
    aa,
    accredia,
    belac,
    cia,
    cofrac,
    dakks,
    danak,
    enac,
    esyd,
    finas,
    inab,
    ipac,
    na,
    nah,
    pca,
    rva,
    sas,
    snas,
    swedac,
    ukas,
  ].map((a) => [a.body, a]),
);

export const ADAPTERS: readonly Adapter[] = BODIES.flatMap((b) => byCode.get(b.code) ?? []);

export class UnknownBodyError extends Error {}

/** The adapters for a `--body` list ('DAKKS,ukas'), or all of them. */
export function selectAdapters(list?: string): Adapter[] {
  if (list === undefined) return [...ADAPTERS];
  const codes = list
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0)
    throw new UnknownBodyError(
      `--body names no body: give one or more of ${ADAPTERS.map((a) => a.body).join(', ')}, separated by commas`,
    );
  const unknown = codes.filter((c) => !byCode.has(c));
  if (unknown.length)
    throw new UnknownBodyError(
      `unknown body ${unknown.join(', ')}: allowed are ${ADAPTERS.map((a) => a.body).join(', ')}`,
    );
  return ADAPTERS.filter((a) => codes.includes(a.body));
}
