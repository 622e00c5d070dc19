import { describe, expect, it } from 'vitest';
import { checkSnapshot, SnapshotError } from '../../../src/domain/validate.ts';
import { rawLab, snapshot } from '../../fixtures/raw.ts';

describe('checkSnapshot', () => {
  it('passes a valid snapshot through with every lab', () => {
    const { snapshot: checked, rejects } = checkSnapshot(
      snapshot('DAKKS', [rawLab(), rawLab({ register_id: '1002' })]),
    );
    expect(checked.labs).toHaveLength(2);
    expect(rejects).toEqual([]);
  });

  it.each([
    ['latitude', { latitude: 123 }],
    ['country', { country: 'DEU' }],
    ['accreditation_status', { accreditation_status: 'aktiv' as never }],
    ['accreditation_date', { accreditation_date: '01.04.2011' }],
    ['website_url', { website_url: 'javascript:alert(1)' }],
    ['name', { name: '   ' }],
    ['capabilities.0.test', { capabilities: [{ test: '', method: 'ISO 9001' }] }],
  ])('quarantines a record with a bad %s, naming body, record, field and value', (field, overrides) => {
    const { snapshot: checked, rejects } = checkSnapshot(
      snapshot('DAKKS', [rawLab(), rawLab({ register_id: 'bad', ...overrides })]),
    );
    expect(checked.labs.map((l) => l.register_id)).toEqual(['1001']);
    expect(rejects).toHaveLength(1);
    expect(rejects[0]).toMatchObject({ body: 'DAKKS', index: 1, register_id: 'bad', field });
    expect(rejects[0]!.reason).not.toBe('');
  });

  it('quarantines the second record with the same register_id', () => {
    const { rejects } = checkSnapshot(snapshot('DAKKS', [rawLab(), rawLab()]));
    expect(rejects).toEqual([
      expect.objectContaining({ index: 1, field: 'register_id', reason: 'duplicate register_id within the snapshot' }),
    ]);
  });

  it.each([
    ['a missing labs array', { ...snapshot('DAKKS', []), labs: undefined }],
    ['a scraped_at that is not a date-time', snapshot('DAKKS', [], { scraped_at: 'yesterday' })],
    ['a non-boolean sample flag', { ...snapshot('DAKKS', []), sample: 'yes' }],
    ['a lower-case body code', snapshot('dakks', [])],
    ['something that is not an object', []],
  ])('fails the whole snapshot on %s', (_label, input) => {
    expect(() => checkSnapshot(input)).toThrow(SnapshotError);
  });

  it('fails a snapshot stored under another body’s name', () => {
    expect(() => checkSnapshot(snapshot('DAKKS', []), 'UKAS')).toThrow(/says body 'DAKKS' but is stored as 'UKAS'/);
  });
});
