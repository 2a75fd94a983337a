import { type ProfileUpdate, profileUpdate, type User } from "@cm/contracts";
import { Paper, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KitForm, PersonFields, UndoOrSave, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useUpdateProfile } from "../api/profile-api";

function valuesOf(user: User): ProfileUpdate {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email };
}

/** First name, last name and e-mail address. */
export function PersonalForm({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const kit = useSchemaForm(profileUpdate, {
    defaultValues: valuesOf(user),
    failure: t("Your details were not saved"),
    onSubmit: async (input) => {
      const saved = await update.mutateAsync(input);
      kit.form.reset(valuesOf(saved));
      notify.success(t("Your details have been saved."));
    },
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb="md">
        {t("Personal details")}
      </Title>
      <KitForm
        kit={kit}
        label={t("Personal details")}
        actions={<UndoOrSave kit={kit} original={valuesOf(user)} label={t("Save details")} />}
      >
        <PersonFields cols={{ base: 1, sm: 2 }} emailDescription={t("Password-reset links are sent here.")} />
      </KitForm>
    </Paper>
  );
}
