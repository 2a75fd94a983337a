import { Alert, Anchor } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { takeIntendedPath } from "../../lib/session";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";
import { afterSignInPath, noticeFrom } from "../navigation";

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
      footer={
        <>
          {t("New here?")}{" "}
          <Anchor component={Link} to="/register" fw={600}>
            {t("Register")}
          </Anchor>{" "}
          ·{" "}
          <Anchor component={Link} to="/" fw={600}>
            {t("Back to the home page")}
          </Anchor>
        </>
      }
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
