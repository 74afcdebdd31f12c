/**
 * The bench's generated products' names (bench/catalogue.ts), varied in both languages as a real
 * shop's. Name parts side by side: a product is "Royal Omani saffron, 50 g" / "زعفران عماني ملكي، 50 غرام".
 */
export const NOUNS: [string, string, number][] = [
  // English, Arabic, the demo category's position (perfumes, dates & sweets, home & coffee)
  ['oud oil', 'دهن عود', 0],
  ['musk', 'مسك', 0],
  ['amber', 'عنبر', 0],
  ['rose water', 'ماء ورد', 0],
  ['saffron', 'زعفران', 1],
  ['dates', 'تمر', 1],
  ['coffee', 'قهوة', 2],
  ['cardamom', 'هيل', 1],
  ['incense', 'بخور', 0],
  ['dallah', 'دلة', 2],
  ['cushion', 'وسادة', 2],
  ['lantern', 'فانوس', 2],
  ['tray', 'صينية', 2],
  ['candle', 'شمعة', 2],
  ['honey', 'عسل', 1],
  ['tea', 'شاي', 1],
  ['perfume', 'عطر', 0],
  ['prayer mat', 'سجادة صلاة', 2],
  ['thermos', 'ترمس', 2],
  ['chocolate', 'شوكولاتة', 1],
];
export const ADJECTIVES = [
  ['Royal', 'ملكي'],
  ['Golden', 'ذهبي'],
  ['Classic', 'كلاسيكي'],
  ['Fresh', 'طازج'],
  ['Smoked', 'مدخن'],
  ['Wild', 'بري'],
  ['Premium', 'فاخر'],
  ['Family', 'عائلي'],
  ['Mini', 'صغير'],
  ['Grand', 'كبير'],
  ['Spiced', 'متبل'],
  ['Pure', 'نقي'],
  ['Festive', 'احتفالي'],
];
export const ORIGINS = [
  ['Omani', 'عماني'],
  ['Taif', 'طائفي'],
  ['Cambodian', 'كمبودي'],
  ['Kuwaiti', 'كويتي'],
  ['Yemeni', 'يمني'],
  ['Indian', 'هندي'],
  ['Saudi', 'سعودي'],
  ['Iranian', 'إيراني'],
  ['Turkish', 'تركي'],
  ['Moroccan', 'مغربي'],
];
export const SIZES = [
  ['50 g', '50 غرام'],
  ['100 g', '100 غرام'],
  ['250 g', '250 غرام'],
  ['500 g', '500 غرام'],
  ['30 ml', '30 مل'],
  ['100 ml', '100 مل'],
  ['set of 3', 'طقم 3'],
  ['box of 12', 'علبة 12'],
];
