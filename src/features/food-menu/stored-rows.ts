/** The kv rows of src/lib/db.ts KV_KEYS.foodCart and .foodChoices (the store test checks they match). */
export const FOOD_ROWS = { cart: 'food_cart', choices: 'food_choices' } as const;
