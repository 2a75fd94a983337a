import { type GroupMeeting, groupMeetingCreate, todayIso } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { DateField, KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { NumberFormField } from "../../../components/form-number-field";
import { notify } from "../../../lib/notify";
import { useSaveMeeting } from "../api/groups-api";

/** Records a meeting of a group: its date, topic and the numbers counted without names. */
export function MeetingForm({
  group,
  onDone,
}: {
  group: number;
  onDone: (saved: GroupMeeting | null) => void;
}) {
  const { t } = useTranslation("groups");
  const save = useSaveMeeting();
  const kit = useSchemaForm(groupMeetingCreate, {
    defaultValues: { group, date: todayIso(), topic: "", headcount: null, visitors: 0 },
    failure: t("The meeting was not recorded"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: null, data: values });
      notify.success(t("The meeting has been recorded. Now mark who came."));
      onDone(saved);
    },
  });
  return (
    <KitForm kit={kit} label={t("Record a meeting")} submitLabel={t("Save")} onCancel={() => onDone(null)}>
      <DateField name="date" label={t("Date")} required />
      <TextField name="topic" label={t("Topic")} />
      <NumberFormField
        name="headcount"
        label={t("Headcount")}
        description={t("Everyone there, counted without names.")}
        min={0}
        max={100_000}
      />
      <NumberFormField name="visitors" label={t("Visitors")} min={0} max={100_000} />
    </KitForm>
  );
}
