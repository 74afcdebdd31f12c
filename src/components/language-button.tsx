import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguageLink } from '@/hooks/use-switch-language';

/** Shows the other language's own name ("العربية" / "English"), as people look for it. */
export function LanguageButton({ color }: Pick<ButtonProps, 'color'>) {
  const { t } = useTranslation();
  const link = useLanguageLink();
  return (
    <Button asChild variant="ghost" size="sm" color={color}>
      <a {...link} title={t('switch_language')}>
        {t('other_language')}
      </a>
    </Button>
  );
}
