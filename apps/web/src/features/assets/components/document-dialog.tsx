import { ASSET_DOCUMENT_MAX_BYTES, type Asset, type AssetDocument } from "@cm/contracts";
import { FileInput, Select, TextInput } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useState } from "react";
import { useUploadDocument } from "../api/assets-api";
import { ActionModal } from "./action-modal";
import { DOCUMENT_KIND_OPTIONS } from "./asset-parts";

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
      fields={{ title, kind, expires_on: expires, file: file?.name }}
      check={() => (file ? null : { field: "file", message: "Choose the file (PDF or a picture)." })}
      run={(a) =>
        upload.mutateAsync({
          fields: { asset: String(a.id), title, kind, expires_on: expires },
          file: file as File,
          onProgress: () => undefined,
        })
      }
      done="The document has been kept."
      failed="The document was not kept"
    >
      {(_, server) => (
        <>
          <TextInput label="Title" withAsterisk {...server.text("title", title, setTitle)} />
          <Select
            label="Kind"
            data={DOCUMENT_KIND_OPTIONS}
            value={kind}
            onChange={(v) => setKind((v as AssetDocument["kind"] | null) ?? "OTHER")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={server.fieldError("kind")}
          />
          <TextInput
            label="Expires on"
            description="When a warranty ends"
            type="date"
            {...server.text("expires_on", expires, setExpires)}
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
            error={tooBig ? "The file is larger than 20 MB." : server.fieldError("file")}
          />
        </>
      )}
    </ActionModal>
  );
}
