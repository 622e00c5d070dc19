// One scope line in free text ("Zugversuch nach DIN EN ISO 6892-1:2020-06",
// "Determination of lead – EPA 200.8", "Tensile test (SOP-MT-012)") → the raw
// format's test and method. Registers whose scopes are tables give both
// columns directly; this is for the ones that print a sentence.
import type { RawCapability } from '../../domain/types.ts';

const ORGS = String.raw`(?:DIN|BS|NF|UNE|UNI|NEN|SS|DS|SFS|ÖNORM|ONORM|ČSN|CSN|STN|PN|ELOT|ΕΛΟΤ|I\.S\.|IS|NBN|ILNAS|LST|LVS|EVS|SIST|HRN|MSZ|SR|BDS|CYS)`;
const BASES = String.raw`(?:ISO(?:\/IEC)?|IEC|EN|CEN\/TS|CEN\/TR|ASTM|AOAC|EPA|USP|Ph\.?\s?Eur\.?|VDA|VDI|DVGW|OECD|ICH|ISTA|IPC|SAE|API|AASHTO|DIN|BS|NF|UNE|UNI|NEN|SS|DS|SFS|ÖNORM|PN|ČSN|CSN|STN|ELOT|NBN|IEEE|ETSI|ECE|UN\s?ECE|SOP|PV|PNT|PE|PT|IT|MI|QMS?)`;
// A reference: optional national prefix, optional EN, a base, then a number-ish token.
const REFERENCE = new RegExp(
  String.raw`(?:${ORGS}[\s-]+)?(?:EN[\s-]+)?${BASES}[\s\-/.]*(?:[A-Z]{1,3}[\s\-]?)?\d[\w.\-:/()]*(?:\s*(?:\+|,|&)\s*A\d+[\w:.-]*)*(?:\s*(?:mod\.?|modified|modifiziert|modifié|mod))?`,
  'u',
);
const JOINERS =
  /\s*(?:\b(?:nach|gemäß|gem\.|according to|acc\. to|as per|per|selon|suivant|secondo|según|segun|segundo|volgens|enligt|ifølge|mukaan|dle|według|wg|κατά)\b|[–—:(-])\s*$/iu;

export function splitScopeLine(line: string): RawCapability {
  const text = line.replace(/\s+/g, ' ').trim();
  const match = REFERENCE.exec(text);
  if (!match || match.index === 0) {
    // No reference, or the line is nothing but one: keep the words as the test.
    return match && match.index === 0 && match[0].length < text.length
      ? { test: text.slice(match[0].length).replace(/^[\s–—:,-]+/, '') || text, method: match[0].trim() }
      : { test: text, method: match ? match[0].trim() : null };
  }
  let method = text
    .slice(match.index)
    .replace(/[\].;,\s]+$/, '')
    .trim();
  // A closing parenthesis belongs to the method only if the method opened it: "(SOP-1)" vs "D4377-00(2011)".
  while (method.endsWith(')') && count(method, '(') < count(method, ')')) method = method.slice(0, -1).trim();
  const test = text
    .slice(0, match.index)
    .replace(JOINERS, '')
    .replace(/[\s,;–—-]+$/, '')
    .trim();
  return { test: test || text, method: method.replace(/^\(/, '') };
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}
