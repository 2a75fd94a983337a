import {
  ASSET_CONDITIONS,
  ASSET_DOCUMENT_KINDS,
  ASSET_STATUSES,
  type AssetStatus,
  MAINTENANCE_KINDS,
  MAINTENANCE_STATUSES,
} from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Anchor, Badge, Menu, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataTableColumn } from "../../../components/data-table";
import { titleWord } from "../../../lib/labels";

/** "UNDER_MAINTENANCE" -> "Under maintenance". */
export const codeLabel = (code: string) => titleWord(code).replaceAll("_", " ");
const options = (codes: readonly string[]) => codes.map((value) => ({ value, label: codeLabel(value) }));

export const STATUS_OPTIONS = options(ASSET_STATUSES);
export const CONDITION_OPTIONS = options(ASSET_CONDITIONS);
export const MAINTENANCE_KIND_OPTIONS = options(MAINTENANCE_KINDS);
export const MAINTENANCE_STATUS_OPTIONS = options(MAINTENANCE_STATUSES);
export const DOCUMENT_KIND_OPTIONS = options(ASSET_DOCUMENT_KINDS);

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: "teal",
  ASSIGNED: "blue",
  UNDER_MAINTENANCE: "orange",
  RETIRED: "gray",
  DISPOSED: "dark",
  LOST: "red",
  SCHEDULED: "blue",
  IN_PROGRESS: "orange",
  COMPLETED: "teal",
  CANCELLED: "gray",
};

/** A status of an asset or of maintenance, in its colour. */
export function StatusBadge({ status }: { status: AssetStatus | string }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"} radius="sm" miw="max-content">
      {codeLabel(status)}
    </Badge>
  );
}

/** An amount on one line, for table cells. */
export function Money({ amount, currency }: { amount: string | null; currency: string }) {
  return (
    <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
      {moneyOrDash(amount, currency)}
    </Text>
  );
}

/** An amount in the app's one money format; "—" when not known. */
export const moneyOrDash = (amount: string | null, currency: string) =>
  amount === null ? "—" : formatMoney(amount, currency);

export { PageHeading as AssetsHeading } from "../../../components/page-heading";

export const assetPath = (id: number) => `/assets/${id}`;

type OfAnAsset = { asset: number; asset_name: string };

/** The "Asset" column of a record kept about one asset: its name, a link to it, and a short line below. */
export function assetColumn<T extends OfAnAsset>(line: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key: "asset",
    header: "Asset",
    render: (row) => (
      <Stack gap={0}>
        <Anchor component={Link} to={assetPath(row.asset)} fz="sm" fw={600}>
          {row.asset_name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {line(row)}
        </Text>
      </Stack>
    ),
  };
}

/** The menu entry of such a record when nothing else may be done with it. */
export function OpenAssetItem({ row }: { row: OfAnAsset }) {
  return (
    <Menu.Item component={Link} to={assetPath(row.asset)}>
      Open the asset
    </Menu.Item>
  );
}
