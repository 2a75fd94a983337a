import { formatMoney, type ReportCell, type ReportDocument } from "@cm/contracts";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

function shown(cell: ReportCell, currency: string): string {
  if (typeof cell === "string") return cell;
  if ("percent" in cell) return `${cell.percent} %`;
  if ("count" in cell) return cell.count.toLocaleString();
  return formatMoney(cell.amount, currency);
}

/** The giving report's tables as the page shows (and prints) them: the layout the downloads use. */
export function GivingReportTables({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation("giving-reports");
  if (doc.tables.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t("No confirmed gifts in this period.")}
      </Text>
    );
  return (
    <Stack gap="lg">
      {doc.tables.map((table) => (
        <Stack gap="xs" key={table.title}>
          <Title order={3} fz="md">
            {table.title}
          </Title>
          {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
          <Table.ScrollContainer
            minWidth={table.columns.length > 5 ? 900 : 320}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t("{title}, scrolls sideways on narrow screens", { title: table.title })}
          >
            <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label={table.title}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((c) => (
                    <Table.Th key={c.header} ta={c.numeric ? "right" : "left"}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: report rows are fixed for one answer
                  <Table.Tr key={i} fw={row.style ? 700 : undefined}>
                    {row.cells.map((cell, j) => (
                      <Table.Td
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the columns
                        key={j}
                        ta={table.columns[j]?.numeric ? "right" : "left"}
                        style={{ whiteSpace: "nowrap" }}
                      >
                        {shown(cell, row.currency ?? table.currency ?? "XXX")}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
