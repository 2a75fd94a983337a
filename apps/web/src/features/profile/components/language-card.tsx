import { LANGUAGE_NAMES, LANGUAGES, type Language, type User } from "@cm/contracts";
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { reloadCurrentUser } from "../../../lib/auth-store";
import { switchLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useUpdateProfile } from "../api/profile-api";
import { SettingCard } from "./setting-card";

const CHURCH_DEFAULT = "church";

/**
 * The language the app, e-mails and files use for this user, kept on their profile (so it follows
 * them to any device); "the church's language" leaves it to the church.
 */
export function LanguageCard({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  async function choose(value: string) {
    const language = value === CHURCH_DEFAULT ? null : (value as Language);
    try {
      await update.mutateAsync({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        language,
      });
      // The church's language is the server's to say: the user is read again, and followed.
      if (language) await switchLanguage(language);
      else await reloadCurrentUser();
      notify.success(t("Your language has been saved."));
    } catch (error) {
      notify.error({ title: t("Your language was not saved"), message: errorMessage(error) });
    }
  }
  return (
    <SettingCard
      title={t("Language")}
      intro={[
        t("The language of the pages, and of the e-mails and files the app sends you, on every device."),
      ]}
    >
      <NativeSelect
        label={t("Language")}
        maw={320}
        disabled={update.isPending}
        value={user.language ?? CHURCH_DEFAULT}
        onChange={(event) => void choose(event.currentTarget.value)}
        data={[
          { value: CHURCH_DEFAULT, label: t("The church's language") },
          ...LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
        ]}
      />
    </SettingCard>
  );
}
