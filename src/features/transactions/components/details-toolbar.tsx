import { DataList, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import type { TransactionDetail } from '@/domain/contracts/transactions';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { detailRowKind } from '../lib/detail-rows';

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

/** SPEC 2.3 Details toolbar: label/value rows; file rows download, the payment URL copies. */
export function DetailsToolbar({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('transaction-actions');
  if (!detail.details) {
    return (
      <Text role="alert" color="fg.error">
        {t('detail.no_details')}
      </Text>
    );
  }
  const copy = async (url: string) => {
    try {
      await copyText(url);
      notifySuccess(t('detail.copied'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <DataList.Root orientation="horizontal" gap="3">
      {detail.details.map((row) => {
        const kind = detailRowKind(row, detail.payment_url);
        return (
          <DataList.Item key={row.label} alignItems="baseline">
            <DataList.ItemLabel minWidth="40">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">
              {kind === 'download' ? (
                <Link href={row.value} target="_blank" rel="noreferrer" download color="orange.fg">
                  {t('detail.download')}
                </Link>
              ) : kind === 'payment_url' ? (
                <HStack gap="1" minWidth="0">
                  <Link
                    href={row.value}
                    target="_blank"
                    rel="noreferrer"
                    color="orange.fg"
                    dir="ltr"
                    wordBreak="break-all"
                  >
                    {row.value}
                  </Link>
                  <IconButton
                    aria-label={t('detail.copy')}
                    title={t('detail.copy')}
                    size="xs"
                    variant="ghost"
                    onClick={() => void copy(row.value)}
                  >
                    <CopyIcon />
                  </IconButton>
                </HStack>
              ) : (
                row.value
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
