import { Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPage } from "../admin/admin-page";

/** A billing page: the admin frame (heading and the route rule), with a way back to its list. */
export function RecordPage({
  title,
  description,
  back,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} fz="sm" w="fit-content">
          <Group component="span" gap={4}>
            <IconArrowLeft size={14} />
            {back.label}
          </Group>
        </Anchor>
      )}
      <AdminPage title={title} description={description} actions={actions}>
        {children}
      </AdminPage>
    </Stack>
  );
}
