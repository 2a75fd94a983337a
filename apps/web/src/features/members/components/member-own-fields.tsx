import type { Member } from "@cm/contracts";
import { Anchor, Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { MEMBER_FIELDS_PATH, useChurchMemberFields } from "../api/member-fields-api";
import { fieldValueText } from "./member-field-labels";

/** The values of the church's own fields on a member's page; nothing when the church has none. */
export function MemberOwnFields({ member, canWrite }: { member: Member; canWrite: boolean }) {
  const { t } = useTranslation("members");
  const { fields } = useChurchMemberFields(member.church);
  if (!fields.length) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Text fw={700} mb="sm">
        {t("More about this member")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => {
          const value = member.custom_fields[String(field.id)];
          const text =
            field.type === "date" && typeof value === "string"
              ? formatDate(value)
              : fieldValueText(field, value);
          return (
            <div key={field.id}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.03em">
                {field.label}
              </Text>
              <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                {text || "—"}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
      {canWrite && (
        <Anchor component={Link} to={MEMBER_FIELDS_PATH} fz="xs" mt="sm" display="inline-block">
          {t("Change the church's member fields")}
        </Anchor>
      )}
    </Paper>
  );
}
