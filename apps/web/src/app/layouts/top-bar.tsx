import { hasPermission, isChurchAdmin, type Role, roleTitle, sidebarFor } from "@cm/contracts/rules";
import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  Indicator,
  Menu,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconBell,
  IconBuildingChurch,
  IconChevronDown,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconSettings,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CountBadge, formatBadgeCount } from "../../components/count-badge";
import { PersonAvatar } from "../../components/person-avatar";
import { ChurchSwitcher } from "../../features/churches/components/manage-church";
import { Brand } from "./brand";

export type TopBarUser = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  is_church_admin: boolean;
  profile_picture: string | null;
};

type TopBarProps = {
  title: string;
  user: TopBarUser;
  signingOut: boolean;
  onSignOut: () => void;
  /** Published announcements, for the CHECK NOTIFICATIONS badge; null while unknown. */
  notificationCount: number | null;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
};

export function displayName(user: TopBarUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

function NotificationsLink({ count }: { count: number | null }) {
  const { t } = useTranslation("common");
  const label = formatBadgeCount(count);
  return (
    <>
      <Button
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        visibleFrom="md"
        leftSection={<IconBell size={18} />}
        rightSection={
          <CountBadge count={count} label={t("{count} published announcements", { count: count ?? 0 })} />
        }
        tt="uppercase"
        fz="xs"
        lts="0.04em"
      >
        {t("Check notifications")}
      </Button>
      <Indicator label={label} disabled={label === null} size={18} color="red" offset={6} hiddenFrom="md">
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label ? t("Check notifications ({count})", { count: label }) : t("Check notifications")}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </>
  );
}

/** For users without church-admin rights: a shortcut to their church requests (spec section 1). */
function RequestChurchLink() {
  const { t } = useTranslation("common");
  return (
    <>
      <Button
        component={Link}
        to="/profile/church-requests"
        variant="light"
        size="xs"
        visibleFrom="lg"
        leftSection={<IconBuildingChurch size={16} />}
      >
        {t("Request a Church")}
      </Button>
      <Tooltip label={t("Request a Church")}>
        <ActionIcon
          component={Link}
          to="/profile/church-requests"
          variant="subtle"
          color="gray"
          size="lg"
          hiddenFrom="lg"
          aria-label={t("Request a Church")}
        >
          <IconBuildingChurch size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/** The signed-in top bar: sidebar toggles, page title, notifications and the profile menu (spec section 2). */
export function TopBar(props: TopBarProps) {
  const { title, user, signingOut, onSignOut, notificationCount } = props;
  const { t } = useTranslation("common");
  const name = displayName(user);
  // Administrators below the super admin manage their church's users, but the sidebar lists
  // Users only for the super admin: the menu is their way there.
  const usersInMenu =
    hasPermission(user, "users.read") &&
    !sidebarFor(user).some((s) => s.items.some((i) => i.path === "/users"));

  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={props.drawerOpened}
          onClick={props.onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={props.drawerOpened ? t("Close navigation") : t("Open navigation")}
        />
        <Tooltip label={props.collapsed ? t("Expand sidebar") : t("Collapse sidebar")}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            onClick={props.onToggleCollapsed}
            aria-label={props.collapsed ? t("Expand sidebar") : t("Collapse sidebar")}
            aria-expanded={!props.collapsed}
          >
            {props.collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} />
            )}
          </ActionIcon>
        </Tooltip>
        {/* On a phone the title takes the brand's place: the sidebar's drawer leads home. */}
        <Box visibleFrom="sm">
          <Brand to="/churches" compact />
        </Box>
        <Divider orientation="vertical" visibleFrom="sm" my={14} />
        {/* The title is never cut short: the buttons beside it give up their words first. */}
        <Title
          order={2}
          fz={{ base: "md", sm: "lg" }}
          fw={650}
          data-testid="page-title"
          style={{ whiteSpace: "nowrap", flexShrink: 0 }}
        >
          {title}
        </Title>
      </Group>

      <Group gap={4} wrap="nowrap">
        {!isChurchAdmin(user) && <RequestChurchLink />}
        <ChurchSwitcher />
        <NotificationsLink count={notificationCount} />
        <Menu position="bottom-end" width={240} withinPortal>
          <Menu.Target>
            {/* Named by its words rather than an aria-label, so the name always holds the visible
                text (the person's name and role on a wide screen). */}
            <UnstyledButton p={4} style={{ borderRadius: "var(--mantine-radius-md)" }}>
              <VisuallyHidden>{t("Open the profile menu")}</VisuallyHidden>
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar name={name} src={user.profile_picture} size={34} aria-hidden />
                {/* Cut short rather than take the page title's room. */}
                <Stack gap={0} visibleFrom="lg" maw={180}>
                  <Text fz="sm" fw={600} lh={1.3} data-testid="signed-in-name" truncate>
                    {name}
                  </Text>
                  <Text fz="xs" c="dimmed" lh={1.3} truncate>
                    {t(roleTitle(user.role))}
                  </Text>
                </Stack>
                <Box visibleFrom="sm">
                  <IconChevronDown size={16} color="var(--mantine-color-dimmed)" />
                </Box>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
                {name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {user.email || `@${user.username}`}
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
              {t("Your Profile")}
            </Menu.Item>
            {user.role === "SUPER_ADMIN" && (
              <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
                {t("Settings")}
              </Menu.Item>
            )}
            {usersInMenu && (
              <Menu.Item component={Link} to="/users" leftSection={<IconUsers size={16} />}>
                {t("Users")}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={onSignOut}
              disabled={signingOut}
              closeMenuOnClick={false}
            >
              {t("Sign out")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
