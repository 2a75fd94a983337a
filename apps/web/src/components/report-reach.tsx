import { type FinancialYear, financialYearsEndpoints, type Region, regionsEndpoints } from "@cm/contracts";
import { msg, type ReportScope, type Role, reportScopesFor } from "@cm/contracts/rules";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api-client";
import { clientOf } from "../lib/typed-client";
import { useWorkingChurchId } from "../lib/working-church";
import { DateRangeInputs } from "./date-range-inputs";
import { RecordChoiceSelect, useRecordChoices } from "./record-choices";
import { SettledSelect } from "./shared-parts/settled-select";

const financialYearsClient = clientOf(financialYearsEndpoints);
const regionsClient = clientOf(regionsEndpoints);

// Finance's own key: a change to the financial years there refreshes these too.
const yearsKey = (...parts: unknown[]) => ["finance", ...parts];

/** The working church's current financial year. */
export function useCurrentYear() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: yearsKey("current-year", church),
    queryFn: ({ signal }) => financialYearsClient.run("current", { signal }),
    staleTime: 60_000,
  });
}

/** The working church's financial years, newest first. */
export function useYears() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: yearsKey("years", church),
    queryFn: ({ signal }) =>
      api
        .get<{ results: FinancialYear[] }>(financialYearsClient.path, { page_size: 100 }, { signal })
        .then((p) => p.results),
    staleTime: 60_000,
  });
}

const SCOPE_LABELS: Record<ReportScope, string> = {
  church: msg("This church"),
  region: msg("A region"),
  national: msg("Every church (national)"),
};

/** Whose books a report reads and which period it covers, as the API's report queries take them. */
export type ReportReach = {
  scope: ReportScope;
  region: number | null;
  financial_year: number | null;
  date_from: string | null;
  date_to: string | null;
};

function thisYear() {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The choices a report page offers above its report: whose books (this church, a region, every
 * church, as far as the role reaches), the region, and the period (a financial year of the church,
 * the current one to start with, or dates). `reach` is null until the choices make a whole question.
 */
export function useReportReach(role: Role, defaultScope: ReportScope = "church") {
  const { t } = useTranslation("common");
  const scopes = reportScopesFor(role);
  const current = useCurrentYear();
  const years = useYears();
  const [scope, setScope] = useState<ReportScope>(scopes.includes(defaultScope) ? defaultScope : "church");
  const [region, setRegion] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [dates, setDates] = useState(thisYear);
  // A national officer chooses the region; a regional officer's is their own.
  const choosesRegion = scope === "region" && scopes.includes("national");
  const regions = useRecordChoices<Region>(regionsClient.path, choosesRegion);

  const chosenPeriod = period ?? (scope === "church" && current.data ? `year:${current.data.id}` : "dates");
  const yearId = chosenPeriod.startsWith("year:") ? Number(chosenPeriod.slice(5)) : null;
  const waiting = scope === "church" && period === null && current.isPending;
  const datesValid = Boolean(dates.from && dates.to && dates.from <= dates.to);
  const reach: ReportReach | null =
    waiting || (yearId === null && !datesValid) || (choosesRegion && !region)
      ? null
      : {
          scope,
          region: region ? Number(region) : null,
          financial_year: yearId,
          date_from: yearId ? null : dates.from,
          date_to: yearId ? null : dates.to,
        };

  const periodOptions = [
    ...(scope === "church"
      ? (years.data ?? []).map((y) => ({
          value: `year:${y.id}`,
          label: y.is_closed
            ? t("Financial year {name} (closed)", { name: y.name })
            : t("Financial year {name}", { name: y.name }),
        }))
      : []),
    { value: "dates", label: t("Dates of my choice") },
  ];

  const controls: ReactNode = (
    <>
      {scopes.length > 1 && (
        <SettledSelect
          label={t("Whose books")}
          data={scopes.map((s) => ({ value: s, label: t(SCOPE_LABELS[s]) }))}
          value={scope}
          onChange={(s) => {
            setScope(s);
            setPeriod(null);
          }}
        />
      )}
      {choosesRegion && (
        <RecordChoiceSelect
          label={t("Region")}
          placeholder={t("Choose a region")}
          records={regions.data}
          value={region}
          onChange={setRegion}
        />
      )}
      <SettledSelect label={t("Period")} data={periodOptions} value={chosenPeriod} onChange={setPeriod} />
      {chosenPeriod === "dates" && (
        <DateRangeInputs value={dates} onChange={setDates} invalid={!datesValid} />
      )}
    </>
  );
  return { reach, controls };
}
