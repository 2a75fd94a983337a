import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The export button of a list: the rows its filters select, as XLSX or CSV. */
export function ExportMenu({
  what,
  onExport,
  busy,
}: {
  what: string;
  onExport: (format: "xlsx" | "csv") => void;
  busy: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} rightSection={<IconChevronDown size={16} />}>
          {t("Export")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("The {what} matching the filters", { what })}</Menu.Label>
        <Menu.Item onClick={() => onExport("xlsx")}>{t("Excel file (.xlsx)")}</Menu.Item>
        <Menu.Item onClick={() => onExport("csv")}>{t("CSV file (.csv)")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
