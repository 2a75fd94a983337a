import type { HierarchyReport } from "@cm/contracts";
import { formatMoney, getDisplayLocale, isReportWord } from "@cm/contracts/rules";
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Cell = HierarchyReport["rows"][number]["cells"][number];

function shown(cell: Cell, currency: string | undefined, t: (key: string) => string): string {
  // Words of the report's layout ("Total") are translated; names of churches and regions pass through.
  if (typeof cell === "string") return isReportWord(cell) ? t(cell) : cell;
  // Counts the shown language's way (1 250 in French), as money is.
  if ("count" in cell) return cell.count.toLocaleString(getDisplayLocale());
  if ("percent" in cell) return `${cell.percent} %`;
  return currency ? formatMoney(cell.amount, currency) : cell.amount;
}

/** A report's table as the page shows and prints it: the same rows the downloads hold. */
export function ReportTable({ report }: { report: HierarchyReport }) {
  const { t } = useTranslation("dashboard");
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <Table.ScrollContainer
      minWidth={report.columns.length * 110}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t("{title}, scrolls sideways on narrow screens", { title: t(report.title) })}
    >
      <Table striped withTableBorder>
        <Table.Caption>{t(report.title)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={c.numeric ? "right" : "left"}>
                {t(c.header)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, i) => (
            // Rows have no identity of their own beyond their place in the report.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed once loaded
            <Table.Tr key={i}>
              {row.cells.map((cell, j) => (
                <Table.Td
                  key={report.columns[j]?.header ?? j}
                  ta={report.columns[j]?.numeric ? "right" : "left"}
                >
                  {shown(cell, row.currency, t)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
