import type { Asset, AssetMaintenance } from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceField, TextAreaField, TextField } from "../../../components/form-kit";
import { useMaintenanceStep, useScheduleMaintenance } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { codeLabel, maintenanceKindOptions } from "./asset-parts";

export function ScheduleDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const schedule = useScheduleMaintenance();
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title={t("Schedule maintenance")}
      submit={t("Schedule")}
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
      done={t("The maintenance has been scheduled.")}
      failed={t("The maintenance was not scheduled")}
    >
      {(a) => (
        <>
          <Text fz="sm">
            {a.name} ({a.asset_tag})
          </Text>
          <ChoiceField
            name="kind"
            label={t("Kind")}
            data={maintenanceKindOptions()}
            fallback="PREVENTIVE"
            allowDeselect={false}
          />
          <TextField name="scheduled_for" label={t("Date")} type="date" required />
          <TextField name="vendor" label={t("Done by")} description={t("The vendor or technician")} />
          <TextField name="cost" label={t("Expected cost")} inputMode="decimal" />
          <TextAreaField name="description" label={t("What is to be done")} rows={2} />
        </>
      )}
    </ActionModal>
  );
}

/** Completes open maintenance with its date, final cost and notes. */
export function CompleteDialog({ work, onClose }: { work: AssetMaintenance | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const step = useMaintenanceStep();
  return (
    <ActionModal
      subject={work}
      onClose={onClose}
      title={t("Complete the maintenance")}
      submit={t("Mark completed")}
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
      done={t("The maintenance has been completed.")}
      failed={t("The maintenance was not completed")}
    >
      {(w) => (
        <>
          <Text fz="sm">
            {t("{kind} of {name} ({tag})", { kind: codeLabel(w.kind), name: w.asset_name, tag: w.asset_tag })}
          </Text>
          <TextField name="completed_on" label={t("Completed on")} type="date" />
          <TextField name="cost" label={t("Final cost")} inputMode="decimal" placeholder={w.cost ?? "0.00"} />
          <TextAreaField name="notes" label={t("Notes")} rows={2} />
        </>
      )}
    </ActionModal>
  );
}

/** Keeps a PDF or a picture with an asset (a warranty with its end date). */
