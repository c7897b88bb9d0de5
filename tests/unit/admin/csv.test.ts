import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from '@/lib/admin/csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2025-01-02T03:04:05.678Z'))).toBe('2025-01-02T03:04:05.678Z');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-x')).toBe("'-x");
  });

  it('writes a header row and CRLF lines, and reads back what it wrote', () => {
    const rows = [
      ['1', 'a,b', 'say "hi"'],
      ['2', 'multi\nline', ''],
    ];
    const text = toCsv(['id', 'name', 'note'], rows);
    expect(text).toBe('id,name,note\r\n1,"a,b","say ""hi"""\r\n2,"multi\nline",\r\n');
    expect(parseCsv(text)).toEqual([['id', 'name', 'note'], ...rows]);
  });
});
