import type { LocalizedText } from '@/domain/contracts/common';
import type { Lang } from '@/lib/lang-path';

/** A merchant's two-language text in the page's language; English when the Arabic was left empty. */
export const pick = (text: LocalizedText, lang: Lang) => text[lang] || text.en;
