import { ASSET_DOCUMENT_MAX_BYTES, type Asset, type AssetDocument } from "@cm/contracts";
import { FileInput } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChoiceField, TextField } from "../../../components/form-kit";
import { useUploadDocument } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { documentKindOptions } from "./asset-parts";

export function DocumentDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const upload = useUploadDocument();
  return (
    <ActionModal
      subject={asset}
      onClose={onClose}
      title={t("Add a document")}
      submit={t("Upload")}
      initial={() => ({
        title: "",
        kind: "WARRANTY" as AssetDocument["kind"],
        expires_on: "",
        file: null as File | null,
      })}
      check={(v) => (v.file ? null : { field: "file", message: t("Choose the file (PDF or a picture).") })}
      run={(a, v) =>
        upload.mutateAsync({
          fields: { asset: String(a.id), title: v.title, kind: v.kind, expires_on: v.expires_on },
          file: v.file as File,
          onProgress: () => undefined,
        })
      }
      done={t("The document has been kept.")}
      failed={t("The document was not kept")}
    >
      {(_, kit) => (
        <>
          <TextField name="title" label={t("Title")} required />
          <ChoiceField
            name="kind"
            label={t("Kind")}
            data={documentKindOptions()}
            fallback="OTHER"
            allowDeselect={false}
          />
          <TextField
            name="expires_on"
            label={t("Expires on")}
            description={t("When a warranty ends")}
            type="date"
          />
          <Controller
            control={kit.form.control}
            name="file"
            render={({ field, fieldState }) => {
              const tooBig = field.value !== null && field.value.size > ASSET_DOCUMENT_MAX_BYTES;
              return (
                <FileInput
                  label={t("File")}
                  description={t("PDF, JPEG, PNG or WebP, up to 20 MB")}
                  placeholder={t("Choose a file")}
                  accept="application/pdf,image/jpeg,image/png,image/webp"
                  leftSection={<IconFileText size={16} />}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  clearable
                  clearButtonProps={{ "aria-label": t("Remove the chosen file") }}
                  withAsterisk
                  error={tooBig ? t("The file is larger than 20 MB.") : fieldState.error?.message}
                />
              );
            }}
          />
        </>
      )}
    </ActionModal>
  );
}
