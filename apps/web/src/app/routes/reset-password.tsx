import { Anchor } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { ResetRequestForm } from "../../features/accounts/components/reset-request-form";
import { siteInfo } from "../../lib/site-info";
import { AuthFrame } from "../layouts/auth-frame";

export default function ResetPasswordPage() {
  useDocumentTitle(`Reset your password · ${siteInfo.productName}`);
  return (
    <AuthFrame
      title="Reset your password"
      subtitle="Enter the e-mail address of your account. We will send you a link to choose a new password."
      welcome="Locked out? We will get you back in"
      footer={
        <>
          Remembered it?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Back to sign in
          </Anchor>
        </>
      }
    >
      <ResetRequestForm />
    </AuthFrame>
  );
}
