import { msg } from "@cm/contracts";
import { SegmentedControl, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  LOADING_RATES,
  LOADING_SPEEDS,
  type LoadingSpeed,
  loadingPreference,
  parseLoadingSpeed,
  useLoadingSpeed,
} from "../../../components/loading-screen";
import { SettingCard } from "./setting-card";

const LABELS: Record<LoadingSpeed, string> = {
  fast: msg("Fast"),
  normal: msg("Normal"),
  slow: msg("Slow"),
  "very-slow": msg("Very slow"),
};

/** The loading-time option (spec section 2): how fast the loading screen's bar fills, kept per browser. */
export function LoadingSpeedCard() {
  const { t } = useTranslation("profile");
  const speed = useLoadingSpeed();
  return (
    <SettingCard
      title={t("Loading screen")}
      intro={[
        t(
          "How quickly the progress bar fills while a page is prepared. This choice is kept on this browser only.",
        ),
      ]}
    >
      <SegmentedControl
        aria-label={t("Loading time")}
        value={speed}
        onChange={(value) => loadingPreference.set(parseLoadingSpeed(value))}
        data={LOADING_SPEEDS.map((s) => ({ value: s, label: t(LABELS[s]) }))}
        fullWidth
        maw={520}
      />
      <Text fz="xs" c="dimmed">
        {t("{speed}: the bar fills at {rate}% per second, and more slowly past 90%.", {
          speed: t(LABELS[speed]),
          rate: LOADING_RATES[speed],
        })}
      </Text>
    </SettingCard>
  );
}
