import { chakra } from '@chakra-ui/react';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The other language's own name ("العربية" / "English"), as people look for it. On an English
 * page it is the only Arabic text: drawn in the system's face, so the page does not download
 * Noto Sans Arabic (50 KB on a slow line, beside its scripts) for one word.
 */
export function OtherLanguageName() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <chakra.span fontFamily={lang === 'en' ? 'system-ui, sans-serif' : undefined}>
      {t('other_language')}
    </chakra.span>
  );
}
