import { Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { ChurchDetail } from "../../features/churches/components/church-detail";
import { useCurrentUser } from "../../lib/auth-store";

export default function ChurchDetailPage() {
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/churches" fz="sm" w="fit-content">
        <Group component="span" gap={4}>
          <IconArrowLeft size={14} />
          Churches
        </Group>
      </Anchor>
      <ChurchDetail key={id} id={id} user={user} />
    </Stack>
  );
}
