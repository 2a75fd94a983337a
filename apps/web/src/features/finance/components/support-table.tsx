import {
  msg,
  optionalText,
  PAYMENT_METHODS,
  pastDateInForm,
  positiveAmount,
  type SupportKind,
  type SupportPayment,
  todayIso,
} from "@cm/contracts";
import { Badge, Button, Group, Menu, Modal, SimpleGrid, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  useDataTableState,
} from "../../../components/data-table";
import {
  AmountField,
  ChoiceField,
  DateField,
  KitForm,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { errorMessage } from "../../../lib/api-client";
import { useWorkingChurchCurrency } from "../../../lib/church-currency";
import { formatCalendar, formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { useConfirmSupport, useSaveSupport, useSupportList } from "../api/finance-api";
import {
  money,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_OPTIONS,
  SUPPORT_STATUS_COLORS,
  translatedOptions,
} from "./finance-parts";

const t = translator("finance");

const monthOf = (period: string) => formatCalendar(period.slice(0, 7), "month");
const STATUS_OPTIONS = [
  { value: "RECORDED", label: msg("Recorded") },
  { value: "CONFIRMED", label: msg("Confirmed") },
  { value: "DISPUTED", label: msg("Disputed") },
];

const supportForm = z.object({
  period: z.string().regex(/^\d{4}-\d{2}$/, { error: () => t("Choose the month it is for.") }),
  amount: positiveAmount,
  paid_on: pastDateInForm("The date paid"),
  method: z.enum(PAYMENT_METHODS),
  reference: optionalText(100),
});
/** Records a month's support payment, or corrects one (a disputed one is then recorded again). */
function SupportForm({
  kind,
  payment,
  onDone,
}: {
  kind: SupportKind;
  payment: SupportPayment | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("finance");
  const save = useSaveSupport(kind);
  const kit = useSchemaForm(supportForm, {
    defaultValues: {
      period: payment?.period ?? todayIso().slice(0, 7),
      amount: payment?.amount ?? "",
      paid_on: payment?.paid_on ?? todayIso(),
      method: payment?.method ?? "BANK_TRANSFER",
      reference: payment?.reference ?? "",
    },
    failure: t("The payment was not saved"),
    onSubmit: async (values) => {
      await save.mutateAsync({ id: payment?.id ?? null, data: values });
      notify.success(
        payment
          ? t("The payment has been corrected.")
          : t(
              "{kind, select, ministry {The ministry support has been recorded.} other {The regional support has been recorded.}}",
              { kind },
            ),
      );
      onDone();
    },
  });
  const churchCurrency = useWorkingChurchCurrency();
  return (
    <KitForm
      kit={kit}
      label={t("{kind, select, ministry {Record ministry support} other {Record regional support}}", {
        kind,
      })}
      submitLabel={payment ? t("Save the correction") : t("Record payment")}
      onCancel={onDone}
    >
      {payment?.dispute_note && (
        <Text fz="sm" c="red">
          {t("Disputed: {note}", { note: payment.dispute_note })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="period" label={t("For the month")} type="month" required />
        <AmountField
          name="amount"
          label={t("Amount")}
          currency={payment?.currency ?? churchCurrency}
          required
        />
        <DateField name="paid_on" label={t("Date paid")} required />
        <ChoiceField
          name="method"
          label={t("Paid by")}
          data={translatedOptions(PAYMENT_METHOD_OPTIONS, t)}
          fallback="BANK_TRANSFER"
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextField
        name="reference"
        label={t("Reference")}
        description={t("The bank slip or transfer number")}
      />
    </KitForm>
  );
}

type Editing = { payment: SupportPayment | null } | null;

/**
 * Support payments of one kind: a church's own (recorded by its bookkeepers), or every church's on
 * the national pages; the receiving side confirms them, or disputes them with a note.
 */
export function SupportTable({
  kind,
  canRecord,
  canConfirm,
  acrossChurches = false,
  since,
}: {
  kind: SupportKind;
  canRecord: boolean;
  canConfirm: boolean;
  acrossChurches?: boolean;
  /** Only payments for months from this date on (this year on the overview). */
  since?: string;
}) {
  const { t } = useTranslation("finance");
  const table = useDataTableState({ ordering: "-period", pageSize: 10 });
  const params = { ...table.params, filters: { ...table.params.filters, period__gte: since } };
  const list = useSupportList(kind, params, acrossChurches);
  const confirm = useConfirmSupport(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [shownEditing, release] = useHeldValue(editing);
  const [disputing, setDisputing] = useState<SupportPayment | null>(null);
  const [note, setNote] = useState("");

  async function decide(payment: SupportPayment, disputeNote: string | null) {
    try {
      await confirm.mutateAsync({ id: payment.id, note: disputeNote });
      notify.success(
        disputeNote === null
          ? t("The payment is confirmed as received.")
          : t("The payment is marked as disputed."),
      );
      setDisputing(null);
      setNote("");
    } catch (error) {
      notify.error({ title: t("Nothing was changed"), message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<SupportPayment>[] = [
    ...(acrossChurches ? [{ key: "church_name", header: t("Church") }] : []),
    { key: "period", header: t("For"), sortable: true, render: (row) => monthOf(row.period) },
    {
      key: "amount",
      header: t("Amount"),
      sortable: true,
      align: "right" as const,
      render: (row) => money(row.amount, row.currency),
    },
    { key: "paid_on", header: t("Paid on"), sortable: true, render: (row) => formatDate(row.paid_on) },
    {
      key: "method",
      header: t("Paid by"),
      render: (row) => t(PAYMENT_METHOD_LABELS[row.method] ?? row.method),
    },
    {
      key: "status",
      header: t("Status"),
      render: (row) => (
        <Tooltip label={row.dispute_note} disabled={!row.dispute_note} multiline w={260}>
          <Badge
            color={SUPPORT_STATUS_COLORS[row.status]}
            variant="light"
            tabIndex={row.dispute_note ? 0 : undefined}
          >
            {t(STATUS_OPTIONS.find((o) => o.value === row.status)?.label ?? row.status)}
          </Badge>
        </Tooltip>
      ),
    },
    actionsColumn<SupportPayment>({
      label: (row) =>
        acrossChurches
          ? t("Actions for the payment for {month} of {church}", {
              month: monthOf(row.period),
              church: row.church_name,
            })
          : t("Actions for the payment for {month}", { month: monthOf(row.period) }),
      menu: (row) => {
        const items = [];
        if (canConfirm && row.status !== "CONFIRMED")
          items.push(
            <Menu.Item
              key="confirm"
              leftSection={<IconCheck size={16} />}
              onClick={() => void decide(row, null)}
            >
              {t("Confirm as received")}
            </Menu.Item>,
          );
        if (canConfirm && row.status === "RECORDED")
          items.push(
            <Menu.Item
              key="dispute"
              leftSection={<IconAlertTriangle size={16} />}
              onClick={() => setDisputing(row)}
            >
              {t("Dispute")}
            </Menu.Item>,
          );
        if (canRecord && row.status !== "CONFIRMED")
          items.push(
            <Menu.Item key="edit" onClick={() => setEditing({ payment: row })}>
              {row.status === "DISPUTED" ? t("Correct") : t("Edit")}
            </Menu.Item>,
          );
        return items.length ? items : null;
      },
    }),
  ];

  return (
    <Stack gap="sm">
      <DataTable
        label={
          acrossChurches
            ? t(
                "{kind, select, ministry {Ministry support of every church} other {Regional support of every church}}",
                {
                  kind,
                },
              )
            : t(
                "{kind, select, ministry {Payments of ministry support} other {Payments of regional support}}",
                {
                  kind,
                },
              )
        }
        columns={columns}
        rows={list.data?.results}
        total={list.data?.count ?? 0}
        hasNext={Boolean(list.data?.next)}
        loading={list.isPending}
        fetching={list.isFetching && list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        state={table}
        searchPlaceholder={t("Search references")}
        emptyMessage={
          since
            ? t(
                "{kind, select, ministry {No ministry support recorded this year.} other {No regional support recorded this year.}}",
                { kind },
              )
            : t(
                "{kind, select, ministry {No ministry support recorded.} other {No regional support recorded.}}",
                {
                  kind,
                },
              )
        }
        minWidth={acrossChurches ? 820 : 680}
        filters={
          <FilterSelect
            table={table}
            name="status"
            label={t("Status")}
            placeholder={t("Any status")}
            data={translatedOptions(STATUS_OPTIONS, t)}
            maxWidth={170}
          />
        }
        actions={
          canRecord && (
            <Button
              leftSection={<IconPlus size={16} />}
              variant="light"
              onClick={() => setEditing({ payment: null })}
            >
              {t("{kind, select, ministry {Record ministry support} other {Record regional support}}", {
                kind,
              })}
            </Button>
          )
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onExitTransitionEnd={release}
        title={
          <Text fw={700} fz="lg">
            {shownEditing?.payment
              ? t("Correct the payment")
              : t("{kind, select, ministry {Record ministry support} other {Record regional support}}", {
                  kind,
                })}
          </Text>
        }
        centered
      >
        {shownEditing && (
          <SupportForm
            key={shownEditing.payment?.id ?? "new"}
            kind={kind}
            payment={shownEditing.payment}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={disputing !== null}
        onClose={() => setDisputing(null)}
        title={
          <Text fw={700} fz="lg">
            {t("Dispute this payment?")}
          </Text>
        }
        centered
      >
        <Stack gap="md">
          <Textarea
            label={t("What does not match")}
            description={t("The church sees this note and corrects the payment.")}
            withAsterisk
            rows={3}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDisputing(null)}>
              {t("Cancel")}
            </Button>
            <Button
              color="red"
              disabled={!note.trim()}
              loading={confirm.isPending}
              onClick={() => disputing && void decide(disputing, note.trim())}
            >
              {t("Dispute")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
