import { type Broadcast, msg } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBroadcast, IconCalendarTime, IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { useCurrentBroadcast } from "../api/site-api";
import { broadcastTiming, formatBroadcastSchedule } from "./broadcast-schedule";
import { EmptyFeed } from "./feed-parts";
import classes from "./site.module.css";
import { streamEmbed } from "./stream-embed";

const TIMING_BADGE = {
  live: { label: msg("Live now"), color: "red" },
  upcoming: { label: msg("Coming up"), color: "brand" },
  ended: { label: msg("Ended"), color: "gray" },
} as const;

function Stream({ broadcast }: { broadcast: Broadcast }) {
  const embed = streamEmbed(broadcast.stream_url);
  const { t } = useTranslation("site");
  if (embed.kind === "none") {
    return (
      <Text c="dimmed" fz="sm">
        {t("The link to watch will appear here when the broadcast is ready.")}
      </Text>
    );
  }
  if (embed.kind === "link") {
    return (
      <Button
        component="a"
        href={embed.href}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconExternalLink size={16} />}
        style={{ alignSelf: "flex-start" }}
      >
        {t("Watch the broadcast")}
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <div className={classes.player}>
        <iframe
          src={embed.src}
          title={t("{title} ({provider} player)", { title: broadcast.title, provider: embed.provider })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
      {/* If the player cannot load (a blocked site or an old browser) the stream is still one click away. */}
      <Anchor href={broadcast.stream_url} target="_blank" rel="noopener noreferrer" fz="sm">
        {t("Open the broadcast on {provider}", { provider: embed.provider })}
      </Anchor>
    </Stack>
  );
}

/** The broadcast on air now, or the next one: what the public sees on /broadcast. */
export function BroadcastView() {
  const query = useCurrentBroadcast();
  const { t } = useTranslation("site");

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("Loading the broadcast")}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={16} width="35%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryRetryAlert title={t("We could not load the broadcast")} query={query} />;
  }
  const broadcast = query.data;
  if (!broadcast) {
    return (
      <EmptyFeed
        icon={IconBroadcast}
        title={t("No broadcast is scheduled at the moment.")}
        hint={t("Services and events streamed online will be announced here. Please check again later.")}
      />
    );
  }

  const timing = TIMING_BADGE[broadcastTiming(broadcast.scheduled_start, broadcast.scheduled_end)];
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            {broadcast.title}
          </Title>
          <Badge color={timing.color} variant={timing.color === "red" ? "filled" : "light"}>
            {t(timing.label)}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarTime size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c="dimmed" data-testid="broadcast-schedule">
            {formatBroadcastSchedule(broadcast.scheduled_start, broadcast.scheduled_end)}
          </Text>
        </Group>
      </Stack>
      {broadcast.description && (
        <Text className={classes.announcementBody} maw={760}>
          {broadcast.description}
        </Text>
      )}
      <Stream broadcast={broadcast} />
    </Stack>
  );
}
