import type { User } from "@cm/contracts";
import { roleTitle } from "@cm/contracts/rules";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "../../../components/person-avatar";

export function displayName(user: Pick<User, "first_name" | "last_name" | "username">): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** Who this profile belongs to: picture, name, username and role. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const name = displayName(user);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <PersonAvatar name={name} src={user.profile_picture} size={72} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.2}>
            {name}
          </Title>
          <Text c="dimmed" fz="sm" truncate>
            @{user.username} · {user.email || t("no e-mail address")}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{t(roleTitle(user.role))}</Badge>
            {user.two_factor_enabled && (
              <Badge variant="light" color="teal" leftSection={<IconShieldCheck size={12} />}>
                {t("Two-factor on")}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
