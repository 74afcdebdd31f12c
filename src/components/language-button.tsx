import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLanguageLink } from '@/hooks/use-switch-language';
import { useTranslation } from '@/lib/i18n-react';
import { useShowsLanguageButton } from './customer-appearance';
import { OtherLanguageName } from './other-language-name';

/** The link to the page in the other language, by that language's own name (unless the page's plugin hides it). */
export function LanguageButton({ color }: Pick<ButtonProps, 'color'>) {
  const { t } = useTranslation();
  const link = useLanguageLink();
  const shown = useShowsLanguageButton();
  if (!shown) return null;
  return (
    <Button asChild variant="ghost" size="sm" color={color}>
      <a {...link} title={t('switch_language')}>
        <OtherLanguageName />
      </a>
    </Button>
  );
}
