import { Table, type TableProps } from "@mantine/core";
import type { Key, ReactNode } from "react";

/** One column of a plain table: its heading and what a row shows in it. */
export type PlainColumn<T> = { header: string; render: (row: T) => ReactNode; align?: "right" };

/**
 * A short, striped table of rows already at hand (no paging, sorting or search: that is the
 * list kit's). With `minWidth` it scrolls sideways on a narrow screen.
 */
export function PlainTable<T>({
  label,
  columns,
  rows,
  rowKey,
  minWidth,
  verticalSpacing,
}: {
  label: string;
  columns: PlainColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  minWidth?: number;
  verticalSpacing?: TableProps["verticalSpacing"];
}) {
  const table = (
    <Table aria-label={label} verticalSpacing={verticalSpacing} striped>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.align}>
                {column.render(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
