import { Alert, Button, Group, Paper, Select, TextInput, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconFilterOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChurchChoices, useUserChoices } from "../api/audit-api";
import {
  type AuditFilters,
  choicesOf,
  dateRangeProblem,
  hasFilters,
  KNOWN_ACTIONS,
  KNOWN_RESOURCES,
} from "./audit-filters";
import { SearchSelect } from "./search-select";

function useUserOptions(search: string, enabled: boolean) {
  const query = useUserChoices(search, enabled);
  return {
    options: (query.data?.results ?? []).map((u) => ({ value: String(u.id), label: `@${u.username}` })),
    loading: query.isPending,
  };
}

function useChurchOptions(search: string, enabled: boolean) {
  const query = useChurchChoices(search, enabled);
  return {
    options: (query.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    loading: query.isPending,
  };
}

type AuditFilterBarProps = {
  filters: AuditFilters;
  onChange: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => void;
  onClear: () => void;
  /** Actions and record types in the rows on screen, offered beside the known ones. */
  seenActions: string[];
  seenResources: string[];
};

/** User, church, action, record type and date range of the audit log. */
export function AuditFilterBar({
  filters,
  onChange,
  onClear,
  seenActions,
  seenResources,
}: AuditFilterBarProps) {
  const { t } = useTranslation("audit");
  const actionChoices = choicesOf(KNOWN_ACTIONS, seenActions);
  const resourceChoices = choicesOf(KNOWN_RESOURCES, seenResources);
  const rangeProblem = dateRangeProblem(filters);
  return (
    <>
      <Paper withBorder p={{ base: "sm", sm: "md" }} component="fieldset" style={{ margin: 0, minWidth: 0 }}>
        <VisuallyHidden component="legend">{t("Filters")}</VisuallyHidden>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SearchSelect
            label={t("User")}
            placeholder={t("Any user")}
            value={filters.user}
            onChange={(v) => onChange("user", v)}
            useOptions={useUserOptions}
          />
          <SearchSelect
            label={t("Church")}
            placeholder={t("Any church")}
            value={filters.church}
            onChange={(v) => onChange("church", v)}
            useOptions={useChurchOptions}
          />
          {(
            [
              ["action", t("Action"), t("Any action"), actionChoices],
              ["resource", t("Record type"), t("Any record"), resourceChoices],
            ] as const
          ).map(([key, label, placeholder, data]) => (
            <Select
              key={key}
              label={label}
              placeholder={placeholder}
              data={data}
              value={filters[key]}
              onChange={(v) => onChange(key, v)}
              searchable
              clearable
              style={{ flex: "1 1 150px", maxWidth: 210 }}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
          {(
            [
              ["from", t("From")],
              ["to", t("To")],
            ] as const
          ).map(([key, label]) => (
            <TextInput
              key={key}
              type="date"
              label={label}
              value={filters[key]}
              onChange={(e) => onChange(key, e.currentTarget.value)}
              style={{ flex: "1 1 140px", maxWidth: 170 }}
            />
          ))}
          {hasFilters(filters) && (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
              {t("Clear filters")}
            </Button>
          )}
        </Group>
      </Paper>
      {rangeProblem && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {rangeProblem}
        </Alert>
      )}
    </>
  );
}
