import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AssetsHeading } from "../../../features/assets/components/asset-parts";
import { MaintenanceTable } from "../../../features/assets/components/maintenance-table";
import { useAssetPermissions } from "./asset-permissions";

export default function MaintenancePage() {
  const { t } = useTranslation("pages");
  const { canWrite } = useAssetPermissions();
  return (
    <Stack gap="lg">
      <AssetsHeading title={t("Maintenance")}>
        {t("Servicing, repairs and inspections of the church's assets. Overdue work is listed first.")}
      </AssetsHeading>
      <MaintenanceTable canWrite={canWrite} />
    </Stack>
  );
}
