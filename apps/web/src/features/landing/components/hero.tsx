import { Box, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
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
  const data = figures.data;
  const stats = data
    ? [
        { label: data.churches === 1 ? "Church" : "Churches", value: number.format(data.churches) },
        { label: data.regions === 1 ? "Region" : "Regions", value: number.format(data.regions) },
        {
          label: "Members",
          value: data.members_at_least > 0 ? `${number.format(data.members_at_least)}+` : "0",
        },
      ]
    : null;
  return (
    <Paper className={classes.previewCard} radius="lg" p="lg" mih={184}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em">
        Our church family today
      </Text>
      {figures.isPending ? (
        <SimpleGrid cols={3} mt="sm" spacing="sm" aria-busy="true" aria-label="Loading the figures">
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
          Churches, regions and members appear here as soon as the first church is registered.
        </Text>
      )}
    </Paper>
  );
}

const POINTS = [
  "Members, services and Sunday school",
  "Finance, assets and reports",
  "Secure access by role",
];

export function Hero() {
  return (
    <Box className={classes.hero} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: "center" }}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>For headquarters, regions and local churches</Text>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1} style={{ letterSpacing: "-0.02em" }}>
              Run your whole church family from one place
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} c="brand.0" maw={540}>
              Keep members, events, attendance, Sunday school, programs, finances and assets in order — for a
              single congregation or a national organisation with many regions.
            </Text>
            <Stack gap={6}>
              {POINTS.map((point) => (
                <Group key={point} gap={8} wrap="nowrap">
                  <IconCheck size={18} color="var(--mantine-color-teal-3)" />
                  <Text fz="sm" c="brand.0">
                    {point}
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
