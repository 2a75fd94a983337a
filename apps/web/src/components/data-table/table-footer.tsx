import { Group, Pagination, Select, Text } from "@mantine/core";
import { PAGE_SIZES } from "./types";

type TableFooterProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** "Showing 1–20 of 54", the rows-per-page choice and the page buttons. */
export function TableFooter({ page, pageSize, total, onPageChange, onPageSizeChange }: TableFooterProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {total === 0 ? "No results" : `Showing ${first}–${last} of ${total}`}
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={120}
          allowDeselect={false}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
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
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : undefined,
          })}
        />
      )}
    </Group>
  );
}
