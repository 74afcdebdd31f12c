import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberRange, numberFormat } from '../../src/domain/number-formats';

const FSI = '\u2068';
const PDI = '\u2069';
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('number formats', () => {
  it('writes Latin digits in Arabic too, with its words', () => {
    expect(formatNumber(1234, 'ar')).toBe('1,234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    const size = numberFormat('ar', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      1.25,
    );
    expect(size).not.toMatch(ARABIC_INDIC);
    expect(size).toMatch(/^1\.3 /);
    expect(size).toContain('م.ب');
  });

  it('isolates a range in Arabic so right-to-left text cannot reverse it', () => {
    expect(formatNumberRange(1, 10, 'ar')).toBe(`${FSI}1–10${PDI}`);
    expect(formatNumberRange(1001, 1010, 'ar')).toBe(`${FSI}1,001–1,010${PDI}`);
    expect(formatNumberRange(1, 10, 'en')).toBe('1–10');
  });
});
