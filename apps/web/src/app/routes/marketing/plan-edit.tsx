import { Alert, Paper, Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { usePlan } from "../../../features/marketing/api/marketing-api";
import { PlanForm } from "../../../features/marketing/components/plan-form";
import { errorMessage } from "../../../lib/api-client";
import { AdminPage } from "../admin/admin-page";

/** plans/create (no id) and plans/{id}: the same form, empty or filled. */
export default function MarketingPlanPage() {
  const { t } = useTranslation("pages");
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const plan = usePlan(id);
  const back = () => navigate("/admin/marketing/plans");
  return (
    <AdminPage
      title={id === null ? t("New advertising plan") : (plan.data?.name ?? t("Advertising plan"))}
      description={t(
        "Its price, the days a campaign is shown, its placement and how many pictures it may have.",
      )}
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={640}>
        {id !== null && plan.isPending ? (
          <Skeleton h={320} />
        ) : id !== null && plan.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(plan.error)}
          </Alert>
        ) : (
          <PlanForm plan={plan.data ?? null} onDone={back} onCancel={back} />
        )}
      </Paper>
    </AdminPage>
  );
}
