import { Alert, Group, Paper, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/retry-alert";
import { formatDate } from "../../../lib/format-date";
import { useOwnGiving } from "../api/giving-api";
import { METHOD_LABELS, money } from "./giving-parts";

/** The signed-in member's own confirmed gifts of a year, read only. */
export function MyGiving() {
  const { t } = useTranslation("giving");
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const giving = useOwnGiving(year);
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));

  if (giving.isError)
    return (
      <RetryAlert
        title={t("Your giving could not be loaded")}
        error={giving.error}
        onRetry={() => void giving.refetch()}
      />
    );
  const data = giving.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} fz="lg">
            {t("My giving")}
          </Text>
          <Select
            label={t("Year")}
            data={years}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
            allowDeselect={false}
            w={120}
          />
        </Group>
        {data && !data.linked && (
          <Alert color="blue">
            {t("Your account is not linked to a member record yet. Ask your church office to link it.")}
          </Alert>
        )}
        {data?.linked && data.gifts.length === 0 && (
          <Text c="dimmed">{t("No confirmed gifts in this year.")}</Text>
        )}
        {data?.totals.map((total) => (
          <Text key={total.currency} fw={600} data-testid="my-giving-total">
            {t("Total for {year}: {amount}", { year, amount: money(total.total, total.currency) })}
          </Text>
        ))}
        {data && data.gifts.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={t("My gifts")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Date")}</Table.Th>
                  <Table.Th>{t("Fund")}</Table.Th>
                  <Table.Th ta="right">{t("Amount")}</Table.Th>
                  <Table.Th visibleFrom="sm">{t("Given by")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.gifts.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td>{formatDate(g.given_on)}</Table.Td>
                    <Table.Td>{g.fund_name}</Table.Td>
                    <Table.Td ta="right">{money(g.amount, g.currency)}</Table.Td>
                    <Table.Td visibleFrom="sm">{t(METHOD_LABELS[g.method] ?? g.method)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
