import { type Donation, fromCents, givingBatchRules, toCents, viewerOf } from "@cm/contracts";
import { Alert, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { DetailFacts } from "../../../components/detail-facts";
import { RetryAlert } from "../../../components/retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth-store";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useBatch, useBatchStep, useDeleteDonation, useDonationList } from "../api/giving-api";
import { GiftEntry } from "./gift-entry";
import { BatchStatusBadge, METHOD_LABELS, money } from "./giving-parts";
import { ReverseDialog } from "./reverse-dialog";

const STEP_DONE = {
  submit: "The count has been submitted. Someone else confirms it now.",
  confirm: "The count has been confirmed and posted to the church's income.",
  reopen: "The count has been sent back to be corrected.",
} as const;

/**
 * One count: the gifts entered so far against the expected total, the entry form while it is
 * open, and its next step: submit (the counter), confirm or send back (a second person).
 */
export function BatchCount({
  id,
  canWrite,
  canConfirm,
}: {
  id: number;
  canWrite: boolean;
  canConfirm: boolean;
}) {
  const { t } = useTranslation("giving");
  const user = useCurrentUser();
  const batch = useBatch(id);
  const table = useDataTableState({ ordering: "-created_at", pageSize: 50 });
  const list = useDonationList({ ...table.params, filters: { ...table.params.filters, batch: id } });
  const step = useBatchStep();
  const [asked, setAsked] = useState<"submit" | "confirm" | "reopen" | null>(null);
  const [reversing, setReversing] = useState<Donation | null>(null);
  const deletion = useConfirmedDelete(useDeleteDonation(), {
    deleted: (d: Donation) =>
      t("{amount} has been taken out of the count.", { amount: money(d.amount, d.currency) }),
    failed: t("The gift was not taken out"),
  });

  if (batch.isError)
    return (
      <RetryAlert
        title={t("The count could not be loaded")}
        error={batch.error}
        onRetry={() => void batch.refetch()}
      />
    );
  const b = batch.data;
  if (!b || !user) return null;
  const open = givingBatchRules.change(b);
  const mayConfirm = canConfirm && givingBatchRules.confirm(viewerOf(user), b);
  const ownSubmission = b.status === "SUBMITTED" && b.submitted_by === user.id;
  const difference = toCents(b.expected_total) - toCents(b.total);
  const ratio = Number(toCents(b.total)) / Math.max(1, Number(toCents(b.expected_total)));

  async function run(which: "submit" | "confirm" | "reopen") {
    try {
      await step.mutateAsync({ id, step: which });
      notify.success(t(STEP_DONE[which]));
    } catch (error) {
      notify.error({ title: t("The count was not changed"), message: errorMessage(error) });
    } finally {
      setAsked(null);
    }
  }

  const columns: DataTableColumn<Donation>[] = [
    titleColumn({
      key: "fund_name",
      header: t("Fund"),
      title: (d) => d.fund_name,
      detail: (d) => (d.reverses ? t("Reverses an earlier gift: {note}", { note: d.note }) : d.note),
    }),
    moneyColumn("amount", t("Amount")),
    { key: "donor_name", header: t("Giver"), render: (d) => d.donor_name || t("Anonymous") },
    { key: "method", header: t("Given by"), render: (d) => t(METHOD_LABELS[d.method] ?? d.method) },
    { key: "reference", header: t("Reference"), onPhone: false },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Count of {date}", { date: formatDate(b.service_date) })}
          </Title>
          {b.note && <Text c="dimmed">{b.note}</Text>}
        </div>
        <BatchStatusBadge status={b.status} />
      </Group>
      <DetailFacts
        facts={[
          { label: t("Expected total"), value: money(b.expected_total, b.currency) },
          {
            label: t("Entered so far"),
            value: <span data-testid="count-total">{money(b.total, b.currency)}</span>,
          },
          { label: t("Gifts"), value: String(b.donation_count) },
          { label: t("Counted by"), value: b.submitted_by_name || b.created_by_name },
          { label: t("Submitted"), value: b.submitted_at ? formatDateTime(b.submitted_at) : "" },
          { label: t("Confirmed by"), value: b.confirmed_by_name },
        ]}
      />
      {open && (
        <Stack gap={4} aria-live="polite">
          <Progress
            value={Math.min(100, ratio * 100)}
            color={difference === 0n ? "teal" : "blue"}
            aria-hidden
          />
          <Text fz="sm" data-testid="count-difference">
            {difference === 0n
              ? t("The gifts match the expected total.")
              : difference > 0n
                ? t("{amount} still to enter.", { amount: money(fromCents(difference), b.currency) })
                : t("{amount} more than expected.", { amount: money(fromCents(-difference), b.currency) })}
          </Text>
        </Stack>
      )}
      {open && canWrite && <GiftEntry batch={b} />}
      <Group gap="sm">
        {open && canWrite && (
          <Button onClick={() => setAsked("submit")} disabled={b.donation_count === 0}>
            {t("Submit for confirmation")}
          </Button>
        )}
        {mayConfirm && (
          <Button color="teal" onClick={() => setAsked("confirm")}>
            {t("Confirm count")}
          </Button>
        )}
        {canConfirm && givingBatchRules.reopen(b) && (
          <Button variant="default" onClick={() => setAsked("reopen")}>
            {t("Send back")}
          </Button>
        )}
      </Group>
      {ownSubmission && (
        <Alert color="orange" title={t("Waiting for a second counter")}>
          {t("You submitted this count, so someone else must confirm it.")}
        </Alert>
      )}
      <ListTable
        label={t("Gifts in this count")}
        columns={columns}
        table={table}
        list={list}
        empty={{ none: t("No gifts entered yet."), filtered: t("No gifts match.") }}
        minWidth={640}
        rowActions={
          canWrite || canConfirm
            ? {
                label: (d) => t("Actions for the gift of {amount}", { amount: money(d.amount, d.currency) }),
                actions: [
                  {
                    label: t("Take out"),
                    icon: <IconTrash size={16} />,
                    danger: true,
                    when: () => open && canWrite,
                    onClick: deletion.ask,
                  },
                  {
                    label: t("Reverse"),
                    icon: <IconArrowBackUp size={16} />,
                    when: (d) => canConfirm && d.is_final && !d.reversed && d.reverses === null,
                    onClick: setReversing,
                  },
                ],
              }
            : undefined
        }
      />
      <ConfirmDialog
        opened={asked !== null}
        busy={step.isPending}
        title={
          asked === "confirm"
            ? t("Confirm this count?")
            : asked === "reopen"
              ? t("Send this count back?")
              : t("Submit this count?")
        }
        confirmLabel={
          asked === "confirm" ? t("Confirm count") : asked === "reopen" ? t("Send back") : t("Submit")
        }
        onConfirm={() => asked && void run(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked === "confirm"
          ? t(
              "Its {count, plural, one {# gift} other {# gifts}} become final and {amount} is posted to the church's income.",
              {
                count: b.donation_count,
                amount: money(b.total, b.currency),
              },
            )
          : asked === "reopen"
            ? t("The counter can then correct the gifts and submit the count again.")
            : t("Someone other than you must then confirm the count.")}
      </ConfirmDialog>
      <ConfirmDialog {...deletion.dialogProps} title={t("Take this gift out?")} confirmLabel={t("Take out")}>
        {t("{amount} will be taken out of the count.", {
          amount: deletion.target ? money(deletion.target.amount, deletion.target.currency) : "",
        })}
      </ConfirmDialog>
      <ReverseDialog gift={reversing} onClose={() => setReversing(null)} />
    </Stack>
  );
}
