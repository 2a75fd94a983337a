import type { ListTotals, SupportKind } from "@cm/contracts";
import { formatMoney, msg } from "@cm/contracts";
import { Group, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An amount in the one money format of the app ("GH₵ 1,250.00"). */
export const money = (amount: string, currency: string) => formatMoney(amount, currency);

/** The totals of the rows a list's filters select, per currency, under the table. */
export function ListTotalsLine({ totals, loading }: { totals: ListTotals | undefined; loading: boolean }) {
  const { t } = useTranslation("finance");
  if (loading && !totals) return <Skeleton h={20} w={260} />;
  if (!totals || totals.length === 0) return null;
  return (
    <Group gap="lg" aria-live="polite">
      {totals.map((total) => (
        <Text key={total.currency} fz="sm">
          {t("Total of the filtered rows:")}{" "}
          <Text span fw={700}>
            {money(total.total, total.currency)}
          </Text>{" "}
          <Text span c="dimmed">
            {t("({count, plural, one {# record} other {# records}})", { count: total.count })}
          </Text>
        </Text>
      ))}
    </Group>
  );
}

export { DateRangeFilter } from "../../../components/data-table";

export { ExportMenu } from "../../../components/export-menu";

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  CASH: msg("Cash"),
  MOBILE_MONEY: msg("Mobile money"),
  BANK_TRANSFER: msg("Bank transfer"),
  CARD: msg("Card"),
  CHEQUE: msg("Cheque"),
  OTHER: msg("Other"),
};
export const PAYMENT_METHOD_OPTIONS = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const EXPENSE_STATUS_OPTIONS = [
  { value: "PENDING", label: msg("Waiting for approval") },
  { value: "APPROVED", label: msg("Approved") },
  { value: "REJECTED", label: msg("Rejected") },
];
export const EXPENSE_STATUS_COLORS: Record<string, string> = {
  PENDING: "yellow",
  APPROVED: "teal",
  REJECTED: "red",
};
/** The two kinds of support a church remits, by their names. */
export const SUPPORT_KINDS: { value: SupportKind; label: string }[] = [
  { value: "ministry", label: msg("Ministry support") },
  { value: "regional", label: msg("Regional support") },
];
export const SUPPORT_STATUS_COLORS: Record<string, string> = {
  RECORDED: "blue",
  CONFIRMED: "teal",
  DISPUTED: "red",
};

/** This calendar year so far: the default period of the finance pages. */
export function thisYear(): { from: string; to: string } {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** A list of choices with its labels in the language shown (the labels are `msg()` keys). */
export function translatedOptions<T extends { label: string }>(
  options: T[],
  t: (key: string) => string,
): T[] {
  return options.map((option) => ({ ...option, label: t(option.label) }));
}
