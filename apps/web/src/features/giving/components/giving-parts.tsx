import { type BatchStatus, formatMoney } from "@cm/contracts";
import { msg } from "@cm/contracts/rules";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListFilter } from "../../../components/data-table";

/** How a gift was given, in plain words. */
export const METHOD_LABELS: Record<string, string> = {
  CASH: msg("Cash"),
  CHEQUE: msg("Cheque"),
  BANK_TRANSFER: msg("Bank transfer"),
  MOBILE_MONEY: msg("Mobile money"),
  CARD: msg("Card"),
};

/** The method choices, translated. */
export const methodOptions = (t: (key: string) => string) =>
  Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label: t(label) }));

const STATUS: Record<BatchStatus, { label: string; color: string }> = {
  OPEN: { label: msg("Being counted"), color: "blue" },
  SUBMITTED: { label: msg("Waiting for a second counter"), color: "orange" },
  CONFIRMED: { label: msg("Confirmed"), color: "teal" },
};

export const statusOptions = (t: (key: string) => string) =>
  Object.entries(STATUS).map(([value, s]) => ({ value, label: t(s.label) }));

/** A count's state as a badge. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  const { t } = useTranslation("giving");
  const shown = STATUS[status];
  return (
    <Badge color={shown.color} variant="light">
      {t(shown.label)}
    </Badge>
  );
}

/** The fund filter of a list of gifts: any fund, or one of the funds given. */
export const fundFilter = (
  t: (key: string) => string,
  funds: readonly { id: number; name: string }[] | undefined,
): ListFilter => ({
  name: "fund",
  label: t("Fund"),
  placeholder: t("Any fund"),
  data: (funds ?? []).map((f) => ({ value: String(f.id), label: f.name })),
  maxWidth: 200,
});

/** "GHS 1,250.00". */
export const money = (amount: string, currency: string) => formatMoney(amount, currency);

/** The page of one count. */
export const batchPath = (id: number) => `/giving/batches/${id}`;
