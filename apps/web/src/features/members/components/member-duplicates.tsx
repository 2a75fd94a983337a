import type { DuplicateReason, Member, MemberDuplicatePair } from "@cm/contracts";
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowsJoin, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStates } from "../../../components/list-states";
import { formatDate } from "../../../lib/format-date";
import { DUPLICATES_PAGE_SIZE, useMemberDuplicates } from "../api/member-duplicates-api";
import { MergeDialog } from "./member-merge-dialog";

// A reason's words wrap inside the card on a phone rather than being cut off.
const WRAPPING_BADGE = {
  root: { height: "auto", maxWidth: "100%" },
  label: { whiteSpace: "normal", overflow: "visible" },
} as const;

/** The list's words for each reason a pair is shown. */
function useReasonWords(): Record<DuplicateReason, string> {
  const { t } = useTranslation("members");
  return {
    phone: t("Same phone"),
    email: t("Same e-mail"),
    name_birth: t("Same name and birth date"),
    similar_name: t("Similar names"),
  };
}

/** One member of a pair: what tells two records of one person apart. */
function MemberSummary({ member }: { member: Member }) {
  const { t } = useTranslation("members");
  const facts: [string, string][] = [
    [t("Phone"), member.phone || "—"],
    [t("E-mail"), member.email || "—"],
    [t("Date of birth"), formatDate(member.date_of_birth)],
    [t("Member since"), formatDate(member.membership_date)],
    [t("Added on"), formatDate(member.created_at)],
  ];
  return (
    <Stack gap={4} miw={0}>
      <Text fw={600} truncate>
        {member.full_name}
      </Text>
      {facts.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap" miw={0}>
          <Text fz="xs" c="dimmed" w={96} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text fz="sm" truncate>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The likely duplicates of the church, each pair side by side with why, and a merge for each. */
export function MemberDuplicates() {
  const { t } = useTranslation("members");
  const reasons = useReasonWords();
  const [page, setPage] = useState(1);
  const query = useMemberDuplicates(page);
  const [merging, setMerging] = useState<MemberDuplicatePair | null>(null);
  const pairs = query.data?.results ?? [];
  const pages = Math.ceil((query.data?.count ?? 0) / DUPLICATES_PAGE_SIZE);

  return (
    <Stack gap="md">
      <ListStates
        query={query}
        loading={<Skeleton height={160} radius="md" data-testid="duplicates-loading" />}
        isEmpty={false}
        empty=""
      />
      {query.isSuccess && pairs.length === 0 && (
        <Stack align="center" gap={4} py="xl">
          <IconUsers size={36} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Title order={2} fz="lg">
            {t("No likely duplicates")}
          </Title>
          <Text c="dimmed" fz="sm" ta="center">
            {t("No two members share a phone, an e-mail address, or a name and birth date.")}
          </Text>
        </Stack>
      )}
      {pairs.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t("{count, plural, one {# pair to check} other {# pairs to check}}", { count: query.data?.count })}
        </Text>
      )}
      {pairs.map((pair) => (
        <Paper
          key={`${pair.first.id}-${pair.second.id}`}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={t("{first} and {second}", {
            first: pair.first.full_name,
            second: pair.second.full_name,
          })}
        >
          <Stack gap="sm">
            <Group gap={6}>
              {pair.reasons.map((r) => (
                <Badge key={r} variant="light" color="orange" tt="none" styles={WRAPPING_BADGE}>
                  {reasons[r]}
                </Badge>
              ))}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MemberSummary member={pair.first} />
              <MemberSummary member={pair.second} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button leftSection={<IconArrowsJoin size={16} />} onClick={() => setMerging(pair)}>
                {t("Merge")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      {merging && <MergeDialog pair={merging} onClose={() => setMerging(null)} />}
    </Stack>
  );
}
