import type { Program } from "@cm/contracts";
import { Anchor, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListStates } from "../../../components/list-states";
import { TitledSection } from "../../../components/titled-section";
import { usePendingUpdates, useProgramList } from "../api/programs-api";
import { formatDay, occurrencePath, programPath } from "./program-parts";
import { StepDialog, type StepRequest } from "./program-steps";
import { scheduleInWords } from "./schedule-words";

/** What waits for someone: programs to approve, and past dates whose outcome is not recorded. */
export function PendingView({ canApprove, canWrite }: { canApprove: boolean; canWrite: boolean }) {
  const { t } = useTranslation("programs");
  const programs = useProgramList({ page_size: 100, ordering: "start_date", filters: { status: "PENDING" } });
  const dates = usePendingUpdates();
  const [step, setStep] = useState<StepRequest>(null);
  const waiting: Program[] = programs.data?.results ?? [];
  return (
    <Stack gap="lg">
      <TitledSection title={t("Programs waiting for approval")}>
        <ListStates
          query={programs}
          loading={<Skeleton h={60} aria-label={t("Loading the programs")} />}
          isEmpty={waiting.length === 0}
          empty={t("No program is waiting for approval.")}
        />
        <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {waiting.map((p) => (
            <Group key={p.id} component="li" justify="space-between" gap="xs">
              <div>
                <Anchor component={Link} to={programPath(p.id)} fw={600} fz="sm">
                  {p.title}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {t("{schedule} from {day} at {time} · submitted by {name}", {
                    schedule: scheduleInWords(p.recurrence, p.start_date),
                    day: formatDay(p.start_date),
                    time: p.start_time,
                    name: p.submitted_by_name || "—",
                  })}
                </Text>
              </div>
              {canApprove ? (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    onClick={() => setStep({ program: p, step: "approve" })}
                    aria-label={t("Approve {title}", { title: p.title })}
                  >
                    {t("Approve")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setStep({ program: p, step: "reject" })}
                    aria-label={t("Send back {title}", { title: p.title })}
                  >
                    {t("Send back")}
                  </Button>
                </Group>
              ) : (
                <Text fz="xs" c="dimmed">
                  {t("A church admin approves it.")}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </TitledSection>
      <TitledSection title={t("Past dates without an outcome")}>
        <ListStates
          query={dates}
          loading={<Skeleton h={60} aria-label={t("Loading the dates")} />}
          isEmpty={dates.data?.length === 0}
          empty={t("Every past date has its outcome recorded.")}
        />
        <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {dates.data?.map((o) => (
            <Group key={o.id} component="li" justify="space-between" gap="xs">
              <div>
                <Text fw={600} fz="sm">
                  {o.program_title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t("{day} at {time}", { day: formatDay(o.local_date), time: o.local_time })}
                  {o.location ? ` · ${o.location}` : ""}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant={canWrite ? "filled" : "default"}
                component={Link}
                to={occurrencePath(o.id)}
                aria-label={
                  canWrite
                    ? t("Record the outcome of {title} on {date}", {
                        title: o.program_title,
                        date: o.local_date,
                      })
                    : t("Open {title} on {date}", { title: o.program_title, date: o.local_date })
                }
              >
                {canWrite ? t("Record the outcome") : t("Open")}
              </Button>
            </Group>
          ))}
        </Stack>
      </TitledSection>
      <StepDialog request={step} onClose={() => setStep(null)} />
    </Stack>
  );
}
