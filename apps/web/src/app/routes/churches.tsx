import { Stack, Text, Title } from "@mantine/core";
import { ChurchesTable } from "../../features/churches/components/churches-table";

export default function ChurchesPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Churches
        </Title>
        <Text c="dimmed" fz="sm">
          The churches you look after. Search, sort and page through them.
        </Text>
      </div>
      <ChurchesTable />
    </Stack>
  );
}
