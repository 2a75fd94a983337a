import {
  CHANGE_TYPE_LABELS,
  CHANGE_TYPES,
  type ChangeRequest,
  formatMoney,
  givesAccess,
  todayIso,
} from "@cm/contracts";
import { Alert, Anchor, Loader, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useCurrentUser } from "../../../lib/auth-store";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useActivePlans, useCurrentSubscription } from "../../../lib/subscription-queries";
import { useCreateChangeRequest } from "../api/change-requests-api";

const TYPE_HELP: Record<(typeof CHANGE_TYPES)[number], string> = {
  UPGRADE: "Move to a plan with more features. The difference for the rest of the period is charged.",
  DOWNGRADE: "Move to a smaller plan, usually from the end of the current period.",
  CANCEL: "End the subscription on the chosen date.",
  RENEW: "Add one more billing period to the subscription.",
};

const changeForm = z
  .object({
    request_type: z.enum(CHANGE_TYPES),
    target_plan: z.string().nullable(),
    effective_date: z.string(),
    reason: z.string().trim().max(1000, "Keep the reason under 1000 characters."),
  })
  .superRefine((values, ctx) => {
    const planChange = values.request_type === "UPGRADE" || values.request_type === "DOWNGRADE";
    if (planChange && !values.target_plan) {
      ctx.addIssue({ code: "custom", path: ["target_plan"], message: "Choose the plan to change to." });
    }
    if (values.effective_date && values.effective_date < todayIso()) {
      ctx.addIssue({ code: "custom", path: ["effective_date"], message: "Choose today or a later date." });
    }
  });
type ChangeFormValues = z.infer<typeof changeForm>;
const FIELDS = ["request_type", "target_plan", "effective_date", "reason"] as const;

/** A church admin asks the national office to change the church's subscription. */
export function ChangeRequestForm({
  onDone,
  onCancel,
}: {
  onDone: (change: ChangeRequest) => void;
  onCancel: () => void;
}) {
  const church = useCurrentUser()?.church ?? null;
  const subscription = useCurrentSubscription(church);
  const plans = useActivePlans();
  const create = useCreateChangeRequest();
  const form = useForm<ChangeFormValues>({
    resolver: formResolver(changeForm),
    defaultValues: { request_type: "UPGRADE", target_plan: null, effective_date: "", reason: "" },
  });
  const server = useServerErrors(FIELDS, form);
  const type = form.watch("request_type");
  const planChange = type === "UPGRADE" || type === "DOWNGRADE";

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
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title="No subscription to change"
      >
        <Text fz="sm">
          {!subscription.isError
            ? "Only a subscription that is active, on trial or in its grace period can be changed. "
            : "We could not load your church's subscription. "}
          <Anchor component={Link} to="/subscriptions/plans" fz="sm">
            Choose a plan
          </Anchor>{" "}
          instead.
        </Text>
      </Alert>
    );
  }

  const planChoices = (plans.data ?? [])
    .filter((p) => p.id !== current.plan)
    .map((p) => ({ value: String(p.id), label: `${p.name} — ${formatMoney(p.price, p.currency)}` }));

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const change = await create.mutateAsync({
        subscription: current.id,
        request_type: values.request_type,
        target_plan: planChange && values.target_plan ? Number(values.target_plan) : null,
        ...(values.effective_date ? { effective_date: values.effective_date } : {}),
        reason: values.reason,
      });
      notify.success("Your request has been sent to the national office.");
      onDone(change);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The request was not sent",
        message: rest,
      });
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Request a change">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <Text fz="sm" c="dimmed">
          Current plan: <b>{current.plan_name}</b>, until {formatDate(current.end_date)}.
        </Text>
        <Controller
          control={form.control}
          name="request_type"
          render={({ field }) => (
            <Select
              label="What would you like to change?"
              data={CHANGE_TYPES.map((t) => ({ value: t, label: CHANGE_TYPE_LABELS[t] }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              description={TYPE_HELP[type]}
              error={errors.request_type?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {planChange && (
          <Controller
            control={form.control}
            name="target_plan"
            render={({ field }) => (
              <Select
                label="New plan"
                placeholder={plans.isPending ? "Loading plans…" : "Choose a plan"}
                data={planChoices}
                value={field.value}
                onChange={field.onChange}
                error={
                  errors.target_plan?.message ??
                  (plans.isError ? "The plans could not be loaded." : undefined)
                }
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <TextInput
          type="date"
          label="From which date?"
          description={
            type === "UPGRADE"
              ? "Leave empty to change today."
              : `Leave empty to change at the end of the current period (${formatDate(current.end_date)}).`
          }
          min={todayIso()}
          {...form.register("effective_date")}
          error={errors.effective_date?.message}
        />
        <Textarea
          label="Reason (optional)"
          autosize
          minRows={3}
          maxLength={1000}
          {...form.register("reason")}
          error={errors.reason?.message}
        />
        <FormActions submitting={isSubmitting} label="Send request" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
