import { routeDecision } from "@cm/contracts/rules";
import { Button, Group, Stack } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCurrentUser } from "../../../lib/auth-store";
import type { PageWords } from "../page-frames";

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
        <PageHeading title={title}>{description}</PageHeading>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** What an administration page says, and the one link beside its title when it has one. */
export type AdminWords = PageWords & {
  link?: { to: string; label: string; Icon: ComponentType<{ size?: number }> };
};

/**
 * An administration page that is its frame and one view: the texts are `msg("...")`, translated
 * here, so each such page is only its declaration.
 */
export function adminPage({ title, description, link }: AdminWords, View: ComponentType) {
  return function AdminRoutePage() {
    const { t } = useTranslation("pages");
    const action = link && (
      <Button component={Link} to={link.to} variant="default" leftSection={<link.Icon size={16} />}>
        {t(link.label)}
      </Button>
    );
    return (
      <AdminPage title={t(title)} description={t(description)} actions={action}>
        <View />
      </AdminPage>
    );
  };
}
