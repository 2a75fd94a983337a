import { msg, type SiteBanner } from "@cm/contracts";
import { Badge, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { switchActions } from "../../../components/shared-parts/switch-actions";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { useBannerList, useDeleteBanner, useUpdateBanner } from "../api/settings-api";
import { BannerForm, LEVEL_COLORS, levelChoices } from "./banner-form";

type Editing = { banner?: SiteBanner };

const LEVEL_SHORT: Record<SiteBanner["level"], string> = {
  info: msg("Information"),
  success: msg("Good news"),
  warning: msg("Warning"),
  error: msg("Urgent"),
};

/** Whether a banner is on screen now: active, and inside its window if it has one. */
export function bannerShowingNow(banner: SiteBanner, now = new Date()): boolean {
  if (!banner.is_active) return false;
  if (banner.starts_at && new Date(banner.starts_at) > now) return false;
  if (banner.ends_at && new Date(banner.ends_at) <= now) return false;
  return true;
}

const t = translator("settings");

function windowText(banner: SiteBanner): string {
  if (!banner.starts_at && !banner.ends_at) return t("Always");
  if (!banner.ends_at) return t("From {date}", { date: formatDateTime(banner.starts_at) });
  if (!banner.starts_at) return t("Until {date}", { date: formatDateTime(banner.ends_at) });
  return `${formatDateTime(banner.starts_at)} – ${formatDateTime(banner.ends_at)}`;
}

function BannerDrawer({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation("settings");
  return (
    <FormDrawer
      state={editing}
      onClose={onClose}
      size="lg"
      title={(shown) => (shown?.banner ? t("Edit banner") : t("New banner"))}
    >
      {(shown) => <BannerForm key={shown.banner?.id ?? "new"} banner={shown.banner} onDone={onClose} />}
    </FormDrawer>
  );
}

/** Site-wide banners: write, time, switch on and off, delete. */
export function BannersTable() {
  const { t } = useTranslation("settings");
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useBannerList(table.params);
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const deletion = useConfirmedDelete(remove, {
    deleted: (_banner: SiteBanner) => t("The banner has been deleted."),
    failed: t("The banner was not deleted"),
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setActive(banner: SiteBanner, is_active: boolean) {
    await withToasts(() => update.mutateAsync({ id: banner.id, data: { is_active } }), {
      done: is_active ? t("The banner is active again.") : t("The banner is switched off."),
      failed: t("The banner was not changed"),
    });
  }

  const columns: DataTableColumn<SiteBanner>[] = [
    {
      key: "message",
      header: t("Banner"),
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
      header: t("Colour"),
      width: 130,
      render: (b) => (
        <Badge color={LEVEL_COLORS[b.level]} variant="light" tt="none">
          {t(LEVEL_SHORT[b.level])}
        </Badge>
      ),
    },
    {
      key: "starts_at",
      header: t("When"),
      sortable: true,
      render: (b) => <Text fz="sm">{windowText(b)}</Text>,
    },
    {
      key: "is_active",
      header: t("Showing"),
      width: 150,
      render: (b) => {
        const now = bannerShowingNow(b);
        return (
          <Badge color={now ? "teal" : "gray"} variant="light" tt="none">
            {now ? t("Showing now") : b.is_active ? t("Not now") : t("Off")}
          </Badge>
        );
      },
    },
  ];

  return (
    <>
      <ListTable
        label={t("Site banners")}
        columns={columns}
        table={table}
        list={list}
        search={t("Search banners")}
        empty={{ none: t("No banners yet."), filtered: t("No banners match these filters.") }}
        minWidth={820}
        filters={[
          {
            name: "level",
            label: t("Colour"),
            placeholder: t("Any colour"),
            data: levelChoices(t),
            maxWidth: 220,
          },
          yesNoFilter(
            "is_active",
            t("Active"),
            t("Active or not"),
            { yes: t("Active"), no: t("Inactive") },
            170,
          ),
        ]}
        rowActions={{
          label: (b) => t('Actions for the banner "{banner}"', { banner: b.title || b.message }),
          actions: [
            { label: t("Edit"), icon: <IconPencil size={16} />, onClick: (b) => setEditing({ banner: b }) },
            ...switchActions<SiteBanner>(
              (b) => b.is_active,
              (row, on) => void setActive(row, on),
              {
                off: { label: t("Switch off"), icon: <IconPlayerPause size={16} /> },
                on: { label: t("Switch on"), icon: <IconPlayerPlay size={16} /> },
              },
            ),
            { label: t("Delete"), icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
        create={{ label: t("New banner"), onClick: () => setEditing({}) }}
      />
      <BannerDrawer editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this banner?")} confirmLabel={t("Delete")}>
        {t("The banner will be removed for good. To keep it for later, switch it off instead.")}
      </ConfirmDialog>
    </>
  );
}
