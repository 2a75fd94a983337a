import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "./types";

/**
 * What a list answer says about its size: `total` rows, or, when the server stopped counting
 * (`exact` false), more than `total`; `hasNext` says whether a page follows the current one.
 */
export type TableTotal = { total: number; exact?: boolean; hasNext?: boolean };

/** The number of pages to offer: all of them, or as far as the rows known to exist reach. */
export function pageCount(
  { total, exact = true, hasNext = false }: TableTotal,
  pageSize: number,
  page: number,
) {
  if (exact) return Math.max(1, Math.ceil(total / pageSize));
  // More than `total` rows: at least the page holding the next row, and the one after this page.
  return Math.max(Math.floor(total / pageSize) + 1, page + (hasNext ? 1 : 0));
}

type TableFooterProps = TableTotal & {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** A phone's: the page buttons on a line of their own, fewer of them, and larger. */
  compact?: boolean;
};

/** "Showing 1–20 of 54" (or "of 10,000+"), the rows-per-page choice and the page buttons. */
export function TableFooter({
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  compact = false,
  ...size
}: TableFooterProps) {
  const { t } = useTranslation("common");
  const { total, exact = true } = size;
  const pages = pageCount(size, pageSize, page);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = exact ? Math.min(total, page * pageSize) : page * pageSize;
  // Past the counted rows, the rows up to this page (with one after it) show there are more still.
  const atLeast = !exact && size.hasNext ? Math.max(total, last) : total;
  const of = `${atLeast.toLocaleString("en")}${exact ? "" : "+"}`;

  return (
    <Group justify={compact ? "center" : "space-between"} gap="sm" mt="md" wrap="wrap">
      <Group
        gap="sm"
        wrap="nowrap"
        justify={compact ? "space-between" : undefined}
        w={compact ? "100%" : undefined}
      >
        <Text size="sm" c="dimmed">
          {total === 0
            ? t("No results")
            : t("Showing {first}–{last} of {total}", {
                first: first.toLocaleString("en"),
                last: last.toLocaleString("en"),
                total: of,
              })}
        </Text>
        <Select
          aria-label={t("Rows per page")}
          size="xs"
          w={120}
          allowDeselect={false}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: t("{count} per page", { count: n }) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          size={compact ? "md" : "sm"}
          siblings={compact ? 0 : 1}
          boundaries={1}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? t("Previous page") : control === "next" ? t("Next page") : undefined,
          })}
        />
      )}
    </Group>
  );
}
