import { msg } from "@cm/contracts";
import { Grid, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBuildingChurch,
  IconHeartHandshake,
  IconLock,
  IconMap2,
  IconMessageCircle,
  IconWorld,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconCard } from "../../../components/icon-card";
import type { SiteInfo } from "../../../lib/site-info";
import { JoinButtons } from "./join-buttons";
import classes from "./site.module.css";

const LEVELS = [
  {
    icon: IconWorld,
    title: msg("The national office"),
    text: msg(
      "Sees the whole organisation, publishes announcements and broadcasts, and keeps the plans, regions and churches in order.",
    ),
  },
  {
    icon: IconMap2,
    title: msg("Regions"),
    text: msg(
      "Support the churches in their care, follow attendance and growth, and manage regional support and reports.",
    ),
  },
  {
    icon: IconBuildingChurch,
    title: msg("Local churches"),
    text: msg(
      "Keep the weekly life of the congregation: members, services, Sunday school, programs, offerings and property.",
    ),
  },
];

const VALUES = [
  {
    icon: IconLock,
    title: msg("People's information is safe"),
    text: msg(
      "Each officer sees only what their role needs. Every change is recorded. Children's records get extra care.",
    ),
  },
  {
    icon: IconHeartHandshake,
    title: msg("Made for church offices"),
    text: msg(
      "Plain words, forms that explain themselves, and pages that work on a phone in the church hall.",
    ),
  },
  {
    icon: IconMessageCircle,
    title: msg("We listen"),
    text: msg(
      "Most improvements begin with a message from a secretary, treasurer or pastor. Write to us any time.",
    ),
  },
];

/** The story of the product and the organisation it serves, for the /about page. */
export function AboutContent({ info }: { info: SiteInfo }) {
  const { t } = useTranslation("site");
  return (
    <Stack gap={56}>
      <Grid gap={{ base: "xl", md: 56 }} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md" className={classes.prose}>
            <Title order={2} fz={{ base: 24, sm: 30 }} c="gray.9">
              {t("One church family, one shared record")}
            </Title>
            <p>
              {info.organisationName === info.productName
                ? t("{product} is the shared administration of a family of churches.", {
                    product: info.productName,
                  })
                : t("{product} is the administration system of {organisation}.", {
                    product: info.productName,
                    organisation: info.organisationName,
                  })}{" "}
              {t(
                "It grew out of a simple need: secretaries, treasurers and pastors were keeping the life of their churches in notebooks, spreadsheets and phone messages, and every report to the region or the national office had to be put together again by hand.",
              )}
            </p>
            <p>
              {t(
                "Today every church keeps its members, services, Sunday school, programs, finances and assets in one secure place. Regions see how their churches are doing without asking for paperwork, and the national office can reach everyone with announcements and live broadcasts.",
              )}
            </p>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" bg="gray.0">
            <Text fw={700} mb="sm">
              {t("What churches use it for")}
            </Text>
            <List spacing={6} fz="sm" c="gray.8">
              <List.Item>{t("Member register with home cells and pastors")}</List.Item>
              <List.Item>{t("Service, event and Sunday school attendance")}</List.Item>
              <List.Item>{t("Tithes, offerings, expenses and reports")}</List.Item>
              <List.Item>{t("Church property and its maintenance")}</List.Item>
              <List.Item>{t("Programs, calendars and reminders")}</List.Item>
              <List.Item>{t("Announcements and live broadcasts")}</List.Item>
            </List>
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack gap="lg">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {t("Who it serves")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {LEVELS.map((level) => (
            <IconCard key={level.title} icon={level.icon} title={t(level.title)} text={t(level.text)} />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="lg">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {t("What we hold to")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={6}>
              <ThemeIcon size={36} radius="xl" variant="light" color="teal">
                <Icon size={20} stroke={1.7} />
              </ThemeIcon>
              <Text fw={700}>{t(title)}</Text>
              <Text fz="sm" c="dimmed" lh={1.55}>
                {t(text)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>

      <Paper p={{ base: "lg", sm: "xl" }} bg="brand.0" radius="lg">
        <Group justify="space-between" gap="lg">
          <Stack gap={4} maw={560}>
            <Text fw={700} fz="lg">
              {t("Would your church like to join?")}
            </Text>
            <Text c="gray.7">
              {t(
                "Register an account and ask for your church to be added, or write to us with your questions.",
              )}
            </Text>
          </Stack>
          <JoinButtons contactLabel={t("Contact us")} />
        </Group>
      </Paper>
    </Stack>
  );
}
