import { CHANGE_TYPES, type ChangeRequest, formatMoney, givesAccess, msg, todayIso } from "@cm/contracts";
import { Anchor, Loader, Select, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { ChoiceField, KitForm, TextAreaField, TextField, useSchemaForm } from "../../../components/form-kit";
import { Notice } from "../../../components/notice";
import { sentenceWithValue, VALUE_MARK } from "../../../components/sentence-with-value";
import { useCurrentUser } from "../../../lib/auth-store";
import { formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import {
  type CurrentSubscription,
  useActivePlans,
  useCurrentSubscription,
} from "../../../lib/subscription-queries";
import { useCreateChangeRequest } from "../api/change-requests-api";
import { changeTypeLabel } from "./billing-badges";

const t = translator("billing-records");

const TYPE_HELP: Record<(typeof CHANGE_TYPES)[number], string> = {
  UPGRADE: msg("Move to a plan with more features. The difference for the rest of the period is charged."),
  DOWNGRADE: msg("Move to a smaller plan, usually from the end of the current period."),
  CANCEL: msg("End the subscription on the chosen date."),
  RENEW: msg("Add one more billing period to the subscription."),
};

const changeForm = z
  .object({
    request_type: z.enum(CHANGE_TYPES),
    target_plan: z.string().nullable(),
    effective_date: z.string(),
    reason: z
      .string()
      .trim()
      .max(1000, { error: () => t("Keep the reason under 1000 characters.") }),
  })
  .superRefine((values, ctx) => {
    const planChange = values.request_type === "UPGRADE" || values.request_type === "DOWNGRADE";
    if (planChange && !values.target_plan) {
      ctx.addIssue({ code: "custom", path: ["target_plan"], message: t("Choose the plan to change to.") });
    }
    if (values.effective_date && values.effective_date < todayIso()) {
      ctx.addIssue({ code: "custom", path: ["effective_date"], message: t("Choose today or a later date.") });
    }
  });
type ChangeFormValues = z.input<typeof changeForm>;
const FIELDS = ["request_type", "target_plan", "effective_date", "reason"] as const;
const isPlanChange = (type: ChangeFormValues["request_type"]) => type === "UPGRADE" || type === "DOWNGRADE";

/** A church admin asks the national office to change the church's subscription. */
export function ChangeRequestForm({
  onDone,
  onCancel,
}: {
  onDone: (change: ChangeRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("billing-records");
  const church = useCurrentUser()?.church ?? null;
  const subscription = useCurrentSubscription(church);
  // Asked for at once, beside the subscription, so that the choice of plans is ready sooner.
  const plans = useActivePlans();

  if (church != null && subscription.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader size="sm" />
      </Stack>
    );
  }
  const current = subscription.data;
  if (!current || !givesAccess(current.status)) {
    return (
      <Notice color="yellow" icon={IconInfoCircle} title={t("No subscription to change")}>
        <Text fz="sm">
          {!subscription.isError
            ? t("Only a subscription that is active, on trial or in its grace period can be changed.")
            : t("We could not load your church's subscription.")}{" "}
          {/* The whole sentence is the link, so each language keeps it in one piece. */}
          <Anchor component={Link} to="/subscriptions/plans" fz="sm">
            {t("Choose a plan instead.")}
          </Anchor>
        </Text>
      </Notice>
    );
  }
  return <ChangeForm current={current} plans={plans} onDone={onDone} onCancel={onCancel} />;
}

/** The request itself, for a subscription that can be changed. */
function ChangeForm({
  current,
  plans,
  onDone,
  onCancel,
}: {
  current: CurrentSubscription;
  plans: ReturnType<typeof useActivePlans>;
  onDone: (change: ChangeRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("billing-records");
  const create = useCreateChangeRequest();
  const kit = useSchemaForm(changeForm, {
    defaultValues: { request_type: "UPGRADE", target_plan: null, effective_date: "", reason: "" },
    // The new plan takes a message only while it is asked for; otherwise it goes above.
    fields: (values) => FIELDS.filter((f) => f !== "target_plan" || isPlanChange(values.request_type)),
    failure: t("The request was not sent"),
    onSubmit: async (values) => {
      const change = await create.mutateAsync({
        subscription: current.id,
        request_type: values.request_type,
        target_plan:
          isPlanChange(values.request_type) && values.target_plan ? Number(values.target_plan) : null,
        ...(values.effective_date ? { effective_date: values.effective_date } : {}),
        reason: values.reason,
      });
      notify.success(t("Your request has been sent to the national office."));
      onDone(change);
    },
  });
  const type = kit.form.watch("request_type");
  const planChange = isPlanChange(type);
  const planChoices = (plans.data ?? [])
    .filter((p) => p.id !== current.plan)
    .map((p) => ({ value: String(p.id), label: `${p.name} — ${formatMoney(p.price, p.currency)}` }));

  return (
    <KitForm kit={kit} label={t("Request a change")} submitLabel={t("Send request")} onCancel={onCancel}>
      <Text fz="sm" c="dimmed">
        {sentenceWithValue(
          t("Current plan: {plan}, until {date}.", { plan: VALUE_MARK, date: formatDate(current.end_date) }),
          <b>{current.plan_name}</b>,
        )}
      </Text>
      <ChoiceField
        name="request_type"
        label={t("What would you like to change?")}
        data={CHANGE_TYPES.map((value) => ({ value, label: changeTypeLabel(value) }))}
        allowDeselect={false}
        description={t(TYPE_HELP[type])}
      />
      {planChange && (
        // A Select of its own rather than a ChoiceField: it also says when the plans could not load.
        <Controller
          control={kit.form.control}
          name="target_plan"
          render={({ field, fieldState }) => (
            <Select
              label={t("New plan")}
              placeholder={plans.isPending ? t("Loading plans…") : t("Choose a plan")}
              data={planChoices}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={
                fieldState.error?.message ?? (plans.isError ? t("The plans could not be loaded.") : undefined)
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      )}
      <TextField
        name="effective_date"
        type="date"
        label={t("From which date?")}
        description={
          type === "UPGRADE"
            ? t("Leave empty to change today.")
            : t("Leave empty to change at the end of the current period ({date}).", {
                date: formatDate(current.end_date),
              })
        }
        min={todayIso()}
      />
      <TextAreaField name="reason" label={t("Reason (optional)")} autosize minRows={3} maxLength={1000} />
    </KitForm>
  );
}
