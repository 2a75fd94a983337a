import { type AffiliateProfile, PAYOUT_METHOD_LABELS, PAYOUT_METHODS } from "@cm/contracts";
import { Button, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import type { PayoutInput } from "../api/affiliates-api";

const EMPTY: PayoutInput = {
  phone: "",
  motivation: "",
  payout_method: "MOBILE_MONEY",
  bank_name: "",
  account_name: "",
  account_number: "",
  mobile_network: "",
  mobile_number: "",
};

/** The fields of a profile the form edits, from a stored profile. */
export const payoutOf = (p: AffiliateProfile | null | undefined): PayoutInput =>
  p
    ? {
        phone: p.phone,
        motivation: p.motivation,
        payout_method: p.payout_method,
        bank_name: p.bank_name,
        account_name: p.account_name,
        account_number: p.account_number,
        mobile_network: p.mobile_network,
        mobile_number: p.mobile_number,
      }
    : EMPTY;

const BANK_FIELDS = ["bank_name", "account_name", "account_number"] as const;
const MOBILE_FIELDS = ["mobile_network", "mobile_number"] as const;

/** The fields the form shows for the chosen way of payment, with their values. */
function shownFields(values: PayoutInput, withMotivation: boolean): Partial<PayoutInput> {
  const method = values.payout_method === "BANK_ACCOUNT" ? BANK_FIELDS : MOBILE_FIELDS;
  const names = ["phone", "payout_method", ...method, ...(withMotivation ? ["motivation"] : [])] as const;
  return Object.fromEntries(names.map((n) => [n, values[n as keyof PayoutInput]]));
}

/**
 * Contact and payout details: a bank account (bank, account name and number) or mobile money
 * (network and number). The server checks them; its messages show under each field.
 */
export function PayoutForm({
  initial,
  submitLabel,
  withMotivation = false,
  onSubmit,
}: {
  initial: PayoutInput;
  submitLabel: string;
  withMotivation?: boolean;
  onSubmit: (values: PayoutInput) => Promise<unknown>;
}) {
  const [values, setValues] = useState<PayoutInput>(initial);
  const [busy, setBusy] = useState(false);
  const bank = values.payout_method === "BANK_ACCOUNT";
  const server = useServerErrors(shownFields(values, withMotivation));
  const field = (name: keyof PayoutInput) => ({
    value: values[name],
    error: server.fieldError(name),
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    server.clear();
    try {
      await onSubmit(values);
    } catch (error) {
      server.show(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Phone number" required autoComplete="tel" {...field("phone")} />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="payout-method-label">
            How should we pay you?
          </Text>
          <SegmentedControl
            aria-labelledby="payout-method-label"
            data={PAYOUT_METHODS.map((m) => ({ value: m, label: PAYOUT_METHOD_LABELS[m] }))}
            value={values.payout_method}
            onChange={(v) => setValues((s) => ({ ...s, payout_method: v as PayoutInput["payout_method"] }))}
          />
        </Stack>
        {bank ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Bank" required {...field("bank_name")} />
            <TextInput label="Account name" required {...field("account_name")} />
            <TextInput label="Account number" required inputMode="numeric" {...field("account_number")} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Mobile money network"
              required
              placeholder="MTN Mobile Money"
              {...field("mobile_network")}
            />
            <TextInput label="Mobile money number" required autoComplete="tel" {...field("mobile_number")} />
          </SimpleGrid>
        )}
        {withMotivation && (
          <Textarea
            label="How will you tell churches about us? (optional)"
            autosize
            minRows={2}
            {...field("motivation")}
          />
        )}
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
