import { DEFAULT_MAINTENANCE, isMaintenanceOn } from "@cm/contracts/rules";
import { Box, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBuildingChurch, IconLogin, IconLogout } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useMaintenanceStatus } from "../../features/maintenance/api/maintenance-api";
import { MaintenanceNotice } from "../../features/maintenance/components/maintenance-notice";
import { signOut, useSession } from "../../lib/auth-store";
import { takeMaintenanceReturnPath, useMaintenance } from "../../lib/maintenance-store";
import { siteInfo } from "../../lib/site-info";
import { AFTER_SIGN_IN_PATH } from "../navigation";
import { MAIN_ID } from "../page-focus";

/**
 * The standalone maintenance page: everyone but a super admin is sent here while maintenance is
 * on. It asks for the status every 15 s and goes back to the app once maintenance has ended.
 */
export default function MaintenancePage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Maintenance")} · ${siteInfo.productName}`);
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const stored = useMaintenance();
  const status = useMaintenanceStatus();
  const over = status.data !== undefined && !isMaintenanceOn(status.data);

  useEffect(() => {
    if (over) void navigate(takeMaintenanceReturnPath() ?? AFTER_SIGN_IN_PATH, { replace: true });
  }, [over, navigate]);

  // The fresh answer when there is one; else what a 503 told us; else the default of section 8.
  const record =
    status.data && isMaintenanceOn(status.data)
      ? status.data
      : (stored ?? (status.isError ? DEFAULT_MAINTENANCE : null));

  return (
    <Box component="main" id={MAIN_ID} mih="100vh" bg="gray.0" style={{ display: "flex" }}>
      <Center p={{ base: "sm", sm: "xl" }} style={{ flex: 1 }}>
        {record === null || over ? (
          <Loader aria-label={t("Checking the system status")} />
        ) : (
          <Stack align="center" gap="lg" w="100%">
            {/* Not a link: every other page is closed until the work is done. */}
            <Group gap={10}>
              <ThemeIcon size={34} radius="md">
                <IconBuildingChurch size={20} stroke={1.8} />
              </ThemeIcon>
              <Text fw={800} fz="lg">
                {siteInfo.productName}
              </Text>
            </Group>
            <MaintenanceNotice
              record={record}
              checking={status.isFetching}
              onCheckNow={() => void status.refetch()}
              account={
                signedIn ? (
                  <Button
                    variant="subtle"
                    color="gray"
                    leftSection={<IconLogout size={16} />}
                    onClick={() => void signOut().then(() => navigate("/login", { replace: true }))}
                  >
                    {t("Sign out")}
                  </Button>
                ) : (
                  <Button component={Link} to="/login" variant="subtle" leftSection={<IconLogin size={16} />}>
                    {t("Administrator sign in")}
                  </Button>
                )
              }
            />
          </Stack>
        )}
      </Center>
    </Box>
  );
}
