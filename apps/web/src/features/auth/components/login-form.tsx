import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle, IconLock, IconUser } from "@tabler/icons-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, type FieldErrors } from "../../../lib/api-client";
import { signIn } from "../../../lib/auth-store";
import { translator } from "../../../lib/i18n";
import { splitServerErrors } from "../../../lib/server-errors";

// The sign-in page is the first page: it keeps its own state rather than load the form kit, and
// splits the server's answer the way every form does.
const SHOWN_FIELDS = ["username", "password", "otp"];
// Codes of the API when the account has two-factor authentication: ask for the code.
const OTP_CODES = ["otp_required", "invalid_otp"];

const t = translator("auth");

function tooManyAttemptsText(seconds: number | null): string {
  if (!seconds) return t("Too many sign-in attempts. Please wait a few minutes and try again.");
  if (seconds < 60)
    return t(
      "Too many sign-in attempts. Please wait {count, plural, one {# second} other {# seconds}} and try again.",
      { count: seconds },
    );
  return t(
    "Too many sign-in attempts. Please wait {count, plural, one {# minute} other {# minutes}} and try again.",
    { count: Math.ceil(seconds / 60) },
  );
}

/** What to tell the person for a failed sign-in; field messages go under their fields. */
export function describeSignInError(error: unknown): { fieldErrors: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError)) {
    return { fieldErrors: {}, message: t("Something went wrong. Please try again.") };
  }
  if (error.status === 400) {
    const split = splitServerErrors(error, SHOWN_FIELDS);
    const fieldErrors = Object.fromEntries(Object.entries(split.fields).map(([k, m]) => [k, [m]]));
    return { fieldErrors, message: split.alert };
  }
  if (error.status === 401 && error.code === "invalid_credentials") {
    return { fieldErrors: {}, message: t("The username or password is not correct. Please try again.") };
  }
  if (error.status === 429) {
    return { fieldErrors: {}, message: tooManyAttemptsText(error.retryAfter) };
  }
  return { fieldErrors: {}, message: error.detail };
}

/** Username and password (and a two-factor code when asked); calls onSignedIn once the session is stored. */
export function LoginForm({
  onSignedIn,
  initialUsername = "",
}: {
  onSignedIn: () => void;
  initialUsername?: string;
}) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [askOtp, setAskOtp] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation("auth");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!username.trim()) missing.username = [t("Enter your username.")];
    if (!password) missing.password = [t("Enter your password.")];
    if (askOtp && !otp.trim()) missing.otp = [t("Enter the code from your authenticator app.")];
    setFieldErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length > 0) return;

    setSubmitting(true);
    try {
      await signIn({ username: username.trim(), password, otp: askOtp ? otp.trim() : undefined });
      onSignedIn();
    } catch (error) {
      const described = describeSignInError(error);
      if (error instanceof ApiError && (OTP_CODES.includes(error.code) || "otp" in described.fieldErrors)) {
        setAskOtp(true);
      }
      setFieldErrors(described.fieldErrors);
      setMessage(described.message);
      setSubmitting(false);
    }
  }

  const errorText = (field: string) => fieldErrors[field]?.join(" ");
  // Every field is needed (without an asterisk on this short form) and shows the server's message on it.
  const wired = (field: string, value: string, set: (value: string) => void) => ({
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.currentTarget.value),
    error: errorText(field),
    required: true,
    withAsterisk: false,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("Sign in")}>
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {message}
          </Alert>
        )}
        <TextInput
          label={t("Username")}
          placeholder={t("Your username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconUser size={16} />}
          {...wired("username", username, setUsername)}
          autoFocus={!initialUsername}
        />
        <PasswordInput
          label={t("Password")}
          placeholder={t("Your password")}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          {...wired("password", password, setPassword)}
          autoFocus={Boolean(initialUsername)}
        />
        {askOtp && (
          <TextInput
            label={t("Authentication code")}
            description={t("Open your authenticator app and enter the 6-digit code.")}
            autoComplete="one-time-code"
            inputMode="numeric"
            {...wired("otp", otp, setOtp)}
          />
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset-password" fz="sm">
            {t("Forgot your password?")}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t("Sign in")}
        </Button>
      </Stack>
    </form>
  );
}
