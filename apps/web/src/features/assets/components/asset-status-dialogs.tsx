import { ASSET_TRANSITIONS, type Asset, type AssetStatus } from "@cm/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceField, TextAreaField, TextField } from "../../../components/form-kit";
import { useChangeStatus, useUpdateValue } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { codeLabel } from "./asset-parts";

export function ChangeStatusDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const change = useChangeStatus();
  const allowed = asset ? ASSET_TRANSITIONS[asset.status] : [];
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title={t("Change the status")}
      submit={t("Change status")}
      initial={() => ({ status: null as AssetStatus | null, note: "" })}
      check={(v) => (v.status ? null : { field: "status", message: t("Choose the new status.") })}
      run={(a, v) => change.mutateAsync({ id: a.id, status: v.status as AssetStatus, note: v.note })}
      done={t("The status has been changed.")}
      failed={t("The status was not changed")}
    >
      {(a) =>
        allowed.length === 0 ? (
          <Text fz="sm">
            {a.status === "DISPOSED"
              ? t("This asset has been disposed of. A disposed asset is final.")
              : t("This asset is {status}: its status changes when it is returned or its maintenance ends.", {
                  status: codeLabel(a.status).toLowerCase(),
                })}
          </Text>
        ) : (
          <>
            <Text fz="sm">
              {t("{name} ({tag}) is {status}.", {
                name: a.name,
                tag: a.asset_tag,
                status: codeLabel(a.status).toLowerCase(),
              })}
            </Text>
            <ChoiceField
              name="status"
              label={t("New status")}
              withAsterisk
              data={allowed.map((s) => ({ value: s, label: codeLabel(s) }))}
            />
            <TextAreaField name="note" label={t("Note")} rows={2} />
          </>
        )
      }
    </ActionModal>
  );
}

/** Records a new valuation of an asset (spec: update_value/). */
export function UpdateValueDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const update = useUpdateValue();
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title={t("Update the value")}
      submit={t("Save value")}
      initial={() => ({ current_value: "", note: "" })}
      run={(a, v) => update.mutateAsync({ id: a.id, current_value: v.current_value.trim(), note: v.note })}
      done={t("The value has been updated.")}
      failed={t("The value was not updated")}
    >
      {(a) => (
        <>
          <TextField
            name="current_value"
            label={t("Current value ({currency})", { currency: a.currency })}
            inputMode="decimal"
            required
            placeholder={a.current_value ?? "0.00"}
          />
          <TextAreaField
            name="note"
            label={t("Note")}
            description={t("Who valued it, or why it changed")}
            rows={2}
          />
        </>
      )}
    </ActionModal>
  );
}

/** Lends an ACTIVE asset to a member, or to a department or ministry. */
