import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronRight, IconSpeakerphone, IconTool, IconWorld } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMaintenance } from "../api/settings-api";
import { maintenanceState } from "./maintenance-state";
import { ReportingCurrencyForm } from "./reporting-currency-form";
import { SiteContactForm } from "./site-contact-form";

type SettingLink = {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  extra?: ReactNode;
};

function LinkCard({ to, title, text, icon: Icon, extra }: SettingLink) {
  return (
    <UnstyledButton component={Link} to={to} style={{ display: "block", height: "100%" }}>
      <Paper withBorder p="lg" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light">
            <Icon size={22} stroke={1.7} />
          </ThemeIcon>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
        </Group>
        <Group gap="xs" mt="md" mb={4}>
          <Text fw={700}>{title}</Text>
          {extra}
        </Group>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function MaintenanceBadge() {
  const { t } = useTranslation("settings");
  const query = useMaintenance();
  if (!query.data) return null;
  const state = maintenanceState(query.data);
  if (state === "off") return null;
  return (
    <Badge color={state === "on" ? "red" : "yellow"} variant="light" tt="none">
      {state === "on" ? t("On now") : t("Scheduled")}
    </Badge>
  );
}

/** The settings index: where each setting lives, and the public contact details. */
export function SettingsOverview() {
  const { t } = useTranslation("settings");
  const links: SettingLink[] = [
    {
      to: "/settings/maintenance",
      title: t("Maintenance"),
      text: t("Pause the app for everyone but super admins, now or at a set time, and tell users why."),
      icon: IconTool,
      extra: <MaintenanceBadge />,
    },
    {
      to: "/settings/announcements",
      title: t("Site banners"),
      text: t("Short notices shown at the top of every page, such as a holiday closure."),
      icon: IconWorld,
    },
    {
      to: "/admin/announcements",
      title: t("Announcements"),
      text: t("News published on the notifications page, with the count in the badge."),
      icon: IconSpeakerphone,
    },
  ];
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {links.map((link) => (
          <LinkCard key={link.to} {...link} />
        ))}
      </SimpleGrid>
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Title order={2} fz="lg">
          {t("Public contact details")}
        </Title>
        <Text fz="sm" c="dimmed" mb="md">
          {t("Shown in the footer of the public site, on the contact page and in the legal pages.")}
        </Text>
        <SiteContactForm />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Title order={2} fz="lg" mb="md">
          {t("Reporting currency")}
        </Title>
        <ReportingCurrencyForm />
      </Paper>
    </Stack>
  );
}
