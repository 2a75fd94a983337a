import type { Feature } from "@cm/contracts";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import {
  IconBook,
  IconBox,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconFileStack,
  IconLayoutDashboard,
  IconRepeat,
  IconReportMoney,
  IconSpeakerphone,
  IconTool,
  IconUserStar,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { IconCard } from "../../../components/icon-card";

type FeatureText = {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};

/** Each feature a plan can unlock, in the words of a church office. */
export const FEATURE_TEXT: Record<Feature, FeatureText> = {
  BASIC_DASHBOARD: {
    title: "Dashboard",
    text: "A first page with the numbers that matter: members, attendance, giving and what is coming up.",
    icon: IconLayoutDashboard,
  },
  MEMBER_MANAGEMENT: {
    title: "Member register",
    text: "Every member with contact details, home cell and pastor; import and export lists, update many at once.",
    icon: IconUsers,
  },
  EVENT_MANAGEMENT: {
    title: "Events",
    text: "Services, conferences and outreach with dates, places and who is expected.",
    icon: IconCalendarEvent,
  },
  ATTENDANCE_TRACKING: {
    title: "Attendance",
    text: "Mark who came to services, events and classes, and follow the trend week by week.",
    icon: IconChecklist,
  },
  SUNDAY_SCHOOL: {
    title: "Sunday school",
    text: "Classes, teachers and enrolled children, lesson sessions and attendance for each one.",
    icon: IconBook,
  },
  LEADERSHIP_MANAGEMENT: {
    title: "Leadership",
    text: "Who leads what: elders, deacons, ministry heads and their terms of service.",
    icon: IconUserStar,
  },
  PROGRAM_MANAGEMENT: {
    title: "Programs",
    text: "Recurring programs with a calendar, reminders, and a record of what took place.",
    icon: IconRepeat,
  },
  FINANCE_MANAGEMENT: {
    title: "Finance",
    text: "Tithes, offerings and other income, expenses with approval, and support between churches.",
    icon: IconReportMoney,
  },
  ADVANCED_REPORTING: {
    title: "Reports",
    text: "Financial and activity reports by period, church or region, ready to share with leaders.",
    icon: IconChartBar,
  },
  ASSET_MANAGEMENT: {
    title: "Assets",
    text: "Instruments, vehicles, buildings and equipment: what the church owns, where it is and its value.",
    icon: IconBox,
  },
  MAINTENANCE_TRACKING: {
    title: "Asset maintenance",
    text: "Plan repairs and servicing, and keep a history of the work done on each item.",
    icon: IconTool,
  },
  DOCUMENT_STORAGE: {
    title: "Documents",
    text: "Keep receipts, title deeds and manuals with the asset or record they belong to.",
    icon: IconFileStack,
  },
  MARKETING: {
    title: "Campaigns",
    text: "Promote events and appeals on the public site and see how many people they reach.",
    icon: IconSpeakerphone,
  },
};

/** The features grouped the way a church office thinks of its work; every feature once. */
export const FEATURE_GROUPS: { title: string; features: Feature[] }[] = [
  {
    title: "People and pastoral care",
    features: ["MEMBER_MANAGEMENT", "ATTENDANCE_TRACKING", "SUNDAY_SCHOOL", "LEADERSHIP_MANAGEMENT"],
  },
  {
    title: "Church calendar and outreach",
    features: ["EVENT_MANAGEMENT", "PROGRAM_MANAGEMENT", "MARKETING"],
  },
  {
    title: "Money and property",
    features: ["FINANCE_MANAGEMENT", "ASSET_MANAGEMENT", "MAINTENANCE_TRACKING", "DOCUMENT_STORAGE"],
  },
  { title: "Overview and reports", features: ["BASIC_DASHBOARD", "ADVANCED_REPORTING"] },
];

/** The thirteen features, one card each, by group. */
export function FeatureCatalogue() {
  return (
    <Stack gap={40}>
      {FEATURE_GROUPS.map((group) => (
        <Stack key={group.title} gap="md" component="section" aria-label={group.title}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {group.title}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(group.features.length, 4) }} spacing="lg">
            {group.features.map((feature) => (
              <IconCard key={feature} {...FEATURE_TEXT[feature]} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
