import type { LocalizedText } from '@/domain/contracts/food';
import type { Lang } from '@/lib/lang-path';

/** The text in the page's language; the menu holds both. */
export const pick = (text: LocalizedText, lang: Lang) => text[lang] || text.en;
