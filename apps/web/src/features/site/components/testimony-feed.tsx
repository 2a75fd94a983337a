import {
  Anchor,
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconHeartHandshake, IconSearch, IconStarFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatDate } from "../../../lib/format-date";
import { TESTIMONIES_PAGE_SIZE, usePublicTestimonies, usePublicTestimonyTypes } from "../api/site-api";
import { FeedPagination } from "./feed-parts";
import classes from "./site.module.css";

/** The first lines of a story, for a card. */
const opening = (story: string) => story.split(/\n\s*\n/)[0] ?? "";

/**
 * Verified testimonies shared for publication: featured first, then the newest; filter by type,
 * search, one page at a time. `basePath` is where a testimony opens (public or signed-in view).
 */
export function TestimonyFeed({ basePath }: { basePath: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string | null>(null);
  const [term] = useDebouncedValue(search.trim(), 300);
  const types = usePublicTestimonyTypes();
  const query = usePublicTestimonies({ page, search: term, type: type ?? "" });
  const { t } = useTranslation("site");

  const filters = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t("Search")}
        placeholder={t("Search the testimonies")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        style={{ flex: "1 1 220px" }}
      />
      <Select
        label={t("Type")}
        placeholder={t("All types")}
        clearable
        data={(types.data?.results ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setPage(1);
        }}
        style={{ flex: "0 1 220px" }}
      />
    </Group>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={t("Loading testimonies")}>
        {[0, 1, 2].map((i) => (
          <Paper key={i} withBorder p="lg">
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} mt="md" />
            <Skeleton height={12} width="80%" mt={8} />
          </Paper>
        ))}
      </SimpleGrid>
    );
  } else if (query.isError && !query.data) {
    body = <QueryRetryAlert title={t("We could not load the testimonies")} query={query} />;
  } else if (query.data.count === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <IconHeartHandshake size={40} stroke={1.4} color="var(--mantine-color-gray-6)" />
        <Text fw={600} mt="sm">
          {term || type ? t("No testimonies match this search.") : t("There are no testimonies yet.")}
        </Text>
      </Paper>
    );
  } else {
    const pages = Math.ceil(query.data.count / TESTIMONIES_PAGE_SIZE);
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.results.map((testimony) => (
            <Paper key={testimony.id} withBorder p="lg" component="article">
              <Stack gap="xs" h="100%">
                <Group gap={6}>
                  <Badge variant="light">{testimony.type_name}</Badge>
                  {testimony.featured && (
                    <Badge color="yellow" variant="light" leftSection={<IconStarFilled size={10} />}>
                      {t("Featured")}
                    </Badge>
                  )}
                </Group>
                <Title order={2} fz="lg">
                  <Anchor component={Link} to={`${basePath}/${testimony.slug}`} inherit>
                    {testimony.title}
                  </Anchor>
                </Title>
                <Text fz="sm" c="dimmed">
                  {testimony.testifier_name} · {testimony.church_name}
                </Text>
                <Text fz="sm" lineClamp={4} className={classes.announcementBody}>
                  {opening(testimony.story)}
                </Text>
                {testimony.event_date && (
                  <Text fz="xs" c="dimmed" mt="auto">
                    {formatDate(testimony.event_date)}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <FeedPagination total={pages} value={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {filters}
      {body}
    </Stack>
  );
}
