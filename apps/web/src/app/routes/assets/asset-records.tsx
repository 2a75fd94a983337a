import { Anchor, Breadcrumbs, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { useAsset } from "../../../features/assets/api/assets-api";
import { AssetsHeading, assetPath } from "../../../features/assets/components/asset-parts";
import { DocumentsTable } from "../../../features/assets/components/documents-table";
import { MaintenanceTable } from "../../../features/assets/components/maintenance-table";
import { idFrom, useAssetPermissions } from "./asset-permissions";

/** One asset's maintenance history or documents, under its name. */
function AssetRecords({ id, kind }: { id: number; kind: "maintenance" | "documents" }) {
  const { t } = useTranslation("pages");
  const { canWrite } = useAssetPermissions();
  const asset = useAsset(id);
  const name = asset.data ? `${asset.data.name} (${asset.data.asset_tag})` : "…";
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/assets" fz="sm">
          {t("Assets")}
        </Anchor>
        <Anchor component={Link} to={assetPath(id)} fz="sm">
          {asset.data?.asset_tag ?? t("Asset")}
        </Anchor>
        <Text fz="sm">{kind === "maintenance" ? t("Maintenance") : t("Documents")}</Text>
      </Breadcrumbs>
      <AssetsHeading title={kind === "maintenance" ? t("Maintenance history") : t("Documents")}>
        {name}
      </AssetsHeading>
      {kind === "maintenance" ? (
        <MaintenanceTable canWrite={canWrite} asset={id} />
      ) : (
        <DocumentsTable canWrite={canWrite} asset={id} />
      )}
    </Stack>
  );
}

export function AssetMaintenancePage() {
  const id = idFrom(useParams().assetId);
  return id ? <AssetRecords key={id} id={id} kind="maintenance" /> : <Navigate to="/assets" replace />;
}

export function AssetDocumentsPage() {
  const id = idFrom(useParams().id);
  return id ? <AssetRecords key={id} id={id} kind="documents" /> : <Navigate to="/assets" replace />;
}
