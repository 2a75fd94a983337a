import {
  ASSET_DOCUMENT_MAX_BYTES,
  ASSET_TRANSITIONS,
  type Asset,
  type AssetAssignment,
  type AssetCondition,
  type AssetDocument,
  type AssetMaintenance,
  type AssetStatus,
} from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Button, FileInput, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { MemberPicker } from "../../../components/member-picker";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import {
  useAssign,
  useChangeStatus,
  useMaintenanceStep,
  useReturnAsset,
  useScheduleMaintenance,
  useUpdateValue,
  useUploadDocument,
} from "../api/assets-api";
import { CONDITION_OPTIONS, codeLabel, DOCUMENT_KIND_OPTIONS, MAINTENANCE_KIND_OPTIONS } from "./asset-parts";

/**
 * A small form in a dialog for one asset action: shown while `subject` is set, it runs `run`,
 * says what happened in a toast and closes; the server's message stays in the dialog.
 */
function ActionModal<T>({
  subject,
  onClose,
  title,
  submit,
  run,
  done,
  failed,
  children,
}: {
  subject: T | null;
  onClose: () => void;
  title: string;
  submit: string;
  run: (subject: T) => Promise<unknown>;
  done: string;
  failed: string;
  children: (subject: T) => ReactNode;
}) {
  const [shown, release] = useHeldValue(subject);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function confirm() {
    if (!shown) return;
    setBusy(true);
    setMessage(null);
    try {
      await run(shown);
      notify.success(done);
      onClose();
    } catch (error) {
      setMessage(errorMessage(error));
      notify.error({ title: failed, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={subject !== null}
      onClose={() => !busy && onClose()}
      onExitTransitionEnd={() => {
        release();
        setMessage(null);
      }}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      centered
    >
      {shown !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="md">
            <FormAlert message={message} />
            {children(shown)}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Moves an asset to a status its current one allows (spec: change_status/). */
export function ChangeStatusDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const change = useChangeStatus();
  const [status, setStatus] = useState<AssetStatus | null>(null);
  const [note, setNote] = useState("");
  const allowed = asset ? ASSET_TRANSITIONS[asset.status] : [];
  return (
    <ActionModal
      subject={asset}
      onClose={() => {
        setStatus(null);
        setNote("");
        onClose();
      }}
      title="Change the status"
      submit="Change status"
      run={(a) => {
        if (!status) throw new Error("Choose the new status.");
        return change.mutateAsync({ id: a.id, status, note });
      }}
      done="The status has been changed."
      failed="The status was not changed"
    >
      {(a) =>
        allowed.length === 0 ? (
          <Text fz="sm">
            {a.status === "DISPOSED"
              ? "This asset has been disposed of. A disposed asset is final."
              : `This asset is ${codeLabel(a.status).toLowerCase()}: its status changes when it is returned or its maintenance ends.`}
          </Text>
        ) : (
          <>
            <Text fz="sm">
              {a.name} ({a.asset_tag}) is {codeLabel(a.status).toLowerCase()}.
            </Text>
            <Select
              label="New status"
              withAsterisk
              data={allowed.map((s) => ({ value: s, label: codeLabel(s) }))}
              value={status}
              onChange={(v) => setStatus(v as AssetStatus | null)}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea label="Note" rows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </>
        )
      }
    </ActionModal>
  );
}

/** Records a new valuation of an asset (spec: update_value/). */
export function UpdateValueDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const update = useUpdateValue();
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  return (
    <ActionModal
      subject={asset}
      onClose={() => {
        setValue("");
        setNote("");
        onClose();
      }}
      title="Update the value"
      submit="Save value"
      run={(a) => update.mutateAsync({ id: a.id, current_value: value.trim(), note })}
      done="The value has been updated."
      failed="The value was not updated"
    >
      {(a) => (
        <>
          <TextInput
            label={`Current value (${a.currency})`}
            inputMode="decimal"
            withAsterisk
            placeholder={a.current_value ?? "0.00"}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <Textarea
            label="Note"
            description="Who valued it, or why it changed"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </>
      )}
    </ActionModal>
  );
}

/** Lends an ACTIVE asset to a member, or to a department or ministry. */
export function AssignDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const assign = useAssign();
  const [member, setMember] = useState<number | null>(null);
  const [group, setGroup] = useState("");
  const [due, setDue] = useState("");
  const [notes, setNotes] = useState("");
  return (
    <ActionModal
      subject={asset}
      onClose={() => {
        setMember(null);
        setGroup("");
        setDue("");
        setNotes("");
        onClose();
      }}
      title="Assign this asset"
      submit="Assign"
      run={(a) =>
        assign.mutateAsync({ asset: a.id, member, assigned_to: group, due_back: due || null, notes })
      }
      done="The asset has been assigned."
      failed="The asset was not assigned"
    >
      {(a) => (
        <>
          <Text fz="sm">
            {a.name} ({a.asset_tag})
          </Text>
          <MemberPicker label="Member" value={member} onChange={setMember} />
          <TextInput
            label="Or a department or ministry"
            value={group}
            onChange={(e) => setGroup(e.currentTarget.value)}
          />
          <TextInput
            label="Due back"
            type="date"
            min={todayIso()}
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
          />
          <Textarea label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </>
      )}
    </ActionModal>
  );
}

/** Records the return of an assigned asset and the condition it came back in. */
export function ReturnDialog({
  assignment,
  onClose,
}: {
  assignment: AssetAssignment | null;
  onClose: () => void;
}) {
  const giveBack = useReturnAsset();
  const [condition, setCondition] = useState<AssetCondition>("GOOD");
  const [notes, setNotes] = useState("");
  return (
    <ActionModal
      subject={assignment}
      onClose={() => {
        setNotes("");
        onClose();
      }}
      title="Record the return"
      submit="Record return"
      run={(a) => giveBack.mutateAsync({ id: a.id, condition, notes })}
      done="The return has been recorded."
      failed="The return was not recorded"
    >
      {(a) => (
        <>
          <Text fz="sm">
            {a.asset_name} ({a.asset_tag}), with {a.assignee_name}.
          </Text>
          <Select
            label="Condition"
            data={CONDITION_OPTIONS}
            value={condition}
            onChange={(v) => setCondition((v as AssetCondition | null) ?? "GOOD")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </>
      )}
    </ActionModal>
  );
}

/** Plans maintenance of an asset. */
export function ScheduleDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const schedule = useScheduleMaintenance();
  const [kind, setKind] = useState<AssetMaintenance["kind"]>("PREVENTIVE");
  const [date, setDate] = useState(todayIso());
  const [vendor, setVendor] = useState("");
  const [cost, setCost] = useState("");
  const [description, setDescription] = useState("");
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title="Schedule maintenance"
      submit="Schedule"
      run={(a) =>
        schedule.mutateAsync({
          asset: a.id,
          kind,
          scheduled_for: date,
          vendor,
          description,
          cost: cost.trim() || null,
        })
      }
      done="The maintenance has been scheduled."
      failed="The maintenance was not scheduled"
    >
      {(a) => (
        <>
          <Text fz="sm">
            {a.name} ({a.asset_tag})
          </Text>
          <Select
            label="Kind"
            data={MAINTENANCE_KIND_OPTIONS}
            value={kind}
            onChange={(v) => setKind((v as AssetMaintenance["kind"] | null) ?? "PREVENTIVE")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Date"
            type="date"
            withAsterisk
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <TextInput
            label="Done by"
            description="The vendor or technician"
            value={vendor}
            onChange={(e) => setVendor(e.currentTarget.value)}
          />
          <TextInput
            label="Expected cost"
            inputMode="decimal"
            value={cost}
            onChange={(e) => setCost(e.currentTarget.value)}
          />
          <Textarea
            label="What is to be done"
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </>
      )}
    </ActionModal>
  );
}

/** Completes open maintenance with its date, final cost and notes. */
export function CompleteDialog({ work, onClose }: { work: AssetMaintenance | null; onClose: () => void }) {
  const step = useMaintenanceStep();
  const [date, setDate] = useState(todayIso());
  const [cost, setCost] = useState("");
  const [notes, setNotes] = useState("");
  return (
    <ActionModal
      subject={work}
      onClose={onClose}
      title="Complete the maintenance"
      submit="Mark completed"
      run={(w) =>
        step.mutateAsync({
          id: w.id,
          step: "complete",
          body: { completed_on: date, notes, ...(cost.trim() ? { cost: cost.trim() } : {}) },
        })
      }
      done="The maintenance has been completed."
      failed="The maintenance was not completed"
    >
      {(w) => (
        <>
          <Text fz="sm">
            {codeLabel(w.kind)} of {w.asset_name} ({w.asset_tag})
          </Text>
          <TextInput
            label="Completed on"
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <TextInput
            label="Final cost"
            inputMode="decimal"
            placeholder={w.cost ?? "0.00"}
            value={cost}
            onChange={(e) => setCost(e.currentTarget.value)}
          />
          <Textarea label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </>
      )}
    </ActionModal>
  );
}

/** Keeps a PDF or a picture with an asset (a warranty with its end date). */
export function DocumentDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const upload = useUploadDocument();
  const [title, setTitle] = useState("");
  const [kind, setKind] = useState<AssetDocument["kind"]>("WARRANTY");
  const [expires, setExpires] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const tooBig = file !== null && file.size > ASSET_DOCUMENT_MAX_BYTES;
  return (
    <ActionModal
      subject={asset}
      onClose={() => {
        setTitle("");
        setFile(null);
        setExpires("");
        onClose();
      }}
      title="Add a document"
      submit="Upload"
      run={(a) => {
        if (!file) throw new Error("Choose the file (PDF or a picture).");
        return upload.mutateAsync({
          fields: { asset: String(a.id), title, kind, expires_on: expires },
          file,
          onProgress: () => undefined,
        });
      }}
      done="The document has been kept."
      failed="The document was not kept"
    >
      {() => (
        <>
          <TextInput
            label="Title"
            withAsterisk
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Select
            label="Kind"
            data={DOCUMENT_KIND_OPTIONS}
            value={kind}
            onChange={(v) => setKind((v as AssetDocument["kind"] | null) ?? "OTHER")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Expires on"
            description="When a warranty ends"
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
          />
          <FileInput
            label="File"
            description="PDF, JPEG, PNG or WebP, up to 20 MB"
            placeholder="Choose a file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            leftSection={<IconFileText size={16} />}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ "aria-label": "Remove the chosen file" }}
            withAsterisk
            error={tooBig ? "The file is larger than 20 MB." : null}
          />
        </>
      )}
    </ActionModal>
  );
}
