import { Anchor, Group, Paper, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * What a page section would show but may not (its plan leaves it out): a padlock, why, and where
 * to change that when the person may (`link`).
 */
export function LockedNote({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <IconLock size={22} color="var(--mantine-color-gray-6)" />
        <div>
          <Text fw={600}>{title}</Text>
          <Text fz="sm" c="dimmed">
            {children}{" "}
            {link && (
              <Anchor component={Link} to={link.to} fz="sm">
                {link.label}
              </Anchor>
            )}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
