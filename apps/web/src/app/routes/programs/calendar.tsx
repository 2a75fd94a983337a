import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FeedPanel } from "../../../features/programs/components/feed-panel";
import { ProgramCalendar } from "../../../features/programs/components/program-calendar";
import { ProgramsHeading } from "../../../features/programs/components/program-parts";
import { localToday } from "../../../lib/local-date-time";
import { useWorkingChurchId } from "../../../lib/working-church";
import { useProgramPermissions } from "./program-permissions";

export default function ProgramCalendarPage() {
  const { t } = useTranslation("pages");
  const { user, canWrite, canApprove } = useProgramPermissions();
  const church = useWorkingChurchId();
  // The church's time zone is one of its settings, changed on its page by whoever may edit it.
  const mayEditChurch = user !== null && church !== null && hasPermission(user, "churches.write");
  const [search, setSearch] = useSearchParams();
  const today = localToday();
  const year = Number(search.get("year")) || Number(today.slice(0, 4));
  const month = Number(search.get("month")) || Number(today.slice(5, 7));
  return (
    <Stack gap="lg">
      <ProgramsHeading title={t("Calendar")}>
        {t("Every approved program's dates, coloured by category. Open a date to record what happened.")}
      </ProgramsHeading>
      <ProgramCalendar
        year={year}
        month={month}
        onMonth={(y, m) => setSearch({ year: String(y), month: String(m) }, { replace: true })}
        below={
          <>
            {canWrite && <FeedPanel canApprove={canApprove} />}
            {mayEditChurch && (
              <Anchor component={Link} to={`/churches/${church}`} fz="sm">
                {t("Change the church''s time zone")}
              </Anchor>
            )}
          </>
        }
      />
    </Stack>
  );
}
