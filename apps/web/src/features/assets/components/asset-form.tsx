import { type Asset, assetAmount, optionalText, pastDateInForm, requiredText } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { z } from "zod";
import {
  AmountField,
  ChoiceField,
  DateField,
  FileField,
  KitForm,
  ReferenceField,
  recordFormNames,
  TextAreaField,
  TextField,
  useFileChoice,
  useSchemaForm,
  useUploadProgress,
} from "../../../components/form-kit";
import { UploadProgress } from "../../../components/form-parts";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useAssetCategories, useSaveAsset, useUploadPhoto } from "../api/assets-api";
import { CONDITION_OPTIONS } from "./asset-parts";

const PHOTO_RULES = {
  types: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 10 * 1_048_576,
  wrongType: "Choose a JPEG, PNG or WebP picture.",
  tooLarge: "The photo is larger than 10 MB.",
};
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const assetForm = z.object({
  name: requiredText(200),
  category: z.string().min(1, "Choose a category.").transform(Number),
  asset_tag: optionalText(50),
  serial_number: optionalText(100),
  location: optionalText(200),
  description: optionalText(2000),
  purchase_date: z.preprocess(blankToNull, pastDateInForm("The purchase date").nullable()),
  purchase_cost: z.preprocess(blankToNull, assetAmount),
  current_value: z.preprocess(blankToNull, assetAmount),
  condition: z.enum(["NEW", "GOOD", "FAIR", "POOR"]),
});

/** Adds an asset or changes one, with its photo; the API's messages appear under their fields. */
export function AssetForm({ asset, onDone }: { asset: Asset | null; onDone: () => void }) {
  const save = useSaveAsset();
  const upload = useUploadPhoto();
  const categories = useAssetCategories();
  const photo = useFileChoice(PHOTO_RULES);
  const sending = useUploadProgress();
  const kit = useSchemaForm(assetForm, {
    defaultValues: {
      name: asset?.name ?? "",
      category: asset ? String(asset.category) : "",
      asset_tag: asset?.asset_tag ?? "",
      serial_number: asset?.serial_number ?? "",
      location: asset?.location ?? "",
      description: asset?.description ?? "",
      purchase_date: asset?.purchase_date ?? "",
      purchase_cost: asset?.purchase_cost ?? "",
      current_value: asset?.current_value ?? "",
      condition: asset?.condition ?? "GOOD",
    },
    failure: asset ? "The changes were not saved" : "The asset was not added",
    onSubmit: async (values) => {
      if (photo.problem) return;
      const saved = await save.mutateAsync({
        id: asset?.id ?? null,
        data: { ...values, asset_tag: values.asset_tag || (asset?.asset_tag ?? "") },
      });
      if (photo.file) {
        const file = photo.file;
        try {
          await sending.track((onProgress) => upload.mutateAsync({ id: saved.id, file, onProgress }));
        } catch (error) {
          notify.error({ title: "The photo was not kept", message: errorMessage(error) });
        }
      }
      notify.success(asset ? "The asset has been saved." : `${saved.name} added as ${saved.asset_tag}.`);
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(asset, { edit: "Edit asset", add: "Add an asset", submit: "Add asset" })}
      onCancel={onDone}
    >
      <TextField name="name" label="Name" required />
      <ReferenceField
        name="category"
        label="Category"
        placeholder="Choose a category"
        choices={categories}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField
          name="asset_tag"
          label="Asset tag"
          description={asset ? undefined : "Leave empty to number it for you"}
        />
        <TextField name="serial_number" label="Serial number" />
      </SimpleGrid>
      <TextField name="location" label="Location" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="purchase_date" label="Purchase date" />
        <ChoiceField name="condition" label="Condition" data={CONDITION_OPTIONS} required searchable />
        <AmountField name="purchase_cost" label="Purchase cost" />
        <AmountField name="current_value" label="Current value" />
      </SimpleGrid>
      <TextAreaField name="description" label="Description" rows={2} />
      <FileField
        choice={photo}
        label={asset?.has_photo ? "Replace the photo" : "Photo"}
        description="JPEG, PNG or WebP, up to 10 MB"
        placeholder="Choose a picture"
        leftSection={<IconPhoto size={16} />}
        clearButtonProps={{ "aria-label": "Remove the chosen file" }}
      />
      <UploadProgress value={sending.progress} what="photo" />
    </KitForm>
  );
}

/** The add and edit form, in a drawer beside the list. */
export function AssetDrawer({ state, onClose }: { state: RecordDrawerState<Asset>; onClose: () => void }) {
  return (
    <RecordDrawer state={state} onClose={onClose} titles={{ create: "Add an asset", edit: "Edit asset" }}>
      {(asset) => <AssetForm asset={asset} onDone={onClose} />}
    </RecordDrawer>
  );
}
