import { routeDecision } from "@cm/contracts/rules";
import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentUser } from "../../../lib/auth-store";

type AdminPageProps = {
  title: string;
  description: ReactNode;
  /** Buttons beside the title (e.g. a link to the public view). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of an administration page: heading, one line of explanation, content.
 * It applies the specification's route rule itself (super-admin routes -> /error/403, other
 * disallowed routes -> /churches), so a page is never shown to a role that may not use it even
 * if the shell's guard changes.
 */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const decision = routeDecision(user, pathname);
  if (decision !== "allow") return <Navigate to={decision} replace />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
