import { Badge, Button, Drawer, Group, Select, Stack, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./data-table.module.css";
import { type DataTableColumn, parseOrdering } from "./types";
import type { DataTableController } from "./use-data-table-state";

/** How many filters narrow the list now. */
export const activeFilterCount = (filters: DataTableController["filters"]) =>
  Object.values(filters).filter((v) => v !== null && v !== undefined && v !== "").length;

type FiltersDrawerProps<T> = {
  label: string;
  state: DataTableController;
  columns: DataTableColumn<T>[];
  filters?: ReactNode;
  total: string;
};

/**
 * On a phone the filters and the order wait behind one button, which says how many filters are
 * on; they open in a sheet from the bottom of the screen, within reach of the thumb.
 */
export function FiltersDrawer<T>({ label, state, columns, filters, total }: FiltersDrawerProps<T>) {
  const { t } = useTranslation("common");
  const [opened, sheet] = useDisclosure(false);
  const count = activeFilterCount(state.filters);
  const sortable = columns.filter((c) => c.sortable);
  const sort = parseOrdering(state.ordering);
  const name = (c: DataTableColumn<T>) => c.label ?? (typeof c.header === "string" ? c.header : c.key);
  const orderChoices = sortable.flatMap((c) => [
    { value: c.key, label: t("{column}, first to last", { column: name(c) }) },
    { value: `-${c.key}`, label: t("{column}, last to first", { column: name(c) }) },
  ]);

  return (
    <>
      <Button
        variant={count > 0 ? "light" : "default"}
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {count}
            </Badge>
          ) : undefined
        }
        onClick={sheet.open}
        aria-haspopup="dialog"
      >
        {t("Filters")}
        {count > 0 && <VisuallyHidden>{t("{count} on", { count })}</VisuallyHidden>}
      </Button>
      <Drawer
        opened={opened}
        onClose={sheet.close}
        position="bottom"
        size="auto"
        title={t("Filter {what}", { what: label.toLowerCase() })}
        classNames={{ content: classes.sheet }}
      >
        <Stack gap="sm" className={classes.stackedFilters}>
          {filters}
          {orderChoices.length > 0 && (
            <Select
              label={t("Order")}
              data={orderChoices}
              value={sort ? state.ordering : null}
              placeholder={t("As the list comes")}
              onChange={(value) => state.setOrdering(value ?? "")}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Stack>
        <Group grow mt="lg">
          {count > 0 && (
            <Button
              variant="default"
              onClick={() => {
                for (const key of Object.keys(state.filters)) state.setFilter(key, null);
              }}
            >
              {t("Clear filters")}
            </Button>
          )}
          <Button onClick={sheet.close}>{t("Show {total}", { total })}</Button>
        </Group>
      </Drawer>
    </>
  );
}
