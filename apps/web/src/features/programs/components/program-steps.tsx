import type { Program } from "@cm/contracts";
import { Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { type ProgramStep, useProgramStep } from "../api/programs-api";
import { RecordDialog } from "./record-dialog";

export type StepRequest = { program: Program; step: ProgramStep } | null;

const STEPS: Record<
  ProgramStep,
  { title: string; confirm: string; done: (p: Program) => string; note?: string }
> = {
  submit: {
    title: "Submit this program?",
    confirm: "Submit",
    done: (p) =>
      p.status === "APPROVED" ? `${p.title} is on the calendar.` : `${p.title} is waiting for approval.`,
  },
  approve: {
    title: "Approve this program?",
    confirm: "Approve",
    done: (p) => `${p.title} is on the calendar.`,
  },
  reject: {
    title: "Send this program back?",
    confirm: "Send back",
    done: (p) => `${p.title} has been sent back as a draft.`,
    note: "What should change",
  },
  cancel: {
    title: "Cancel this program?",
    confirm: "Cancel the program",
    done: (p) => `${p.title} has been cancelled.`,
    note: "Why it is cancelled (optional)",
  },
};

const EXPLAIN: Record<ProgramStep, (p: Program) => string> = {
  submit: (p) => `${p.title} goes to a church admin for approval (yours goes on the calendar at once).`,
  approve: (p) => `${p.title} goes on the calendar and its dates for the next 12 months are made.`,
  reject: (p) => `${p.title} goes back to its author as a draft, with your note.`,
  cancel: (p) => `The dates of ${p.title} still to come are called off. Past dates and their outcomes stay.`,
};

/** Asks before a program moves on (submit, approve, send back with a note, cancel). */
export function StepDialog({ request, onClose }: { request: StepRequest; onClose: () => void }) {
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
    if (request.step === "reject" && !note.trim()) return server.say("Say what should change.", "note");
    try {
      const saved = await move.mutateAsync({ id: request.program.id, step: request.step, note });
      notify.success(step.done(saved));
      setNote("");
      onClose();
    } catch (error) {
      notify.error({ title: "Nothing was changed", message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={step?.title}
      opened={request !== null}
      onClose={close}
      alert={server.alert}
      busy={move.isPending}
      cancelLabel="Back"
      focusCancel
      danger={request?.step === "cancel" || request?.step === "reject"}
      submitLabel={step?.confirm}
      onSubmit={() => void confirm()}
    >
      <Text fz="sm">{request ? EXPLAIN[request.step](request.program) : ""}</Text>
      {step?.note && (
        <Textarea
          label={step.note}
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
