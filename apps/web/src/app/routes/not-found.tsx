import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconHome, IconMapSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { siteInfo } from "../../lib/site-info";
import { MAIN_ID } from "../page-focus";

/** Any path the app does not know: standalone for guests, inside the shell (`embedded`) when signed in. */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Page not found")} · ${siteInfo.productName}`);
  const navigate = useNavigate();
  return (
    <Center
      component={embedded ? "div" : "main"}
      id={embedded ? undefined : MAIN_ID}
      mih={embedded ? "60vh" : "100vh"}
      p="md"
      bg={embedded ? undefined : "gray.0"}
    >
      <Stack align="center" ta="center" gap="md" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMapSearch size={38} stroke={1.5} />
        </ThemeIcon>
        <Text fw={800} fz={64} lh={1} c="brand.7">
          404
        </Text>
        <Title order={1} fz={26}>
          {t("We can't find that page")}
        </Title>
        <Text c="dimmed">
          {t(
            "The address may be mistyped, or the page may have moved. Check the address, or go back to where you were.",
          )}
        </Text>
        <Group justify="center" mt="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
            {t("Go back")}
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
            {t("Go to the home page")}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
