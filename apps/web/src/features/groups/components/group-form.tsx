import { type Group, groupCreate } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import {
  ChoiceField,
  KitForm,
  SwitchField,
  TextAreaField,
  TextField,
  TimeField,
  useSchemaForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { weekdayChoices } from "../../../lib/weekdays";
import { useSaveGroup } from "../api/groups-api";
import { groupKindChoices } from "./group-words";

/** Adds a group, or changes its name, kind and when and where it meets. */
export function GroupForm({ group, onDone }: { group: Group | null; onDone: (saved: Group | null) => void }) {
  const { t } = useTranslation("groups");
  const save = useSaveGroup();
  const kit = useSchemaForm(groupCreate, {
    defaultValues: {
      name: group?.name ?? "",
      kind: group?.kind ?? "home_cell",
      description: group?.description ?? "",
      meeting_day: group?.meeting_day ?? "",
      meeting_time: group?.meeting_time ?? "",
      place: group?.place ?? "",
      open_to_join: group?.open_to_join ?? true,
      is_active: group?.is_active ?? true,
    },
    failure: group ? t("The changes were not saved") : t("The group was not added"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: group?.id ?? null, data: values });
      notify.success(t("{name} has been saved.", { name: saved.name }));
      onDone(saved);
    },
  });
  return (
    <KitForm
      kit={kit}
      label={group ? t("Edit group") : t("Add a group")}
      submitLabel={t("Save")}
      onCancel={() => onDone(null)}
    >
      <TextField name="name" label={t("Name")} required data-autofocus />
      <ChoiceField name="kind" label={t("Kind of group")} required data={groupKindChoices(t)} />
      <ChoiceField name="meeting_day" label={t("Meets on")} data={weekdayChoices(t)} clearable />
      <TimeField name="meeting_time" label={t("At")} />
      <TextField name="place" label={t("Where")} description={t("A home, a room of the church…")} />
      <TextAreaField name="description" label={t("About the group")} autosize minRows={2} />
      <SwitchField name="open_to_join" label={t("Open to new people")} />
      <SwitchField name="is_active" label={t("Meeting now")} />
    </KitForm>
  );
}
