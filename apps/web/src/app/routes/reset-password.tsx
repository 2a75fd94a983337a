import { Anchor } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResetRequestForm } from "../../features/accounts/components/reset-request-form";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";

export default function ResetPasswordPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(
    t("{title} · {product}", { title: t("Reset your password"), product: siteInfo.productName }),
  );
  return (
    <AuthFrame
      title={t("Reset your password")}
      subtitle={t(
        "Enter the e-mail address of your account. We will send you a link to choose a new password.",
      )}
      welcome={t("Locked out? We will get you back in")}
      footer={
        <>
          {t("Remembered it?")}{" "}
          <Anchor component={Link} to="/login" fw={600}>
            {t("Back to sign in")}
          </Anchor>
        </>
      }
    >
      <ResetRequestForm />
    </AuthFrame>
  );
}
