import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { StatementsPanel } from "../../../features/giving-statements/components/statements-panel";
import { useCurrentUser } from "../../../lib/auth-store";

export default function GivingStatementsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <StatementsPanel
      canSend={hasPermission(user, "giving.confirm")}
      heading={
        <PageHeading title={t("Giving statements")}>
          {t("Each donor's confirmed gifts of a year, with totals per fund, as a PDF.")}
        </PageHeading>
      }
    />
  );
}
