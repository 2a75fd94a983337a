import { type Asset, assetAmount, optionalText, pastDateInForm, requiredText } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
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
import { useWorkingChurchCurrency } from "../../../lib/church-currency";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useAssetCategories, useSaveAsset, useUploadPhoto } from "../api/assets-api";
import { conditionOptions } from "./asset-parts";

const t = translator("assets");

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const assetForm = z.object({
  name: requiredText(200),
  category: z
    .string()
    .min(1, { error: () => t("Choose a category.") })
    .transform(Number),
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
  const { t } = useTranslation("assets");
  const save = useSaveAsset();
  const upload = useUploadPhoto();
  const categories = useAssetCategories();
  const photoRules = useMemo(
    () => ({
      types: PHOTO_TYPES,
      maxBytes: 10 * 1_048_576,
      wrongType: t("Choose a JPEG, PNG or WebP picture."),
      tooLarge: t("The photo is larger than 10 MB."),
    }),
    [t],
  );
  const photo = useFileChoice(photoRules);
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
    failure: asset ? t("The changes were not saved") : t("The asset was not added"),
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
          notify.error({ title: t("The photo was not kept"), message: errorMessage(error) });
        }
      }
      notify.success(
        asset
          ? t("The asset has been saved.")
          : t("{name} added as {tag}.", { name: saved.name, tag: saved.asset_tag }),
      );
      onDone();
    },
  });

  // An asset keeps the currency it was recorded in; a new one takes its church's.
  const churchCurrency = useWorkingChurchCurrency();
  const currency = asset?.currency ?? churchCurrency;
  return (
    <KitForm
      kit={kit}
      {...recordFormNames(asset, { edit: t("Edit asset"), add: t("Add an asset"), submit: t("Add asset") })}
      onCancel={onDone}
    >
      <TextField name="name" label={t("Name")} required />
      <ReferenceField
        name="category"
        label={t("Category")}
        placeholder={t("Choose a category")}
        choices={categories}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField
          name="asset_tag"
          label={t("Asset tag")}
          description={asset ? undefined : t("Leave empty to number it for you")}
        />
        <TextField name="serial_number" label={t("Serial number")} />
      </SimpleGrid>
      <TextField name="location" label={t("Location")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="purchase_date" label={t("Purchase date")} />
        <ChoiceField name="condition" label={t("Condition")} data={conditionOptions()} required searchable />
        <AmountField name="purchase_cost" label={t("Purchase cost")} currency={currency} />
        <AmountField name="current_value" label={t("Current value")} currency={currency} />
      </SimpleGrid>
      <TextAreaField name="description" label={t("Description")} rows={2} />
      <FileField
        choice={photo}
        label={asset?.has_photo ? t("Replace the photo") : t("Photo")}
        description={t("JPEG, PNG or WebP, up to 10 MB")}
        placeholder={t("Choose a picture")}
        leftSection={<IconPhoto size={16} />}
        clearButtonProps={{ "aria-label": t("Remove the chosen file") }}
      />
      <UploadProgress value={sending.progress} what={t("photo")} />
    </KitForm>
  );
}

/** The add and edit form, in a drawer beside the list. */
export function AssetDrawer({ state, onClose }: { state: RecordDrawerState<Asset>; onClose: () => void }) {
  const { t } = useTranslation("assets");
  return (
    <RecordDrawer
      state={state}
      onClose={onClose}
      titles={{ create: t("Add an asset"), edit: t("Edit asset") }}
    >
      {(asset) => <AssetForm asset={asset} onDone={onClose} />}
    </RecordDrawer>
  );
}
