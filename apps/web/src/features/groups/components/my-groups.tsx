import type { Group } from "@cm/contracts";
import { Badge, Paper, Group as Row, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { useMyGroups } from "../api/groups-api";
import { GroupMeetings } from "./group-meetings";
import { GROUP_KIND_LABELS, whenItMeets } from "./group-words";

/** One of my groups: when it meets and who leads it; its leaders record meetings and mark who came. */
function MyGroup({ group }: { group: Group }) {
  const { t } = useTranslation("groups");
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Row justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} fz="lg" component="h2">
            {group.name}
          </Text>
          <Row gap="xs">
            <Badge variant="light">{t(GROUP_KIND_LABELS[group.kind])}</Badge>
            {group.you_lead && (
              <Badge variant="light" color="grape">
                {t("You lead it")}
              </Badge>
            )}
          </Row>
        </Row>
        <Text fz="sm" c="dimmed">
          {[
            whenItMeets(t, group),
            group.leader_names.length > 0
              ? t("Led by {names}", { names: group.leader_names.join(", ") })
              : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <GroupMeetings group={group.id} canMark={group.you_lead} limit={5} />
      </Stack>
    </Paper>
  );
}

/** The groups I am in (/profile/groups): my home cell, my choir, and their meetings. */
export function MyGroups() {
  const { t } = useTranslation("groups");
  const mine = useMyGroups();
  if (mine.isError) return <QueryRetryAlert title={t("We could not load your groups")} query={mine} />;
  if (mine.isPending)
    return (
      <Text c="dimmed" fz="sm" role="status">
        {t("Loading your groups…")}
      </Text>
    );
  if (mine.data.length === 0)
    return (
      <Text c="dimmed">
        {t("You are not in any group yet. Your church office can add you to your home cell or a ministry.")}
      </Text>
    );
  return (
    <Stack gap="md">
      {mine.data.map((group) => (
        <MyGroup key={group.id} group={group} />
      ))}
    </Stack>
  );
}
