import { chakra, Text } from '@chakra-ui/react';
import { splitTable } from '../lib/split-table';

/** A details value: plain text, or the table it encodes with `~` rows and `:` cells. */
export function DetailsValue({ value }: { value: string }) {
  const rows = splitTable(value);
  if (!rows) return <Text as="span">{value}</Text>;
  return (
    <chakra.table width="full" fontSize="sm" borderWidth="1px" borderRadius="md" borderCollapse="collapse">
      <tbody>
        {rows.map((cells, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity and never reorder
          <chakra.tr key={index} borderBottomWidth="1px">
            {cells.map((cell, at) => (
              <chakra.td
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity and never reorder
                key={at}
                colSpan={cells.length === 1 ? 2 : 1}
                paddingInline="2"
                paddingBlock="1"
                fontWeight={at === 0 && cells.length > 1 ? 'medium' : 'normal'}
              >
                {cell}
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

/** Label/value rows of a panel, as a two-column table a screen reader can walk. */
export function DetailsRows({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <chakra.table width="full" fontSize="sm">
      <tbody>
        {rows.map(([label, value]) => (
          <chakra.tr key={label} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <chakra.th
              scope="row"
              textAlign="start"
              fontWeight="medium"
              color="fg.muted"
              paddingBlock="2"
              paddingInlineEnd="3"
              verticalAlign="top"
              width="40%"
            >
              {label}
            </chakra.th>
            <chakra.td paddingBlock="2">
              <DetailsValue value={value} />
            </chakra.td>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
