import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PendingView } from "../../../features/programs/components/pending-view";
import { ProgramsHeading } from "../../../features/programs/components/program-parts";
import { useProgramPermissions } from "./program-permissions";

export default function ProgramsPendingPage() {
  const { t } = useTranslation("pages");
  const { canWrite, canApprove } = useProgramPermissions();
  return (
    <Stack gap="lg">
      <ProgramsHeading title={t("Pending updates")}>
        {t("Programs waiting for approval, and past dates whose outcome is still to be recorded.")}
      </ProgramsHeading>
      <PendingView canWrite={canWrite} canApprove={canApprove} />
    </Stack>
  );
}
