import type { Asset, AssetAssignment, AssetCondition } from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceField, MemberField, TextAreaField, TextField } from "../../../components/form-kit";
import { useAssign, useReturnAsset } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { conditionOptions } from "./asset-parts";

export function AssignDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const assign = useAssign();
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title={t("Assign this asset")}
      submit={t("Assign")}
      initial={() => ({ member: null as number | null, assigned_to: "", due_back: "", notes: "" })}
      run={(a, v) =>
        assign.mutateAsync({
          asset: a.id,
          member: v.member,
          assigned_to: v.assigned_to,
          due_back: v.due_back || null,
          notes: v.notes,
        })
      }
      done={t("The asset has been assigned.")}
      failed={t("The asset was not assigned")}
    >
      {(a) => (
        <>
          <Text fz="sm">
            {a.name} ({a.asset_tag})
          </Text>
          <MemberField name="member" label={t("Member")} />
          <TextField name="assigned_to" label={t("Or a department or ministry")} />
          <TextField name="due_back" label={t("Due back")} type="date" min={todayIso()} />
          <TextAreaField name="notes" label={t("Notes")} rows={2} />
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
  const { t } = useTranslation("assets");
  const giveBack = useReturnAsset();
  return (
    <ActionModal
      subject={assignment}
      onClose={onClose}
      title={t("Record the return")}
      submit={t("Record return")}
      initial={() => ({ condition: "GOOD" as AssetCondition, notes: "" })}
      run={(a, v) => giveBack.mutateAsync({ id: a.id, condition: v.condition, notes: v.notes })}
      done={t("The return has been recorded.")}
      failed={t("The return was not recorded")}
    >
      {(a) => (
        <>
          <Text fz="sm">
            {t("{name} ({tag}), with {assignee}.", {
              name: a.asset_name,
              tag: a.asset_tag,
              assignee: a.assignee_name,
            })}
          </Text>
          <ChoiceField
            name="condition"
            label={t("Condition")}
            data={conditionOptions()}
            fallback="GOOD"
            allowDeselect={false}
          />
          <TextAreaField name="notes" label={t("Notes")} rows={2} />
        </>
      )}
    </ActionModal>
  );
}

/** Plans maintenance of an asset. */
