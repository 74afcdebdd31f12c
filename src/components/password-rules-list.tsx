import { List, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

const RULES = ['length', 'similar', 'common', 'numeric', 'characters'] as const;

/** SPEC 2.3: the rules a new password must meet, listed before the person types it. */
export function PasswordRulesList({ id }: { id: string }) {
  const { t } = useTranslation('password');
  return (
    <div id={id}>
      <Text fontSize="sm" fontWeight="semibold" marginBlockEnd="1">
        {t('rules.title')}
      </Text>
      <List.Root fontSize="sm" color="fg.muted" paddingInlineStart="5" gap="0.5">
        {RULES.map((rule) => (
          <List.Item key={rule}>{t(`rules.${rule}`)}</List.Item>
        ))}
      </List.Root>
    </div>
  );
}
