import { ASSET_TRANSITIONS, type Asset, type AssetStatus } from "@cm/contracts";
import { Select, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useChangeStatus, useUpdateValue } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { codeLabel } from "./asset-parts";

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
      fields={{ status, note }}
      check={() => (status ? null : { field: "status", message: "Choose the new status." })}
      run={(a) => change.mutateAsync({ id: a.id, status: status as AssetStatus, note })}
      done="The status has been changed."
      failed="The status was not changed"
    >
      {(a, server) =>
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
              error={server.fieldError("status")}
            />
            <Textarea label="Note" rows={2} {...server.text("note", note, setNote)} />
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
      fields={{ current_value: value, note }}
      run={(a) => update.mutateAsync({ id: a.id, current_value: value.trim(), note })}
      done="The value has been updated."
      failed="The value was not updated"
    >
      {(a, server) => (
        <>
          <TextInput
            label={`Current value (${a.currency})`}
            inputMode="decimal"
            withAsterisk
            placeholder={a.current_value ?? "0.00"}
            {...server.text("current_value", value, setValue)}
          />
          <Textarea
            label="Note"
            description="Who valued it, or why it changed"
            rows={2}
            {...server.text("note", note, setNote)}
          />
        </>
      )}
    </ActionModal>
  );
}

/** Lends an ACTIVE asset to a member, or to a department or ministry. */
