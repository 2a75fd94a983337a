import { Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataTableColumn } from "../data-table";

/**
 * A column with one small worded button a row (View, Analytics, Attendance): it opens the row
 * (`onClick`) or its page (`to`), and `label` names it for the row ("Analytics for North").
 */
export function buttonColumn<T>(options: {
  key?: string;
  header: ReactNode;
  text: string;
  label: (row: T) => string;
  onClick?: (row: T) => void;
  to?: (row: T) => string;
  icon?: ReactNode;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}): DataTableColumn<T> {
  const { text, label, onClick, to, icon, size = "compact-xs", variant = "light" } = options;
  const look = { size, variant, leftSection: icon };
  return {
    key: options.key ?? "actions",
    header: options.header,
    align: "right",
    render: (row) =>
      to ? (
        <Button component={Link} to={to(row)} {...look} aria-label={label(row)}>
          {text}
        </Button>
      ) : (
        <Button {...look} onClick={() => onClick?.(row)} aria-label={label(row)}>
          {text}
        </Button>
      ),
  };
}
