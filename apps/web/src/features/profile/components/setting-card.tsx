import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A card of the profile page: its title and what it is for (a paragraph each) above its controls. */
export function SettingCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string[];
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" mb={4}>
            {title}
          </Title>
          {intro.map((paragraph, i) => (
            <Text key={paragraph} c="dimmed" fz="sm" mt={i > 0 ? 4 : undefined}>
              {paragraph}
            </Text>
          ))}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
