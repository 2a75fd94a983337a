import {
  COUNTRY_DEFAULTS,
  currencyCodes,
  currencyName,
  type SiteSettings,
  siteSettingsUpdate,
} from "@cm/contracts";
import { Skeleton } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceField, KitForm, UndoOrSave, useSchemaForm } from "../../../components/form-kit";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { notify } from "../../../lib/notify";
import { useSaveSiteSettings, useSiteSettings } from "../api/settings-api";

const reportingCurrencyInput = siteSettingsUpdate.pick({ reporting_currency: true }).required();

function CurrencyField({ settings }: { settings: SiteSettings }) {
  const { t, i18n } = useTranslation("settings");
  const save = useSaveSiteSettings();
  const original = { reporting_currency: settings.reporting_currency };
  const kit = useSchemaForm(reportingCurrencyInput, {
    defaultValues: original,
    failure: t("The reporting currency was not saved"),
    onSubmit: async ({ reporting_currency }) => {
      const { organisation_name, contact_email, contact_phone, location } = settings;
      const saved = await save.mutateAsync({
        organisation_name,
        contact_email,
        contact_phone,
        location,
        reporting_currency,
      });
      kit.form.reset({ reporting_currency: saved.reporting_currency });
      notify.success(t("The reporting currency has been saved."));
    },
  });
  const locale = i18n.language;
  // The currencies of the countries the organisation works in first; searching finds any other.
  const currencies = useMemo(() => {
    const first = [settings.reporting_currency, ...Object.values(COUNTRY_DEFAULTS).map((d) => d.currency)];
    return [...new Set([...first, ...currencyCodes()])].map((code) => ({
      value: code,
      label: `${code} — ${currencyName(code, locale)}`,
    }));
  }, [locale, settings.reporting_currency]);
  return (
    <KitForm
      kit={kit}
      label={t("Reporting currency")}
      actions={<UndoOrSave kit={kit} original={original} label={t("Save the reporting currency")} />}
    >
      <ChoiceField
        name="reporting_currency"
        label={t("Reporting currency")}
        description={t(
          "National and regional totals are shown per currency, never converted; this currency comes first.",
        )}
        data={currencies}
        searchable
        required
        limit={30}
      />
    </KitForm>
  );
}

/** The organisation's reporting currency (a super admin's setting). */
export function ReportingCurrencyForm() {
  const { t } = useTranslation("settings");
  const query = useSiteSettings();
  if (query.isPending) return <Skeleton height={36} aria-label={t("Loading the reporting currency")} />;
  if (query.isError) {
    return <QueryRetryAlert title={t("We could not load the reporting currency")} query={query} />;
  }
  return <CurrencyField settings={query.data} />;
}
