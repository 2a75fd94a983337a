import { routeDecision } from "@cm/contracts/rules";
import { Anchor, Button, Group, Stack } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCurrentUser } from "../../../lib/auth-store";
import type { PageWords, SignedInView } from "../page-frames";

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

/** A link beside a page's title, drawn as a button; a `primary` one is filled. */
export type PageLink = {
  to: string;
  label: string;
  Icon?: ComponentType<{ size?: number }>;
  primary?: boolean;
};

/** The links beside a page's title (labels already translated), as buttons side by side. */
export function PageLinks({ links }: { links: PageLink[] }) {
  const buttons = links.map(({ to, label, Icon, primary }) => (
    <Button
      key={to}
      component={Link}
      to={to}
      variant={primary ? undefined : "default"}
      leftSection={Icon && <Icon size={16} />}
    >
      {label}
    </Button>
  ));
  return buttons.length === 1 ? buttons[0] : <Group gap="xs">{buttons}</Group>;
}

/**
 * What an administration page says, the links beside its title, and the way back (to the page it
 * belongs to) at the end of its line.
 */
export type AdminWords = PageWords & { links?: PageLink[]; back?: { to: string; label: string } };

/**
 * An administration page that is its frame and one view: the texts are `msg("...")`, translated
 * here, so each such page is only its declaration.
 */
export function adminPage({ title, description, links, back }: AdminWords, View: SignedInView) {
  return function AdminRoutePage() {
    const { t } = useTranslation("pages");
    const user = useCurrentUser();
    if (!user) return null;
    const actions = links && <PageLinks links={links.map((link) => ({ ...link, label: t(link.label) }))} />;
    const line = back ? (
      <>
        {t(description)}{" "}
        <Anchor component={Link} to={back.to} inherit>
          {t(back.label)}
        </Anchor>
      </>
    ) : (
      t(description)
    );
    return (
      <AdminPage title={t(title)} description={line} actions={actions}>
        <View user={user} />
      </AdminPage>
    );
  };
}
