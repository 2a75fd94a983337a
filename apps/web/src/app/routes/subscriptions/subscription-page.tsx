import { hasPermission } from "@cm/contracts/rules";
import { Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "../../../components/notice";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

/** The frame of a subscription page (heading, route rule); `children` gets the signed-in user's church. */
export function SubscriptionPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (user: { church: number | null; canManage: boolean; role: string }) => ReactNode;
}) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage title={title} description={description}>
      {children({
        church: user.church,
        canManage: hasPermission(user, "subscriptions.manage"),
        role: user.role,
      })}
    </AdminPage>
  );
}

/** Shown on pages that belong to one church when the user has none. */
export function NoChurch() {
  const { t } = useTranslation("pages");
  return (
    <Notice color="gray" icon={IconInfoCircle} title={t("You are not linked to a church")}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {t(
            "This page is about one church's subscription. The churches' subscriptions are listed together.",
          )}
        </Text>
        <Button component={Link} to="/subscriptions" size="xs">
          {t("All subscriptions")}
        </Button>
      </Stack>
    </Notice>
  );
}
