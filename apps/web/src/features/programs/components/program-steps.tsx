import { msg, type Program } from "@cm/contracts";
import { Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { type ProgramStep, useProgramStep } from "../api/programs-api";
import { RecordDialog } from "./record-dialog";

export type StepRequest = { program: Program; step: ProgramStep } | null;

// Each step's words, in English; shown through t() with the program's {title}.
const STEPS: Record<
  ProgramStep,
  { title: string; confirm: string; done: (p: Program) => string; explain: string; note?: string }
> = {
  submit: {
    title: msg("Submit this program?"),
    confirm: msg("Submit"),
    done: (p) =>
      p.status === "APPROVED" ? msg("{title} is on the calendar.") : msg("{title} is waiting for approval."),
    explain: msg("{title} goes to a church admin for approval (yours goes on the calendar at once)."),
  },
  approve: {
    title: msg("Approve this program?"),
    confirm: msg("Approve"),
    done: () => msg("{title} is on the calendar."),
    explain: msg("{title} goes on the calendar and its dates for the next 12 months are made."),
  },
  reject: {
    title: msg("Send this program back?"),
    confirm: msg("Send back"),
    done: () => msg("{title} has been sent back as a draft."),
    explain: msg("{title} goes back to its author as a draft, with your note."),
    note: msg("What should change"),
  },
  cancel: {
    title: msg("Cancel this program?"),
    confirm: msg("Cancel the program"),
    done: () => msg("{title} has been cancelled."),
    explain: msg("The dates of {title} still to come are called off. Past dates and their outcomes stay."),
    note: msg("Why it is cancelled (optional)"),
  },
};

/** Asks before a program moves on (submit, approve, send back with a note, cancel). */
export function StepDialog({ request, onClose }: { request: StepRequest; onClose: () => void }) {
  const { t } = useTranslation("programs");
  const move = useProgramStep();
  const [note, setNote] = useState("");
  const step = request ? STEPS[request.step] : null;
  const server = useServerErrors(step?.note ? { note } : {});
  const close = () => {
    if (move.isPending) return;
    setNote("");
    server.clear();
    onClose();
  };
  async function confirm() {
    if (!request || !step) return;
    server.clear();
    if (request.step === "reject" && !note.trim()) return server.say(t("Say what should change."), "note");
    try {
      const saved = await move.mutateAsync({ id: request.program.id, step: request.step, note });
      notify.success(t(step.done(saved), { title: saved.title }));
      setNote("");
      onClose();
    } catch (error) {
      notify.error({ title: t("Nothing was changed"), message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={step ? t(step.title) : undefined}
      opened={request !== null}
      onClose={close}
      alert={server.alert}
      busy={move.isPending}
      cancelLabel={t("Back")}
      focusCancel
      danger={request?.step === "cancel" || request?.step === "reject"}
      submitLabel={step ? t(step.confirm) : undefined}
      onSubmit={() => void confirm()}
    >
      <Text fz="sm">{request && step ? t(step.explain, { title: request.program.title }) : ""}</Text>
      {step?.note && (
        <Textarea
          label={t(step.note)}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={server.fieldError("note")}
          withAsterisk={request?.step === "reject"}
          rows={3}
        />
      )}
    </RecordDialog>
  );
}
