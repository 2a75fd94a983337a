import {
  CHANGE_TYPE_LABELS,
  CHANGE_TYPES,
  type ChangeRequest,
  hasPermission,
  isChurchAdmin,
  type User,
} from "@cm/contracts";
import { ActionIcon, Anchor, Button, Drawer, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useChangeRequestList } from "../api/change-requests-api";
import { useChurchChoices } from "../api/payments-api";
import { CHANGE_STATUS_CHOICES, ChangeStatusBadge } from "./billing-badges";
import { ChangeRequestForm } from "./change-request-form";
import { ChurchFilter } from "./church-filter";
import { ProcessChangeModal, type ProcessDecision } from "./process-change-modal";

const TYPE_CHOICES = CHANGE_TYPES.map((t) => ({ value: t, label: CHANGE_TYPE_LABELS[t] }));

/** Changes to subscriptions that churches asked for; church admins ask, the super admin decides. */
export function ChangeRequestsTable({ user }: { user: User }) {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useChangeRequestList(table.params);
  const navigate = useNavigate();
  const manyChurches = user.church === null;
  const churches = useChurchChoices(manyChurches);
  const churchNames = new Map((churches.data?.results ?? []).map((c) => [c.id, c.name]));
  const canProcess = hasPermission(user, "subscriptions.write");
  const canRequest = user.church !== null && isChurchAdmin(user);
  const [requesting, setRequesting] = useState(false);
  const [decision, setDecision] = useState<ProcessDecision>(null);

  const columns: DataTableColumn<ChangeRequest>[] = [
    {
      key: "created_at",
      header: "Requested",
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/subscriptions/changes/${c.id}`} fz="sm" fw={600}>
          {formatDate(c.created_at)}
        </Anchor>
      ),
    },
    ...(manyChurches
      ? [
          {
            key: "church",
            header: "Church",
            render: (c: ChangeRequest) => churchNames.get(c.church) ?? `Church #${c.church}`,
          },
        ]
      : []),
    { key: "request_type", header: "Change", render: (c) => c.request_type_display },
    {
      key: "target_plan_name",
      header: "Plan",
      render: (c) =>
        c.target_plan_name ? (
          <Text fz="sm">
            {c.current_plan_name} → {c.target_plan_name}
          </Text>
        ) : (
          c.current_plan_name
        ),
    },
    { key: "effective_date", header: "From", sortable: true, render: (c) => formatDate(c.effective_date) },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (c) => <ChangeStatusBadge status={c.status} />,
    },
    ...(canProcess
      ? [
          {
            key: "actions",
            header: "Decision",
            width: 110,
            align: "right" as const,
            render: (c: ChangeRequest) =>
              c.status === "PENDING" ? (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Approve">
                    <ActionIcon
                      variant="light"
                      color="teal"
                      aria-label={`Approve change ${c.id}`}
                      onClick={() => setDecision({ change: c, action: "approve" })}
                    >
                      <IconCheck size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Reject">
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={`Reject change ${c.id}`}
                      onClick={() => setDecision({ change: c, action: "reject" })}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <ListTable
        label="Change requests"
        columns={columns}
        list={list}
        table={table}
        search="Search"
        empty={{ none: "No change requests yet.", filtered: "No change requests match these filters." }}
        minWidth={manyChurches ? 920 : 760}
        filters={[
          {
            name: "status",
            label: "Status",
            placeholder: "Any status",
            data: CHANGE_STATUS_CHOICES,
            maxWidth: 200,
          },
          {
            name: "request_type",
            label: "Change",
            placeholder: "Any change",
            data: TYPE_CHOICES,
            maxWidth: 170,
          },
        ]}
        moreFilters={manyChurches && <ChurchFilter table={table} />}
        actions={
          canRequest && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRequesting(true)}>
              Request a change
            </Button>
          )
        }
      />
      <Drawer
        opened={requesting}
        onClose={() => setRequesting(false)}
        position="right"
        size="md"
        padding="lg"
        title={
          <Text fw={700} fz="lg">
            Request a change
          </Text>
        }
      >
        {requesting && (
          <ChangeRequestForm
            onCancel={() => setRequesting(false)}
            onDone={(change) => {
              setRequesting(false);
              void navigate(`/subscriptions/changes/${change.id}`);
            }}
          />
        )}
      </Drawer>
      <ProcessChangeModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
