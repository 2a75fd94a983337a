import { Button, Card, CopyButton, Group, Image, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { sentenceWithValue, VALUE_MARK } from "../../../components/sentence-with-value";

/** The address an affiliate shares: registration, with their code kept from the link. */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}/register?ref=${encodeURIComponent(code)}`;

/** The referral code and link, with a copy button and a QR code to print or show on a phone. */
export function ReferralLinkCard({ code }: { code: string }) {
  const { t } = useTranslation("affiliates");
  const link = referralLink(code);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 180, errorCorrectionLevel: "M" }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" justify="space-between" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Title order={2} fz="lg">
            {t("Your referral link")}
          </Title>
          <Text fz="sm" c="dimmed">
            {t(
              "Share it with churches. When a church registers through it and pays for a plan, you earn a reward.",
            )}
          </Text>
          <Text fz="sm">
            {sentenceWithValue(t("Referral code: {code}", { code: VALUE_MARK }), <strong>{code}</strong>)}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t("Link")} value={link} readOnly style={{ flex: 1, minWidth: 0 }} />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  variant={copied ? "light" : "filled"}
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? t("Copied") : t("Copy link")}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        {qr && <Image src={qr} alt={t("QR code of your referral link {link}", { link })} w={180} h={180} />}
      </Group>
    </Card>
  );
}
