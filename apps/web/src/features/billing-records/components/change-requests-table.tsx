import { type ChangeRequest, hasPermission, isChurchAdmin, type User } from "@cm/contracts";
import { ActionIcon, Anchor, Button, Drawer, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useChangeRequestList } from "../api/change-requests-api";
import { useChurchChoices } from "../api/payments-api";
import { ChangeStatusBadge, changeStatusChoices, changeTypeChoices, changeTypeLabel } from "./billing-badges";
import { ChangeRequestForm } from "./change-request-form";
import { ChurchFilter } from "./church-filter";
import { ProcessChangeModal, type ProcessDecision } from "./process-change-modal";

/** Changes to subscriptions that churches asked for; church admins ask, the super admin decides. */
export function ChangeRequestsTable({ user }: { user: User }) {
  const { t } = useTranslation("billing-records");
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
      header: t("Requested"),
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
            header: t("Church"),
            render: (c: ChangeRequest) => churchNames.get(c.church) ?? t("Church #{id}", { id: c.church }),
          },
        ]
      : []),
    { key: "request_type", header: t("Change"), render: (c) => changeTypeLabel(c.request_type) },
    {
      key: "target_plan_name",
      header: t("Plan"),
      render: (c) =>
        c.target_plan_name ? (
          <Text fz="sm">
            {c.current_plan_name} → {c.target_plan_name}
          </Text>
        ) : (
          c.current_plan_name
        ),
    },
    { key: "effective_date", header: t("From"), sortable: true, render: (c) => formatDate(c.effective_date) },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (c) => <ChangeStatusBadge status={c.status} />,
    },
    ...(canProcess
      ? [
          {
            key: "actions",
            header: t("Decision"),
            width: 110,
            align: "right" as const,
            render: (c: ChangeRequest) =>
              c.status === "PENDING" ? (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t("Approve")}>
                    <ActionIcon
                      variant="light"
                      color="teal"
                      aria-label={t("Approve change {id}", { id: c.id })}
                      onClick={() => setDecision({ change: c, action: "approve" })}
                    >
                      <IconCheck size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("Reject")}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t("Reject change {id}", { id: c.id })}
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
        label={t("Change requests")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search")}
        empty={{
          none: t("No change requests yet."),
          filtered: t("No change requests match these filters."),
        }}
        minWidth={manyChurches ? 920 : 760}
        filters={[
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: changeStatusChoices(),
            maxWidth: 200,
          },
          {
            name: "request_type",
            label: t("Change"),
            placeholder: t("Any change"),
            data: changeTypeChoices(),
            maxWidth: 170,
          },
        ]}
        moreFilters={manyChurches && <ChurchFilter table={table} />}
        actions={
          canRequest && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRequesting(true)}>
              {t("Request a change")}
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
            {t("Request a change")}
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
