import type { AffiliateDashboard } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useRequestWithdrawal } from "../api/affiliates-api";

/** Asks for a withdrawal, with the available balance in view; the server checks minimum and balance. */
export function WithdrawalRequest({ dashboard }: { dashboard: AffiliateDashboard }) {
  const request = useRequestWithdrawal();
  const currencies = dashboard.balances.map((b) => b.currency);
  const [currency, setCurrency] = useState(currencies[0] ?? "GHS");
  const [amount, setAmount] = useState("");
  const server = useServerErrors({ amount, currency });
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
            server.clear();
            try {
              await request.mutateAsync({ amount: amount.trim(), currency });
              notify.success("Your withdrawal request has been sent.");
              setAmount("");
            } catch (err) {
              server.show(err);
            }
          }}
        >
          <FormAlert message={server.alert} />
          <Group align="flex-start" gap="sm" wrap="wrap" mt={server.alert ? "sm" : undefined}>
            {currencies.length > 1 && (
              <Select
                label="Currency"
                data={currencies}
                value={currency}
                onChange={(v) => v && setCurrency(v)}
                allowDeselect={false}
                error={server.fieldError("currency")}
                w={120}
              />
            )}
            <TextInput
              label={`Amount (${currency})`}
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={server.fieldError("amount")}
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
