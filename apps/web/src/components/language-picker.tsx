import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@cm/contracts";
import { NativeSelect } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage, switchLanguage } from "../lib/i18n";

const CHOICES = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The language the app is shown in, each named in its own language. The choice is remembered on
 * this device; `onChosen` lets a signed-in page keep it on the user's profile too.
 */
export function LanguagePicker({
  inverted = false,
  onChosen,
}: {
  inverted?: boolean;
  onChosen?: (language: Language) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <NativeSelect
      aria-label={t("Language")}
      size="xs"
      w={150}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={CHOICES}
      value={currentLanguage()}
      styles={inverted ? { input: { background: "transparent", color: "white" } } : undefined}
      onChange={(event) => {
        const language = event.currentTarget.value as Language;
        void switchLanguage(language);
        onChosen?.(language);
      }}
    />
  );
}
