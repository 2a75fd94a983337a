import { Anchor, Group, Paper, Text } from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translator } from "../../../lib/i18n";
import { formatCount } from "../../../lib/labels";

const t = translator("dashboard");

/** "+12 % on the previous period", "Same as the previous period", or what it was when it was nothing. */
export function changeText(
  value: number,
  previous: number,
): { text: string; direction: "up" | "down" | "same" } {
  if (value === previous) return { text: t("Same as the previous period"), direction: "same" };
  const direction = value > previous ? "up" : "down";
  if (previous === 0) return { text: t("Up from none in the previous period"), direction };
  const pct = Math.round(((value - previous) * 100) / Math.abs(previous));
  return {
    text: t("{change} % on the previous period", { change: `${pct > 0 ? "+" : ""}${pct}` }),
    direction,
  };
}

/** A figure of the period with its change against the period before, and the list behind it. */
export function ChangeFigure({
  label,
  value,
  shown,
  previous,
  hint,
  to,
  linkLabel,
}: {
  label: string;
  value: number | null;
  /** The value as written, when not a plain number (money, a rate). */
  shown?: string;
  previous?: number | null;
  hint?: string;
  to?: string;
  linkLabel?: string;
}) {
  const { t } = useTranslation("dashboard");
  const change =
    previous !== undefined && previous !== null && value !== null ? changeText(value, previous) : null;
  const Arrow = change?.direction === "down" ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {shown ?? (value === null ? "—" : formatCount(value))}
      </Text>
      {change && (
        <Group gap={4} wrap="nowrap">
          {change.direction !== "same" && (
            <Arrow
              size={14}
              aria-hidden
              color={`var(--mantine-color-${change.direction === "up" ? "teal" : "red"}-8)`}
            />
          )}
          <Text
            fz="xs"
            c={change.direction === "up" ? "teal.9" : change.direction === "down" ? "red.9" : "dimmed"}
          >
            {change.text}
          </Text>
        </Group>
      )}
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {to && (
        <Anchor component={Link} to={to} fz="xs">
          {linkLabel ?? t("See the list")}
        </Anchor>
      )}
    </Paper>
  );
}
