import { Group, Pagination, Paper, Text } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The pages of a public feed: shown when there is more than one, back to the top on a change. */
export function FeedPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation("site");
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="sm">
      <Pagination
        total={total}
        value={value}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? t("Previous page") : t("Next page"),
        })}
      />
    </Group>
  );
}

/** What a public page shows when it has nothing yet: its icon, what is missing, and when to look again. */
export function EmptyFeed({ icon: Shown, title, hint }: { icon: TablerIcon; title: string; hint: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Shown size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
      <Text fw={600} mt="sm">
        {title}
      </Text>
      <Text c="dimmed" fz="sm" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
