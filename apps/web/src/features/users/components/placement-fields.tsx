import type { userCreate } from "@cm/contracts";
import { type Role, reachOf } from "@cm/contracts/rules";
import { Select } from "@mantine/core";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { SwitchField } from "../../../components/form-parts";
import { useChurchChoices, useRegionChoices } from "../api/users-api";
import { roleChoices } from "./role-choices";

/** The fields the create and edit forms share: role and where the user belongs. */
export type PlacementValues = Pick<
  z.input<typeof userCreate>,
  "role" | "is_church_admin" | "church" | "region"
>;

type Actor = { id: number; role: Role; is_church_admin: boolean };

function idValue(value: unknown): string | null {
  return value === null || value === undefined || value === "" ? null : String(value);
}

function idOf(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** What a place picker says: its name, while loading, before a choice, and when nothing matches or loads. */
type PlaceWords = { label: string; loading: string; choose: string; none: string; failed: string };

/** The church or region a user belongs to, searched by name among those the administrator reaches. */
function PlaceField({
  name,
  places,
  words,
}: {
  name: "church" | "region";
  places: { data?: { results: { id: number; name: string }[] }; isPending: boolean; isError: boolean };
  words: PlaceWords;
}) {
  const { control, formState } = useFormContext<PlacementValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={words.label}
          placeholder={places.isPending ? words.loading : words.choose}
          data={(places.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={idValue(field.value)}
          onChange={(value) => field.onChange(idOf(value))}
          onBlur={field.onBlur}
          searchable
          nothingFoundMessage={words.none}
          error={formState.errors[name]?.message ?? (places.isError ? words.failed : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** Role, church or region (whichever the role needs), and the church-admin flag for church roles. */
export function PlacementFields({ actor }: { actor: Actor }) {
  const { t } = useTranslation("users");
  const { control, formState } = useFormContext<PlacementValues>();
  const role = useWatch({ control, name: "role" }) ?? "MEMBER";
  const reach = reachOf(role);
  const churches = useChurchChoices();
  const regions = useRegionChoices(reach === "region");
  const errors = formState.errors;

  return (
    <>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Select
            label={t("Role")}
            data={roleChoices(actor)}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={errors.role?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {reach === "church" && (
        <PlaceField
          name="church"
          places={churches}
          words={{
            label: t("Church"),
            loading: t("Loading churches…"),
            choose: t("Choose a church"),
            none: t("No church matches"),
            failed: t("The churches could not be loaded."),
          }}
        />
      )}
      {reach === "region" && (
        <PlaceField
          name="region"
          places={regions}
          words={{
            label: t("Region"),
            loading: t("Loading regions…"),
            choose: t("Choose a region"),
            none: t("No region matches"),
            failed: t("The regions could not be loaded."),
          }}
        />
      )}
      {reach === "church" && (
        <SwitchField
          control={control}
          name="is_church_admin"
          label={t("Church administrator")}
          description={t("May manage this church''s users and settings.")}
        />
      )}
    </>
  );
}

/** Clears what the chosen role does not use, so the API gets one clear placement. */
export function placeByRole<
  T extends { role: Role; church?: number | null; region: number | null; is_church_admin: boolean },
>(values: T): T {
  const reach = reachOf(values.role);
  if (reach === "all") return { ...values, church: null, region: null, is_church_admin: false };
  if (reach === "region") return { ...values, church: null, is_church_admin: false };
  return { ...values, region: null };
}
