import { type MemberStatistics, msg } from "@cm/contracts";
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import {
  IconCalendarEvent,
  IconChartLine,
  IconChecklist,
  IconChevronRight,
  IconSchool,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FigureCard } from "../../../components/figure-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useMemberStatistics } from "../api/overview-api";

// The charting library is large: it is fetched only once this page has figures to draw.
const StatisticsCharts = lazy(() => import("./statistics-charts"));

const CHURCH_PAGES = [
  {
    to: "/church/members",
    label: msg("Members"),
    text: msg("The roll: add, import, export"),
    icon: IconUsers,
  },
  {
    to: "/church/events",
    label: msg("Events"),
    text: msg("Services and meetings"),
    icon: IconCalendarEvent,
  },
  {
    to: "/church/attendance",
    label: msg("Attendance"),
    text: msg("Trends by week and event type"),
    icon: IconChartLine,
  },
  {
    to: "/church/attendance-management",
    label: msg("Attendance management"),
    text: msg("Sunday-school attendance by class"),
    icon: IconChecklist,
  },
  {
    to: "/church/sunday-school",
    label: msg("Sunday school"),
    text: msg("Classes and sessions"),
    icon: IconSchool,
  },
  {
    to: "/church/leadership",
    label: msg("Leadership"),
    text: msg("The current team and history"),
    icon: IconUsersGroup,
  },
] as const;

function ChartsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="charts-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function Figures({ stats }: { stats: MemberStatistics }) {
  const { t } = useTranslation("church-overview");
  const percent = (part: number, whole: number) =>
    whole === 0 ? "" : t("{percent}% of all members", { percent: String(Math.round((part / whole) * 100)) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <FigureCard large label={t("Members")} value={stats.total} icon={<IconUsers size={22} />} />
      <FigureCard
        large
        label={t("Active")}
        value={stats.active}
        hint={percent(stats.active, stats.total)}
        icon={<IconChecklist size={22} />}
      />
      <FigureCard large label={t("Inactive")} value={stats.inactive} icon={<IconUsersGroup size={22} />} />
      <FigureCard
        large
        label={t("New this month")}
        value={stats.new_this_month}
        icon={<IconUserPlus size={22} />}
      />
    </SimpleGrid>
  );
}

function Statistics() {
  const { t } = useTranslation("church-overview");
  const stats = useMemberStatistics();
  if (stats.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={92} radius="md" />
          ))}
        </SimpleGrid>
        <ChartsLoading />
      </Stack>
    );
  }
  if (stats.isError) {
    const notInPlan =
      stats.error instanceof ApiError &&
      (stats.error.code === "feature_not_available" || stats.error.code === "subscription_required");
    return (
      <Alert
        color={notInPlan ? "gray" : "red"}
        title={
          notInPlan
            ? t("Member figures are not part of your plan")
            : t("We could not load the member figures")
        }
      >
        <Text fz="sm" mb={notInPlan ? 0 : "sm"}>
          {notInPlan
            ? t(
                "Member management is needed for these figures. Your church administrator can change the plan.",
              )
            : errorMessage(stats.error)}
        </Text>
        {!notInPlan && (
          <Button size="xs" variant="white" color="red" onClick={() => void stats.refetch()}>
            {t("Try again")}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Figures stats={stats.data} />
      <Suspense fallback={<ChartsLoading />}>
        <StatisticsCharts stats={stats.data} />
      </Suspense>
    </Stack>
  );
}

/** The church at a glance: member figures and charts, and the way to each church page. */
export function ChurchOverview() {
  const { t } = useTranslation("church-overview");
  return (
    <Stack gap="xl">
      <Statistics />
      <div>
        <Text fw={700} fz="lg" mb="sm">
          {t("Church pages")}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {CHURCH_PAGES.map((page) => (
            <UnstyledButton key={page.to} component={Link} to={page.to}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon variant="light" size={40} radius="md">
                    <page.icon size={22} />
                  </ThemeIcon>
                  <div style={{ flex: 1 }}>
                    <Text fw={600}>{t(page.label)}</Text>
                    <Text fz="sm" c="dimmed">
                      {t(page.text)}
                    </Text>
                  </div>
                  <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
