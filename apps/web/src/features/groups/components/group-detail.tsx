import type { Group } from "@cm/contracts";
import { Button, Stack } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DetailFacts } from "../../../components/detail-facts";
import { DetailHeading } from "../../../components/detail-heading";
import { LoadError } from "../../../components/load-error";
import { PageLoader } from "../../../components/page-loader";
import { RecordDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { useGroup } from "../api/groups-api";
import { GroupForm } from "./group-form";
import { GroupMeetings } from "./group-meetings";
import { GroupPeople } from "./group-people";
import { GroupTrend } from "./group-trend";
import { GROUP_KIND_LABELS, whenItMeets } from "./group-words";

/** One group: when and where it meets, its people, and its meetings with who came. */
export function GroupDetail({ id, canWrite, canMark }: { id: number; canWrite: boolean; canMark: boolean }) {
  const { t } = useTranslation("groups");
  const query = useGroup(id);
  const drawer = useRecordDrawer<Group>();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        what={t("group")}
        onRetry={() => void query.refetch()}
        back={{ to: "/church/groups", label: t("Back to the groups") }}
      />
    );
  const group = query.data;
  return (
    <Stack gap="lg">
      <DetailHeading
        trail={[{ label: t("Groups"), to: "/church/groups" }]}
        here={group.name}
        title={group.name}
        actions={
          canWrite && (
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => drawer.edit(group)}>
              {t("Edit")}
            </Button>
          )
        }
      />
      <DetailFacts
        facts={[
          { label: t("Kind"), value: t(GROUP_KIND_LABELS[group.kind]) },
          { label: t("Leaders"), value: group.leader_names.join(", ") || t("No leader yet") },
          { label: t("Meets"), value: whenItMeets(t, group) },
          { label: t("Open to new people"), value: group.open_to_join ? t("Yes") : t("No") },
          { label: t("About the group"), value: group.description },
        ]}
      />
      <GroupTrend id={id} />
      <GroupMeetings group={id} canMark={canMark || group.you_lead} limit={8} />
      <GroupPeople id={id} canWrite={canWrite} />
      <RecordDrawer
        state={drawer.state}
        onClose={drawer.close}
        titles={{ create: t("Add a group"), edit: t("Edit group") }}
      >
        {(record) => <GroupForm group={record} onDone={drawer.close} />}
      </RecordDrawer>
    </Stack>
  );
}
