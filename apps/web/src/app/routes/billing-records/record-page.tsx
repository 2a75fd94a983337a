import type { User } from "@cm/contracts";
import { Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";
import type { PageWords, SignedInView } from "../page-frames";

/** A billing page: the admin frame (heading and the route rule), with a way back to its list. */
export function RecordPage({
  title,
  description,
  back,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} fz="sm" w="fit-content">
          <Group component="span" gap={4}>
            <IconArrowLeft size={14} />
            {back.label}
          </Group>
        </Anchor>
      )}
      <AdminPage title={title} description={description} actions={actions}>
        {children}
      </AdminPage>
    </Stack>
  );
}

type RecordView = ComponentType<{ id: string; user: User }>;

/**
 * The page of one billing record (`:id` in the path): its frame and way back, written as
 * `msg("...")`, around the record's view. The view is keyed by the id so that moving to another
 * record starts it afresh.
 */
export function recordDetailPage(
  words: PageWords & { back: { to: string; label: string } },
  View: RecordView,
) {
  return function RecordDetailPage() {
    const { t } = useTranslation("pages");
    const user = useCurrentUser();
    const { id = "" } = useParams();
    if (!user) return null;
    return (
      <RecordPage
        title={t(words.title)}
        description={t(words.description)}
        back={{ to: words.back.to, label: t(words.back.label) }}
      >
        <View key={id} id={id} user={user} />
      </RecordPage>
    );
  };
}

/**
 * A list of billing records: its frame, and the list for the signed-in user. The line under the
 * title (a `msg("...")`) may depend on who reads it: a church's own records or those of the
 * churches one looks after.
 */
export function recordListPage(title: string, describe: (user: User) => string, List: SignedInView) {
  return function RecordListPage() {
    const { t } = useTranslation("pages");
    const user = useCurrentUser();
    if (!user) return null;
    return (
      <RecordPage title={t(title)} description={t(describe(user))}>
        <List user={user} />
      </RecordPage>
    );
  };
}
