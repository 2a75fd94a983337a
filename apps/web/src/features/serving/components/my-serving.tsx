import { type ServingAssignment, servingBlockoutCreate, todayIso } from "@cm/contracts";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconTrash, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DateField, KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useAnswerService, useChangeDaysAway, useMyDaysAway, useMyServices } from "../api/serving-api";
import { STATUS_COLORS, STATUS_LABELS } from "./serving-words";

/** One service I am down for, with my answer. */
function MyService({ service }: { service: ServingAssignment }) {
  const { t } = useTranslation("serving");
  const reply = useAnswerService();
  async function send(answer: "accept" | "decline") {
    try {
      await reply.mutateAsync({ id: service.id, answer });
      notify.success(
        answer === "accept"
          ? t("Thank you: you are down to serve.")
          : t("Your place has been opened for someone else."),
      );
    } catch (error) {
      notify.error({ title: t("Your answer was not saved"), message: errorMessage(error) });
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} component="h3" fz="md">
            {formatCalendar(service.date, "weekdayDate")}
            {service.time ? ` · ${service.time}` : ""}
          </Text>
          <Badge variant="light" color={STATUS_COLORS[service.status]}>
            {t(STATUS_LABELS[service.status])}
          </Badge>
        </Group>
        <Text fz="sm">
          {t("{position} ({team}) at {service}", {
            position: service.position_name,
            team: service.team_name,
            service: service.plan_name,
          })}
        </Text>
        <Group gap="xs">
          {service.status !== "accepted" && (
            <Button
              size="sm"
              leftSection={<IconCheck size={16} />}
              loading={reply.isPending}
              onClick={() => void send("accept")}
            >
              {t("I will serve")}
            </Button>
          )}
          {service.status !== "declined" && (
            <Button
              size="sm"
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              loading={reply.isPending}
              onClick={() => void send("decline")}
            >
              {t("I cannot serve")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Days I cannot serve: the rota skips me on them. */
function DaysAway() {
  const { t } = useTranslation("serving");
  const days = useMyDaysAway();
  const change = useChangeDaysAway();
  const today = todayIso();
  const kit = useSchemaForm(servingBlockoutCreate, {
    defaultValues: { starts_on: today, ends_on: today, reason: "" },
    failure: t("The days were not saved"),
    onSubmit: async (values) => {
      if (values.ends_on < values.starts_on) {
        kit.form.setError("ends_on", { message: t("The last day cannot be before the first.") });
        return;
      }
      await change.add.mutateAsync(values);
      notify.success(t("Your days away have been saved."));
      kit.form.reset({ starts_on: today, ends_on: today, reason: "" });
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700} component="h2" fz="lg">
          {t("Days you cannot serve")}
        </Text>
        {days.isError ? (
          <QueryRetryAlert title={t("We could not load your days away")} query={days} />
        ) : (
          (days.data ?? []).map((d) => (
            <Group key={d.id} justify="space-between" wrap="nowrap">
              <Text fz="sm">
                {d.starts_on === d.ends_on
                  ? formatCalendar(d.starts_on, "weekdayDate")
                  : t("{from} to {to}", {
                      from: formatCalendar(d.starts_on, "weekdayDate"),
                      to: formatCalendar(d.ends_on, "weekdayDate"),
                    })}
                {d.reason ? ` · ${d.reason}` : ""}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() =>
                  void change.remove
                    .mutateAsync(d.id)
                    .catch((e) =>
                      notify.error({ title: t("The days were not removed"), message: errorMessage(e) }),
                    )
                }
              >
                {t("Remove")}
              </Button>
            </Group>
          ))
        )}
        <KitForm kit={kit} label={t("Add days away")} submitLabel={t("Add")}>
          <Group grow align="flex-start">
            <DateField name="starts_on" label={t("From")} required />
            <DateField name="ends_on" label={t("To")} required />
          </Group>
          <TextField name="reason" label={t("Why (optional)")} />
        </KitForm>
      </Stack>
    </Paper>
  );
}

/** My serving (/profile/serving): the services I am asked to, my answers, and my days away. */
export function MyServing() {
  const { t } = useTranslation("serving");
  const services = useMyServices();
  return (
    <Stack gap="md">
      {services.isError ? (
        <QueryRetryAlert title={t("We could not load your services")} query={services} />
      ) : services.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading your services…")}
        </Text>
      ) : services.data.length === 0 ? (
        <Text c="dimmed">{t("You are not down to serve at any service to come.")}</Text>
      ) : (
        services.data.map((service) => <MyService key={service.id} service={service} />)
      )}
      <DaysAway />
    </Stack>
  );
}
