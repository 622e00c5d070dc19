// A register's status wording → the contract's vocabulary. Registers write it
// in their own language ("gültig", "suspendu", "sospeso", "ingetrokken"); an
// unknown wording maps to null rather than to a guess.
import type { AccreditationStatus } from '../../domain/types.ts';

const PATTERNS: [AccreditationStatus, RegExp][] = [
  // Withdrawn first: "not active", "no longer accredited" must not read as active.
  [
    'withdrawn',
    /withdrawn|cancel+ed|revoked|expired|terminated|lapsed|inactive|not active|no longer|zurückgezogen|widerrufen|erloschen|beendet|retir[ée]|annul[ée]|abrog[ée]|résili[ée]|revocat|ritirat|scadut|cessat|retirad|anulad|revocad|cancelad|caducad|ingetrokken|tilbaketrukket|trukket tilbake|opphørt|vervallen|beëindigd|återkallad|upphörd|tilbagekaldt|ophørt|peruutettu|päättynyt|zrušen|odňat|cofnięt|wycofan|ukončen|zrušené|visszavon|ανακλ|αποσύρ/i,
  ],
  [
    'suspended',
    /suspen|ausgesetzt|ruhend|sospes|geschorst|opgeschort|avstängd|tillfälligt|suspender|keskeytet|pozastaven|zawieszon|felfüggeszt|midlertidig|αναστολ/i,
  ],
  [
    'active',
    /^(active|accredited|valid|current|granted)\b|aktiv|akkreditiert|gültig|g[üu]ltig|en cours|valide|accrédité|actif|attiv|accreditat|vigente|acreditad|activo|válid|ativ|geldig|actief|geaccrediteerd|giltig|gyldig|voimassa|akkreditoitu|platn|aktivní|akredytowan|aktywn|ważn|érvényes|hatályos|ενεργ|^ok$/i,
  ],
];

export function statusFromText(text: string | null | undefined): AccreditationStatus | null {
  const t = text?.trim();
  if (!t) return null;
  for (const [status, pattern] of PATTERNS) if (pattern.test(t)) return status;
  return null;
}
