import { useTranslation } from "react-i18next";
import { AssetsHeading } from "../../../features/assets/components/asset-parts";
import { AssetsTable } from "../../../features/assets/components/assets-table";
import { useAssetPermissions } from "./asset-permissions";

export default function AssetsPage() {
  const { t } = useTranslation("pages");
  const { user, canWrite } = useAssetPermissions();
  if (!user) return null;
  return (
    <AssetsTable
      canWrite={canWrite}
      heading={
        <AssetsHeading title={t("Assets")}>
          {t(
            "What the church owns: buildings, vehicles, instruments, sound equipment and furniture, with their value and condition.",
          )}
        </AssetsHeading>
      }
    />
  );
}
