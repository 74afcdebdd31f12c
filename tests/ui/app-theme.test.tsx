import { useChakraContext } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppChakraProvider, loadFullTheme } from '@/app/app-theme';
import { system } from '@/lib/theme';
import { getPublicSystem } from '@/lib/theme-base';

function DialogStyling() {
  const sys = useChakraContext();
  return <p>{sys.isSlotRecipe('dialog') ? 'dialog styled' : 'dialog unstyled'}</p>;
}

describe('app theme', () => {
  it('styles everything the signed-out pages draw from the first paint', () => {
    for (const key of ['button', 'heading', 'input', 'link', 'spinner'])
      expect(getPublicSystem().isRecipe(key)).toBe(true);
    for (const key of ['alert', 'card', 'field', 'list'])
      expect(getPublicSystem().isSlotRecipe(key)).toBe(true);
  });

  it('styles toasts with the full theme, which the toaster waits for', () => {
    expect(system.isSlotRecipe('toast')).toBe(true);
  });

  it('keeps the brand and status colours of the default Chakra theme', () => {
    expect(system.token('colors.orange.600')).toBe('#ea580c');
    expect(system.token('colors.red.500')).toBe('#ef4444');
    expect(getPublicSystem().token('colors.gray.200')).toBe('#e4e4e7');
    expect(getPublicSystem().token.var('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
  });

  it('switches to the full theme once it loads, so dashboard dialogs are styled', async () => {
    render(
      <AppChakraProvider>
        <DialogStyling />
      </AppChakraProvider>,
    );
    expect(screen.getByText('dialog unstyled')).toBeTruthy();
    await act(() => loadFullTheme());
    expect(screen.getByText('dialog styled')).toBeTruthy();
  });
});
