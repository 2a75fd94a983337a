import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { CategoriesTable } from "../../../features/programs/components/categories-table";
import { ProgramsHeading } from "../../../features/programs/components/program-parts";
import { useProgramPermissions } from "./program-permissions";

export default function ProgramCategoriesPage() {
  const { t } = useTranslation("pages");
  const { user } = useProgramPermissions();
  if (!user) return null;
  return (
    <CategoriesTable
      canWrite={hasPermission(user, "programs.categories.write")}
      isSuperAdmin={user.role === "SUPER_ADMIN"}
      heading={
        <ProgramsHeading title={t("Program categories")}>
          {t(
            "The national categories every church uses, and your church's own. Each has its colour on the calendar.",
          )}
        </ProgramsHeading>
      }
    />
  );
}
