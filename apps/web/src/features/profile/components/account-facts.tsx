import type { User } from "@cm/contracts";
import { roleTitle } from "@cm/contracts/rules";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { formatDateTime } from "../../../lib/format-date";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Facts about the account that only an administrator (or the system) changes. */
export function AccountFacts({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Title order={2} fz="lg" mb={4}>
        {t("Account")}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        {t("These details are managed by your administrators. Ask them if something is wrong.")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        <Fact label={t("Username")}>{user.username}</Fact>
        <Fact label={t("Role")}>{t(roleTitle(user.role))}</Fact>
        <Fact label={t("Church administrator")}>{user.is_church_admin ? t("Yes") : t("No")}</Fact>
        <Fact label={t("Church ID")}>{user.church ?? t("None")}</Fact>
        <Fact label={t("Region ID")}>{user.region ?? t("None")}</Fact>
        <Fact label={t("Status")}>
          <ActiveBadge active={user.is_active} />
        </Fact>
        <Fact label={t("Date joined")}>{formatDateTime(user.date_joined)}</Fact>
        <Fact label={t("Last password change")}>{formatDateTime(user.last_password_change)}</Fact>
        <Fact label={t("Last sign-in")}>{formatDateTime(user.last_login)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
