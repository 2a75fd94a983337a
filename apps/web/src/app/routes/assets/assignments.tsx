import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AssetsHeading } from "../../../features/assets/components/asset-parts";
import { AssignmentsTable } from "../../../features/assets/components/assignments-table";
import { useAssetPermissions } from "./asset-permissions";

export default function AssignmentsPage() {
  const { t } = useTranslation("pages");
  const { canWrite } = useAssetPermissions();
  return (
    <Stack gap="lg">
      <AssetsHeading title={t("Assignments")}>
        {t(
          "Assets lent to members, departments and ministries. Assign an asset from its page or the asset list.",
        )}
      </AssetsHeading>
      <AssignmentsTable canWrite={canWrite} />
    </Stack>
  );
}
