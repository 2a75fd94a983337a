import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconCheck, IconLogin } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./landing.module.css";

const PREVIEW_STATS = [
  { label: "Members", value: "12,480" },
  { label: "Churches", value: "86" },
  { label: "Sunday attendance", value: "78%" },
];

const PREVIEW_EVENTS = [
  { name: "Youth Conference", when: "Sat 10:00", place: "Central Region" },
  { name: "Sunday School Teachers' Meeting", when: "Sun 14:00", place: "Grace Church" },
  { name: "Regional Finance Review", when: "Tue 09:30", place: "Northern Region" },
];

/** A picture of the product, not live data: it shows a visitor what the signed-in area looks like. */
function ProductPreview() {
  return (
    <Paper className={classes.previewCard} radius="lg" p="lg" aria-hidden>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em">
        This week across the organisation
      </Text>
      <SimpleGrid cols={3} mt="sm" spacing="sm">
        {PREVIEW_STATS.map((stat) => (
          <Paper key={stat.label} withBorder p="sm" radius="md">
            <Text fz={22} fw={800} c="brand.7">
              {stat.value}
            </Text>
            <Text fz="xs" c="dimmed">
              {stat.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text fz="sm" fw={700} mt="lg" mb="xs">
        Upcoming events
      </Text>
      <Stack gap={8}>
        {PREVIEW_EVENTS.map((event) => (
          <Group key={event.name} justify="space-between" wrap="nowrap" gap="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate>
                {event.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {event.place}
              </Text>
            </Box>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {event.when}
            </Badge>
          </Group>
        ))}
      </Stack>
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
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to="/login"
                size="md"
                variant="white"
                leftSection={<IconLogin size={18} />}
              >
                Sign in
              </Button>
              <Button
                component={Link}
                to="/register"
                size="md"
                variant="outline"
                color="white"
                rightSection={<IconArrowRight size={18} />}
              >
                Register
              </Button>
            </Group>
          </Stack>
          <Box visibleFrom="md">
            <ProductPreview />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
