import type { User } from "@cm/contracts";
import { roleTitle } from "@cm/contracts/rules";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
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
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Title order={2} fz="lg" mb={4}>
        Account
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        These details are managed by your administrators. Ask them if something is wrong.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        <Fact label="Username">{user.username}</Fact>
        <Fact label="Role">{roleTitle(user.role)}</Fact>
        <Fact label="Church administrator">{user.is_church_admin ? "Yes" : "No"}</Fact>
        <Fact label="Church ID">{user.church ?? "None"}</Fact>
        <Fact label="Region ID">{user.region ?? "None"}</Fact>
        <Fact label="Status">
          <ActiveBadge active={user.is_active} />
        </Fact>
        <Fact label="Date joined">{formatDateTime(user.date_joined)}</Fact>
        <Fact label="Last password change">{formatDateTime(user.last_password_change)}</Fact>
        <Fact label="Last sign-in">{formatDateTime(user.last_login)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
