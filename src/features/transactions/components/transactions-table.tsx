import { Box, Checkbox, IconButton, Table, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { catalogueOrderOf } from '@/domain/catalogue-order';
import type {
  TransactionListOptions,
  TransactionRow,
  TransactionScope,
} from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { ChildRows } from './child-rows';
import { RowActionsMenu } from './row-actions-menu';
import { MONEY_FIELDS, TransactionCell } from './transaction-cell';

function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="orange"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The toggle names what it opens: a catalogue order, the money movements, or both. */
function toggleLabelKey(hasOrder: boolean, hasTxns: boolean): string {
  if (!hasOrder) return 'table.show_children';
  return hasTxns ? 'table.show_order_children' : 'table.show_order';
}

export interface TransactionsTableProps {
  scope: TransactionScope;
  rows: TransactionRow[];
  /** Active fields in their order, labels in the current language (OPTIONS). */
  fields: TransactionListOptions['fields'];
  lang: Lang;
  /** The list's own path: a row's detail is this path plus its id. */
  basePath: string;
  /** Rows can be ticked for table actions and "selected" exports. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (ids: Set<string>) => void;
}

/** Only the active fields, in order; selectable rows with expandable child transactions. */
export function TransactionsTable({
  scope,
  rows,
  fields,
  lang,
  basePath,
  selected,
  onSelectedChange,
}: TransactionsTableProps) {
  const { t } = useTranslation('transactions');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const selectable = Boolean(selected && onSelectedChange);
  const picked = rows.filter((row) => selected?.has(row.id)).length;
  const hasActions = rows.some((row) => row.actions.length > 0);
  const columns = fields.length + 1 + (selectable ? 1 : 0) + (hasActions ? 1 : 0);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange?.(next);
  };
  const toggleExpanded = (id: string) => {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
  };

  return (
    // Wide tables scroll sideways on narrow screens instead of squeezing every column;
    // positioned so the checkboxes' absolutely placed inputs scroll with it instead of widening the page.
    <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selectable && (
              <Table.ColumnHeader width="10">
                <SelectBox
                  label={t('table.select_all')}
                  checked={picked === 0 ? false : picked === rows.length ? true : 'indeterminate'}
                  onChange={(on) =>
                    onSelectedChange?.(
                      on ? new Set([...(selected ?? []), ...rows.map((row) => row.id)]) : new Set(),
                    )
                  }
                />
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader width="10">
              <VisuallyHidden>{t('table.children_column')}</VisuallyHidden>
            </Table.ColumnHeader>
            {fields.map((field) => (
              <Table.ColumnHeader
                key={field.name}
                whiteSpace="nowrap"
                textAlign={MONEY_FIELDS.includes(field.name) ? 'end' : 'start'}
              >
                {field.label}
              </Table.ColumnHeader>
            ))}
            {hasActions && (
              <Table.ColumnHeader width="12">
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const open = expanded.has(row.id);
            const childId = `txns-${row.id}`;
            const order = catalogueOrderOf(row.extra);
            const short = row.id.slice(0, 8);
            return (
              <Fragment key={row.id}>
                <Table.Row data-selected={selected?.has(row.id) ? '' : undefined}>
                  {selectable && (
                    <Table.Cell>
                      <SelectBox
                        label={t('table.select_row', { id: short })}
                        checked={selected?.has(row.id) ?? false}
                        onChange={(on) => toggle(row.id, on)}
                      />
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    {(row.txns.length > 0 || order) && (
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t(toggleLabelKey(Boolean(order), row.txns.length > 0), { id: short })}
                        aria-expanded={open}
                        aria-controls={open ? childId : undefined}
                        onClick={() => toggleExpanded(row.id)}
                      >
                        {/* ▸ points along the reading direction: mirrored in Arabic. */}
                        <Box
                          as="span"
                          aria-hidden="true"
                          _rtl={{ transform: open ? undefined : 'scaleX(-1)' }}
                        >
                          {open ? '▾' : '▸'}
                        </Box>
                      </IconButton>
                    )}
                  </Table.Cell>
                  {fields.map((field) => (
                    <Table.Cell
                      key={field.name}
                      whiteSpace="nowrap"
                      textAlign={MONEY_FIELDS.includes(field.name) ? 'end' : 'start'}
                      fontVariantNumeric="tabular-nums"
                    >
                      <TransactionCell
                        row={row}
                        field={field.name}
                        lang={lang}
                        detailHref={`${basePath}/${row.id}`}
                      />
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end">
                      <RowActionsMenu scope={scope} row={row} />
                    </Table.Cell>
                  )}
                </Table.Row>
                {open && (
                  <ChildRows
                    id={childId}
                    parentId={row.id}
                    txns={row.txns}
                    order={order}
                    currency={row.currency_code}
                    colSpan={columns}
                    lang={lang}
                  />
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
