import type { PublicCampaign } from "@cm/contracts";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconMapPin, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";

/** "12 Mar 2031 – 14 Mar 2031", one date, or nothing. */
export function eventDates(c: Pick<PublicCampaign, "event_start" | "event_end">): string {
  if (!c.event_start) return "";
  if (!c.event_end || c.event_end === c.event_start) return formatDate(c.event_start);
  return `${formatDate(c.event_start)} – ${formatDate(c.event_end)}`;
}

/** The running campaigns as cards: featured ones first (the API's order), each opening its page. */
export function CampaignCards({ campaigns }: { campaigns: PublicCampaign[] }) {
  const { t } = useTranslation("marketing");
  if (campaigns.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t("No events are being promoted right now. Come back soon.")}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {campaigns.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="md" component="article">
          <Stack gap="xs">
            {c.images[0] && (
              <img
                src={c.images[0].thumb_url}
                alt=""
                loading="lazy"
                decoding="async"
                width={c.images[0].width}
                height={c.images[0].height}
                style={{
                  width: "100%",
                  height: "auto",
                  aspectRatio: "16 / 9",
                  objectFit: "cover",
                  borderRadius: 6,
                  display: "block",
                }}
              />
            )}
            {c.placement === "FEATURED" && (
              <Badge
                leftSection={<IconStarFilled size={12} />}
                color="yellow"
                variant="light"
                w="fit-content"
              >
                {t("Featured")}
              </Badge>
            )}
            <Title order={2} fz="lg">
              <Anchor component={Link} to={`/campaigns/${c.id}`} inherit>
                {c.title}
              </Anchor>
            </Title>
            <Text fz="sm" c="dimmed">
              {c.church_name}
            </Text>
            {c.summary && <Text fz="sm">{c.summary}</Text>}
            <Group gap="md" fz="sm">
              {eventDates(c) && (
                <Group gap={4}>
                  <IconCalendarEvent size={16} aria-hidden />
                  <Text fz="sm">{eventDates(c)}</Text>
                </Group>
              )}
              {c.location && (
                <Group gap={4}>
                  <IconMapPin size={16} aria-hidden />
                  <Text fz="sm">{c.location}</Text>
                </Group>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
