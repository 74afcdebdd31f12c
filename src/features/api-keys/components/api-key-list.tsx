import { Box, Code, DataList, Stack, Table, Text } from '@chakra-ui/react';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { ApiKeyActions, type KeyAction } from './api-key-actions';
import { ApiKeyState } from './api-key-state';

interface ListProps {
  keys: readonly ApiKey[];
  onAction: (action: KeyAction, apiKey: ApiKey) => void;
}

/** The texts of a key's cells, shared by the table and the phone's cards. */
function useCells(apiKey: ApiKey) {
  const { t } = useTranslation('api-keys');
  const lang = useLang();
  return {
    plugin: t(`plugin.${apiKey.plugin}`),
    prefix: (
      <Code dir="ltr" fontSize="xs">
        {apiKey.prefix}…
      </Code>
    ),
    created: (
      <Stack gap="0">
        <Text as="span">{formatDateTime(apiKey.created_at, lang)}</Text>
        {apiKey.created_by && (
          <Text as="span" color="fg.muted" fontSize="xs">
            {t('created_by', { name: apiKey.created_by })}
          </Text>
        )}
      </Stack>
    ),
    lastUsed: apiKey.last_used_at ? formatDateTime(apiKey.last_used_at, lang) : t('never_used'),
  };
}

function KeyRow({ apiKey, onAction }: { apiKey: ApiKey; onAction: ListProps['onAction'] }) {
  const cells = useCells(apiKey);
  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold" maxWidth="48" whiteSpace="normal" overflowWrap="anywhere">
        <bdi>{apiKey.name}</bdi>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{cells.plugin}</Table.Cell>
      <Table.Cell>{cells.prefix}</Table.Cell>
      {/* Dates wrap: in Arabic they are long enough to push the actions out of a laptop's view. */}
      <Table.Cell minWidth="32" maxWidth="40" whiteSpace="normal">
        {cells.created}
      </Table.Cell>
      <Table.Cell minWidth="32" maxWidth="40" whiteSpace="normal">
        {cells.lastUsed}
      </Table.Cell>
      <Table.Cell>
        <ApiKeyState apiKey={apiKey} />
      </Table.Cell>
      <Table.Cell>
        <ApiKeyActions apiKey={apiKey} onAction={onAction} />
      </Table.Cell>
    </Table.Row>
  );
}

const COLUMNS = ['name', 'plugin', 'prefix', 'created', 'last_used', 'state', 'actions'] as const;

function KeyTable({ keys, onAction }: ListProps) {
  const { t } = useTranslation('api-keys');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" display={{ base: 'none', md: 'block' }}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('list_label')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {t(`columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onAction={onAction} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function KeyCard({ apiKey, onAction }: { apiKey: ApiKey; onAction: ListProps['onAction'] }) {
  const { t } = useTranslation('api-keys');
  const cells = useCells(apiKey);
  const rows = [
    ['plugin', cells.plugin],
    ['prefix', cells.prefix],
    ['created', cells.created],
    ['last_used', cells.lastUsed],
  ] as const;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" padding="3" fontSize="sm">
      <Stack gap="3">
        <Stack gap="1">
          <Text as="h3" fontWeight="semibold" fontSize="md">
            <bdi>{apiKey.name}</bdi>
          </Text>
          <ApiKeyState apiKey={apiKey} />
        </Stack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {rows.map(([column, value]) => (
            <DataList.Item key={column}>
              <DataList.ItemLabel minWidth="28">{t(`columns.${column}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <ApiKeyActions apiKey={apiKey} onAction={onAction} />
      </Stack>
    </Box>
  );
}

/** A table from tablet width up; on a phone, one card per key (seven columns do not fit 414 px). */
export function ApiKeyList({ keys, onAction }: ListProps) {
  const { t } = useTranslation('api-keys');
  return (
    <>
      <KeyTable keys={keys} onAction={onAction} />
      <Stack
        as="ul"
        aria-label={t('list_label')}
        gap="3"
        listStyleType="none"
        display={{ base: 'flex', md: 'none' }}
      >
        {keys.map((apiKey) => (
          <KeyCard key={apiKey.id} apiKey={apiKey} onAction={onAction} />
        ))}
      </Stack>
    </>
  );
}
