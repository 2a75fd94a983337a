import type { Asset, AssetMaintenance } from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Text } from "@mantine/core";
import { ChoiceField, TextAreaField, TextField } from "../../../components/form-kit";
import { useMaintenanceStep, useScheduleMaintenance } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { codeLabel, MAINTENANCE_KIND_OPTIONS } from "./asset-parts";

export function ScheduleDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const schedule = useScheduleMaintenance();
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title="Schedule maintenance"
      submit="Schedule"
      initial={() => ({
        kind: "PREVENTIVE" as AssetMaintenance["kind"],
        scheduled_for: todayIso(),
        vendor: "",
        cost: "",
        description: "",
      })}
      run={(a, v) =>
        schedule.mutateAsync({
          asset: a.id,
          kind: v.kind,
          scheduled_for: v.scheduled_for,
          vendor: v.vendor,
          description: v.description,
          cost: v.cost.trim() || null,
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
          <ChoiceField
            name="kind"
            label="Kind"
            data={MAINTENANCE_KIND_OPTIONS}
            fallback="PREVENTIVE"
            allowDeselect={false}
          />
          <TextField name="scheduled_for" label="Date" type="date" required />
          <TextField name="vendor" label="Done by" description="The vendor or technician" />
          <TextField name="cost" label="Expected cost" inputMode="decimal" />
          <TextAreaField name="description" label="What is to be done" rows={2} />
        </>
      )}
    </ActionModal>
  );
}

/** Completes open maintenance with its date, final cost and notes. */
export function CompleteDialog({ work, onClose }: { work: AssetMaintenance | null; onClose: () => void }) {
  const step = useMaintenanceStep();
  return (
    <ActionModal
      subject={work}
      onClose={onClose}
      title="Complete the maintenance"
      submit="Mark completed"
      initial={() => ({ completed_on: todayIso(), cost: "", notes: "" })}
      run={(w, v) =>
        step.mutateAsync({
          id: w.id,
          step: "complete",
          body: {
            completed_on: v.completed_on,
            notes: v.notes,
            ...(v.cost.trim() ? { cost: v.cost.trim() } : {}),
          },
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
          <TextField name="completed_on" label="Completed on" type="date" />
          <TextField name="cost" label="Final cost" inputMode="decimal" placeholder={w.cost ?? "0.00"} />
          <TextAreaField name="notes" label="Notes" rows={2} />
        </>
      )}
    </ActionModal>
  );
}

/** Keeps a PDF or a picture with an asset (a warranty with its end date). */
