import {
  type Church,
  COUNTRY_DEFAULTS,
  churchSettingsInput,
  currencyCodes,
  currencyName,
} from "@cm/contracts";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceField, KitForm, UndoOrSave, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useSaveChurchSettings } from "../api/churches-api";

/** Every zone this browser knows, by its IANA name. */
const zones = () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);

/** "NGN — Nigerian naira", in the language shown. */
export const currencyLabel = (code: string, locale: string) => `${code} — ${currencyName(code, locale)}`;

/**
 * The church's currency and time zone, for whoever may edit the church (a church admin of it, or
 * an officer above it): new records are kept in the currency, dates are shown in the zone.
 */
export function ChurchSettings({ church }: { church: Church }) {
  const { t, i18n } = useTranslation("churches");
  const save = useSaveChurchSettings();
  const original = { currency: church.currency, time_zone: church.time_zone };
  const kit = useSchemaForm(churchSettingsInput, {
    defaultValues: original,
    failure: t("The church''s settings were not saved"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: church.id, data: values });
      kit.form.reset({ currency: saved.currency, time_zone: saved.time_zone });
      notify.success(t("The church''s currency and time zone have been saved."));
    },
  });
  const locale = i18n.language;
  // The church's own and the currencies of the countries the organisation works in come first;
  // searching finds any other.
  const currencies = useMemo(() => {
    const first = [church.currency, ...Object.values(COUNTRY_DEFAULTS).map((d) => d.currency)];
    const codes = [...new Set([...first, ...currencyCodes()])];
    return codes.map((code) => ({ value: code, label: currencyLabel(code, locale) }));
  }, [locale, church.currency]);
  const timeZones = useMemo(() => {
    const known = zones();
    return known.includes(church.time_zone) ? known : [church.time_zone, ...known];
  }, [church.time_zone]);

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t("Currency and time zone")}
      </Title>
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <KitForm
          kit={kit}
          label={t("Currency and time zone")}
          actions={<UndoOrSave kit={kit} original={original} label={t("Save settings")} />}
        >
          <Text fz="sm" c="dimmed">
            {t(
              "The church''s income, expenses, support payments and assets are recorded in its currency. Amounts already recorded keep the currency they were recorded in.",
            )}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ChoiceField
              name="currency"
              label={t("Currency")}
              data={currencies}
              searchable
              required
              limit={30}
            />
            <ChoiceField
              name="time_zone"
              label={t("Time zone")}
              data={timeZones}
              searchable
              required
              limit={30}
            />
          </SimpleGrid>
        </KitForm>
      </Paper>
    </Stack>
  );
}
