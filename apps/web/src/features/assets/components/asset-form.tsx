import { type Asset, assetAmount, optionalText, pastDateInForm, requiredText } from "@cm/contracts";
import { FileInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { FormDrawer } from "../../../components/form-drawer";
import { FormActions, FormAlert, SelectField, UploadProgress } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { useAssetCategories, useSaveAsset, useUploadPhoto } from "../api/assets-api";
import { CONDITION_OPTIONS } from "./asset-parts";

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
const PHOTO_MAX_BYTES = 10 * 1_048_576;
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
type FormInput = z.input<typeof assetForm>;
type FormOutput = z.output<typeof assetForm>;
const FIELDS: FieldPath<FormInput>[] = [
  "name",
  "category",
  "asset_tag",
  "serial_number",
  "location",
  "description",
  "purchase_date",
  "purchase_cost",
  "current_value",
  "condition",
];

function photoProblem(file: File | null): string | null {
  if (!file) return null;
  if (!PHOTO_TYPES.includes(file.type)) return "Choose a JPEG, PNG or WebP picture.";
  if (file.size > PHOTO_MAX_BYTES) return "The photo is larger than 10 MB.";
  return null;
}

/** Adds an asset or changes one, with its photo; the API's messages appear under their fields. */
export function AssetForm({ asset, onDone }: { asset: Asset | null; onDone: () => void }) {
  const save = useSaveAsset();
  const upload = useUploadPhoto();
  const categories = useAssetCategories();
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(assetForm),
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
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const fileProblem = photoProblem(photo);
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const submit = form.handleSubmit(async (values) => {
    if (fileProblem) return;
    server.clear();
    let saved: Asset;
    try {
      saved = await save.mutateAsync({
        id: asset?.id ?? null,
        data: { ...values, asset_tag: values.asset_tag || (asset?.asset_tag ?? "") },
      });
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: asset ? "The changes were not saved" : "The asset was not added",
        message: rest,
      });
      return;
    }
    if (photo) {
      try {
        setProgress(0);
        await upload.mutateAsync({ id: saved.id, file: photo, onProgress: (f) => setProgress(f ?? 1) });
      } catch (error) {
        notify.error({ title: "The photo was not kept", message: errorMessage(error) });
      } finally {
        setProgress(null);
      }
    }
    notify.success(asset ? "The asset has been saved." : `${saved.name} added as ${saved.asset_tag}.`);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={asset ? "Edit asset" : "Add an asset"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Name" withAsterisk {...form.register("name")} error={errors.name?.message} />
        <SelectField
          control={form.control}
          name="category"
          label="Category"
          placeholder={categories.isPending ? "Loading…" : "Choose a category"}
          data={options}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Asset tag"
            description={asset ? undefined : "Leave empty to number it for you"}
            {...form.register("asset_tag")}
            error={errors.asset_tag?.message}
          />
          <TextInput
            label="Serial number"
            {...form.register("serial_number")}
            error={errors.serial_number?.message}
          />
        </SimpleGrid>
        <TextInput label="Location" {...form.register("location")} error={errors.location?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Purchase date"
            type="date"
            {...form.register("purchase_date")}
            error={errors.purchase_date?.message}
          />
          <SelectField
            control={form.control}
            name="condition"
            label="Condition"
            data={CONDITION_OPTIONS}
            required
          />
          <TextInput
            label="Purchase cost"
            inputMode="decimal"
            placeholder="0.00"
            {...form.register("purchase_cost")}
            error={errors.purchase_cost?.message}
          />
          <TextInput
            label="Current value"
            inputMode="decimal"
            placeholder="0.00"
            {...form.register("current_value")}
            error={errors.current_value?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          rows={2}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <FileInput
          label={asset?.has_photo ? "Replace the photo" : "Photo"}
          description="JPEG, PNG or WebP, up to 10 MB"
          placeholder="Choose a picture"
          accept={PHOTO_TYPES.join(",")}
          leftSection={<IconPhoto size={16} />}
          value={photo}
          onChange={setPhoto}
          clearable
          clearButtonProps={{ "aria-label": "Remove the chosen file" }}
          error={fileProblem}
        />
        <UploadProgress value={progress} what="photo" />
        <FormActions
          submitting={isSubmitting}
          label={asset ? "Save changes" : "Add asset"}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

export type AssetDrawerState = { mode: "create" } | { mode: "edit"; asset: Asset } | null;

/** The add and edit form, in a drawer beside the list. */
export function AssetDrawer({ state, onClose }: { state: AssetDrawerState; onClose: () => void }) {
  const assetOf = (s: AssetDrawerState) => (s?.mode === "edit" ? s.asset : null);
  return (
    <FormDrawer state={state} onClose={onClose} title={(s) => (assetOf(s) ? "Edit asset" : "Add an asset")}>
      {(s) => <AssetForm key={assetOf(s)?.id ?? "new"} asset={assetOf(s)} onDone={onClose} />}
    </FormDrawer>
  );
}
