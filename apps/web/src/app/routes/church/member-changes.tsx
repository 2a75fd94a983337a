import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { ChangesToConfirm } from "../../../features/own-record/components/changes-to-confirm";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

/** Members' own changes and proposed account links, for the church office. */
export default function MemberChangesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  // Only those who keep the roll confirm its changes.
  if (!hasPermission(user, "members.write")) return <NotFoundPage embedded />;
  return (
    <ChangesToConfirm
      heading={
        <PageHeading title={t("Changes to confirm")}>
          {t("Changes members asked for on their own records, and accounts to link to members.")}
        </PageHeading>
      }
    />
  );
}
