import { Badge, Table } from '@chakra-ui/react';
import type { EventKeySummary } from '@/domain/contracts/check-in';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** The event's signing keys, newest first: when each was made and retired, and whether doors still take it. */
export function KeysTable({ keys }: { keys: EventKeySummary[] }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const status = (key: EventKeySummary) =>
    key.current ? (
      <Badge colorPalette="green">{t('door.keys.current')}</Badge>
    ) : key.accepted ? (
      <Badge colorPalette="orange">{t('door.keys.until_end')}</Badge>
    ) : (
      <Badge>{t('door.keys.expired')}</Badge>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('door.keys.title')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('door.keys.kid')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('door.keys.created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('door.keys.retired')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('door.keys.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...keys].reverse().map((key) => (
            <Table.Row key={key.kid}>
              <Table.Cell>{key.kid}</Table.Cell>
              <Table.Cell>{formatDateTime(key.created_at, lang)}</Table.Cell>
              <Table.Cell>{key.retired_at ? formatDateTime(key.retired_at, lang) : '—'}</Table.Cell>
              <Table.Cell>{status(key)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
