import { type Feature, msg } from "@cm/contracts";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import {
  IconBook,
  IconBox,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconFileStack,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconRepeat,
  IconReportMoney,
  IconSpeakerphone,
  IconTool,
  IconUserStar,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { IconCard } from "../../../components/icon-card";
import { translator } from "../../../lib/i18n";

type FeatureText = {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};

/** Each feature a plan can unlock, in the words of a church office. */
export const FEATURE_TEXT: Record<Feature, FeatureText> = {
  BASIC_DASHBOARD: {
    title: msg("Dashboard"),
    text: msg(
      "A first page with the numbers that matter: members, attendance, giving and what is coming up.",
    ),
    icon: IconLayoutDashboard,
  },
  MEMBER_MANAGEMENT: {
    title: msg("Member register"),
    text: msg(
      "Every member with contact details, home cell and pastor; import and export lists, update many at once.",
    ),
    icon: IconUsers,
  },
  EVENT_MANAGEMENT: {
    title: msg("Events"),
    text: msg("Services, conferences and outreach with dates, places and who is expected."),
    icon: IconCalendarEvent,
  },
  ATTENDANCE_TRACKING: {
    title: msg("Attendance"),
    text: msg("Mark who came to services, events and classes, and follow the trend week by week."),
    icon: IconChecklist,
  },
  SUNDAY_SCHOOL: {
    title: msg("Sunday school"),
    text: msg("Classes, teachers and enrolled children, lesson sessions and attendance for each one."),
    icon: IconBook,
  },
  LEADERSHIP_MANAGEMENT: {
    title: msg("Leadership"),
    text: msg("Who leads what: elders, deacons, ministry heads and their terms of service."),
    icon: IconUserStar,
  },
  PROGRAM_MANAGEMENT: {
    title: msg("Programs"),
    text: msg("Recurring programs with a calendar, reminders, and a record of what took place."),
    icon: IconRepeat,
  },
  FINANCE_MANAGEMENT: {
    title: msg("Finance"),
    text: msg("Tithes, offerings and other income, expenses with approval, and support between churches."),
    icon: IconReportMoney,
  },
  GIVING: {
    title: msg("Giving"),
    text: msg(
      "The Sunday count entered by one person and confirmed by another, gifts by fund, straight into the books.",
    ),
    icon: IconHeartHandshake,
  },
  ADVANCED_REPORTING: {
    title: msg("Reports"),
    text: msg("Financial and activity reports by period, church or region, ready to share with leaders."),
    icon: IconChartBar,
  },
  ASSET_MANAGEMENT: {
    title: msg("Assets"),
    text: msg(
      "Instruments, vehicles, buildings and equipment: what the church owns, where it is and its value.",
    ),
    icon: IconBox,
  },
  MAINTENANCE_TRACKING: {
    title: msg("Asset maintenance"),
    text: msg("Plan repairs and servicing, and keep a history of the work done on each item."),
    icon: IconTool,
  },
  DOCUMENT_STORAGE: {
    title: msg("Documents"),
    text: msg("Keep receipts, title deeds and manuals with the asset or record they belong to."),
    icon: IconFileStack,
  },
  MARKETING: {
    title: msg("Campaigns"),
    text: msg("Promote events and appeals on the public site and see how many people they reach."),
    icon: IconSpeakerphone,
  },
};

/** The features grouped the way a church office thinks of its work; every feature once. */
export const FEATURE_GROUPS: { title: string; features: Feature[] }[] = [
  {
    title: msg("People and pastoral care"),
    features: ["MEMBER_MANAGEMENT", "ATTENDANCE_TRACKING", "SUNDAY_SCHOOL", "LEADERSHIP_MANAGEMENT"],
  },
  {
    title: msg("Church calendar and outreach"),
    features: ["EVENT_MANAGEMENT", "PROGRAM_MANAGEMENT", "MARKETING"],
  },
  {
    title: msg("Money and property"),
    features: [
      "FINANCE_MANAGEMENT",
      "GIVING",
      "ASSET_MANAGEMENT",
      "MAINTENANCE_TRACKING",
      "DOCUMENT_STORAGE",
    ],
  },
  { title: msg("Overview and reports"), features: ["BASIC_DASHBOARD", "ADVANCED_REPORTING"] },
];

const t = translator("site");

/** A feature's name in the language shown now, for a page outside this folder (plans, subscriptions). */
export const featureTitle = (feature: Feature): string => t(FEATURE_TEXT[feature].title);

/**
 * The features in the public site's words and order, translated, for the plans page: a hook, so the
 * names follow the language and this folder's catalog is fetched before they are shown.
 */
export function useFeatureRows(): { feature: Feature; label: string }[] {
  const { t: translate } = useTranslation("site");
  return FEATURE_GROUPS.flatMap((group) => group.features).map((feature) => ({
    feature,
    label: translate(FEATURE_TEXT[feature].title),
  }));
}

/** Every feature, one card each, by group. */
export function FeatureCatalogue() {
  const { t } = useTranslation("site");
  return (
    <Stack gap={40}>
      {FEATURE_GROUPS.map((group) => (
        <Stack key={group.title} gap="md" component="section" aria-label={t(group.title)}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t(group.title)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(group.features.length, 4) }} spacing="lg">
            {group.features.map((feature) => (
              <IconCard
                key={feature}
                icon={FEATURE_TEXT[feature].icon}
                title={t(FEATURE_TEXT[feature].title)}
                text={t(FEATURE_TEXT[feature].text)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
