import type { Plan } from "@cm/contracts";
import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useActivePlans, useCurrentSubscription } from "../../../lib/subscription-queries";
import { useStartTrial, useTrialEligibility } from "../api/subscriptions-api";
import { type FeatureRow, PlanCards } from "./plan-cards";
import { SectionError, SectionLoader } from "./query-state";
import { renewalBlock } from "./renew-view";

type PlansViewProps = {
  /** The user's church; null for national and regional officers, who only compare. */
  church: number | null;
  /** Whether the user may pay and start trials (a church admin). */
  canManage: boolean;
  featureRows?: FeatureRow[];
};

/** The plans on offer, the church's current one marked, with Choose and Start free trial. */
export function PlansView({ church, canManage, featureRows }: PlansViewProps) {
  const { t } = useTranslation("subscriptions");
  const navigate = useNavigate();
  const plans = useActivePlans();
  const current = useCurrentSubscription(church);
  const eligibility = useTrialEligibility(church !== null && canManage);
  const startTrial = useStartTrial();
  const [starting, setStarting] = useState<number | null>(null);

  async function start(plan: Plan) {
    setStarting(plan.id);
    try {
      await startTrial.mutateAsync(plan.id);
      notify.success(
        t("Your {days}-day free trial of {plan} has started.", { days: plan.trial_days, plan: plan.name }),
      );
      navigate("/subscriptions");
    } catch (error) {
      notify.error({ title: t("The free trial could not start"), message: errorMessage(error) });
    } finally {
      setStarting(null);
    }
  }

  if (plans.isPending || (church !== null && current.isPending))
    return <SectionLoader label={t("Loading the plans…")} />;
  if (plans.isError) {
    return (
      <SectionError
        title={t("The plans could not be loaded")}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  if (plans.data.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t("No plans on offer")}>
        {t("There are no plans on offer at the moment. Please contact the national office.")}
      </Alert>
    );
  }
  const sub = current.data ?? null;
  return (
    <Stack gap="md">
      {church === null && (
        <Text fz="sm" c="dimmed">
          {t("Each church's administrator chooses its plan. This is what the churches can choose from.")}
        </Text>
      )}
      {church !== null && !canManage && (
        <Text fz="sm" c="dimmed">
          {t("Only your church's administrator can choose or change the plan.")}
        </Text>
      )}
      {church !== null && canManage && eligibility.data?.eligible && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t(
            'Your church can try a plan for free before paying. Choose "Start free trial" on a plan that offers one.',
          )}
        </Alert>
      )}
      <PlanCards
        plans={plans.data}
        currentPlanId={sub?.plan ?? null}
        currentAction={
          sub === null || sub.status === "TRIAL" || sub.status === "CANCELLED" || sub.status === "PENDING"
            ? "choose"
            : renewalBlock(sub, new Date().toISOString().slice(0, 10)) === null
              ? "renew"
              : "none"
        }
        featureRows={featureRows}
        canChoose={church !== null && canManage}
        trialEligible={church !== null && canManage && eligibility.data?.eligible === true}
        startingTrial={starting}
        onStartTrial={(plan) => void start(plan)}
      />
    </Stack>
  );
}
