import { ActionIcon, Box, Menu, VisuallyHidden } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "./types";

/** The actions column's header: named for screen readers, not shown. */
export function ActionsHeader() {
  const { t } = useTranslation("common");
  // Positioned, so the hidden label stays inside the table's scroll area on narrow screens.
  return (
    <Box component="span" pos="relative">
      <VisuallyHidden>{t("Actions")}</VisuallyHidden>
    </Box>
  );
}

/**
 * A row's "more" button and the menu it opens; `label` names the row, e.g. "Actions for Grace".
 * The menu (its positioning and focus code) is set up when the button is first pressed: set up
 * for every row of a page, it was much of the time a list took to draw on a phone.
 */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={opened}
      onClick={
        used
          ? undefined
          : () => {
              setUsed(true);
              setOpened(true);
            }
      }
    >
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
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
