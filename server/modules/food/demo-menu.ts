/** The demo restaurant's menu: its categories (one catering) and their dishes, both languages. */
import type { Db } from '../../db/database.ts';
import type { FoodAddOnJson, FoodOptionJson, FoodSizeJson } from '../../db/tables-food.ts';

export const demoImage = (name: string) => `/demo/food/${name}.svg`;

type DemoItem = {
  name: [string, string];
  description: [string, string];
  price: number;
  discounted?: number;
  image: string;
  promoted?: boolean;
  available?: boolean;
  sizes?: FoodSizeJson[];
  options?: FoodOptionJson[];
  add_ons?: FoodAddOnJson[];
};

const size = (id: number, en: string, ar: string, price: number, discounted: number | null = null) => ({
  id,
  name_en: en,
  name_ar: ar,
  price_minor: price,
  discounted_price_minor: discounted,
});
const addOn = (id: number, en: string, ar: string, price: number) => ({
  id,
  name_en: en,
  name_ar: ar,
  price_minor: price,
});

const CATEGORIES: { name: [string, string]; image: string; catering?: true; items: DemoItem[] }[] = [
  {
    name: ['Grills', 'مشاوي'],
    image: 'cat-grills',
    items: [
      {
        name: ['Mixed Grill', 'مشاوي مشكلة'],
        description: [
          'Lamb kebab, shish tawook and lamb chops with bread',
          'كباب لحم وشيش طاووق وريش مع خبز',
        ],
        price: 4_500,
        image: 'mixed-grill',
        promoted: true,
        sizes: [size(1, 'Regular', 'عادي', 4_500), size(2, 'Family', 'عائلي', 9_000, 8_250)],
        options: [
          {
            id: 1,
            name_en: 'Spice level',
            name_ar: 'درجة الحرارة',
            required: false,
            items: [
              { id: 1, name_en: 'Mild', name_ar: 'خفيف', price_minor: 0 },
              { id: 2, name_en: 'Spicy', name_ar: 'حار', price_minor: 0 },
            ],
          },
        ],
        add_ons: [addOn(1, 'Extra bread', 'خبز إضافي', 150), addOn(2, 'Garlic sauce', 'صوص ثوم', 200)],
      },
      {
        name: ['Chicken Tikka', 'تكة دجاج'],
        description: ['Marinated chicken cubes off the charcoal', 'مكعبات دجاج متبلة على الفحم'],
        price: 3_250,
        discounted: 2_750,
        image: 'chicken-tikka',
        promoted: true,
      },
      {
        name: ['Lamb Kebab', 'كباب لحم'],
        description: ['Minced lamb skewers with grilled tomato', 'أسياخ لحم مفروم مع طماط مشوي'],
        price: 3_750,
        image: 'lamb-kebab',
      },
    ],
  },
  {
    name: ['Machboos & Rice', 'مجبوس ورز'],
    image: 'cat-rice',
    items: [
      {
        name: ['Chicken Machboos', 'مجبوس دجاج'],
        description: ['Spiced rice with a half chicken and daqoos', 'رز متبل مع نصف دجاجة ودقوس'],
        price: 3_500,
        image: 'chicken-machboos',
        promoted: true,
        options: [
          {
            id: 1,
            name_en: 'Rice',
            name_ar: 'الرز',
            required: true,
            items: [
              { id: 1, name_en: 'Machboos rice', name_ar: 'رز مجبوس', price_minor: 0 },
              { id: 2, name_en: 'White rice', name_ar: 'رز أبيض', price_minor: 0 },
            ],
          },
        ],
        add_ons: [
          addOn(1, 'Extra daqoos', 'دقوس إضافي', 250),
          addOn(2, 'Extra chicken', 'دجاج إضافي', 1_000),
        ],
      },
      {
        name: ['Lamb Machboos', 'مجبوس لحم'],
        description: ['Slow-cooked lamb on saffron rice', 'لحم مطبوخ على نار هادئة مع رز بالزعفران'],
        price: 5_000,
        image: 'lamb-machboos',
        sizes: [size(1, 'Half', 'نص', 5_000), size(2, 'Full', 'كامل', 9_500)],
      },
      {
        name: ['Shrimp Mumawash', 'مموش روبيان'],
        description: ['Green-lentil rice with Gulf shrimp', 'رز بالماش مع روبيان الخليج'],
        price: 4_250,
        image: 'shrimp-mumawash',
      },
    ],
  },
  {
    name: ['Drinks & Desserts', 'مشروبات وحلويات'],
    image: 'cat-drinks',
    items: [
      {
        name: ['Karak Tea', 'شاي كرك'],
        description: ['Strong tea with milk and cardamom', 'شاي ثقيل بالحليب والهيل'],
        price: 350,
        image: 'karak-tea',
        sizes: [size(1, 'Small', 'صغير', 350), size(2, 'Large', 'كبير', 500)],
      },
      {
        name: ['Lemon Mint', 'ليمون ونعناع'],
        description: ['Fresh lemon blended with mint', 'ليمون طازج مع نعناع'],
        price: 1_250,
        image: 'lemon-mint',
      },
      {
        name: ['Luqaimat', 'لقيمات'],
        description: ['Crispy dumplings with date syrup', 'لقيمات مقرمشة مع دبس'],
        price: 1_500,
        image: 'luqaimat',
        promoted: true,
        add_ons: [addOn(1, 'Extra date syrup', 'دبس إضافي', 150), addOn(2, 'Sesame', 'سمسم', 100)],
      },
      {
        name: ['Umm Ali', 'أم علي'],
        description: ['Baked pastry pudding with nuts', 'حلى أم علي بالمكسرات'],
        price: 1_750,
        image: 'umm-ali',
        available: false,
      },
    ],
  },
  {
    name: ['Catering Trays', 'صواني الولائم'],
    image: 'cat-catering',
    catering: true,
    items: [
      {
        name: ['Machboos Tray', 'صينية مجبوس'],
        description: ['Chicken or lamb machboos, priced per plate', 'مجبوس دجاج أو لحم، السعر للصحن'],
        price: 2_500,
        image: 'machboos-tray',
        options: [
          {
            id: 1,
            name_en: 'Meat',
            name_ar: 'اللحم',
            required: true,
            items: [
              { id: 1, name_en: 'Chicken', name_ar: 'دجاج', price_minor: 0 },
              { id: 2, name_en: 'Lamb', name_ar: 'لحم', price_minor: 500 },
            ],
          },
        ],
      },
      {
        name: ['Harees Tray', 'صينية هريس'],
        description: ['Wheat and meat porridge, per plate', 'هريس بالقمح واللحم، السعر للصحن'],
        price: 2_000,
        image: 'harees-tray',
      },
      {
        name: ['Grill Tray', 'صينية مشاوي'],
        description: ['Assorted grills for gatherings, per plate', 'مشاوي مشكلة للعزايم، السعر للصحن'],
        price: 3_500,
        image: 'grill-tray',
      },
    ],
  },
];

/** Inserts the categories and their items, in menu order. */
export async function seedDemoMenu(trx: Db, merchantId: number): Promise<void> {
  for (const [position, category] of CATEGORIES.entries()) {
    const row = await trx
      .insertInto('food_categories')
      .values({
        merchant_id: merchantId,
        name_en: category.name[0],
        name_ar: category.name[1],
        image_url: demoImage(category.image),
        is_catering: Boolean(category.catering),
        minimum_number_of_plates: category.catering ? 10 : 1,
        service_charges_minor: category.catering ? 5_000 : 0,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('food_items')
      .values(
        category.items.map((item, itemPosition) => ({
          merchant_id: merchantId,
          category_id: row.id,
          name_en: item.name[0],
          name_ar: item.name[1],
          description_en: item.description[0],
          description_ar: item.description[1],
          price_minor: item.price,
          discounted_price_minor: item.discounted ?? null,
          images: JSON.stringify([demoImage(item.image)]),
          promoted: item.promoted ?? false,
          // Promoted on the menu its category belongs to (catering, or delivery and pickup).
          promoted_for: JSON.stringify(
            item.promoted ? (category.catering ? ['catering'] : ['delivery', 'pickup']) : [],
          ),
          available: item.available ?? true,
          sizes: JSON.stringify(item.sizes ?? []),
          options: JSON.stringify(item.options ?? []),
          add_ons: JSON.stringify(item.add_ons ?? []),
          position: itemPosition,
        })),
      )
      .execute();
  }
}
