import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RegisterForm } from "../../features/accounts/components/register-form";
import { useReferralFromLink } from "../../lib/referral-link";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";
import type { GuestNotice } from "../navigation";
import { AuthFooter } from "./auth-footer";

export default function RegisterPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("{title} · {product}", { title: t("Register"), product: siteInfo.productName }));
  const navigate = useNavigate();
  useReferralFromLink();

  return (
    <AuthFrame
      title={t("Create your account")}
      subtitle={t("Register as a member. Your church administrator can give you more access later.")}
      welcome={t("Join your church office online")}
      width={520}
      footer={<AuthFooter question={t("Already have an account?")} to="/login" label={t("Sign in")} />}
    >
      <RegisterForm
        onRegistered={(user) => {
          const notice: GuestNotice = {
            message: t("Your account has been created. Sign in with your new password."),
            username: user.username,
          };
          navigate("/login", { state: { notice } });
        }}
      />
    </AuthFrame>
  );
}
