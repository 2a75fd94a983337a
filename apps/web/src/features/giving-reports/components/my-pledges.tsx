import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/retry-alert";
import { formatDate } from "../../../lib/format-date";
import { useOwnPledges } from "../api/giving-reports-api";
import { PledgeProgress } from "./pledge-progress";

/** The signed-in member's pledges (and their household's) with what has been given toward each. */
export function MyPledges() {
  const { t } = useTranslation("giving-reports");
  const mine = useOwnPledges();
  if (mine.isError)
    return (
      <RetryAlert
        title={t("Your pledges could not be loaded")}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  // Someone not linked to a member record is told so by their giving above.
  if (!mine.data?.linked) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={700} fz="lg" component="h2">
          {t("My pledges")}
        </Text>
        {mine.data.pledges.length === 0 && <Text c="dimmed">{t("You have no pledges.")}</Text>}
        {mine.data.pledges.map((p) => (
          <Stack key={p.id} gap={4} data-testid="my-pledge">
            <Text fw={600}>{p.fund_name}</Text>
            <Text fz="sm" c="dimmed">
              {t("{from} to {to}", { from: formatDate(p.starts_on), to: formatDate(p.ends_on) })}
              {p.household ? ` · ${t("Household pledge of {name}", { name: p.donor_name })}` : ""}
            </Text>
            <PledgeProgress pledge={p} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
