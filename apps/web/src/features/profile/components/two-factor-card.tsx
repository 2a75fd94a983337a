import type { ToggleTwoFactorResult } from "@cm/contracts";
import {
  Badge,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import QRCode from "qrcode";
import { type FormEvent, useEffect, useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useToggleTwoFactor } from "../api/profile-api";

type Setup = Required<Pick<ToggleTwoFactorResult, "secret" | "otpauth_url">>;
const TOGGLE_FAILED = "Failed to toggle two-factor authentication";

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

/** Two-factor sign-in: set up with a QR code and a first code; turned off with a code. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const toggle = useToggleTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState("");
  const server = useServerErrors({ otp: code });
  const qr = useQrDataUrl(setup?.otpauth_url ?? null);
  const askingCode = setup !== null || turningOff;

  function reset() {
    setSetup(null);
    setTurningOff(false);
    setCode("");
    server.clear();
  }

  function failed(error: unknown) {
    notify.error({ title: TOGGLE_FAILED, message: server.show(error) });
  }

  async function start() {
    try {
      const result = await toggle.mutateAsync(undefined);
      if (result.secret && result.otpauth_url) {
        setSetup({ secret: result.secret, otpauth_url: result.otpauth_url });
      }
    } catch (error) {
      failed(error);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const otp = code.replace(/\s+/g, "");
    server.clear();
    if (!/^\d{6}$/.test(otp)) return server.say("Enter the 6-digit code from your authenticator app.", "otp");
    try {
      const result = await toggle.mutateAsync(otp);
      notify.success(result.detail);
      reset();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
        <Title order={2} fz="lg">
          Two-factor sign-in
        </Title>
        <Badge color={enabled ? "teal" : "gray"} variant="light">
          {enabled ? "On" : "Off"}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {enabled
          ? "Signing in asks for a code from your authenticator app as well as your password."
          : "Add a code from an authenticator app to your password, so a stolen password is not enough."}
      </Text>

      {setup && (
        <Stack gap="sm" mb="md">
          <Text fz="sm" fw={600}>
            1. Scan this QR code with your authenticator app
          </Text>
          <Box
            w={200}
            h={200}
            mx={{ base: "auto", xs: 0 }}
            bg="gray.0"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            {qr && <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} />}
          </Box>
          <Text fz="sm" c="dimmed">
            Cannot scan it? Enter this key in the app instead:
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
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text fz="sm" fw={600} mt="xs">
            2. Enter the 6-digit code the app shows
          </Text>
        </Stack>
      )}

      {askingCode ? (
        <form onSubmit={confirm} noValidate aria-label="Two-factor code">
          <Stack gap="sm">
            <FormAlert message={server.alert} />
            <TextInput
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={server.fieldError("otp")}
              w={{ base: "100%", xs: 220 }}
            />
            <Group gap="xs">
              <Button type="submit" loading={toggle.isPending} color={turningOff ? "red" : undefined}>
                {turningOff ? "Turn off two-factor" : "Turn on two-factor"}
              </Button>
              <Button variant="default" onClick={reset} disabled={toggle.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : enabled ? (
        <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
          Turn off…
        </Button>
      ) : (
        <Button onClick={start} loading={toggle.isPending}>
          Set up two-factor sign-in
        </Button>
      )}
    </Paper>
  );
}
