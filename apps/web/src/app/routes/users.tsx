import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { HeadedPage } from "../../components/page-heading";
import { UsersTable } from "../../features/users/components/users-table";
import { useCurrentUser } from "../../lib/auth-store";
import { AFTER_SIGN_IN_PATH } from "../navigation";

export default function UsersPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  // A role without users.read is sent where every role may go (spec section 6: disallowed -> /churches).
  if (!user || !hasPermission(user, "users.read")) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <HeadedPage title={t("Users")} description={t("The people who can sign in, and what each may do.")}>
      <UsersTable actor={user} />
    </HeadedPage>
  );
}
