import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatDateTime } from "../../../lib/format-date";
import { NOTICES_PAGE_SIZE, usePublishedAnnouncements } from "../api/site-api";
import { EmptyFeed, FeedPagination } from "./feed-parts";
import classes from "./site.module.css";

function LoadingNotices() {
  const { t } = useTranslation("site");
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("Loading announcements")}>
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder p="lg">
          <Skeleton height={20} width="45%" />
          <Skeleton height={12} width="20%" mt="sm" />
          <Skeleton height={12} mt="md" />
          <Skeleton height={12} width="85%" mt={8} />
        </Paper>
      ))}
    </Stack>
  );
}

/** Published announcements, newest first, as every visitor and member sees them. */
export function AnnouncementFeed() {
  const [page, setPage] = useState(1);
  const query = usePublishedAnnouncements(page);
  const { t } = useTranslation("site");

  if (query.isPending) return <LoadingNotices />;
  if (query.isError && !query.data) {
    return <QueryRetryAlert title={t("We could not load the announcements")} query={query} />;
  }

  const { results, count } = query.data;
  if (count === 0) {
    return (
      <EmptyFeed
        icon={IconSpeakerphone}
        title={t("There are no announcements at the moment.")}
        hint={t("News from the national office will appear here as soon as it is published.")}
      />
    );
  }

  const pages = Math.ceil(count / NOTICES_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {results.map((announcement) => (
          <Paper key={announcement.id} withBorder p={{ base: "md", sm: "lg" }} component="article">
            <Title order={2} fz="lg">
              {announcement.title}
            </Title>
            <Text fz="xs" c="dimmed" mt={4}>
              {t("Published {date}", {
                date: formatDateTime(announcement.published_at ?? announcement.created_at),
              })}
            </Text>
            <Text mt="sm" className={classes.announcementBody}>
              {announcement.content}
            </Text>
          </Paper>
        ))}
      </Stack>
      <FeedPagination total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
