import type { AffiliateDashboard } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useRequestWithdrawal } from "../api/affiliates-api";

/** Asks for a withdrawal, with the available balance in view; the server checks minimum and balance. */
export function WithdrawalRequest({ dashboard }: { dashboard: AffiliateDashboard }) {
  const request = useRequestWithdrawal();
  const currencies = dashboard.balances.map((b) => b.currency);
  const [currency, setCurrency] = useState(currencies[0] ?? "GHS");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const balance = dashboard.balances.find((b) => b.currency === currency);
  const available = balance?.available ?? "0.00";
  const minimum = dashboard.settings.minimum_withdrawal;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Request a withdrawal
        </Title>
        <Text fz="sm">
          Available now: <strong>{formatMoney(available, currency)}</strong>
          {balance &&
            Number(balance.on_hold) > 0 &&
            ` (${formatMoney(balance.on_hold, currency)} still on hold)`}
          . The smallest withdrawal is {formatMoney(minimum, currency)}.
        </Text>
        <form
          aria-label="Request a withdrawal"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              await request.mutateAsync({ amount: amount.trim(), currency });
              notify.success("Your withdrawal request has been sent.");
              setAmount("");
            } catch (err) {
              setError(
                err instanceof ApiError && err.fieldErrors.amount
                  ? err.fieldErrors.amount.join(" ")
                  : errorMessage(err),
              );
            }
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            {currencies.length > 1 && (
              <Select
                label="Currency"
                data={currencies}
                value={currency}
                onChange={(v) => v && setCurrency(v)}
                allowDeselect={false}
                w={120}
              />
            )}
            <TextInput
              label={`Amount (${currency})`}
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={error}
              w={220}
            />
            <Button type="submit" mt={24} loading={request.isPending}>
              Request withdrawal
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
