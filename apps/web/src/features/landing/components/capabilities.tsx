import { msg } from "@cm/contracts";
import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBox,
  IconCalendarEvent,
  IconChecklist,
  IconCreditCard,
  IconListDetails,
  IconReportMoney,
  IconSchool,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import classes from "./landing.module.css";

type Capability = {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
  color: string;
};

const CAPABILITIES: Capability[] = [
  {
    icon: IconUsers,
    title: msg("Members"),
    text: msg(
      "One register of members with home cells, pastors and contact details; import and export lists.",
    ),
    color: "brand",
  },
  {
    icon: IconCalendarEvent,
    title: msg("Events"),
    text: msg("Plan services, conferences and outreach, and let people know what is coming up."),
    color: "violet",
  },
  {
    icon: IconChecklist,
    title: msg("Attendance"),
    text: msg("Mark attendance for services, events and classes, and see how it changes over time."),
    color: "teal",
  },
  {
    icon: IconSchool,
    title: msg("Sunday school"),
    text: msg("Classes, teachers, enrolments and sessions, with attendance for every lesson."),
    color: "orange",
  },
  {
    icon: IconListDetails,
    title: msg("Programs"),
    text: msg("Recurring programs with a calendar, reminders and a record of what was accomplished."),
    color: "cyan",
  },
  {
    icon: IconReportMoney,
    title: msg("Finance"),
    text: msg("Income, expenses with approval, support between churches and regions, and clear reports."),
    color: "green",
  },
  {
    icon: IconBox,
    title: msg("Assets"),
    text: msg("Know what the church owns, who holds it, what it is worth and when it needs maintenance."),
    color: "grape",
  },
  {
    icon: IconCreditCard,
    title: msg("Subscriptions"),
    text: msg("Choose the plan that fits your church, pay online or by transfer, and keep your invoices."),
    color: "pink",
  },
];

/** What the product does, one card per area. */
export function Capabilities() {
  const { t } = useTranslation("landing");
  return (
    <Container size="lg" py={{ base: 56, md: 88 }}>
      <Stack gap="xs" ta="center" maw={640} mx="auto" mb={48}>
        <Text fw={700} c="brand.7" tt="uppercase" fz="sm" lts="0.08em">
          {t("Everything in one place")}
        </Text>
        <Title order={2} fz={{ base: 28, sm: 36 }}>
          {t("All the work of a church office")}
        </Title>
        <Text c="dimmed" fz="lg">
          {t("Replace scattered spreadsheets and notebooks with one shared, secure record.")}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {CAPABILITIES.map(({ icon: Icon, title, text, color }) => (
          <Paper key={title} withBorder p="lg" className={classes.featureCard}>
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <Icon size={24} stroke={1.7} />
            </ThemeIcon>
            <Text fw={700} mt="md" mb={6}>
              {t(title)}
            </Text>
            <Text fz="sm" c="dimmed" lh={1.55}>
              {t(text)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
