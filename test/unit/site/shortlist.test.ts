// The shortlist kept in the browser: what a stored value holds, adding and
// removing, and the comparison as CSV for purchasing.
import { describe, expect, it } from 'vitest';
import {
  comparisonColumns,
  csvField,
  parseShortlist,
  SHORTLIST_MAX,
  shortlistCsv,
  toggled,
  type ComparedLab,
} from '../../../src/site/browser/shortlist.ts';

const lab = (extra: Partial<ComparedLab> = {}): ComparedLab => ({
  slug: 'labor-a-berlin',
  name: 'Labor A',
  accreditation_body: 'DAKKS',
  accreditation_number: 'D-PL-1',
  accreditation_status: 'active',
  city: 'Berlin',
  postcode: '10115',
  street_address: 'Hauptstr. 1',
  country: 'DE',
  categories: ['mechanical', 'chemical'],
  phone: '+49 30 1234',
  email: 'info@a.example',
  website_url: 'https://a.example/',
  source_url: 'https://register.example/1',
  accreditation_date: '2020-01-02',
  last_verified: '2026-11-01',
  ...extra,
});
const columns = comparisonColumns(
  { body: (c) => (c === 'DAKKS' ? 'DAkkS' : c), country: (c) => (c === 'DE' ? 'Germany' : c), category: (s) => s },
  'https://labs.example',
);

describe('the stored shortlist', () => {
  it('keeps valid slugs, once each, in the order added', () => {
    expect(parseShortlist('["b-lab","a-lab","b-lab","Bad Slug",3,"../x"]')).toEqual(['b-lab', 'a-lab']);
  });

  it('reads anything else as empty', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '"a-lab"']) expect(parseShortlist(stored)).toEqual([]);
  });

  it('adds at the end, removes wherever, and takes no more when full', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    const full = Array.from({ length: SHORTLIST_MAX }, (_, i) => `lab-${i}`);
    expect(toggled(full, 'one-more')).toEqual(full);
  });
});

describe('the comparison as CSV', () => {
  it('has a header row and one row per lab, every field the comparison shows', () => {
    const csv = shortlistCsv([lab(), lab({ slug: 'b-lab', name: 'B, Labs "North"', phone: null })], columns);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Lab,Accreditation body,Accreditation number,Status,City,Country,Categories,Phone,E-mail,Website,Address,' +
        'Accredited since,Last verified,Register record,Lab page',
    );
    expect(lines[1]).toBe(
      'Labor A,DAkkS,D-PL-1,active,Berlin,Germany,mechanical; chemical,+49 30 1234,info@a.example,' +
        'https://a.example/,"Hauptstr. 1, 10115 Berlin",2020-01-02,2026-11-01,https://register.example/1,' +
        'https://labs.example/labs/labor-a-berlin/',
    );
    expect(lines[2]!.startsWith('"B, Labs ""North""",DAkkS')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('says a status the register does not publish', () => {
    expect(shortlistCsv([lab({ accreditation_status: null })], columns)).toContain(',not published,');
  });

  it('keeps a spreadsheet from running a value as a formula, but leaves phone numbers as written', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+49 (30) 1234-5')).toBe('+49 (30) 1234-5');
    expect(csvField('-cmd|x')).toBe("'-cmd|x");
  });
});
