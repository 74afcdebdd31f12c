import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Paginator } from '@/components/paginator';
import { ExportProgressBar } from '@/features/transactions/components/export-progress-bar';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp } from './render';

/**
 * Numbers on dashboard screens keep one digit style per language (Latin in Arabic too) and a
 * range of numbers keeps its order inside Arabic text.
 */
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

afterEach(cleanup);

describe('numbers in Arabic', () => {
  it("isolates the paginator's range so it is not drawn 10–1", async () => {
    await applyLanguage('ar');
    renderWithApp(<Paginator page={1} pages={1} total={135} pageSize={10} hrefFor={(n) => `?page=${n}`} />);
    expect(screen.getByText(/من 135/).textContent).toBe('\u20681–10\u2069 من 135');
  });

  it("writes an export's size with the same digits as its row count", async () => {
    await applyLanguage('ar');
    renderWithApp(
      <ExportProgressBar
        format="xlsx"
        rows={12}
        progress={{ bytes: 1_250_000, totalBytes: null, lines: 0 }}
      />,
    );
    const text = screen.getByRole('progressbar').getAttribute('aria-valuetext') ?? '';
    expect(text).toContain('1.3');
    expect(text).toContain('12');
    expect(text).not.toMatch(ARABIC_INDIC);
  });
});

describe('numbers in English', () => {
  it('leaves the range as it reads', async () => {
    await applyLanguage('en');
    renderWithApp(<Paginator page={2} pages={1} total={135} pageSize={10} hrefFor={(n) => `?page=${n}`} />);
    expect(screen.getByText('11–20 of 135')).toBeTruthy();
  });
});
