import { Alert, List } from '@chakra-ui/react';
import type { CartChange } from '@/domain/contracts/food-checkout-changes';
import { currencyDecimals, formatMoney, parseDecimal } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** "Your order changed": what the server found different from the cart the customer saw. */
export function CartChanges({ changes, currency }: { changes: CartChange[]; currency: string }) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const money = (text: string | null) => {
    const parsed = parseDecimal(text ?? '', currencyDecimals(currency));
    return parsed.ok ? formatMoney(parsed.minor, currency, lang) : '';
  };
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('changed.title')}</Alert.Title>
        <Alert.Description>
          {t('changed.intro')}
          <List.Root marginBlockStart="2" gap="1" paddingInlineStart="4">
            {changes.map((change) => (
              <List.Item key={`${change.menu_item}-${change.kind}`}>
                {t(`changed.${change.kind}`, {
                  name: change.name[lang],
                  old_price: money(change.old_price),
                  new_price: money(change.new_price),
                })}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
