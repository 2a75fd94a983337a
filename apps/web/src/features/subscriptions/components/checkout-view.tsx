import { useTranslation } from "react-i18next";
import { useActivePlans, useCurrentSubscription } from "../../../lib/subscription-queries";
import { CheckoutForm } from "./checkout-form";
import { SectionError, SectionLoader } from "./query-state";

type CheckoutViewProps = {
  church: number;
  /** The plan from the address; null lets the church admin choose. */
  planId: number | null;
  redirect: (url: string) => void;
};

export function CheckoutView({ church, planId, redirect }: CheckoutViewProps) {
  const { t } = useTranslation("subscriptions");
  const plans = useActivePlans();
  const current = useCurrentSubscription(church);
  if (plans.isPending || current.isPending) return <SectionLoader label={t("Preparing the checkout…")} />;
  if (plans.isError || current.isError) {
    return (
      <SectionError
        title={t("The checkout could not be prepared")}
        error={plans.error ?? current.error}
        onRetry={() => {
          void plans.refetch();
          void current.refetch();
        }}
      />
    );
  }
  return (
    <CheckoutForm plans={plans.data} initialPlanId={planId} current={current.data} redirect={redirect} />
  );
}
