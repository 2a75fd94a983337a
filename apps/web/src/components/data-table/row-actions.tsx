import { ActionIcon, Box, Menu, VisuallyHidden } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { DataTableColumn } from "./types";

/** The actions column's header: named for screen readers, not shown. */
export function ActionsHeader() {
  // Positioned, so the hidden label stays inside the table's scroll area on narrow screens.
  return (
    <Box component="span" pos="relative">
      <VisuallyHidden>Actions</VisuallyHidden>
    </Box>
  );
}

/** A row's "more" button and the menu it opens; `label` names the row, e.g. "Actions for Grace". */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The last column: a menu per row; a row whose `menu` gives nothing (null, false) gets an empty cell. */
export function actionsColumn<T>({
  label,
  menu,
}: {
  label: (row: T) => string;
  menu: (row: T) => ReactNode;
}): DataTableColumn<T> {
  return {
    key: "actions",
    header: <ActionsHeader />,
    width: 56,
    align: "right",
    render: (row) => {
      const items = menu(row);
      if (items === null || items === undefined || items === false) return null;
      return <RowActions label={label(row)}>{items}</RowActions>;
    },
  };
}
