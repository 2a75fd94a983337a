import { hasPermission } from "@cm/contracts/rules";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { UsersTable } from "../../features/users/components/users-table";
import { useCurrentUser } from "../../lib/auth-store";
import { AFTER_SIGN_IN_PATH } from "../navigation";

export default function UsersPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  // A role without users.read is sent where every role may go (spec section 6: disallowed -> /churches).
  if (!user || !hasPermission(user, "users.read")) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Users")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("The people who can sign in, and what each may do.")}
        </Text>
      </div>
      <UsersTable actor={user} />
    </Stack>
  );
}
