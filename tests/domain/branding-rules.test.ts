import { describe, expect, it } from 'vitest';
import { isHeaderColor, normalHeaderColor } from '../../src/domain/branding-rules.ts';

describe('header colour', () => {
  it('is six hex digits without "#", or transparent', () => {
    for (const value of ['f97316', 'FFFFFF', '000000', 'transparent'])
      expect(isHeaderColor(value), value).toBe(true);
    for (const value of ['#f97316', 'fff', 'f9731', 'f973166', 'red', 'Transparent', '', 'gggggg'])
      expect(isHeaderColor(value), value).toBe(false);
  });

  it('is stored in lower case', () => {
    expect(normalHeaderColor('F97316')).toBe('f97316');
    expect(isHeaderColor(normalHeaderColor('TRANSPARENT'))).toBe(true);
  });
});
