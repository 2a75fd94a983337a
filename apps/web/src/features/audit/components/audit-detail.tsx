import type { AuditLog } from "@cm/contracts";
import { ROLES, type Role, roleTitle } from "@cm/contracts/rules";
import { Badge, Code, Drawer, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { formatDateTime } from "../../../lib/format-date";
import { useChurch } from "../api/audit-api";
import { changeRows, humanize } from "./audit-filters";

/** "SUPER_ADMIN" -> "Super Admin", as the sidebar writes roles. */
export function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? roleTitle(role as Role) : humanize(role.toLowerCase());
}

function ChurchName({ id }: { id: number }) {
  const church = useChurch(id);
  return <>{church.data?.name ?? `Church #${id}`}</>;
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
  const rows = changeRows(log.changes);
  if (rows.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No field values were recorded for this entry.
      </Text>
    );
  }
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label="Recorded values" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="35%">Field</Table.Th>
          <Table.Th>Value</Table.Th>
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
          {shown ? `${humanize(shown.action)} · ${humanize(shown.resource)}` : ""}
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
            <Fact label="When">{formatDateTime(shown.created_at)}</Fact>
            <Fact label="Who">
              {shown.username ? (
                <Group gap={6}>
                  <span>@{shown.username}</span>
                  {shown.role && (
                    <Badge size="sm" variant="light" tt="none">
                      {roleLabel(shown.role)}
                    </Badge>
                  )}
                </Group>
              ) : (
                "A visitor (not signed in)"
              )}
            </Fact>
            <Fact label="Record">
              {humanize(shown.resource)}
              {shown.object_id ? ` #${shown.object_id}` : ""}
            </Fact>
            <Fact label="Church">{shown.church === null ? "—" : <ChurchName id={shown.church} />}</Fact>
            <Fact label="From address">{shown.ip_address || "—"}</Fact>
            <Fact label="Entry">#{shown.id}</Fact>
          </SimpleGrid>
          <Stack gap="xs">
            <Text fw={700}>Values recorded</Text>
            <Changes log={shown} />
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
