import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSwitchLanguage } from '@/hooks/use-switch-language';

/** Shows the other language's own name ("العربية" / "English"), as people look for it. */
export function LanguageButton() {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <Button variant="ghost" size="sm" onClick={switchLanguage} aria-label={t('switch_language')}>
      {t('other_language')}
    </Button>
  );
}
