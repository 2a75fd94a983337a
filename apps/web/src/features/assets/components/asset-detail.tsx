import type { Asset } from "@cm/contracts";
import { assetsEndpoints } from "@cm/contracts";
import { Anchor, Button, Group, Image, Stack, Text } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCash,
  IconFilePlus,
  IconPencil,
  IconTool,
  IconUserShare,
  type TablerIcon,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailFacts } from "../../../components/detail-facts";
import { DetailHeading } from "../../../components/detail-heading";
import { LoadError } from "../../../components/load-error";
import { PageLoader } from "../../../components/page-loader";
import { PlainTable } from "../../../components/plain-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { TitledSection } from "../../../components/titled-section";
import { fetchFile } from "../../../lib/file-transfer";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useCurrentSubscription } from "../../../lib/subscription-queries";
import { clientOf } from "../../../lib/typed-client";
import { useAsset, useAssetHistory } from "../api/assets-api";
import { codeLabel, moneyOrDash, StatusBadge } from "./asset-parts";
import { ChangeStatusDialog, UpdateValueDialog } from "./asset-status-dialogs";
import { AssignDialog } from "./assignment-dialogs";
import { AssignmentsTable } from "./assignments-table";
import { DocumentDialog } from "./document-dialog";
import { DocumentsTable } from "./documents-table";
import { ScheduleDialog } from "./maintenance-dialogs";
import { MaintenanceTable } from "./maintenance-table";

const assetsClient = clientOf(assetsEndpoints);

// The form loads when the drawer first opens, not with the page.
const AssetDrawer = lazyDrawer(() => import("./asset-form").then((module) => module.AssetDrawer));

/** The asset's photo, fetched with the signed-in user's token. */
function Photo({ asset }: { asset: Asset }) {
  const { t } = useTranslation("assets");
  const blob = useQuery({
    queryKey: [assetsClient.path, asset.id, "photo", asset.updated_at],
    queryFn: ({ signal }) => fetchFile(assetsClient.actionPath("photo", asset.id), signal),
    enabled: asset.has_photo,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob.data]);
  if (!asset.has_photo || !url) return null;
  return <Image src={url} alt={t("Photo of {name}", { name: asset.name })} radius="md" maw={320} />;
}

function History({ id, currency }: { id: number; currency: string }) {
  const { t } = useTranslation("assets");
  const history = useAssetHistory(id);
  const rows = history.data ?? [];
  if (rows.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t("No status or value changes yet.")}
      </Text>
    );
  return (
    <PlainTable
      label={t("Status and value history")}
      minWidth={520}
      rows={rows}
      rowKey={(h) => h.id}
      columns={[
        { header: t("When"), render: (h) => formatDateTime(h.changed_at) },
        {
          header: t("Change"),
          render: (h) =>
            h.kind === "STATUS"
              ? `${codeLabel(h.from_status ?? "")} → ${codeLabel(h.to_status ?? "")}`
              : t("Value {from} → {to}", {
                  from: moneyOrDash(h.old_value, currency),
                  to: moneyOrDash(h.new_value, currency),
                }),
        },
        { header: t("Note"), render: (h) => h.note || "—" },
        { header: t("By"), render: (h) => h.changed_by_name || "—" },
      ]}
    />
  );
}

type Dialog = "status" | "value" | "assign" | "schedule" | "document" | null;

/** One asset: its details and photo, status and value history, assignments, maintenance and documents. */
/** A part of the asset's page with a link to its full list and, for those who may, its add button. */
function LinkedSection({
  title,
  link,
  add,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  add: false | { label: string; icon: TablerIcon; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <TitledSection
      framed={false}
      titleSize="lg"
      title={title}
      action={
        <Group gap="xs">
          <Anchor component={Link} to={link.to} fz="sm">
            {link.label}
          </Anchor>
          {add && (
            <Button size="xs" variant="light" leftSection={<add.icon size={14} />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Group>
      }
    >
      {children}
    </TitledSection>
  );
}

export function AssetDetail({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation("assets");
  const query = useAsset(id);
  // Maintenance and documents come with their own features of the church's plan.
  const plan = useCurrentSubscription(query.data?.church ?? null).data;
  const has = (feature: "MAINTENANCE_TRACKING" | "DOCUMENT_STORAGE") => plan?.has_feature[feature] === true;
  const drawer = useRecordDrawer<Asset>();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (query.isPending) return <PageLoader />;
  if (query.error)
    return (
      <LoadError
        error={query.error}
        what={t("asset")}
        onRetry={() => void query.refetch()}
        back={{ to: "/assets", label: t("Back to the assets") }}
      />
    );
  const asset = query.data;
  const writable = canWrite && asset.status !== "DISPOSED";
  const forDialog = (kind: Dialog) => (dialog === kind ? asset : null);
  return (
    <Stack gap="xl">
      <DetailHeading
        trail={[{ label: t("Assets"), to: "/assets" }]}
        here={asset.asset_tag}
        title={asset.name}
        below={
          <>
            <StatusBadge status={asset.status} />
            <Text c="dimmed" fz="sm">
              {asset.asset_tag} · {asset.category_name} · {asset.church_name}
            </Text>
          </>
        }
        actions={
          writable && (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => drawer.edit(asset)}
              >
                {t("Edit")}
              </Button>
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => setDialog("status")}
              >
                {t("Change status")}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCash size={16} />}
                onClick={() => setDialog("value")}
              >
                {t("Update value")}
              </Button>
              {asset.status === "ACTIVE" && (
                <Button leftSection={<IconUserShare size={16} />} onClick={() => setDialog("assign")}>
                  {t("Assign")}
                </Button>
              )}
            </>
          )
        }
      />
      <DetailFacts
        beside={<Photo asset={asset} />}
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        facts={[
          { label: t("Current value"), value: moneyOrDash(asset.current_value, asset.currency) },
          { label: t("Purchase cost"), value: moneyOrDash(asset.purchase_cost, asset.currency) },
          { label: t("Purchase date"), value: formatDate(asset.purchase_date) },
          { label: t("Condition"), value: codeLabel(asset.condition) },
          { label: t("Location"), value: asset.location },
          { label: t("Serial number"), value: asset.serial_number },
          { label: t("Description"), value: asset.description },
        ]}
      />
      <TitledSection framed={false} titleSize="lg" title={t("Status and value history")}>
        <History id={asset.id} currency={asset.currency} />
      </TitledSection>
      <TitledSection framed={false} titleSize="lg" title={t("Assignments")}>
        <AssignmentsTable canWrite={canWrite} asset={asset.id} />
      </TitledSection>
      {has("MAINTENANCE_TRACKING") && (
        <LinkedSection
          title={t("Maintenance")}
          link={{ to: `/assets/${asset.id}/maintenance`, label: t("Full history") }}
          add={
            writable && {
              label: t("Schedule maintenance"),
              icon: IconTool,
              onClick: () => setDialog("schedule"),
            }
          }
        >
          <MaintenanceTable canWrite={canWrite} asset={asset.id} />
        </LinkedSection>
      )}
      {has("DOCUMENT_STORAGE") && (
        <LinkedSection
          title={t("Documents")}
          link={{ to: `/assets/${asset.id}/documents`, label: t("All documents") }}
          add={
            canWrite && {
              label: t("Add a document"),
              icon: IconFilePlus,
              onClick: () => setDialog("document"),
            }
          }
        >
          <DocumentsTable asset={asset.id} canWrite={canWrite} />
        </LinkedSection>
      )}
      <AssetDrawer state={drawer.state} onClose={drawer.close} />
      <ChangeStatusDialog asset={forDialog("status")} onClose={() => setDialog(null)} />
      <UpdateValueDialog asset={forDialog("value")} onClose={() => setDialog(null)} />
      <AssignDialog asset={forDialog("assign")} onClose={() => setDialog(null)} />
      <ScheduleDialog asset={forDialog("schedule")} onClose={() => setDialog(null)} />
      <DocumentDialog asset={forDialog("document")} onClose={() => setDialog(null)} />
    </Stack>
  );
}
