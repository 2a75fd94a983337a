import {
  CHURCH_REQUEST_STATUSES,
  type ChurchRequest,
  churchRequestsEndpoints,
  type Role,
  tierOf,
} from "@cm/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import type { ReviewDecision } from "../api/church-requests-api";
import { RequestStatusBadge, STATUS_WORDS } from "./request-status-badge";
import { ReviewModal } from "./review-modal";

const churchRequestsClient = clientOf(churchRequestsEndpoints);

/** National and regional officers decide; local officers only see the requests. */
export function canReviewRequests(role: Role): boolean {
  const tier = tierOf(role);
  return tier === "national" || tier === "regional";
}

export function ChurchRequestsTable({ role }: { role: Role }) {
  const { t } = useTranslation("church-requests");
  const statusFilter = CHURCH_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS_WORDS[s]) }));
  const table = useDataTableState({ filters: { status: "PENDING" } });
  const list = useResourceList<ChurchRequest>(churchRequestsClient.path, table.params);
  const [reviewing, setReviewing] = useState<{ request: ChurchRequest; decision: ReviewDecision } | null>(
    null,
  );
  const reviewer = canReviewRequests(role);

  const columns: DataTableColumn<ChurchRequest>[] = [
    {
      key: "church_name",
      header: t("Church"),
      sortable: true,
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {r.church_name}
          </Text>
          {r.address && (
            <Text fz="xs" c="dimmed">
              {r.address}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "region_name", header: t("Region") },
    {
      key: "requested_by_username",
      header: t("Requested by"),
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm">@{r.requested_by_username}</Text>
          {(r.contact_email || r.contact_phone) && (
            <Text fz="xs" c="dimmed">
              {[r.contact_email, r.contact_phone].filter(Boolean).join(" · ")}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "status", header: t("Status"), render: (r) => <RequestStatusBadge status={r.status} /> },
    { key: "created_at", header: t("Requested"), sortable: true, render: (r) => formatDate(r.created_at) },
  ];
  if (reviewer) {
    columns.push({
      key: "actions",
      header: t("Actions"),
      align: "right",
      render: (r) =>
        r.status === "PENDING" ? (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-xs"
              color="teal"
              variant="light"
              onClick={() => setReviewing({ request: r, decision: "approve" })}
              aria-label={t("Approve {church}", { church: r.church_name })}
            >
              {t("Approve")}
            </Button>
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              onClick={() => setReviewing({ request: r, decision: "reject" })}
              aria-label={t("Reject {church}", { church: r.church_name })}
            >
              {t("Reject")}
            </Button>
          </Group>
        ) : null,
    });
  }

  return (
    <>
      <ListTable
        label={t("Church requests")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by church or requester")}
        empty={{ none: t("No church requests yet."), filtered: t("No requests match these filters.") }}
        minWidth={820}
        filters={[{ name: "status", label: t("Status"), placeholder: t("Any status"), data: statusFilter }]}
      />
      <ReviewModal
        request={reviewing?.request ?? null}
        decision={reviewing?.decision ?? "approve"}
        onClose={() => setReviewing(null)}
      />
    </>
  );
}
