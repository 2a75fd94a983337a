import { Group, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DataTableController } from "./use-data-table-state";

/** Two date boxes bound to a list's `<field>__gte` and `<field>__lte` filters. */
export function DateRangeFilter({
  table,
  field,
  label,
}: {
  table: Pick<DataTableController, "filters" | "setFilter">;
  field: string;
  label: string;
}) {
  const { t } = useTranslation("common");
  const value = (name: string) => (table.filters[name] as string | undefined) ?? "";
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: "1 1 260px", minWidth: 0, maxWidth: 340 }}>
      <TextInput
        type="date"
        aria-label={t("{label} from", { label })}
        value={value(`${field}__gte`)}
        onChange={(e) => table.setFilter(`${field}__gte`, e.currentTarget.value || null)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Text fz="sm" c="dimmed">
        {t("to")}
      </Text>
      <TextInput
        type="date"
        aria-label={t("{label} to", { label })}
        value={value(`${field}__lte`)}
        onChange={(e) => table.setFilter(`${field}__lte`, e.currentTarget.value || null)}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
