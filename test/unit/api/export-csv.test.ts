// The export's CSV cells: RFC 4180 quoting, and register text that starts like
// a spreadsheet formula shown as text, never run.
import { describe, expect, it } from 'vitest';
import { csvField } from '../../../src/api/endpoints/export.ts';

describe('a CSV cell of the export', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Prüflabor Nord, GmbH')).toBe('"Prüflabor Nord, GmbH"');
    expect(csvField('Labor "Süd"')).toBe('"Labor ""Süd"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://x")', '+49 40 1234567', '-SUM(A1)', '@cmd', '\tTab'])(
    'puts an apostrophe before text that starts like a formula: %j',
    (text) => {
      expect(csvField(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves numbers as they are (a negative longitude is a number, not a formula)', () => {
    expect(csvField(-3.7038)).toBe('-3.7038');
    expect(csvField(null)).toBe('');
  });
});
