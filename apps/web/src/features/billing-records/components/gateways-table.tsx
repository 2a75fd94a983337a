import { type Gateway, isTestGateway } from "@cm/contracts";
import { Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import { useGatewayList, useUpdateGateway } from "../api/gateways-api";
import { gatewayLabel, sandboxWarning, TestOnlyBadge } from "./billing-badges";
import { GatewayForm } from "./gateway-form";

type DrawerState = { gateway: Gateway | null } | null;

/** Whether a secret is stored, each state said in a whole phrase of its own. */
function SecretState({ set, stored, missing }: { set: boolean; stored: string; missing: string }) {
  return (
    <Badge variant="dot" color={set ? "teal" : "gray"} size="sm">
      {set ? stored : missing}
    </Badge>
  );
}

/** The payment gateways of the installation: add, edit, turn on and off. */
export function GatewaysTable() {
  const { t } = useTranslation("billing-records");
  // One short list: paging and search of the generic table are not needed, but its states are.
  const table = useDataTableState({ ordering: "name", pageSize: 100 });
  const list = useGatewayList();
  const update = useUpdateGateway();
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [stopping, setStopping] = useState<Gateway | null>(null);
  // A gateway that takes no money is turned on only after its warning is confirmed.
  const [starting, setStarting] = useState<Gateway | null>(null);
  const gateways = list.data?.results ?? [];
  // The list is short and whole, so the search box filters it here.
  const term = table.search.trim().toLowerCase();
  const rows = list.data
    ? gateways.filter(
        (g) => !term || `${g.display_name} ${gatewayLabel(g.name)}`.toLowerCase().includes(term),
      )
    : undefined;

  async function setActive(gateway: Gateway, active: boolean) {
    try {
      await update.mutateAsync({
        id: gateway.id,
        data: {
          display_name: gateway.display_name,
          public_key: gateway.public_key,
          is_active: active,
          ...(active && isTestGateway(gateway.name) ? { acknowledge_test_payments: true as const } : {}),
        },
      });
      notify.success(
        active
          ? t("Churches can now pay with {name}.", { name: gateway.display_name })
          : t("{name} has been turned off.", { name: gateway.display_name }),
      );
    } catch (error) {
      notify.error({ title: t("The gateway was not changed"), message: errorMessage(error) });
    } finally {
      setStopping(null);
      setStarting(null);
    }
  }

  const columns: DataTableColumn<Gateway>[] = [
    {
      key: "display_name",
      header: t("Name"),
      render: (g) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {g.display_name}
            </Text>
            {isTestGateway(g.name) && <TestOnlyBadge />}
          </Group>
          {g.display_name !== gatewayLabel(g.name) && (
            <Text fz="xs" c="dimmed">
              {gatewayLabel(g.name)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "is_active",
      header: t("Status"),
      render: (g) => (
        <Badge color={g.is_active ? "teal" : "gray"} variant="light">
          {g.is_active ? t("On") : t("Off")}
        </Badge>
      ),
    },
    {
      key: "keys",
      header: t("Keys"),
      render: (g) =>
        g.name === "paystack" || g.name === "stripe" ? (
          <Group gap={6}>
            <SecretState
              set={g.has_secret_key}
              stored={t("Secret key stored")}
              missing={t("Secret key not set")}
            />
            <SecretState
              set={g.has_webhook_secret}
              stored={t("Webhook secret stored")}
              missing={t("Webhook secret not set")}
            />
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("Not needed")}
          </Text>
        ),
    },
    { key: "updated_at", header: t("Last changed"), render: (g) => formatDateTime(g.updated_at) },
    actionsColumn({
      label: (g) => t("Actions for {name}", { name: g.display_name }),
      menu: (g) => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDrawer({ gateway: g })}>
            {t("Edit")}
          </Menu.Item>
          {g.is_active ? (
            <Menu.Item color="red" leftSection={<IconPlayerPause size={16} />} onClick={() => setStopping(g)}>
              {t("Turn off")}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => (isTestGateway(g.name) ? setStarting(g) : void setActive(g, true))}
            >
              {t("Turn on")}
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <DataTable
        label={t("Payment gateways")}
        columns={columns}
        {...listTableProps(list)}
        rows={rows}
        total={rows?.length ?? 0}
        getRowId={(g) => g.id}
        state={table}
        searchPlaceholder={t("Search gateways")}
        emptyMessage={term ? t("No gateways match this search.") : t("No payment gateways yet.")}
        minWidth={760}
        actions={
          gateways.length < 4 && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDrawer({ gateway: null })}
              disabled={list.isPending}
            >
              {t("Add gateway")}
            </Button>
          )
        }
      />
      <FormDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        title={(shown) =>
          shown?.gateway ? t("Edit {name}", { name: shown.gateway.display_name }) : t("New payment gateway")
        }
      >
        {(shown) => (
          <GatewayForm
            key={shown.gateway?.id ?? "new"}
            gateway={shown.gateway}
            taken={gateways.map((g) => g.name)}
            onDone={() => setDrawer(null)}
            onCancel={() => setDrawer(null)}
          />
        )}
      </FormDrawer>
      <ConfirmDialog
        opened={stopping !== null}
        title={t("Turn off this gateway?")}
        confirmLabel={t("Turn off")}
        danger
        busy={update.isPending}
        onConfirm={() => stopping && void setActive(stopping, false)}
        onCancel={() => setStopping(null)}
      >
        {stopping && isTestGateway(stopping.name)
          ? t(
              "Churches will no longer be able to choose {name} at checkout. Test payments already started with it can no longer be paid or credited.",
              { name: stopping.display_name },
            )
          : t(
              "Churches will no longer be able to choose {name} at checkout. Payments already started with it are not affected.",
              { name: stopping?.display_name ?? "" },
            )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={starting !== null}
        title={t("Turn on the sandbox?")}
        confirmLabel={t("Turn on the sandbox")}
        danger
        busy={update.isPending}
        onConfirm={() => starting && void setActive(starting, true)}
        onCancel={() => setStarting(null)}
      >
        {sandboxWarning()}
      </ConfirmDialog>
    </>
  );
}
