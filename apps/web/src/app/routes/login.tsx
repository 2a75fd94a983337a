import { Alert } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { takeIntendedPath } from "../../lib/session";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";
import { afterSignInPath, noticeFrom } from "../navigation";
import { AuthFooter } from "./auth-footer";

export default function LoginPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("{title} · {product}", { title: t("Sign in"), product: siteInfo.productName }));
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Registration and password reset arrive here with a message and the username to use.
  const notice = noticeFrom(location.state);

  function goOn() {
    const target = afterSignInPath({
      returnTo: search.get("return_to"),
      intended: takeIntendedPath(),
      state: location.state,
    });
    navigate(target, { replace: true });
  }

  return (
    <AuthFrame
      title={t("Sign in")}
      subtitle={t("Use the username and password your church gave you.")}
      footer={<AuthFooter question={t("New here?")} to="/register" label={t("Register")} />}
    >
      {notice?.message && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} mb="md" role="status">
          {notice.message}
        </Alert>
      )}
      <LoginForm onSignedIn={goOn} initialUsername={notice?.username} />
    </AuthFrame>
  );
}
