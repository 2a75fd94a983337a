import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingChurch, IconCheck, IconMap2, IconWorld } from "@tabler/icons-react";
import classes from "./landing.module.css";

const TIERS = [
  {
    icon: IconWorld,
    title: "National headquarters",
    text: "See the whole organisation at a glance.",
    points: ["Every region and church", "Plans, announcements and broadcasts", "Audit trail of every change"],
  },
  {
    icon: IconMap2,
    title: "Regions",
    text: "Support the churches in your care.",
    points: [
      "Churches and branches of the region",
      "Attendance and growth by church",
      "Regional support and reports",
    ],
  },
  {
    icon: IconBuildingChurch,
    title: "Local churches",
    text: "Run the week-to-week life of the congregation.",
    points: [
      "Members, leaders and home cells",
      "Services, Sunday school and programs",
      "Offerings, expenses and assets",
    ],
  },
];

/** The three levels of the organisation and what each one gets. */
export function Tiers() {
  return (
    <Box className={classes.tierSection} py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Stack gap="xs" ta="center" maw={640} mx="auto" mb={48}>
          <Text fw={700} c="brand.7" tt="uppercase" fz="sm" lts="0.08em">
            Built for every level
          </Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            Each person sees what is theirs to look after
          </Title>
          <Text c="dimmed" fz="lg">
            Roles decide what each officer can see and change, from the national secretary to a local
            treasurer.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIERS.map(({ icon: Icon, title, text, points }) => (
            <Paper key={title} p="xl" shadow="xs" withBorder>
              <ThemeIcon size={48} radius="xl">
                <Icon size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="xl" mt="md">
                {title}
              </Title>
              <Text c="dimmed" mt={4} mb="md">
                {text}
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
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
