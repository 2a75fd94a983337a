import type { User } from "@cm/contracts";
import { msg } from "@cm/contracts/rules";
import { Grid, SimpleGrid, Skeleton, Stack, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconAlertOctagon,
  IconBuildingChurch,
  IconCalendarUser,
  IconHeartHandshake,
  IconId,
  IconLock,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { RetryAlert } from "../../components/retry-alert";
import { MyChurchRequests } from "../../features/church-requests/components/my-church-requests";
import { MyGiving } from "../../features/giving/components/my-giving";
import { MyPledges } from "../../features/giving-reports/components/my-pledges";
import { MyStatement } from "../../features/giving-statements/components/my-statement";
import { MyGroups } from "../../features/groups/components/my-groups";
import { StandingGifts } from "../../features/online-giving/components/standing-gifts";
import { MyMembership } from "../../features/own-record/components/my-membership";
import { useProfile } from "../../features/profile/api/profile-api";
import { AccountFacts } from "../../features/profile/components/account-facts";
import { ChangePasswordForm } from "../../features/profile/components/change-password-form";
import { DangerZone } from "../../features/profile/components/danger-zone";
import { LanguageCard } from "../../features/profile/components/language-card";
import { LoadingSpeedCard } from "../../features/profile/components/loading-speed-card";
import { MyDataCard } from "../../features/profile/components/my-data-card";
import { PersonalForm } from "../../features/profile/components/personal-form";
import { PictureUpload } from "../../features/profile/components/picture-upload";
import { ProfileHeader } from "../../features/profile/components/profile-header";
import { TwoFactorCard } from "../../features/profile/components/two-factor-card";
import { MyServing } from "../../features/serving/components/my-serving";
import { ShareTestimonyCard } from "../../features/testimonies/components/share-testimony-card";

type ProfileTab = {
  value: string;
  label: string;
  /** For phones, where four full labels do not fit on one line. */
  short?: string;
  icon: ReactNode;
  render: (user: User) => ReactNode;
};

// Each tab has its own address (/profile/security…) so it can be linked to and survives a reload.
const TABS: ProfileTab[] = [
  {
    value: "personal",
    label: msg("Personal"),
    icon: <IconUser size={16} />,
    render: (user) => (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PictureUpload user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <PersonalForm key={user.id} user={user} />
            <ShareTestimonyCard
              userId={user.id}
              openAtStart={new URLSearchParams(window.location.search).get("share") === "testimony"}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    ),
  },
  {
    value: "account",
    label: msg("Account"),
    icon: <IconId size={16} />,
    render: (user) => (
      <Stack gap="md">
        <AccountFacts user={user} />
        <LanguageCard user={user} />
        <LoadingSpeedCard />
        <MyDataCard />
      </Stack>
    ),
  },
  {
    value: "security",
    label: msg("Security"),
    icon: <IconLock size={16} />,
    render: (user) => (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangePasswordForm lastChanged={user.last_password_change} />
        <TwoFactorCard enabled={user.two_factor_enabled} />
      </SimpleGrid>
    ),
  },
  {
    value: "membership",
    label: msg("Membership"),
    icon: <IconUsersGroup size={16} />,
    render: () => <MyMembership />,
  },
  {
    value: "groups",
    label: msg("Groups"),
    icon: <IconUsers size={16} />,
    render: () => <MyGroups />,
  },
  {
    value: "serving",
    label: msg("Serving"),
    icon: <IconCalendarUser size={16} />,
    render: () => <MyServing />,
  },
  {
    value: "church-requests",
    label: msg("Church requests"),
    short: msg("Requests"),
    icon: <IconBuildingChurch size={16} />,
    render: () => <MyChurchRequests />,
  },
  {
    value: "giving",
    label: msg("Giving"),
    icon: <IconHeartHandshake size={16} />,
    render: () => (
      <Stack gap="md">
        <StandingGifts />
        <MyGiving />
        <MyStatement />
        <MyPledges />
      </Stack>
    ),
  },
  {
    value: "danger",
    label: msg("Danger zone"),
    short: msg("Danger"),
    icon: <IconAlertOctagon size={16} />,
    render: () => <DangerZone />,
  },
];

function ProfileSkeleton() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="md" role="status" aria-label={t("Loading your profile")}>
      <Skeleton height={112} radius="md" />
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={280} radius="md" />
    </Stack>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation("pages");
  const { tab = "personal" } = useParams();
  // On a phone the four tabs fit on one line only without icons and with short labels.
  const wide = useMediaQuery("(min-width: 36em)");
  const navigate = useNavigate();
  const profile = useProfile();
  const active = TABS.find((each) => each.value === tab);

  if (!active) return <Navigate to="/profile/personal" replace />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <RetryAlert
        title={t("Failed to fetch profile")}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <ProfileHeader user={profile.data} />
      <Tabs
        value={active.value}
        onChange={(value) => value && navigate(`/profile/${value}`)}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
          {TABS.map((each) => (
            <Tabs.Tab
              key={each.value}
              value={each.value}
              leftSection={wide ? each.icon : undefined}
              color={each.value === "danger" ? "red" : undefined}
            >
              {t(wide ? each.label : (each.short ?? each.label))}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={active.value} pt="lg">
          {active.render(profile.data)}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
