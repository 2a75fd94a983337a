import type { AffiliateApplyInput } from "@cm/contracts";
import { type AffiliateProfile, PAYOUT_METHODS } from "@cm/contracts";
import { Button, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { KitForm, TextAreaField, TextField, useKitForm } from "../../../components/form-kit";
import { payoutLabel } from "./affiliate-words";

const EMPTY: AffiliateApplyInput = {
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
export const payoutOf = (p: AffiliateProfile | null | undefined): AffiliateApplyInput =>
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
function shownFields(values: AffiliateApplyInput, withMotivation: boolean): Partial<AffiliateApplyInput> {
  const method = values.payout_method === "BANK_ACCOUNT" ? BANK_FIELDS : MOBILE_FIELDS;
  const names = ["phone", "payout_method", ...method, ...(withMotivation ? ["motivation"] : [])] as const;
  return Object.fromEntries(names.map((n) => [n, values[n as keyof AffiliateApplyInput]]));
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
  initial: AffiliateApplyInput;
  submitLabel: string;
  withMotivation?: boolean;
  onSubmit: (values: AffiliateApplyInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("affiliates");
  const kit = useKitForm<AffiliateApplyInput>({
    defaultValues: initial,
    // Only the fields shown for the chosen way of payment take a message; the rest go above.
    fields: (values) => Object.keys(shownFields(values, withMotivation)),
    onSubmit,
  });
  const method = kit.form.watch("payout_method");
  return (
    <KitForm
      kit={kit}
      label={submitLabel}
      actions={
        <Button type="submit" loading={kit.submitting} style={{ alignSelf: "flex-start" }}>
          {submitLabel}
        </Button>
      }
    >
      <TextField name="phone" label={t("Phone number")} required autoComplete="tel" />
      <Controller
        control={kit.form.control}
        name="payout_method"
        render={({ field }) => (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="payout-method-label">
              {t("How should we pay you?")}
            </Text>
            <SegmentedControl
              aria-labelledby="payout-method-label"
              data={PAYOUT_METHODS.map((m) => ({ value: m, label: payoutLabel(m) }))}
              value={field.value}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
      {method === "BANK_ACCOUNT" ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name="bank_name" label={t("Bank")} required />
          <TextField name="account_name" label={t("Account name")} required />
          <TextField name="account_number" label={t("Account number")} required inputMode="numeric" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            name="mobile_network"
            label={t("Mobile money network")}
            required
            placeholder={t("MTN Mobile Money")}
          />
          <TextField name="mobile_number" label={t("Mobile money number")} required autoComplete="tel" />
        </SimpleGrid>
      )}
      {withMotivation && (
        <TextAreaField
          name="motivation"
          label={t("How will you tell churches about us? (optional)")}
          autosize
          minRows={2}
        />
      )}
    </KitForm>
  );
}
