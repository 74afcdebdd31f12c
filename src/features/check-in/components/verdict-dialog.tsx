import { Badge, Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import type { Verdict } from '../lib/verdict';

type Admitted = Extract<Verdict, { kind: 'online' | 'offline' }>;

/** Who was let in, and whether the server or only this device decided it. */
export function VerdictDialog({ verdict, onClose }: { verdict: Admitted | null; onClose: () => void }) {
  const { t } = useTranslation('check-in');
  const rows = verdict ? details(verdict) : [];
  return (
    <Dialog.Root
      open={verdict !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Badge colorPalette={verdict?.kind === 'online' ? 'green' : 'orange'} size="lg">
                {verdict?.kind === 'online' ? t('outcome.online') : t('outcome.offline')}
              </Badge>
              <Dialog.Title>
                {verdict?.kind === 'online'
                  ? verdict.result.message || t('result.valid')
                  : t('result.offline_title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {verdict?.kind === 'offline' && <Text marginBlockEnd="4">{t('result.offline_note')}</Text>}
              <DataList.Root orientation="horizontal">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{t(`result.${label}`)}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="orange" onClick={onClose}>
                {t('result.next')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function details(verdict: Admitted): [string, string][] {
  if (verdict.kind === 'online') {
    const { result } = verdict;
    return [
      ['qr_number', result.qr_number],
      ['first_name', result.customer_first_name],
      ['last_name', result.customer_last_name],
      ['slot', result.slot],
    ];
  }
  const { place } = verdict;
  return [
    ['qr_number', place.number],
    ['first_name', place.first_name],
    ['last_name', place.last_name],
    ['slot', place.slot],
  ];
}
