import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DataRow {
  key: string;
  cells: ReactNode[];
}

/** A plain table: the visible product table, and each chart's screen-reader twin. */
export function DataTable({
  caption,
  headers,
  rows,
  hideCaption = false,
}: {
  caption: string;
  headers: string[];
  rows: DataRow[];
  hideCaption?: boolean;
}) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly={hideCaption}>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {headers.map((header) => (
            <Table.ColumnHeader key={header} scope="col">
              {header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            {row.cells.map((cell, index) => (
              // The first cell names the row (a month, a gateway, a product).
              <Table.Cell
                key={headers[index]}
                as={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                fontWeight={index === 0 ? 'medium' : undefined}
              >
                {cell}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Text rows keyed by their first cell (a month or a gateway name is unique in its table). */
export const textRows = (rows: string[][]): DataRow[] =>
  rows.map((cells) => ({ key: cells[0] ?? '', cells }));
