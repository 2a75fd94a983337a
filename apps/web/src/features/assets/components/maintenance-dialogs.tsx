import type { Asset, AssetMaintenance } from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Select, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMaintenanceStep, useScheduleMaintenance } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { codeLabel, MAINTENANCE_KIND_OPTIONS } from "./asset-parts";

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
      fields={{ kind, scheduled_for: date, vendor, cost, description }}
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
      {(a, server) => (
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
            error={server.fieldError("kind")}
          />
          <TextInput label="Date" type="date" withAsterisk {...server.text("scheduled_for", date, setDate)} />
          <TextInput
            label="Done by"
            description="The vendor or technician"
            {...server.text("vendor", vendor, setVendor)}
          />
          <TextInput label="Expected cost" inputMode="decimal" {...server.text("cost", cost, setCost)} />
          <Textarea
            label="What is to be done"
            rows={2}
            {...server.text("description", description, setDescription)}
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
      fields={{ completed_on: date, cost, notes }}
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
      {(w, server) => (
        <>
          <Text fz="sm">
            {codeLabel(w.kind)} of {w.asset_name} ({w.asset_tag})
          </Text>
          <TextInput label="Completed on" type="date" {...server.text("completed_on", date, setDate)} />
          <TextInput
            label="Final cost"
            inputMode="decimal"
            placeholder={w.cost ?? "0.00"}
            {...server.text("cost", cost, setCost)}
          />
          <Textarea label="Notes" rows={2} {...server.text("notes", notes, setNotes)} />
        </>
      )}
    </ActionModal>
  );
}

/** Keeps a PDF or a picture with an asset (a warranty with its end date). */
