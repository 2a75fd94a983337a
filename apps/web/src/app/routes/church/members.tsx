import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MembersTable } from "../../../features/members/components/members-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function MembersPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  const canWrite = hasPermission(user, "members.write");
  return (
    <MembersTable
      church={user.church}
      canWrite={canWrite}
      heading={
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Members")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t("Everyone on your church's roll. Search, filter, add, import and export members.")}
          </Text>
          {canWrite && (
            <Group gap="md" mt={4}>
              <Anchor component={Link} to="/church/members/changes" fz="sm">
                {t("Changes to confirm")}
              </Anchor>
              <Anchor component={Link} to="/church/members/duplicates" fz="sm">
                {t("Find members entered twice")}
              </Anchor>
            </Group>
          )}
        </div>
      }
    />
  );
}
