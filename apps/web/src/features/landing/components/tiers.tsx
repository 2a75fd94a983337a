import { msg } from "@cm/contracts";
import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingChurch, IconCheck, IconMap2, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./landing.module.css";

const TIERS = [
  {
    icon: IconWorld,
    title: msg("National headquarters"),
    text: msg("See the whole organisation at a glance."),
    points: [
      msg("Every region and church"),
      msg("Plans, announcements and broadcasts"),
      msg("Audit trail of every change"),
    ],
  },
  {
    icon: IconMap2,
    title: msg("Regions"),
    text: msg("Support the churches in your care."),
    points: [
      msg("Churches and branches of the region"),
      msg("Attendance and growth by church"),
      msg("Regional support and reports"),
    ],
  },
  {
    icon: IconBuildingChurch,
    title: msg("Local churches"),
    text: msg("Run the week-to-week life of the congregation."),
    points: [
      msg("Members, leaders and home cells"),
      msg("Services, Sunday school and programs"),
      msg("Offerings, expenses and assets"),
    ],
  },
];

/** The three levels of the organisation and what each one gets. */
export function Tiers() {
  const { t } = useTranslation("landing");
  return (
    <Box className={classes.tierSection} py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Stack gap="xs" ta="center" maw={640} mx="auto" mb={48}>
          <Text fw={700} c="brand.7" tt="uppercase" fz="sm" lts="0.08em">
            {t("Built for every level")}
          </Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            {t("Each person sees what is theirs to look after")}
          </Title>
          <Text c="dimmed" fz="lg">
            {t(
              "Roles decide what each officer can see and change, from the national secretary to a local treasurer.",
            )}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIERS.map(({ icon: Icon, title, text, points }) => (
            <Paper key={title} p="xl" shadow="xs" withBorder>
              <ThemeIcon size={48} radius="xl">
                <Icon size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="xl" mt="md">
                {t(title)}
              </Title>
              <Text c="dimmed" mt={4} mb="md">
                {t(text)}
              </Text>
              <List
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                    <IconCheck size={13} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{t(point)}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
