import type { ToggleTwoFactorResult } from "@cm/contracts";
import { Badge, Box, Button, Code, CopyButton, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useToggleTwoFactor } from "../api/profile-api";

type Setup = Required<Pick<ToggleTwoFactorResult, "secret" | "otpauth_url">>;
const t = translator("profile");
const toggleFailed = () => t("Failed to toggle two-factor authentication");

function useQrDataUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) {
      setUrl(null);
      return;
    }
    let current = true;
    QRCode.toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: "M" })
      .then((made) => current && setUrl(made))
      .catch(() => current && setUrl(null));
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}

// Spaces are allowed in what is typed (apps show "123 456"); six digits are sent.
const codeForm = z.object({
  otp: z
    .string()
    .transform((typed) => typed.replace(/\s+/g, ""))
    .pipe(
      z.string().regex(/^\d{6}$/, { error: () => t("Enter the 6-digit code from your authenticator app.") }),
    ),
});

/** Asks for a code of the authenticator app, to turn two-factor sign-in on or off. */
function CodeForm({ turningOff, onDone }: { turningOff: boolean; onDone: () => void }) {
  const { t } = useTranslation("profile");
  const toggle = useToggleTwoFactor();
  const kit = useSchemaForm(codeForm, {
    defaultValues: { otp: "" },
    failure: toggleFailed(),
    onSubmit: async ({ otp }) => {
      const result = await toggle.mutateAsync(otp);
      notify.success(result.detail);
      onDone();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={t("Two-factor code")}
      gap="sm"
      actions={
        <Group gap="xs">
          <Button type="submit" loading={kit.submitting} color={turningOff ? "red" : undefined}>
            {turningOff ? t("Turn off two-factor") : t("Turn on two-factor")}
          </Button>
          <Button variant="default" onClick={onDone} disabled={kit.submitting}>
            {t("Cancel")}
          </Button>
        </Group>
      }
    >
      <TextField
        name="otp"
        label={t("Authentication code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        w={{ base: "100%", xs: 220 }}
      />
    </KitForm>
  );
}

/** Two-factor sign-in: set up with a QR code and a first code; turned off with a code. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("profile");
  const toggle = useToggleTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const qr = useQrDataUrl(setup?.otpauth_url ?? null);
  const askingCode = setup !== null || turningOff;

  function reset() {
    setSetup(null);
    setTurningOff(false);
  }

  async function start() {
    try {
      const result = await toggle.mutateAsync(undefined);
      if (result.secret && result.otpauth_url) {
        setSetup({ secret: result.secret, otpauth_url: result.otpauth_url });
      }
    } catch (error) {
      notify.error({ title: toggleFailed(), message: errorMessage(error) });
    }
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
        <Title order={2} fz="lg">
          {t("Two-factor sign-in")}
        </Title>
        <Badge color={enabled ? "teal" : "gray"} variant="light">
          {enabled ? t("On") : t("Off")}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {enabled
          ? t("Signing in asks for a code from your authenticator app as well as your password.")
          : t("Add a code from an authenticator app to your password, so a stolen password is not enough.")}
      </Text>

      {setup && (
        <Stack gap="sm" mb="md">
          <Text fz="sm" fw={600}>
            {t("1. Scan this QR code with your authenticator app")}
          </Text>
          <Box
            w={200}
            h={200}
            mx={{ base: "auto", xs: 0 }}
            bg="gray.0"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            {qr && <Image src={qr} alt={t("QR code for your authenticator app")} w={200} h={200} />}
          </Box>
          <Text fz="sm" c="dimmed">
            {t("Cannot scan it? Enter this key in the app instead:")}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="two-factor-secret" fz="sm" style={{ wordBreak: "break-all" }}>
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                >
                  {copied ? t("Copied") : t("Copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text fz="sm" fw={600} mt="xs">
            {t("2. Enter the 6-digit code the app shows")}
          </Text>
        </Stack>
      )}

      {askingCode ? (
        <CodeForm turningOff={turningOff} onDone={reset} />
      ) : enabled ? (
        <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
          {t("Turn off…")}
        </Button>
      ) : (
        <Button onClick={start} loading={toggle.isPending}>
          {t("Set up two-factor sign-in")}
        </Button>
      )}
    </Paper>
  );
}
