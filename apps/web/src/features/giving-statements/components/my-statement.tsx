import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { downloadOwnStatement } from "../api/statements-api";

/** The signed-in member's giving statement of a year, downloaded as a PDF. */
export function MyStatement() {
  const { t } = useTranslation("giving-statements");
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [busy, setBusy] = useState(false);
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));

  const download = async () => {
    setBusy(true);
    try {
      await downloadOwnStatement(year);
    } catch (error) {
      notify.error({ title: t("The statement was not downloaded"), message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          {t("Giving statement")}
        </Text>
        <Text fz="sm" c="dimmed">
          {t("A PDF of your confirmed gifts of a year, with the totals per fund, for your records.")}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t("Statement year")}
            data={years}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
            allowDeselect={false}
            w={120}
          />
          <Button leftSection={<IconFileDownload size={16} />} onClick={download} loading={busy}>
            {t("Download my statement")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
