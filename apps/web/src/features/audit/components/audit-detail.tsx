import type { AuditLog } from "@cm/contracts";
import { ROLES, type Role, roleTitle } from "@cm/contracts/rules";
import { Badge, Code, Drawer, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useChurch } from "../api/audit-api";
import { changeRows, humanize, wordOf } from "./audit-filters";

/** "SUPER_ADMIN" -> "Super Admin", as the sidebar writes roles. */
export function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? roleTitle(role as Role) : humanize(role.toLowerCase());
}

function ChurchName({ id }: { id: number }) {
  const { t } = useTranslation("audit");
  const church = useChurch(id);
  return <>{church.data?.name ?? t("Church #{id}", { id: String(id) })}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts="0.04em">
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Changes({ log }: { log: AuditLog }) {
  const { t } = useTranslation("audit");
  const rows = changeRows(log.changes);
  if (rows.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("No field values were recorded for this entry.")}
      </Text>
    );
  }
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={t("Recorded values")} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="35%">{t("Field")}</Table.Th>
          <Table.Th>{t("Value")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Td fw={600} fz="sm" style={{ verticalAlign: "top" }}>
              {row.field}
            </Table.Td>
            <Table.Td fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {row.value.startsWith("{") || row.value.startsWith("[") ? (
                <Code block>{row.value}</Code>
              ) : (
                row.value
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One audit entry: who did what to which record, when and from where, and the values recorded. */
export function AuditDetail({ log, onClose }: { log: AuditLog | null; onClose: () => void }) {
  const { t } = useTranslation("audit");
  // The last entry stays while the drawer slides out, instead of blanking mid-animation.
  const [shown, setShown] = useState(log);
  useEffect(() => {
    if (log) setShown(log);
  }, [log]);
  return (
    <Drawer
      opened={log !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {shown
            ? t("{action} · {record}", { action: t(wordOf(shown.action)), record: t(wordOf(shown.resource)) })
            : ""}
        </Text>
      }
      position="right"
      size="lg"
      padding="lg"
      onExitTransitionEnd={() => setShown(null)}
    >
      {shown && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label={t("When")}>{formatDateTime(shown.created_at)}</Fact>
            <Fact label={t("Who")}>
              {shown.username ? (
                <Group gap={6}>
                  <span>@{shown.username}</span>
                  {shown.role && (
                    <Badge size="sm" variant="light" tt="none">
                      {t(roleLabel(shown.role))}
                    </Badge>
                  )}
                </Group>
              ) : (
                t("A visitor (not signed in)")
              )}
            </Fact>
            <Fact label={t("Record")}>
              {t(wordOf(shown.resource))}
              {shown.object_id ? ` #${shown.object_id}` : ""}
            </Fact>
            <Fact label={t("Church")}>{shown.church === null ? "—" : <ChurchName id={shown.church} />}</Fact>
            <Fact label={t("From address")}>{shown.ip_address || "—"}</Fact>
            <Fact label={t("Entry")}>#{shown.id}</Fact>
          </SimpleGrid>
          <Stack gap="xs">
            <Text fw={700}>{t("Values recorded")}</Text>
            <Changes log={shown} />
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
