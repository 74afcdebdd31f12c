import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminDiscountCode } from '@/domain/contracts/discount-codes';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

export interface CodeActions {
  onEdit: (code: AdminDiscountCode) => void;
  onDeactivate: (code: AdminDiscountCode) => void;
}

function CodeBadge({ code }: { code: AdminDiscountCode }) {
  const { t } = useTranslation('catalogue-admin');
  if (!code.is_active) return <Badge colorPalette="gray">{t('codes.status.stopped')}</Badge>;
  if (code.live) return <Badge colorPalette="green">{t('codes.status.live')}</Badge>;
  return <Badge colorPalette="yellow">{t('codes.status.not_live')}</Badge>;
}

/** What the code takes off, as a customer would read it. */
function useDiscountText() {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const money = (amount: string, currency: string) =>
    formatMoney(amountMinor(amount, currency), currency, lang);
  return (code: AdminDiscountCode) => {
    const off =
      code.discount_type === 'percentage'
        ? t('codes.off_percent', { percent: code.amount })
        : code.discount_type === 'fixed'
          ? t('codes.off_amount', { amount: money(code.amount, code.currency_code) })
          : t('codes.type.no_discount');
    return code.minimum_order
      ? `${off} · ${t('codes.minimum', { amount: money(code.minimum_order, code.currency_code) })}`
      : off;
  };
}

/** A YYYY-MM-DD day kept left to right inside an Arabic sentence (else it reads 09-04-2024). */
const isolated = (day: string) => `\u2066${day}\u2069`;

function CodeRow({ code, actions }: { code: AdminDiscountCode; actions?: CodeActions }) {
  const { t } = useTranslation('catalogue-admin');
  const discount = useDiscountText();
  const days =
    code.starts_on || code.ends_on
      ? t('codes.days', { from: isolated(code.starts_on ?? '…'), to: isolated(code.ends_on ?? '…') })
      : t('codes.no_days');
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Stack gap="1" flex="1" minWidth="48">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontFamily="mono" dir="ltr">
            {code.code}
          </Text>
          <CodeBadge code={code} />
        </HStack>
        <Text textStyle="sm">{discount(code)}</Text>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text>
            {code.max_uses === null
              ? t('codes.uses_unlimited', { count: code.used_count })
              : t('codes.uses', { used: code.used_count, limit: code.max_uses })}
          </Text>
          <Text>{days}</Text>
        </HStack>
      </Stack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.onEdit(code)}
            aria-label={t('actions.edit_named', { name: code.code })}
          >
            {t('actions.edit')}
          </Button>
          {code.is_active && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => actions.onDeactivate(code)}
              aria-label={t('codes.actions.deactivate_named', { code: code.code })}
            >
              {t('codes.actions.deactivate')}
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}

export function DiscountCodeList({ rows, actions }: { rows: AdminDiscountCode[]; actions?: CodeActions }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={t('codes.list_label')}>
      {rows.map((code) => (
        <CodeRow key={code.id} code={code} actions={actions} />
      ))}
    </Stack>
  );
}
