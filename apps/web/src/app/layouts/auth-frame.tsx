import { msg } from "@cm/contracts/rules";
import { Box, Container, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { siteInfo } from "../../lib/site-info";
import { MAIN_ID } from "../page-focus";
import classes from "./auth-frame.module.css";
import { Brand } from "./brand";

const POINTS = [
  msg("Members, events and attendance"),
  msg("Sunday school and programs"),
  msg("Finance, assets and reports"),
];

type AuthFrameProps = {
  /** The card's heading, e.g. "Sign in". */
  title: string;
  subtitle?: ReactNode;
  /** The large line on the coloured side panel (desktop only). */
  welcome?: string;
  children: ReactNode;
  /** Links under the card. */
  footer?: ReactNode;
  width?: number;
};

/** The frame of the guest-only pages: a welcome panel beside one card with the form. */
export function AuthFrame({ title, subtitle, welcome, children, footer, width = 440 }: AuthFrameProps) {
  const { t } = useTranslation("common");
  return (
    <Box className={classes.page}>
      <Box className={classes.aside} visibleFrom="md">
        <Stack justify="space-between" h="100%">
          <Brand inverted />
          <Stack gap="lg" maw={420}>
            <Title order={2} c="white" fz={34} lh={1.15}>
              {welcome ?? t("Welcome back to your church office")}
            </Title>
            <Text c="brand.0" fz="lg">
              {t("Everything your headquarters, region or local church keeps track of, in one secure place.")}
            </Text>
            <List
              spacing="sm"
              c="brand.0"
              icon={
                <ThemeIcon size={22} radius="xl" variant="white">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>{t(point)}</List.Item>
              ))}
            </List>
          </Stack>
          <Text c="brand.2" fz="sm">
            {t("Need help? Write to {email}", { email: siteInfo.email })}
          </Text>
        </Stack>
      </Box>

      <Box component="main" id={MAIN_ID} className={classes.main}>
        <Container size={width} w="100%" px="md">
          <Box hiddenFrom="md" mb="xl">
            <Brand />
          </Box>
          <Paper withBorder shadow="sm" p={{ base: "lg", sm: "xl" }} radius="lg">
            <Title order={1} fz={26} mb={4}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm" mb="lg">
                {subtitle}
              </Text>
            )}
            {children}
          </Paper>
          {footer && (
            <Text ta="center" fz="sm" c="dimmed" mt="lg">
              {footer}
            </Text>
          )}
        </Container>
      </Box>
    </Box>
  );
}
