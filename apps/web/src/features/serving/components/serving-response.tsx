import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar } from "../../../lib/format-date";
import { useRespondToRequest, useServingRequest } from "../api/serving-api";
import { STATUS_COLORS, STATUS_LABELS } from "./serving-words";

/** The page an e-mailed "can you serve?" link opens: what was asked, and a button for each answer. */
export function ServingResponseView({
  token,
  suggested,
}: {
  token: string;
  suggested: "accept" | "decline" | null;
}) {
  const { t } = useTranslation("serving");
  const asked = useServingRequest(token);
  const reply = useRespondToRequest(token);
  if (asked.isPending)
    return (
      <Text c="dimmed" role="status">
        {t("Loading…")}
      </Text>
    );
  if (asked.isError)
    return (
      <Alert color="red" title={t("This link does not work")}>
        {errorMessage(asked.error)}
      </Alert>
    );
  const a = asked.data;
  const when = `${formatCalendar(a.date, "weekdayDate")}${a.time ? ` · ${a.time}` : ""}`;
  return (
    <Stack gap="md">
      <Text fz="lg">
        {t("{name}, {church} asks you to serve as {position} ({team}) at {service} on {when}.", {
          name: a.member_name,
          church: a.church_name,
          position: a.position_name,
          team: a.team_name,
          service: a.plan_name,
          when,
        })}
      </Text>
      <Group gap="xs">
        <Text fz="sm">{t("Your answer:")}</Text>
        <Badge color={STATUS_COLORS[a.status]} variant="light">
          {t(STATUS_LABELS[a.status])}
        </Badge>
      </Group>
      {reply.isError && (
        <Alert color="red" title={t("Your answer was not saved")}>
          {errorMessage(reply.error)}
        </Alert>
      )}
      {a.passed ? (
        <Text c="dimmed">{t("This service has passed: answers are no longer taken.")}</Text>
      ) : (
        <Group gap="sm">
          {a.status !== "accepted" && (
            <Button
              size="md"
              leftSection={<IconCheck size={18} />}
              variant={suggested === "decline" ? "default" : "filled"}
              loading={reply.isPending && reply.variables === "accept"}
              onClick={() => reply.mutate("accept")}
            >
              {t("I will serve")}
            </Button>
          )}
          {a.status !== "declined" && (
            <Button
              size="md"
              color="red"
              leftSection={<IconX size={18} />}
              variant={suggested === "decline" ? "filled" : "default"}
              loading={reply.isPending && reply.variables === "decline"}
              onClick={() => reply.mutate("decline")}
            >
              {t("I cannot serve")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
