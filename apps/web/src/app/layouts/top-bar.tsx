import { hasPermission, type Role, roleTitle } from "@cm/contracts";
import { Divider, Group, Menu, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconBuildingChurch, IconChevronDown, IconLogout, IconUser, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { PersonAvatar } from "../../components/person-avatar";
import { Brand } from "./brand";

type TopBarProps = {
  title: string;
  user: {
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    role: Role;
    is_church_admin: boolean;
    profile_picture: string | null;
  };
  signingOut: boolean;
  onSignOut: () => void;
};

function displayName(user: TopBarProps["user"]): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The signed-in top bar: product, page title, and the profile menu (spec section 2). */
export function TopBar({ title, user, signingOut, onSignOut }: TopBarProps) {
  const name = displayName(user);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Brand to="/churches" compact />
        <Divider orientation="vertical" visibleFrom="sm" />
        <Title
          order={2}
          fz={{ base: "md", sm: "lg" }}
          fw={650}
          style={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}
        >
          {title}
        </Title>
      </Group>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label="Open the profile menu"
            p={4}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar name={name} src={user.profile_picture} size={34} />
              <Stack gap={0} visibleFrom="sm">
                <Text fz="sm" fw={600} lh={1.3} data-testid="signed-in-name">
                  {name}
                </Text>
                <Text fz="xs" c="dimmed" lh={1.3}>
                  {roleTitle(user.role)}
                </Text>
              </Stack>
              <IconChevronDown size={16} color="var(--mantine-color-dimmed)" />
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
            Your Profile
          </Menu.Item>
          <Menu.Item component={Link} to="/churches" leftSection={<IconBuildingChurch size={16} />}>
            Churches
          </Menu.Item>
          {hasPermission(user, "users.read") && (
            <Menu.Item component={Link} to="/users" leftSection={<IconUsers size={16} />}>
              Users
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
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
