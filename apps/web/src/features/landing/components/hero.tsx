import { msg } from "@cm/contracts";
import { Box, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOrganisationFigures } from "../api/landing-api";
import classes from "./landing.module.css";
import { SignInOrRegister } from "./sign-in-or-register";

const number = new Intl.NumberFormat();

/**
 * The organisation in real figures, counted by the server. The card keeps its size while the
 * figures load, so the page does not move; a new installation with no church shows no figures.
 */
function OrganisationCard() {
  const figures = useOrganisationFigures();
  const { t } = useTranslation("landing");
  const data = figures.data;
  const stats = data
    ? [
        {
          label: t("{count, plural, one {Church} other {Churches}}", { count: data.churches }),
          value: number.format(data.churches),
        },
        {
          label: t("{count, plural, one {Region} other {Regions}}", { count: data.regions }),
          value: number.format(data.regions),
        },
        {
          label: t("Members"),
          value: data.members_at_least > 0 ? `${number.format(data.members_at_least)}+` : "0",
        },
      ]
    : null;
  return (
    <Paper className={classes.previewCard} radius="lg" p="lg" mih={184}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em">
        {t("Our church family today")}
      </Text>
      {figures.isPending ? (
        <SimpleGrid cols={3} mt="sm" spacing="sm" aria-busy="true" aria-label={t("Loading the figures")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="md" />
          ))}
        </SimpleGrid>
      ) : stats && data && data.churches > 0 ? (
        <SimpleGrid cols={3} mt="sm" spacing="sm">
          {stats.map((stat) => (
            <Paper key={stat.label} withBorder p="sm" radius="md">
              <Text fz={22} fw={800} c="brand.8">
                {stat.value}
              </Text>
              <Text fz="xs" c="gray.7">
                {stat.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text fz="sm" c="gray.7" mt="sm">
          {t("Churches, regions and members appear here as soon as the first church is registered.")}
        </Text>
      )}
    </Paper>
  );
}

const POINTS = [
  msg("Members, services and Sunday school"),
  msg("Finance, assets and reports"),
  msg("Secure access by role"),
];

export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <Box className={classes.hero} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: "center" }}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>{t("For headquarters, regions and local churches")}</Text>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1} style={{ letterSpacing: "-0.02em" }}>
              {t("Run your whole church family from one place")}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} c="brand.0" maw={540}>
              {t(
                "Keep members, events, attendance, Sunday school, programs, finances and assets in order — for a single congregation or a national organisation with many regions.",
              )}
            </Text>
            <Stack gap={6}>
              {POINTS.map((point) => (
                <Group key={point} gap={8} wrap="nowrap">
                  <IconCheck size={18} color="var(--mantine-color-teal-3)" />
                  <Text fz="sm" c="brand.0">
                    {t(point)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <SignInOrRegister />
          </Stack>
          <Box visibleFrom="md">
            <OrganisationCard />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
