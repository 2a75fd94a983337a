import { Center, Progress, RingProgress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOADING_TITLE, loadingMessage, loadingStateAt, stageText } from "./loading-progress";
import { useLoadingSpeed } from "./loading-speed";

const TICK_MS = 100;

/** The current time, refreshed every `ms` while mounted. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

type LoadingScreenProps = {
  /**
   * When loading began (ms since the epoch). Everything shown is a function of the time since,
   * so two screens for one page change (the entry pause, then the code still arriving) continue
   * each other instead of starting over.
   */
  startedAt: number;
  minHeight?: string | number;
};

/** The signed-in loading screen (spec section 2): a ring, a bar, the title, a message and a stage. */
export function LoadingScreen({ startedAt, minHeight = "60vh" }: LoadingScreenProps) {
  const { t } = useTranslation("common");
  const speed = useLoadingSpeed();
  const elapsed = Math.max(0, useNow(TICK_MS) - startedAt);
  const { progress, wraps } = loadingStateAt(elapsed, speed);
  const percent = Math.floor(progress);

  return (
    <Center mih={minHeight} px="md" role="status" aria-live="polite" aria-label={t(LOADING_TITLE)}>
      <Stack align="center" gap="sm" w="100%" maw={360} ta="center">
        <RingProgress
          size={96}
          thickness={8}
          roundCaps
          sections={[{ value: progress, color: "brand" }]}
          label={
            <Text ta="center" fz="sm" fw={700} c="brand.7" data-testid="loading-percent">
              {percent}%
            </Text>
          }
        />
        <Title order={2} fz="xl" fw={700}>
          {t(LOADING_TITLE)}
        </Title>
        <Text c={wraps > 0 ? "orange.8" : "dimmed"} fz="sm" data-testid="loading-message">
          {loadingMessage(wraps, (key, values) => t(key, values ?? {}))}
        </Text>
        <Progress
          value={progress}
          w="100%"
          size="sm"
          radius="xl"
          transitionDuration={wraps > 0 && progress < 2 ? 0 : TICK_MS}
          aria-label={t("Loading progress")}
        />
        <Text fz="xs" c="dimmed" fw={500} data-testid="loading-stage">
          {t(stageText(elapsed))}
        </Text>
      </Stack>
    </Center>
  );
}
