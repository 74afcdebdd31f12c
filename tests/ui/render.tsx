import { ChakraProvider } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { i18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n-react';
import { system } from '@/lib/theme';

/** Renders with the app's real theme and translations (English unless a test switches). */
export function renderWithApp(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </I18nProvider>,
  );
}

/**
 * Waits until a Chakra checkbox or radio has taken its new state, not just its input: the
 * hidden input flips at once while the component reports the change a microtask later,
 * so pressing Save or Apply on `input.checked` alone can send the state from before.
 */
export async function waitForChecked(input: HTMLInputElement, checked = true) {
  const root = input.closest('[data-part="root"], [data-part="item"]');
  await waitFor(() => expect(root?.getAttribute('data-state')).toBe(checked ? 'checked' : 'unchecked'));
}
