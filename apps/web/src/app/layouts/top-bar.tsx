import { type Role, roleTitle } from "@cm/contracts";
import { ActionIcon, Avatar, Button, Divider, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Brand } from "./brand";

type TopBarProps = {
  title: string;
  user: { username: string; first_name: string; last_name: string; role: Role };
  signingOut: boolean;
  onSignOut: () => void;
};

function displayName(user: TopBarProps["user"]): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** The signed-in top bar: product, page title, who is signed in and a way out. */
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
      <Group gap="sm" wrap="nowrap">
        <Avatar color="brand" radius="xl" size={34} aria-hidden>
          {initials(name)}
        </Avatar>
        <Stack gap={0} visibleFrom="sm">
          <Text fz="sm" fw={600} lh={1.3} data-testid="signed-in-name">
            {name}
          </Text>
          <Text fz="xs" c="dimmed" lh={1.3}>
            {roleTitle(user.role)}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout size={16} />}
          onClick={onSignOut}
          loading={signingOut}
          visibleFrom="sm"
        >
          Sign out
        </Button>
        <Tooltip label="Sign out">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onSignOut}
            loading={signingOut}
            hiddenFrom="sm"
            aria-label="Sign out"
          >
            <IconLogout size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
