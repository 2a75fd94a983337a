import type { SiteBanner } from "@cm/contracts";
import { Badge, Button, Drawer, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  hasSearchOrFilters,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import { useBannerList, useDeleteBanner, useUpdateBanner } from "../api/settings-api";
import { BannerForm, LEVEL_CHOICES, LEVEL_COLORS } from "./banner-form";

type Editing = { banner?: SiteBanner };

const ACTIVE_FILTER = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];
const LEVEL_SHORT: Record<SiteBanner["level"], string> = {
  info: "Information",
  success: "Good news",
  warning: "Warning",
  error: "Urgent",
};

/** Whether a banner is on screen now: active, and inside its window if it has one. */
export function bannerShowingNow(banner: SiteBanner, now = new Date()): boolean {
  if (!banner.is_active) return false;
  if (banner.starts_at && new Date(banner.starts_at) > now) return false;
  if (banner.ends_at && new Date(banner.ends_at) <= now) return false;
  return true;
}

function windowText(banner: SiteBanner): string {
  if (!banner.starts_at && !banner.ends_at) return "Always";
  if (!banner.ends_at) return `From ${formatDateTime(banner.starts_at)}`;
  if (!banner.starts_at) return `Until ${formatDateTime(banner.ends_at)}`;
  return `${formatDateTime(banner.starts_at)} – ${formatDateTime(banner.ends_at)}`;
}

function BannerDrawer({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  // The last form stays while the drawer slides out, instead of blanking mid-animation.
  const [shown, setShown] = useState(editing);
  useEffect(() => {
    if (editing) setShown(editing);
  }, [editing]);
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {shown?.banner ? "Edit banner" : "New banner"}
        </Text>
      }
      position="right"
      size="lg"
      padding="lg"
      onExitTransitionEnd={() => setShown(null)}
    >
      {shown && <BannerForm key={shown.banner?.id ?? "new"} banner={shown.banner} onDone={onClose} />}
    </Drawer>
  );
}

/** Site-wide banners: write, time, switch on and off, delete. */
export function BannersTable() {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useBannerList(table.params);
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const deletion = useConfirmedDelete(remove, {
    deleted: (_banner: SiteBanner) => "The banner has been deleted.",
    failed: "The banner was not deleted",
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setActive(banner: SiteBanner, is_active: boolean) {
    try {
      await update.mutateAsync({ id: banner.id, data: { is_active } });
      notify.success(is_active ? "The banner is active again." : "The banner is switched off.");
    } catch (error) {
      notify.error({ title: "The banner was not changed", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<SiteBanner>[] = [
    {
      key: "message",
      header: "Banner",
      render: (b) => (
        <Stack gap={2} maw={440}>
          {b.title && (
            <Text fw={600} fz="sm">
              {b.title}
            </Text>
          )}
          <Text fz="sm" c={b.title ? "dimmed" : undefined} lineClamp={2}>
            {b.message}
          </Text>
        </Stack>
      ),
    },
    {
      key: "level",
      header: "Colour",
      width: 130,
      render: (b) => (
        <Badge color={LEVEL_COLORS[b.level]} variant="light" tt="none">
          {LEVEL_SHORT[b.level]}
        </Badge>
      ),
    },
    { key: "starts_at", header: "When", sortable: true, render: (b) => <Text fz="sm">{windowText(b)}</Text> },
    {
      key: "is_active",
      header: "Showing",
      width: 150,
      render: (b) => {
        const now = bannerShowingNow(b);
        return (
          <Badge color={now ? "teal" : "gray"} variant="light" tt="none">
            {now ? "Showing now" : b.is_active ? "Not now" : "Off"}
          </Badge>
        );
      },
    },
    actionsColumn({
      label: (b) => `Actions for the banner "${b.title || b.message}"`,
      menu: (b) => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ banner: b })}>
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={b.is_active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            onClick={() => void setActive(b, !b.is_active)}
          >
            {b.is_active ? "Switch off" : "Switch on"}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask(b)}>
            Delete
          </Menu.Item>
        </>
      ),
    }),
  ];

  const filtered = hasSearchOrFilters(table);
  return (
    <>
      <DataTable
        label="Site banners"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(b) => b.id}
        state={table}
        searchPlaceholder="Search banners"
        emptyMessage={filtered ? "No banners match these filters." : "No banners yet."}
        minWidth={820}
        filters={
          <>
            <FilterSelect
              table={table}
              name="level"
              label="Colour"
              placeholder="Any colour"
              data={LEVEL_CHOICES}
              maxWidth={220}
            />
            <FilterSelect
              table={table}
              name="is_active"
              label="Active"
              placeholder="Active or not"
              data={ACTIVE_FILTER}
              maxWidth={170}
            />
          </>
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            New banner
          </Button>
        }
      />
      <BannerDrawer editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...deletion.dialogProps} title="Delete this banner?" confirmLabel="Delete">
        The banner will be removed for good. To keep it for later, switch it off instead.
      </ConfirmDialog>
    </>
  );
}
