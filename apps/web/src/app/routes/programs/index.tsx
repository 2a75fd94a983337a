import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ProgramsHeading } from "../../../features/programs/components/program-parts";
import { ProgramsTable } from "../../../features/programs/components/programs-table";
import { useProgramPermissions } from "./program-permissions";

export default function ProgramsPage() {
  const { t } = useTranslation("pages");
  const { user, canWrite, canApprove } = useProgramPermissions();
  const [search] = useSearchParams();
  if (!user) return null;
  return (
    <ProgramsTable
      initialStatus={search.get("status") ?? undefined}
      permissions={{ canWrite, canApprove }}
      heading={
        <ProgramsHeading title={t("Programs")}>
          {t(
            "The church's weekly, monthly, yearly and one-off programs. A secretary's program waits for a church admin's approval before it goes on the calendar.",
          )}
        </ProgramsHeading>
      }
    />
  );
}
