import { Anchor, Paper, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatCalendar } from "../../../lib/format-date";
import { useGroupFollowUps } from "../api/groups-api";

/** People who have stopped coming to their group (three meetings in a row missed), to call on. */
export function FollowUps() {
  const { t } = useTranslation("groups");
  const list = useGroupFollowUps();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={700} component="h2" fz="lg">
          {t("People to follow up")}
        </Text>
        <Text fz="sm" c="dimmed">
          {t("Members who missed the last three meetings of their group or more.")}
        </Text>
        {list.isError ? (
          <QueryRetryAlert title={t("We could not load the people to follow up")} query={list} />
        ) : list.isPending ? (
          <Text c="dimmed" fz="sm" role="status">
            {t("Loading the people…")}
          </Text>
        ) : list.data.length === 0 ? (
          <Text fz="sm">{t("No one has missed three meetings in a row.")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label={t("People to follow up")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Member")}</Table.Th>
                  <Table.Th>{t("Group")}</Table.Th>
                  <Table.Th>{t("Missed in a row")}</Table.Th>
                  <Table.Th>{t("Last came")}</Table.Th>
                  <Table.Th>{t("Phone")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((f) => (
                  <Table.Tr key={`${f.group}:${f.member}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/church/members/${f.member}`} fz="sm">
                        {f.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/church/groups/${f.group}`} fz="sm">
                        {f.group_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{f.missed_in_a_row}</Table.Td>
                    <Table.Td>
                      {f.last_attended
                        ? formatCalendar(f.last_attended, "weekdayDate")
                        : t("Not in six months")}
                    </Table.Td>
                    <Table.Td>{f.phone}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
