import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

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
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} rightSection={<IconChevronDown size={16} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>The {what} matching the filters</Menu.Label>
        <Menu.Item onClick={() => onExport("xlsx")}>Excel file (.xlsx)</Menu.Item>
        <Menu.Item onClick={() => onExport("csv")}>CSV file (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
