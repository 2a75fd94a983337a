import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { NOTICES_PAGE_SIZE, usePublishedAnnouncements } from "../api/site-api";
import classes from "./site.module.css";

function LoadingNotices() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading announcements">
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

  if (query.isPending) return <LoadingNotices />;
  if (query.isError && !query.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="We could not load the announcements"
      >
        <Text fz="sm" mb="sm">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" color="red" variant="white" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { results, count } = query.data;
  if (count === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <IconSpeakerphone size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Text fw={600} mt="sm">
          There are no announcements at the moment.
        </Text>
        <Text c="dimmed" fz="sm" mt={4}>
          News from the national office will appear here as soon as it is published.
        </Text>
      </Paper>
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
              Published {formatDateTime(announcement.published_at ?? announcement.created_at)}
            </Text>
            <Text mt="sm" className={classes.announcementBody}>
              {announcement.content}
            </Text>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
            getControlProps={(control) => ({
              "aria-label": control === "previous" ? "Previous page" : "Next page",
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
