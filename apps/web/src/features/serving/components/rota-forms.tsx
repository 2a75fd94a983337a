import { servingAssignmentCreate, servingPlanCreate, servingRotaInput, todayIso } from "@cm/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  ChoiceField,
  DateField,
  KitForm,
  TextField,
  TimeField,
  useSchemaForm,
} from "../../../components/form-kit";
import { formatCalendar } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { weekdayChoices } from "../../../lib/weekdays";
import { useAddPlan, useAskToServe, useFillRota, useTeamList, useTeamPeople } from "../api/serving-api";

/** Adds a service (a date people serve at); it needs every team's positions at first. */
export function AddServiceForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("serving");
  const add = useAddPlan();
  const kit = useSchemaForm(servingPlanCreate, {
    defaultValues: { date: todayIso(), name: "Sunday service", time: "09:00", notes: "" },
    failure: t("The service was not added"),
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      notify.success(t("The service has been added."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a service")} submitLabel={t("Add")} onCancel={onDone}>
      <DateField name="date" label={t("Date")} required />
      <TextField name="name" label={t("Service")} required />
      <TimeField name="time" label={t("Time")} />
    </KitForm>
  );
}

/** Fills a team's open places at a month's services (the services made on the day when missing). */
export function FillRotaForm({ month, onDone }: { month: string; onDone: () => void }) {
  const { t } = useTranslation("serving");
  const teams = useTeamList();
  const fill = useFillRota();
  const kit = useSchemaForm(servingRotaInput, {
    defaultValues: { month, weekday: "SU", service_name: "Sunday service" },
    failure: t("The rota was not filled"),
    onSubmit: async (values) => {
      const result = await fill.mutateAsync(values);
      notify.success(
        result.left_open.length === 0
          ? t("{count, plural, one {# person asked to serve.} other {# people asked to serve.}}", {
              count: result.assigned,
            })
          : t(
              "{count, plural, one {# person asked to serve;} other {# people asked to serve;}} {open} places could not be filled.",
              {
                count: result.assigned,
                open: result.left_open.reduce((n, p) => n + p.open, 0),
              },
            ),
      );
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Fill the rota")} submitLabel={t("Fill the rota")} onCancel={onDone}>
      <Text fz="sm" c="dimmed">
        {t(
          "People are asked in turn: no one twice before everyone on the team has been asked once this month, and no one on a day away or serving elsewhere that day. Each gets an e-mail to accept or decline.",
        )}
      </Text>
      <ChoiceField
        name="team"
        label={t("Team")}
        required
        data={(teams.data?.results ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
      />
      <TextField name="month" label={t("Month")} description={formatCalendar(month, "month")} required />
      <ChoiceField name="weekday" label={t("Services on")} required data={weekdayChoices(t)} />
      <TextField name="service_name" label={t("Service")} required />
    </KitForm>
  );
}

/** Asks one person of the position's team to serve at a service. */
export function AskForm({
  plan,
  position,
  team,
  onDone,
}: {
  plan: number;
  position: number;
  team: number;
  onDone: () => void;
}) {
  const { t } = useTranslation("serving");
  const people = useTeamPeople(team);
  const { ask } = useAskToServe();
  const kit = useSchemaForm(servingAssignmentCreate, {
    defaultValues: { plan, position },
    failure: t("No one was asked"),
    onSubmit: async (values) => {
      await ask.mutateAsync(values);
      notify.success(t("They have been asked, by e-mail when they have an address."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Ask someone to serve")} submitLabel={t("Ask")} onCancel={onDone}>
      <ChoiceField
        name="member"
        label={t("Person")}
        required
        searchable
        data={(people.data ?? []).map((p) => ({
          value: String(p.member),
          label: p.next_date
            ? t("{name} (next on {date})", { name: p.name, date: formatCalendar(p.next_date, "dayMonth") })
            : p.name,
        }))}
      />
    </KitForm>
  );
}
