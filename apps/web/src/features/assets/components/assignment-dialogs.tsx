import type { Asset, AssetAssignment, AssetCondition } from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { Select, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { MemberPicker } from "../../../components/member-picker";
import { useAssign, useReturnAsset } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { CONDITION_OPTIONS } from "./asset-parts";

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
      fields={{ member, assigned_to: group, due_back: due, notes }}
      run={(a) =>
        assign.mutateAsync({ asset: a.id, member, assigned_to: group, due_back: due || null, notes })
      }
      done="The asset has been assigned."
      failed="The asset was not assigned"
    >
      {(a, server) => (
        <>
          <Text fz="sm">
            {a.name} ({a.asset_tag})
          </Text>
          <MemberPicker
            label="Member"
            value={member}
            onChange={setMember}
            error={server.fieldError("member")}
          />
          <TextInput label="Or a department or ministry" {...server.text("assigned_to", group, setGroup)} />
          <TextInput
            label="Due back"
            type="date"
            min={todayIso()}
            {...server.text("due_back", due, setDue)}
          />
          <Textarea label="Notes" rows={2} {...server.text("notes", notes, setNotes)} />
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
      fields={{ condition, notes }}
      run={(a) => giveBack.mutateAsync({ id: a.id, condition, notes })}
      done="The return has been recorded."
      failed="The return was not recorded"
    >
      {(a, server) => (
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
            error={server.fieldError("condition")}
          />
          <Textarea label="Notes" rows={2} {...server.text("notes", notes, setNotes)} />
        </>
      )}
    </ActionModal>
  );
}

/** Plans maintenance of an asset. */
