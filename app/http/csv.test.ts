import { describe, expect, it } from 'vitest';
import { centsAsDollars } from '../money/money';
import { csvDocument, csvField } from './csv';

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields as they are and quotes a comma, a quote or a line break', () => {
    expect(csvField('Hannah Wells')).toBe('Hannah Wells');
    expect(csvField('Lexington, KY')).toBe('"Lexington, KY"');
    expect(csvField('The "Bay" mare')).toBe('"The ""Bay"" mare"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it('turns a text that starts like a formula into text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    // Only the first character counts.
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF, after a byte-order mark', () => {
    expect(csvDocument(['Name', 'Amount'], [['Ana, R', centsAsDollars(13500)]])).toBe(
      '\uFEFFName,Amount\r\n"Ana, R",135.00\r\n',
    );
    expect(centsAsDollars(5)).toBe('0.05');
  });
});
