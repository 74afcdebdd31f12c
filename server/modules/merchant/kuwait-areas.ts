import type { KuwaitAreas } from '../../../src/domain/payment-settings.ts';

/**
 * Residential areas of Kuwait for the address step's area list (SPEC 5: "The KW area list
 * comes from the server"): the list a merchant starts from and edits on its Payments page.
 * English and Arabic lists are index-aligned.
 */
const AREAS: readonly [string, string][] = [
  ['Abdullah Al-Salem', 'ضاحية عبدالله السالم'],
  ['Abu Fatira', 'أبو فطيرة'],
  ['Abu Halifa', 'أبو حليفة'],
  ['Adailiya', 'العديلية'],
  ['Ahmadi', 'الأحمدي'],
  ['Al-Adan', 'العدان'],
  ['Al-Qurain', 'القرين'],
  ['Al-Qusour', 'القصور'],
  ['Ardiya', 'العارضية'],
  ['Bayan', 'بيان'],
  ['Bneid Al-Qar', 'بنيد القار'],
  ['Daiya', 'الدعية'],
  ['Dasma', 'الدسمة'],
  ['Dasman', 'دسمان'],
  ['Egaila', 'العقيلة'],
  ['Fahaheel', 'الفحيحيل'],
  ['Faiha', 'الفيحاء'],
  ['Farwaniya', 'الفروانية'],
  ['Fintas', 'الفنطاس'],
  ['Hawally', 'حولي'],
  ['Jabriya', 'الجابرية'],
  ['Jahra', 'الجهراء'],
  ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'],
  ['Kaifan', 'كيفان'],
  ['Khaitan', 'خيطان'],
  ['Khaldiya', 'الخالدية'],
  ['Kuwait City', 'مدينة الكويت'],
  ['Mahboula', 'المهبولة'],
  ['Mangaf', 'المنقف'],
  ['Mansouriya', 'المنصورية'],
  ['Mishref', 'مشرف'],
  ['Mubarak Al-Kabeer', 'مبارك الكبير'],
  ['Nuzha', 'النزهة'],
  ['Qadsiya', 'القادسية'],
  ['Qortuba', 'قرطبة'],
  ['Rawda', 'الروضة'],
  ['Rumaithiya', 'الرميثية'],
  ['Sabah Al-Ahmad', 'صباح الأحمد'],
  ['Sabah Al-Salem', 'صباح السالم'],
  ['Sabahiya', 'الصباحية'],
  ['Salmiya', 'السالمية'],
  ['Salwa', 'سلوى'],
  ['Shamiya', 'الشامية'],
  ['Sharq', 'شرق'],
  ['Shuwaikh', 'الشويخ'],
  ['Surra', 'السرة'],
  ['Yarmouk', 'اليرموك'],
  ['Zahra', 'الزهراء'],
];

export const KUWAIT_AREAS: KuwaitAreas = {
  en_list: AREAS.map(([en]) => en),
  ar_list: AREAS.map(([, ar]) => ar),
};
