import type { SupportKind, SupportRegionSummary } from "@cm/contracts";
import {
  Accordion,
  Alert,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { useRegionSupportSummary } from "../api/finance-api";
import { money, SUPPORT_KINDS, translatedOptions } from "./finance-parts";

/** The last five calendar years, newest first, for the year picker. */
function recentYears(): { value: string; label: string }[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 5 }, (_, i) => String(now - i)).map((y) => ({ value: y, label: y }));
}

type RegionFigures = SupportRegionSummary["regions"][number];

function ChurchesOf({ region }: { region: RegionFigures }) {
  const { t } = useTranslation("finance");
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped fz="sm">
        <Table.Caption>
          {t("Churches of {region} that paid in the year", { region: region.region_name })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("Church")}</Table.Th>
            <Table.Th ta="right">{t("Paid and confirmed")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {region.churches.map((c) => (
            <Table.Tr key={c.church}>
              <Table.Td>{c.church_name}</Table.Td>
              <Table.Td ta="right">
                {money(c.paid, region.currency)}
                <Text fz="xs" c="dimmed">
                  {t("{amount} confirmed", { amount: money(c.confirmed, region.currency) })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Support across the organisation region by region for a year: what each region's churches paid
 * and how much of it was confirmed as received, opening to the churches of a region.
 */
export function SupportByRegion() {
  const { t } = useTranslation("finance");
  const years = recentYears();
  const [year, setYear] = useState(years[0]?.value ?? "");
  const [kind, setKind] = useState<SupportKind>("ministry");
  const summary = useRegionSupportSummary(Number(year), true, kind);
  const regions = summary.data?.regions;

  return (
    <Stack gap="md">
      <Group gap="md" align="end" wrap="wrap">
        <SegmentedControl
          aria-label={t("Which support")}
          value={kind}
          onChange={(value) => setKind(value as SupportKind)}
          data={translatedOptions(SUPPORT_KINDS, t)}
        />
        <Select
          label={t("Year")}
          data={years}
          value={year}
          onChange={(value) => value && setYear(value)}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {summary.isError ? (
        <Alert color="red" variant="light" title={t("We could not load the figures")}>
          {errorMessage(summary.error)}
        </Alert>
      ) : !regions ? (
        <Skeleton h={160} radius="md" role="status" aria-label={t("Loading the figures by region")} />
      ) : regions.length === 0 ? (
        <Text c="dimmed">
          {t(
            "{kind, select, ministry {No ministry support was recorded for {year}.} other {No regional support was recorded for {year}.}}",
            { kind, year },
          )}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="left">
          {regions.map((region) => (
            <Accordion.Item
              key={`${region.region}-${region.currency}`}
              value={`${region.region}-${region.currency}`}
            >
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{region.region_name}</Text>
                  <Text fz="sm">
                    {t(
                      "{paid} paid, {confirmed} confirmed · {count, plural, one {# church} other {# churches}}",
                      {
                        paid: money(region.paid, region.currency),
                        confirmed: money(region.confirmed, region.currency),
                        count: region.churches.length,
                      },
                    )}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ChurchesOf region={region} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
