import { Box, chakra, Link, Stack, Text } from '@chakra-ui/react';
import type { PayTransaction } from '@/domain/contracts/payments';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

const firstValue = (details: Record<string, string>) => Object.values(details)[0] ?? '';

/** Label/value pairs as a description list (the public theme has no DataList recipe). */
function Rows({ rows, emphasis }: { rows: [string, string][]; emphasis?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="minmax(6rem, 40%) 1fr"
      columnGap="3"
      rowGap="2"
      fontSize="sm"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          {/* "a~b" lists read one per line here; the result page draws them as tables. */}
          <chakra.dd
            whiteSpace="pre-line"
            fontWeight={emphasis ? 'semibold' : 'normal'}
            overflowWrap="anywhere"
          >
            {value.split('~').join('\n')}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** From/To, the order description accordion and the attachment (SPEC 2.4). */
export function OrderSummary({ transaction }: { transaction: PayTransaction }) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const remarks = transaction.remarks.map(
    (remark) => [lang === 'ar' ? remark.label_ar : remark.label_en, remark.value] as [string, string],
  );
  return (
    <Stack gap="3">
      <Rows
        emphasis
        rows={[
          [t('details.from'), firstValue(transaction.merchant_details)],
          [t('details.to'), firstValue(transaction.customer_details)],
        ]}
      />
      {/* Native details/summary: an accordion that needs no script, recipe or ARIA wiring. */}
      <chakra.details borderWidth="1px" borderRadius="md" paddingInline="3" paddingBlock="2">
        <chakra.summary cursor="pointer" fontWeight="semibold">
          {t('details.order_description')}
        </chakra.summary>
        <Stack gap="3" paddingBlock="3">
          {transaction.description && (
            <Text whiteSpace="pre-line">{transaction.description.split('~').join('\n')}</Text>
          )}
          <Rows rows={Object.entries(transaction.merchant_details)} />
          <Rows rows={Object.entries(transaction.customer_details)} />
          <Rows rows={remarks} />
        </Stack>
      </chakra.details>
      {transaction.attachment_url && (
        <Box>
          <Link
            href={transaction.attachment_url}
            download={transaction.attachment_name ?? true}
            color="orange.700"
          >
            {t('details.attachment')}
            {transaction.attachment_name ? ` (${transaction.attachment_name})` : ''}
          </Link>
        </Box>
      )}
    </Stack>
  );
}
