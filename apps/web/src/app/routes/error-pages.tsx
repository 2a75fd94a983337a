import { msg } from "@cm/contracts/rules";
import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconHome, IconLock, IconPlugConnectedX, IconServerOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../lib/auth-store";
import { siteInfo } from "../../lib/site-info";
import { AFTER_SIGN_IN_PATH } from "../navigation";
import { MAIN_ID } from "../page-focus";

export type ErrorStatus = 403 | 500 | 503;

const PAGES: Record<ErrorStatus, { title: string; text: string; icon: ReactNode; color: string }> = {
  403: {
    title: msg("Access denied"),
    text: msg(
      "You do not have permission to open this page. If you think you should, ask your administrator.",
    ),
    icon: <IconLock size={38} stroke={1.5} />,
    color: "orange",
  },
  500: {
    title: msg("Server error"),
    text: msg("Something went wrong on our side. Please try again in a moment."),
    icon: <IconServerOff size={38} stroke={1.5} />,
    color: "red",
  },
  503: {
    title: msg("Service unavailable"),
    text: msg("The service is temporarily unavailable. Please try again in a few minutes."),
    icon: <IconPlugConnectedX size={38} stroke={1.5} />,
    color: "gray",
  },
};

/** The standalone /error/403, /error/500 and /error/503 pages (spec section 2). */
export function ErrorStatusPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation("pages");
  const page = PAGES[status];
  useDocumentTitle(t("{title} · {product}", { title: t(page.title), product: siteInfo.productName }));
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <Center component="main" id={MAIN_ID} mih="100vh" p="md" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={500}>
        <ThemeIcon size={72} radius="xl" variant="light" color={page.color}>
          {page.icon}
        </ThemeIcon>
        <Text fw={800} fz={64} lh={1} c={`${page.color}.7`}>
          {status}
        </Text>
        <Title order={1} fz={26}>
          {t(page.title)}
        </Title>
        <Text c="dimmed">{t(page.text)}</Text>
        <Group justify="center" mt="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
            {t("Go back")}
          </Button>
          <Button
            component={Link}
            to={signedIn ? AFTER_SIGN_IN_PATH : "/"}
            leftSection={<IconHome size={16} />}
          >
            {signedIn ? t("Go to your churches") : t("Return to Home")}
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          {t("Need help?")}{" "}
          <Anchor component={Link} to="/contact">
            {t("Contact support")}
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}

export const Forbidden = () => <ErrorStatusPage status={403} />;
export const ServerError = () => <ErrorStatusPage status={500} />;
export const Unavailable = () => <ErrorStatusPage status={503} />;
