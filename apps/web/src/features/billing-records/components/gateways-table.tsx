import { type Gateway, isTestGateway, SANDBOX_WARNING } from "@cm/contracts";
import { Badge, Button, Drawer, Group, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import { useGatewayList, useUpdateGateway } from "../api/gateways-api";
import { GATEWAY_LABELS, TestOnlyBadge } from "./billing-badges";
import { GatewayForm } from "./gateway-form";

type DrawerState = { gateway: Gateway | null } | null;

function SecretState({ set, label }: { set: boolean; label: string }) {
  return (
    <Badge variant="dot" color={set ? "teal" : "gray"} size="sm">
      {label} {set ? "stored" : "not set"}
    </Badge>
  );
}

/** The payment gateways of the installation: add, edit, turn on and off. */
export function GatewaysTable() {
  // One short list: paging and search of the generic table are not needed, but its states are.
  const table = useDataTableState({ ordering: "name", pageSize: 100 });
  const list = useGatewayList();
  const update = useUpdateGateway();
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [shown, setShown] = useState<DrawerState>(null);
  const [stopping, setStopping] = useState<Gateway | null>(null);
  // A gateway that takes no money is turned on only after its warning is confirmed.
  const [starting, setStarting] = useState<Gateway | null>(null);
  useEffect(() => {
    if (drawer) setShown(drawer);
  }, [drawer]);
  const gateways = list.data?.results ?? [];
  // The list is short and whole, so the search box filters it here.
  const term = table.search.trim().toLowerCase();
  const rows = list.data
    ? gateways.filter(
        (g) => !term || `${g.display_name} ${GATEWAY_LABELS[g.name]}`.toLowerCase().includes(term),
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
          ? `Churches can now pay with ${gateway.display_name}.`
          : `${gateway.display_name} has been turned off.`,
      );
    } catch (error) {
      notify.error({ title: "The gateway was not changed", message: errorMessage(error) });
    } finally {
      setStopping(null);
      setStarting(null);
    }
  }

  const columns: DataTableColumn<Gateway>[] = [
    {
      key: "display_name",
      header: "Name",
      render: (g) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {g.display_name}
            </Text>
            {isTestGateway(g.name) && <TestOnlyBadge />}
          </Group>
          {g.display_name !== GATEWAY_LABELS[g.name] && (
            <Text fz="xs" c="dimmed">
              {GATEWAY_LABELS[g.name]}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "is_active",
      header: "Status",
      render: (g) => (
        <Badge color={g.is_active ? "teal" : "gray"} variant="light">
          {g.is_active ? "On" : "Off"}
        </Badge>
      ),
    },
    {
      key: "keys",
      header: "Keys",
      render: (g) =>
        g.name === "paystack" || g.name === "stripe" ? (
          <Group gap={6}>
            <SecretState set={g.has_secret_key} label="Secret key" />
            <SecretState set={g.has_webhook_secret} label="Webhook secret" />
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            Not needed
          </Text>
        ),
    },
    { key: "updated_at", header: "Last changed", render: (g) => formatDateTime(g.updated_at) },
    actionsColumn({
      label: (g) => `Actions for ${g.display_name}`,
      menu: (g) => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDrawer({ gateway: g })}>
            Edit
          </Menu.Item>
          {g.is_active ? (
            <Menu.Item color="red" leftSection={<IconPlayerPause size={16} />} onClick={() => setStopping(g)}>
              Turn off
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => (isTestGateway(g.name) ? setStarting(g) : void setActive(g, true))}
            >
              Turn on
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <DataTable
        label="Payment gateways"
        columns={columns}
        {...listTableProps(list)}
        rows={rows}
        total={rows?.length ?? 0}
        getRowId={(g) => g.id}
        state={table}
        searchPlaceholder="Search gateways"
        emptyMessage={term ? "No gateways match this search." : "No payment gateways yet."}
        minWidth={760}
        actions={
          gateways.length < 4 && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDrawer({ gateway: null })}
              disabled={list.isPending}
            >
              Add gateway
            </Button>
          )
        }
      />
      <Drawer
        opened={drawer !== null}
        onClose={() => setDrawer(null)}
        onExitTransitionEnd={() => setShown(null)}
        position="right"
        size="md"
        padding="lg"
        title={
          <Text fw={700} fz="lg">
            {shown?.gateway ? `Edit ${shown.gateway.display_name}` : "New payment gateway"}
          </Text>
        }
      >
        {shown && (
          <GatewayForm
            key={shown.gateway?.id ?? "new"}
            gateway={shown.gateway}
            taken={gateways.map((g) => g.name)}
            onDone={() => setDrawer(null)}
            onCancel={() => setDrawer(null)}
          />
        )}
      </Drawer>
      <ConfirmDialog
        opened={stopping !== null}
        title="Turn off this gateway?"
        confirmLabel="Turn off"
        danger
        busy={update.isPending}
        onConfirm={() => stopping && void setActive(stopping, false)}
        onCancel={() => setStopping(null)}
      >
        {`Churches will no longer be able to choose ${stopping?.display_name ?? "it"} at checkout. ${
          stopping && isTestGateway(stopping.name)
            ? "Test payments already started with it can no longer be paid or credited."
            : "Payments already started with it are not affected."
        }`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={starting !== null}
        title="Turn on the sandbox?"
        confirmLabel="Turn on the sandbox"
        danger
        busy={update.isPending}
        onConfirm={() => starting && void setActive(starting, true)}
        onCancel={() => setStarting(null)}
      >
        {SANDBOX_WARNING}
      </ConfirmDialog>
    </>
  );
}
