import { Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

type DateRange = { from: string; to: string };

/**
 * Two date boxes side by side, "From" and "To" (ISO dates); `invalid` says under the end that it
 * must come after the start.
 */
export function DateRangeInputs({
  value,
  onChange,
  invalid,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput
        label={t("From")}
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <TextInput
        label={t("To")}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        error={invalid ? t("Choose an end after the start.") : undefined}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
