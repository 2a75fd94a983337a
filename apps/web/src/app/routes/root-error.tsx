import { Anchor, Box, Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconHome, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { MAIN_ID } from "../page-focus";

/**
 * Shown when a page fails to render or its code cannot be loaded (spec section 8). Plain links
 * and a full reload: the app itself may be what is broken. `embedded` keeps it inside the shell.
 */
export function RootError({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation("pages");
  const error = useRouteError();
  useEffect(() => {
    // The browser console is where an operator looks first; there is no error service yet.
    console.error("A page failed to render.", error);
  }, [error]);

  return (
    <Box component={embedded ? "div" : "main"} id={embedded ? undefined : MAIN_ID}>
      <Center mih={embedded ? "60vh" : "100vh"} p="md" bg={embedded ? undefined : "gray.0"} role="alert">
        <Stack align="center" ta="center" gap="md" maw={520}>
          <ThemeIcon size={72} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={38} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {t("Something Went Wrong")}
          </Title>
          <Text c="dimmed">{t("We've encountered an unexpected error. Our team has been notified.")}</Text>
          <Group justify="center" mt="sm">
            <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              {t("Refresh Page")}
            </Button>
            <Button component="a" href="/" variant="default" leftSection={<IconHome size={16} />}>
              {t("Return to Home")}
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            {t("Still stuck?")} <Anchor href="/contact">{t("Contact support")}</Anchor>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
