import type { User } from "@cm/contracts";
import { hasPermission, isChurchAdmin, tierOf } from "@cm/contracts/rules";
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { Notice } from "../../../components/notice";
import { DetailField } from "../../../components/page-heading";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { formatCount } from "../../../lib/labels";
import { useChurch, useChurchBranches, useRegion } from "../api/churches-api";
import { ChurchSettings, currencyLabel } from "./church-settings";
import { ChurchStatisticsPanel } from "./church-statistics-panel";
import { ChurchSubscriptionSummary } from "./church-subscription-summary";
import { ManageChurchButton } from "./manage-church";

/** One labelled value of a record, its label in capitals. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailField caps label={label}>
      {children}
    </DetailField>
  );
}

function Branches({ churchId }: { churchId: number }) {
  const { t } = useTranslation("churches");
  const branches = useChurchBranches(churchId);
  const rows = branches.data?.results;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t("Branches")}
      </Title>
      <Paper withBorder radius="md" p="md">
        {branches.isPending && <Skeleton height={60} />}
        {branches.isError && (
          <Group justify="space-between">
            <Text fz="sm" c="red">
              {errorMessage(branches.error)}
            </Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void branches.refetch()}>
              {t("Try again")}
            </Button>
          </Group>
        )}
        {rows?.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t("This church has no branches yet.")}
          </Text>
        )}
        {rows && rows.length > 0 && (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table aria-label={t("Branches")} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Name")}</Table.Th>
                  <Table.Th>{t("Address")}</Table.Th>
                  <Table.Th ta="right">{t("Seats")}</Table.Th>
                  <Table.Th ta="right">{t("Attendance")}</Table.Th>
                  <Table.Th>{t("Status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td fw={600}>{b.name}</Table.Td>
                    <Table.Td>{b.address || "—"}</Table.Td>
                    <Table.Td ta="right">{formatCount(b.capacity)}</Table.Td>
                    <Table.Td ta="right">{formatCount(b.occupancy)}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={b.is_active} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

/** One church: its details, branches, statistics and (for officers above it) its subscription. */
export function ChurchDetail({ id, user }: { id: string; user: User }) {
  const { t, i18n } = useTranslation("churches");
  const church = useChurch(id);
  const region = useRegion(church.data?.region);

  if (church.isPending) {
    return (
      <Stack gap="md" data-testid="church-loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (church.isError) {
    const missing = church.error instanceof ApiError && church.error.status === 404;
    return (
      <Notice
        color={missing ? "gray" : "red"}
        icon={IconAlertTriangle}
        title={missing ? t("This church was not found") : t("We could not load this church")}
      >
        <Text fz="sm" mb={missing ? 0 : "sm"}>
          {missing
            ? t("It may have been removed, or it is outside the churches you look after.")
            : errorMessage(church.error)}
        </Text>
        {!missing && (
          <Button
            size="xs"
            color="red"
            variant="white"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void church.refetch()}
          >
            {t("Try again")}
          </Button>
        )}
      </Notice>
    );
  }

  const c = church.data;
  const tier = tierOf(user.role);
  const ownAdmin = user.church === c.id && isChurchAdmin(user);
  // Whoever may edit this church (the API decides the same way): its admin, its region's, the nation's.
  const mayEdit =
    hasPermission(user, "churches.write") &&
    (tier === "national" || (tier === "regional" && user.region === c.region) || user.church === c.id);
  return (
    <Stack gap="xl">
      <div>
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {c.name}
          </Title>
          <ActiveBadge active={c.is_active} />
          <ManageChurchButton church={c} />
        </Group>
        <Text c="dimmed" fz="sm">
          {[c.city, region.data?.name].filter(Boolean).join(" · ") || t("Church")}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label={t("Region")}>{region.data?.name ?? (region.isPending ? "…" : "—")}</Field>
          <Field label={t("Address")}>
            {c.address && c.city && !c.address.includes(c.city)
              ? `${c.address}, ${c.city}`
              : c.address || c.city || "—"}
          </Field>
          <Field label={t("Pastor")}>{c.pastor_name || "—"}</Field>
          <Field label={t("Phone")}>
            {c.phone ? (
              <Anchor href={`tel:${c.phone.replace(/[^+0-9]/g, "")}`} fz="sm">
                {c.phone}
              </Anchor>
            ) : (
              "—"
            )}
          </Field>
          <Field label={t("E-mail")}>
            {c.email ? (
              <Anchor href={`mailto:${c.email}`} fz="sm">
                {c.email}
              </Anchor>
            ) : (
              "—"
            )}
          </Field>
          <Field label={t("Founded")}>{formatDate(c.founded_date, t("Not recorded"))}</Field>
          <Field label={t("Time zone")}>{c.time_zone}</Field>
          <Field label={t("Currency")}>{currencyLabel(c.currency, i18n.language)}</Field>
        </SimpleGrid>
      </Paper>
      {mayEdit && <ChurchSettings church={c} />}
      {hasPermission(user, "churches.statistics") && (
        <ChurchStatisticsPanel churchId={c.id} canUpgrade={ownAdmin} />
      )}
      {(tier === "national" || tier === "regional") && <ChurchSubscriptionSummary churchId={c.id} />}
      <Branches churchId={c.id} />
    </Stack>
  );
}
