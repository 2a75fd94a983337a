import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./site.module.css";

type PublicPageProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Narrow pages (forms, prose) read better at a shorter line length. */
  size?: "sm" | "md" | "lg";
};

/** A public page: a coloured band with the title, then the content. */
export function PublicPage({ eyebrow, title, lead, children, size = "lg" }: PublicPageProps) {
  return (
    <>
      <Box className={classes.band} py={{ base: 40, md: 64 }}>
        <Container size={size}>
          <Stack gap="xs" maw={720}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15} style={{ letterSpacing: "-0.02em" }}>
              {title}
            </Title>
            {lead && (
              <Text fz={{ base: "md", sm: "lg" }} c="brand.0">
                {lead}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size={size} py={{ base: 32, md: 56 }}>
        {children}
      </Container>
    </>
  );
}
