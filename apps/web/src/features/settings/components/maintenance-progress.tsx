import type { MaintenanceRecord } from "@cm/contracts";
import { Button, Group, Slider, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useMaintenanceProgress } from "../api/settings-api";

const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

/** Tells waiting users how far the work has come. */
export function MaintenanceProgress({ record }: { record: MaintenanceRecord }) {
  const { t } = useTranslation("settings");
  const save = useMaintenanceProgress();
  const [progress, setProgress] = useState(record.progress);

  async function submit() {
    try {
      const saved = await save.mutateAsync(progress);
      notify.success(t("Progress set to {progress}%.", { progress: saved.progress }));
    } catch (error) {
      notify.error({ title: t("The progress was not saved"), message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        {t("Move the slider, then save. Users on the maintenance page see the new figure.")}
      </Text>
      <Slider
        value={progress}
        onChange={setProgress}
        min={0}
        max={100}
        step={5}
        marks={MARKS}
        label={(value) => `${value}%`}
        thumbLabel={t("Progress")}
        mb="md"
      />
      <Group justify="flex-end">
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={progress === record.progress}
        >
          {t("Save progress ({progress}%)", { progress })}
        </Button>
      </Group>
    </Stack>
  );
}
