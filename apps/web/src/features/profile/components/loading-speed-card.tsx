import { Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import {
  LOADING_RATES,
  LOADING_SPEEDS,
  type LoadingSpeed,
  loadingPreference,
  parseLoadingSpeed,
  useLoadingSpeed,
} from "../../../components/loading-screen";

const LABELS: Record<LoadingSpeed, string> = {
  fast: "Fast",
  normal: "Normal",
  slow: "Slow",
  "very-slow": "Very slow",
};

/** The loading-time option (spec section 2): how fast the loading screen's bar fills, kept per browser. */
export function LoadingSpeedCard() {
  const speed = useLoadingSpeed();
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" mb={4}>
            Loading screen
          </Title>
          <Text c="dimmed" fz="sm">
            How quickly the progress bar fills while a page is prepared. This choice is kept on this browser
            only.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Loading time"
          value={speed}
          onChange={(value) => loadingPreference.set(parseLoadingSpeed(value))}
          data={LOADING_SPEEDS.map((s) => ({ value: s, label: LABELS[s] }))}
          fullWidth
          maw={520}
        />
        <Text fz="xs" c="dimmed">
          {LABELS[speed]}: the bar fills at {LOADING_RATES[speed]}% per second, and more slowly past 90%.
        </Text>
      </Stack>
    </Paper>
  );
}
