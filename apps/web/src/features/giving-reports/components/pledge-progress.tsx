import { formatMoney, type Pledge } from "@cm/contracts";
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A pledge's progress: a bar and "given of target". */
export function PledgeProgress({ pledge }: { pledge: Pledge }) {
  const { t } = useTranslation("giving-reports");
  const text = t("{given} of {target} ({percent} %)", {
    given: formatMoney(pledge.given, pledge.currency),
    target: formatMoney(pledge.amount, pledge.currency),
    percent: pledge.percent,
  });
  return (
    <Stack gap={4} miw={140}>
      <Progress
        value={Math.min(100, pledge.percent)}
        color={pledge.percent >= 100 ? "teal" : "blue"}
        aria-label={t("Progress of the pledge")}
        size="sm"
      />
      <Text fz="xs">{text}</Text>
    </Stack>
  );
}
