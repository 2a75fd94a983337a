import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconHome, IconRefresh } from "@tabler/icons-react";
import { siteInfo } from "../../lib/site-info";

/** Shown when a page fails to render (spec section 8). Plain links: the app itself may be broken. */
export function RootError() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Something Went Wrong
        </Title>
        <Text c="dimmed">We've encountered an unexpected error. Our team has been notified.</Text>
        <Group justify="center" mt="sm">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button component="a" href="/" variant="default" leftSection={<IconHome size={16} />}>
            Return to Home
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          Still stuck? <Anchor href={`mailto:${siteInfo.email}`}>Contact support</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
