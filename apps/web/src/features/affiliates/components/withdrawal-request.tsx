import type { AffiliateDashboard } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceField, KitForm, TextField, useKitForm } from "../../../components/form-kit";
import { sentenceWithValue, VALUE_MARK } from "../../../components/sentence-with-value";
import { notify } from "../../../lib/notify";
import { useRequestWithdrawal } from "../api/affiliates-api";

/** Asks for a withdrawal, with the available balance in view; the server checks minimum and balance. */
export function WithdrawalRequest({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t } = useTranslation("affiliates");
  const request = useRequestWithdrawal();
  const currencies = dashboard.balances.map((b) => b.currency);
  const kit = useKitForm({
    defaultValues: { amount: "", currency: currencies[0] ?? "GHS" },
    onSubmit: async (values: { amount: string; currency: string }) => {
      await request.mutateAsync({ amount: values.amount.trim(), currency: values.currency });
      notify.success(t("Your withdrawal request has been sent."));
      kit.form.setValue("amount", "");
    },
  });
  const currency = kit.form.watch("currency");
  const balance = dashboard.balances.find((b) => b.currency === currency);
  const available = balance?.available ?? "0.00";
  const minimum = dashboard.settings.minimum_withdrawal;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("Request a withdrawal")}
        </Title>
        <Text fz="sm">
          {sentenceWithValue(
            balance && Number(balance.on_hold) > 0
              ? t(
                  "Available now: {available} ({held} still on hold). The smallest withdrawal is {minimum}.",
                  {
                    available: VALUE_MARK,
                    held: formatMoney(balance.on_hold, currency),
                    minimum: formatMoney(minimum, currency),
                  },
                )
              : t("Available now: {available}. The smallest withdrawal is {minimum}.", {
                  available: VALUE_MARK,
                  minimum: formatMoney(minimum, currency),
                }),
            <strong>{formatMoney(available, currency)}</strong>,
          )}
        </Text>
        <KitForm kit={kit} label={t("Request a withdrawal")} gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            {currencies.length > 1 && (
              <ChoiceField
                name="currency"
                label={t("Currency")}
                data={currencies}
                allowDeselect={false}
                w={120}
              />
            )}
            <TextField
              name="amount"
              label={t("Amount ({currency})", { currency })}
              inputMode="decimal"
              required
              w={220}
            />
            <Button type="submit" mt={24} loading={kit.submitting}>
              {t("Request withdrawal")}
            </Button>
          </Group>
        </KitForm>
      </Stack>
    </Card>
  );
}
