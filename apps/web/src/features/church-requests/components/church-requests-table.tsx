import {
  CHURCH_REQUEST_STATUSES,
  type ChurchRequest,
  churchRequestsEndpoints,
  type Role,
  tierOf,
} from "@cm/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import type { ReviewDecision } from "../api/church-requests-api";
import { RequestStatusBadge } from "./request-status-badge";
import { ReviewModal } from "./review-modal";

const churchRequestsClient = clientOf(churchRequestsEndpoints);

const STATUS_FILTER = CHURCH_REQUEST_STATUSES.map((s) => ({
  value: s,
  label: s.charAt(0) + s.slice(1).toLowerCase(),
}));

/** National and regional officers decide; local officers only see the requests. */
export function canReviewRequests(role: Role): boolean {
  const tier = tierOf(role);
  return tier === "national" || tier === "regional";
}

export function ChurchRequestsTable({ role }: { role: Role }) {
  const table = useDataTableState({ filters: { status: "PENDING" } });
  const list = useResourceList<ChurchRequest>(churchRequestsClient.path, table.params);
  const [reviewing, setReviewing] = useState<{ request: ChurchRequest; decision: ReviewDecision } | null>(
    null,
  );
  const reviewer = canReviewRequests(role);

  const columns: DataTableColumn<ChurchRequest>[] = [
    {
      key: "church_name",
      header: "Church",
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
    { key: "region_name", header: "Region" },
    {
      key: "requested_by_username",
      header: "Requested by",
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
    { key: "status", header: "Status", render: (r) => <RequestStatusBadge status={r.status} /> },
    { key: "created_at", header: "Requested", sortable: true, render: (r) => formatDate(r.created_at) },
  ];
  if (reviewer) {
    columns.push({
      key: "actions",
      header: "Actions",
      align: "right",
      render: (r) =>
        r.status === "PENDING" ? (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-xs"
              color="teal"
              variant="light"
              onClick={() => setReviewing({ request: r, decision: "approve" })}
              aria-label={`Approve ${r.church_name}`}
            >
              Approve
            </Button>
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              onClick={() => setReviewing({ request: r, decision: "reject" })}
              aria-label={`Reject ${r.church_name}`}
            >
              Reject
            </Button>
          </Group>
        ) : null,
    });
  }

  return (
    <>
      <ListTable
        label="Church requests"
        columns={columns}
        list={list}
        table={table}
        search="Search by church or requester"
        empty={{ none: "No church requests yet.", filtered: "No requests match these filters." }}
        minWidth={820}
        filters={[{ name: "status", label: "Status", placeholder: "Any status", data: STATUS_FILTER }]}
      />
      <ReviewModal
        request={reviewing?.request ?? null}
        decision={reviewing?.decision ?? "approve"}
        onClose={() => setReviewing(null)}
      />
    </>
  );
}
