import { Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconAlertTriangle, IconLinkOff } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Notice } from "../../components/notice";
import { useResetLink } from "../../features/accounts/api/accounts-api";
import { ResetConfirmForm } from "../../features/accounts/components/reset-confirm-form";
import { ApiError, errorMessage } from "../../lib/api-client";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";
import type { GuestNotice } from "../navigation";

function InvalidLink() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="md">
      <Notice color="orange" icon={IconLinkOff} title={t("This link no longer works")}>
        {t(
          "Reset links can be used once and expire after a while. Ask for a new one and use the newest e-mail.",
        )}
      </Notice>
      <Button component={Link} to="/reset-password" fullWidth>
        {t("Ask for a new link")}
      </Button>
    </Stack>
  );
}

export default function ResetPasswordConfirmPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Choose a new password")} · ${siteInfo.productName}`);
  const { uid = "", token = "" } = useParams();
  const navigate = useNavigate();
  const link = useResetLink(uid, token);
  const [expired, setExpired] = useState(false);

  const invalid = expired || (link.error instanceof ApiError && link.error.status === 400);

  let content: ReactNode;
  if (link.isPending) {
    content = (
      <Center py="xl" role="status" aria-label={t("Checking the link")}>
        <Loader type="dots" />
      </Center>
    );
  } else if (invalid) {
    content = <InvalidLink />;
  } else if (link.isError) {
    content = (
      <Notice color="red" icon={IconAlertTriangle} title={t("We could not check the link")}>
        <Text size="sm" mb="sm">
          {errorMessage(link.error)}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={() => void link.refetch()}>
          {t("Try again")}
        </Button>
      </Notice>
    );
  } else {
    content = (
      <ResetConfirmForm
        uid={uid}
        token={token}
        onInvalidLink={() => setExpired(true)}
        onChanged={() => {
          const notice: GuestNotice = {
            message: t("Your password has been changed. Sign in with your new password."),
          };
          navigate("/login", { replace: true, state: { notice } });
        }}
      />
    );
  }

  return (
    <AuthFrame
      title={t("Choose a new password")}
      subtitle={invalid ? undefined : t("Pick a password you do not use anywhere else.")}
      welcome={t("Locked out? We will get you back in")}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t("Back to sign in")}
        </Anchor>
      }
    >
      {content}
    </AuthFrame>
  );
}
