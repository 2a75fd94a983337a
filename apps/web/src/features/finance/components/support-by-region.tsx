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
import { errorMessage } from "../../../lib/api-client";
import { useRegionSupportSummary } from "../api/finance-api";
import { money, SUPPORT_KINDS } from "./finance-parts";

/** The last five calendar years, newest first, for the year picker. */
function recentYears(): { value: string; label: string }[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 5 }, (_, i) => String(now - i)).map((y) => ({ value: y, label: y }));
}

type RegionFigures = SupportRegionSummary["regions"][number];

function ChurchesOf({ region }: { region: RegionFigures }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped fz="sm">
        <Table.Caption>Churches of {region.region_name} that paid in the year</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Church</Table.Th>
            <Table.Th ta="right">Paid and confirmed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {region.churches.map((c) => (
            <Table.Tr key={c.church}>
              <Table.Td>{c.church_name}</Table.Td>
              <Table.Td ta="right">
                {money(c.paid, region.currency)}
                <Text fz="xs" c="dimmed">
                  {money(c.confirmed, region.currency)} confirmed
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
  const years = recentYears();
  const [year, setYear] = useState(years[0]?.value ?? "");
  const [kind, setKind] = useState<SupportKind>("ministry");
  const summary = useRegionSupportSummary(Number(year), true, kind);
  const regions = summary.data?.regions;
  const kindLabel = SUPPORT_KINDS.find((k) => k.value === kind)?.label.toLowerCase() ?? "";

  return (
    <Stack gap="md">
      <Group gap="md" align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Which support"
          value={kind}
          onChange={(value) => setKind(value as SupportKind)}
          data={SUPPORT_KINDS}
        />
        <Select
          label="Year"
          data={years}
          value={year}
          onChange={(value) => value && setYear(value)}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {summary.isError ? (
        <Alert color="red" variant="light" title="We could not load the figures">
          {errorMessage(summary.error)}
        </Alert>
      ) : !regions ? (
        <Skeleton h={160} radius="md" role="status" aria-label="Loading the figures by region" />
      ) : regions.length === 0 ? (
        <Text c="dimmed">
          No {kindLabel} was recorded for {year}.
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
                    {money(region.paid, region.currency)} paid, {money(region.confirmed, region.currency)}{" "}
                    confirmed ·{" "}
                    {region.churches.length === 1 ? "1 church" : `${region.churches.length} churches`}
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
