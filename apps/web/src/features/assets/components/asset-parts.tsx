import {
  ASSET_CONDITIONS,
  ASSET_DOCUMENT_KINDS,
  ASSET_STATUSES,
  type AssetStatus,
  MAINTENANCE_KINDS,
  MAINTENANCE_STATUSES,
  msg,
} from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Anchor, Badge, Menu, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataTableColumn } from "../../../components/data-table";
import { translator } from "../../../lib/i18n";
import { titleWord } from "../../../lib/labels";

const t = translator("assets");

// The words of the assets' codes: statuses, conditions, kinds of maintenance and of documents.
const CODE_LABELS: Record<string, string> = {
  ACTIVE: msg("Active"),
  ASSIGNED: msg("Assigned"),
  UNDER_MAINTENANCE: msg("Under maintenance"),
  RETIRED: msg("Retired"),
  DISPOSED: msg("Disposed"),
  LOST: msg("Lost"),
  NEW: msg("New"),
  GOOD: msg("Good"),
  FAIR: msg("Fair"),
  POOR: msg("Poor"),
  PREVENTIVE: msg("Preventive"),
  REPAIR: msg("Repair"),
  INSPECTION: msg("Inspection"),
  SCHEDULED: msg("Scheduled"),
  IN_PROGRESS: msg("In progress"),
  COMPLETED: msg("Completed"),
  CANCELLED: msg("Cancelled"),
  RECEIPT: msg("Receipt"),
  WARRANTY: msg("Warranty"),
  TITLE_DEED: msg("Title deed"),
  MANUAL: msg("Manual"),
  PHOTO: msg("Photo"),
  OTHER: msg("Other"),
};

/** "UNDER_MAINTENANCE" -> "Under maintenance", in the language shown now. */
export const codeLabel = (code: string) => {
  const label = CODE_LABELS[code];
  return label ? t(label) : titleWord(code).replaceAll("_", " ");
};
const options = (codes: readonly string[]) => () =>
  codes.map((value) => ({ value, label: codeLabel(value) }));

// Functions, so that each list is in the language shown when it opens.
export const statusOptions = options(ASSET_STATUSES);
export const conditionOptions = options(ASSET_CONDITIONS);
export const maintenanceKindOptions = options(MAINTENANCE_KINDS);
export const maintenanceStatusOptions = options(MAINTENANCE_STATUSES);
export const documentKindOptions = options(ASSET_DOCUMENT_KINDS);

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
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"} radius="sm">
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
    header: t("Asset"),
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
  const { t } = useTranslation("assets");
  return (
    <Menu.Item component={Link} to={assetPath(row.asset)}>
      {t("Open the asset")}
    </Menu.Item>
  );
}
