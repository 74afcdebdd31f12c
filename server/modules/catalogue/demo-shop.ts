/**
 * The demo shop's stock (issue 21): three categories of ten products, priced in fils. Some are
 * sold out, some counted, some unlimited, some discounted, so every state a customer can meet
 * is on show. Each product's picture is `/demo/catalogue/<slug>.svg`.
 */
export interface DemoProduct {
  slug: string;
  name: [string, string];
  description: [string, string];
  price: number;
  discounted?: number;
  /** Left out: unlimited. */
  inventory?: number;
  /** Counted per store instead: the Salmiya store's units, then Kuwait City's. */
  storeStock?: [number, number];
  /** Asked for at checkout. */
  engraving?: true;
}

export interface DemoCategory {
  slug: string;
  name: [string, string];
  colour: string;
  products: DemoProduct[];
}

const p = (
  slug: string,
  en: string,
  ar: string,
  price: number,
  more: Partial<Omit<DemoProduct, 'slug' | 'name' | 'price'>> = {},
): DemoProduct => ({
  slug,
  name: [en, ar],
  description: more.description ?? [`${en}, from our Kuwait shop.`, `${ar}، من متجرنا في الكويت.`],
  price,
  ...more,
});

export const DEMO_SHOP: DemoCategory[] = [
  {
    slug: 'perfumes',
    name: ['Perfumes and oud', 'عطور وعود'],
    colour: '#7c2d12',
    products: [
      p('royal-oud-oil', 'Royal oud oil', 'دهن عود ملكي', 45_000, { inventory: 6, engraving: true }),
      p('cambodi-oud-chips', 'Cambodi oud chips', 'عود كمبودي', 32_500, { inventory: 12 }),
      p('rose-taif-attar', 'Taif rose attar', 'عطر ورد طائفي', 18_750, { discounted: 15_000 }),
      p('musk-tahara', 'White musk', 'مسك أبيض', 4_500),
      p('amber-mukhallat', 'Amber mukhallat', 'مخلط عنبر', 22_000, { inventory: 0 }),
      p('bakhoor-majlis', 'Majlis bakhoor', 'بخور المجلس', 7_250, { storeStock: [0, 40] }),
      p('saffron-eau', 'Saffron eau de parfum', 'عطر الزعفران', 27_900, { discounted: 24_900, inventory: 9 }),
      p('sandal-oil', 'Sandalwood oil', 'دهن صندل', 12_300, { storeStock: [6, 3] }),
      p('incense-burner', 'Brass incense burner', 'مبخرة نحاسية', 9_800, { inventory: 3, engraving: true }),
      p('travel-atomiser', 'Travel atomiser', 'بخاخ سفر', 2_250),
    ],
  },
  {
    slug: 'dates-sweets',
    name: ['Dates and sweets', 'تمور وحلويات'],
    colour: '#92400e',
    products: [
      p('ajwa-dates', 'Ajwa dates, 1 kg', 'تمر عجوة، ١ كغ', 8_500, { inventory: 25 }),
      p('sukkari-dates', 'Sukkari dates, 1 kg', 'تمر سكري، ١ كغ', 5_250),
      p('khalas-dates', 'Khalas dates, 1 kg', 'تمر خلاص، ١ كغ', 4_750, { discounted: 3_950 }),
      p('stuffed-dates', 'Almond-stuffed dates', 'تمر محشي باللوز', 6_900, { inventory: 0 }),
      p('date-maamoul', 'Date maamoul box', 'علبة معمول بالتمر', 5_500),
      p('gers-ogaily', 'Gers ogaily', 'قرص عقيلي', 3_250, { inventory: 15 }),
      p('saffron-halwa', 'Saffron halwa', 'حلوى بالزعفران', 4_100),
      p('date-syrup', 'Date syrup', 'دبس التمر', 2_600),
      p('gift-tray', 'Eid gift tray', 'صينية هدايا العيد', 19_500, { inventory: 4, engraving: true }),
      p('pistachio-baklava', 'Pistachio baklava', 'بقلاوة بالفستق', 7_400, { discounted: 6_400 }),
    ],
  },
  {
    slug: 'home-coffee',
    name: ['Coffee and home', 'القهوة والمنزل'],
    colour: '#065f46',
    products: [
      p('arabic-coffee', 'Arabic coffee with cardamom', 'قهوة عربية بالهيل', 3_750),
      p('dallah-brass', 'Brass dallah', 'دلة نحاسية', 14_500, { inventory: 7 }),
      p('finjan-set', 'Finjan set of six', 'طقم فناجين ستة', 6_250, { storeStock: [8, 5] }),
      p('cardamom-pods', 'Green cardamom, 250 g', 'هيل أخضر، ٢٥٠ غ', 4_900, { inventory: 0 }),
      p('sadu-cushion', 'Sadu cushion', 'وسادة سدو', 11_000, { discounted: 8_800 }),
      p('majlis-rug', 'Majlis rug', 'سجادة مجلس', 39_000, { inventory: 2 }),
      p('lantern-copper', 'Copper lantern', 'فانوس نحاسي', 8_750),
      p('tea-karak', 'Karak tea blend', 'خلطة شاي كرك', 2_950),
      p('serving-tray', 'Engraved serving tray', 'صينية تقديم محفورة', 12_750, { engraving: true }),
      p('thermos', 'Coffee thermos', 'ترمس قهوة', 5_900, { inventory: 18 }),
    ],
  },
];

export const demoProductImage = (slug: string) => `/demo/catalogue/${slug}.svg`;
