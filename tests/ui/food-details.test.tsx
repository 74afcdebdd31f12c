import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount } from '@/domain/food-cart';
import {
  currentFoodState,
  loadFoodStore,
  resetFoodStoreForTests,
  updateChoices,
} from '@/features/food-menu/cart-store';
import { FoodDetailsPage } from '@/features/food-menu/components/food-details-page';
import { db } from '@/lib/db';
import { MIXED_GRILL, menuClient, renderMenuPage } from './food-fixtures';

beforeEach(async () => {
  await db.kv.clear();
  resetFoodStoreForTests();
  await loadFoodStore();
});

const addButton = () => screen.findByRole('button', { name: /^Add to cart/ });

describe('food details (SPEC 2.6)', () => {
  it('cannot add a dish sold out today, and says so on the button', async () => {
    renderMenuPage(
      <FoodDetailsPage categoryId={1} itemId={11} />,
      menuClient([{ ...MIXED_GRILL, sold_out_today: true }]),
    );
    const button = await screen.findByRole('button', { name: 'Sold out today' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(cartCount(currentFoodState().cart)).toBe(0);
  });

  it('prices the chosen size, add-ons and quantity on the add button', async () => {
    renderMenuPage(<FoodDetailsPage categoryId={1} itemId={11} />);
    expect((await addButton()).textContent).toContain('4.500 KWD');
    fireEvent.click(screen.getByRole('radio', { name: /Family/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Garlic sauce/ }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Quantity' }));
    // (8.250 on offer + 0.200) × 2
    expect((await addButton()).textContent).toContain('16.900 KWD');
  });

  it('asks for a required option before adding, then adds the line as configured', async () => {
    renderMenuPage(<FoodDetailsPage categoryId={1} itemId={11} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Extra bread/ }));
    fireEvent.click(await addButton());
    expect(await screen.findByText('Please choose an option for Spice level')).toBeTruthy();
    expect(cartCount(currentFoodState().cart)).toBe(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Spicy' }));
    fireEvent.change(screen.getByLabelText('Special instruction'), { target: { value: 'No onions' } });
    fireEvent.click(await addButton());
    await waitFor(() => expect(cartCount(currentFoodState().cart)).toBe(1));
    expect(currentFoodState().cart.lines[0]).toMatchObject({
      item_id: 11,
      size: { id: 1 },
      add_ons: [{ id: 1, price: 150 }],
      options: { 1: { id: 2 } },
      special_instruction: 'No onions',
      quantity: 1,
    });
  });

  it('refuses a special instruction over 256 characters', async () => {
    renderMenuPage(<FoodDetailsPage categoryId={1} itemId={11} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Mild' }));
    fireEvent.change(screen.getByLabelText('Special instruction'), { target: { value: 'x'.repeat(257) } });
    expect(await screen.findByText('Special Instruction must be 256 characters or less')).toBeTruthy();
    fireEvent.click(await addButton());
    expect(cartCount(currentFoodState().cart)).toBe(0);
  });

  it('opens a catering category at its minimum number of plates', async () => {
    updateChoices({ delivery_type: 'catering' });
    renderMenuPage(<FoodDetailsPage categoryId={4} itemId={41} />);
    expect(await screen.findByText(/at least 10 plates/)).toBeTruthy();
    fireEvent.click(await addButton());
    await waitFor(() =>
      expect(currentFoodState().cart.catering_categories).toEqual([
        expect.objectContaining({
          id: 4,
          minimum_number_of_plates: 10,
          number_of_plates: 10,
          service_charges: 5_000,
        }),
      ]),
    );
  });
});
