import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A page above a record's page, as a link of the trail. */
export type TrailLink = { label: string; to: string };

/**
 * The top of a record's page: the trail of pages above it ending with the record's short name,
 * its title with a line below (badges, what it is), and the buttons for what may be done to it.
 */
export function DetailHeading({
  trail,
  here,
  title,
  below,
  actions,
}: {
  trail: TrailLink[];
  here: string;
  title: string;
  below?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Breadcrumbs>
        {trail.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} fz="sm">
            {link.label}
          </Anchor>
        ))}
        <Text fz="sm">{here}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {below && (
            <Group gap="xs" mt={4}>
              {below}
            </Group>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
