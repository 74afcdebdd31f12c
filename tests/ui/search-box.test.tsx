import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search-box';
import { renderWithApp } from './render';

function typeInto(text: string) {
  const box = screen.getByRole('searchbox', { name: 'ابحث في المعاملات' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('SearchBox on an Arabic page', () => {
  it('keeps a typed phone number left to right, so its plus stays in front', () => {
    renderWithApp(
      <div dir="rtl">
        <SearchBox value="" onSearch={vi.fn()} label="ابحث في المعاملات" placeholder="بحث" />
      </div>,
    );
    const box = screen.getByRole('searchbox', { name: 'ابحث في المعاملات' });
    // Empty, the placeholder reads with the page.
    expect(box.getAttribute('dir')).toBeNull();
    expect(typeInto('+96550000000').getAttribute('dir')).toBe('ltr');
    expect(typeInto('INV-2041').getAttribute('dir')).toBe('ltr');
    expect(typeInto('محمد الكندري').getAttribute('dir')).toBe('rtl');
    expect(typeInto('  +965 خالد').getAttribute('dir')).toBe('rtl');
    expect(typeInto('').getAttribute('dir')).toBeNull();
  });
});
