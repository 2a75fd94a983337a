import type { ServingPlan, ServingPlanPosition } from "@cm/contracts";
import { todayIso } from "@cm/contracts";
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconUserPlus,
  IconWand,
  IconX,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDrawer } from "../../../components/form-drawer";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useAskToServe, useMonthPlans } from "../api/serving-api";
import { AddServiceForm, AskForm, FillRotaForm } from "./rota-forms";
import { lastDayOf, monthAfter, STATUS_COLORS, STATUS_LABELS } from "./serving-words";

type Asking = { plan: number; position: number; team: number };
type Withdrawing = { id: number; name: string };

/** One position at a service: who is down and, highlighted, the places still open. */
function PositionLine({
  line,
  canWrite,
  onAsk,
  onWithdraw,
}: {
  line: ServingPlanPosition;
  canWrite: boolean;
  onAsk: () => void;
  onWithdraw: (w: Withdrawing) => void;
}) {
  const { t } = useTranslation("serving");
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={4}>
      <Stack gap={2}>
        <Text fz="sm" fw={600}>
          {line.team_name} · {line.position_name}
        </Text>
        <Group gap={6}>
          {line.people.map((p) => (
            <Badge
              key={p.assignment}
              variant="light"
              color={STATUS_COLORS[p.status]}
              rightSection={
                canWrite ? (
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="gray"
                    aria-label={t("Take back the ask of {name}", { name: p.name })}
                    onClick={() => onWithdraw({ id: p.assignment, name: p.name })}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                ) : undefined
              }
            >
              {p.name} · {t(STATUS_LABELS[p.status])}
            </Badge>
          ))}
          {line.open > 0 && (
            <Badge color="orange" variant="filled">
              {t("{count, plural, one {# place open} other {# places open}}", { count: line.open })}
            </Badge>
          )}
        </Group>
      </Stack>
      {canWrite && line.open > 0 && (
        <Button size="compact-sm" variant="light" leftSection={<IconUserPlus size={14} />} onClick={onAsk}>
          {t("Ask someone")}
        </Button>
      )}
    </Group>
  );
}

/** One service: its date and time, and each position it needs. */
function ServiceCard({
  plan,
  canWrite,
  onAsk,
  onWithdraw,
}: {
  plan: ServingPlan;
  canWrite: boolean;
  onAsk: (a: Asking) => void;
  onWithdraw: (w: Withdrawing) => void;
}) {
  const { t } = useTranslation("serving");
  const passed = plan.date < todayIso();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={plan.open > 0 && !passed ? { borderColor: "var(--mantine-color-orange-5)" } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} component="h3" fz="md">
            {formatCalendar(plan.date, "weekdayDate")} · {plan.name}
            {plan.time ? ` · ${plan.time}` : ""}
          </Text>
          {passed ? (
            <Badge variant="outline" color="gray">
              {t("Passed")}
            </Badge>
          ) : plan.open > 0 ? (
            <Badge color="orange">
              {t("{count, plural, one {# open} other {# open}}", { count: plan.open })}
            </Badge>
          ) : (
            <Badge color="teal">{t("Filled")}</Badge>
          )}
        </Group>
        {plan.positions.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("No positions needed. Add positions to the teams first.")}
          </Text>
        ) : (
          plan.positions.map((line) => (
            <PositionLine
              key={line.position}
              line={line}
              canWrite={canWrite && !passed}
              onAsk={() => onAsk({ plan: plan.id, position: line.position, team: line.team })}
              onWithdraw={onWithdraw}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** A month of services with open places highlighted; the office adds services, fills and asks. */
export function RotaMonth({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation("serving");
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const plans = useMonthPlans(month, lastDayOf(month));
  const { withdraw } = useAskToServe();
  const [adding, setAdding] = useState(false);
  const [filling, setFilling] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);

  async function takeBack(w: Withdrawing) {
    try {
      await withdraw.mutateAsync(w.id);
      notify.success(t("The ask of {name} has been taken back.", { name: w.name }));
    } catch (error) {
      notify.error({ title: t("The ask was not taken back"), message: errorMessage(error) });
    } finally {
      setWithdrawing(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("Previous month")}
            onClick={() => setMonth(monthAfter(month, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={700} fz="lg" component="h2" miw={140} ta="center">
            {formatCalendar(month, "month")}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("Next month")}
            onClick={() => setMonth(monthAfter(month, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        {canWrite && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              {t("Add a service")}
            </Button>
            <Button leftSection={<IconWand size={16} />} onClick={() => setFilling(true)}>
              {t("Fill the rota")}
            </Button>
          </Group>
        )}
      </Group>
      {plans.isError ? (
        <QueryRetryAlert title={t("We could not load the services")} query={plans} />
      ) : plans.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading the services…")}
        </Text>
      ) : plans.data.results.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {canWrite
            ? t("No services this month yet. Fill the rota to make the Sunday services and ask people.")
            : t("No services this month yet.")}
        </Text>
      ) : (
        plans.data.results.map((plan) => (
          <ServiceCard
            key={plan.id}
            plan={plan}
            canWrite={canWrite}
            onAsk={setAsking}
            onWithdraw={setWithdrawing}
          />
        ))
      )}
      <FormDrawer
        state={adding ? true : null}
        onClose={() => setAdding(false)}
        title={() => t("Add a service")}
      >
        {() => <AddServiceForm onDone={() => setAdding(false)} />}
      </FormDrawer>
      <FormDrawer
        state={filling ? month : null}
        onClose={() => setFilling(false)}
        title={() => t("Fill the rota")}
      >
        {(shown) => <FillRotaForm month={shown} onDone={() => setFilling(false)} />}
      </FormDrawer>
      <FormDrawer state={asking} onClose={() => setAsking(null)} title={() => t("Ask someone to serve")}>
        {(a) => <AskForm {...a} onDone={() => setAsking(null)} />}
      </FormDrawer>
      <ConfirmDialog
        opened={withdrawing !== null}
        onCancel={() => setWithdrawing(null)}
        danger
        onConfirm={() => withdrawing && void takeBack(withdrawing)}
        busy={withdraw.isPending}
        title={t("Take back the ask of {name}?", { name: withdrawing?.name ?? "" })}
        confirmLabel={t("Take back")}
      >
        {t("Their place at this service opens again.")}
      </ConfirmDialog>
    </Stack>
  );
}
