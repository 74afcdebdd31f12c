import { useTranslation } from '@/lib/i18n-react';
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/lang-path';

/** The interface language; re-renders when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}
