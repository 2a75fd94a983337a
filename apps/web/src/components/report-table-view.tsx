import type { ReportCell, ReportDocument } from "@cm/contracts";
import { formatMoney, getDisplayLocale } from "@cm/contracts/rules";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

type ReportTableData = ReportDocument["tables"][number];

/**
 * A cell as the page shows it: a word through the caller's `words` (a report's own words are
 * translated, a church's names pass through), counts and money the shown language's way.
 */
function shown(cell: ReportCell, currency: string | undefined, words: (text: string) => string): string {
  if (typeof cell === "string") return words(cell);
  if ("count" in cell) return cell.count.toLocaleString(getDisplayLocale());
  if ("percent" in cell) return `${cell.percent} %`;
  return currency ? formatMoney(cell.amount, currency) : cell.amount;
}

/**
 * One report table as pages show and print it, the same rows the downloads hold; it scrolls
 * sideways (and takes the keyboard's focus for it) when wider than the screen.
 */
export function ReportTableView({
  table,
  words,
  minWidth,
  caption = false,
}: {
  table: ReportTableData;
  words: (text: string) => string;
  minWidth: number;
  /** The title as the table's caption (else a heading above it names the table). */
  caption?: boolean;
}) {
  const { t } = useTranslation("common");
  const title = words(table.title);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t("{title}, scrolls sideways on narrow screens", { title })}
    >
      <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label={caption ? undefined : title}>
        {caption && <Table.Caption>{title}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={c.numeric ? "right" : "left"}>
                {words(c.header)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr
              // biome-ignore lint/suspicious/noArrayIndexKey: report rows are fixed for one answer
              key={i}
              fw={row.style ? 700 : undefined}
              bg={row.style === "section" ? "var(--mantine-color-gray-1)" : undefined}
            >
              {row.cells.map((cell, j) => (
                <Table.Td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the columns
                  key={j}
                  ta={table.columns[j]?.numeric ? "right" : "left"}
                  style={{ whiteSpace: "nowrap" }}
                >
                  {shown(cell, row.currency ?? table.currency, words)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A report document's tables, each under its title, or a word when the period holds nothing. */
export function ReportDocumentTables({
  doc,
  empty,
  words,
  minWidth,
}: {
  doc: ReportDocument;
  empty: string;
  words: (text: string) => string;
  minWidth: (columns: number) => number;
}) {
  if (doc.tables.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  return (
    <Stack gap="lg">
      {doc.tables.map((table) => (
        <Stack gap="xs" key={table.title}>
          <Title order={3} fz="md">
            {words(table.title)}
          </Title>
          <ReportTableView table={table} words={words} minWidth={minWidth(table.columns.length)} />
        </Stack>
      ))}
    </Stack>
  );
}
