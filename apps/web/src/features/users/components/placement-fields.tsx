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
        <Controller
          control={control}
          name="church"
          render={({ field }) => (
            <Select
              label={t("Church")}
              placeholder={churches.isPending ? t("Loading churches…") : t("Choose a church")}
              data={(churches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={idValue(field.value)}
              onChange={(value) => field.onChange(idOf(value))}
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={t("No church matches")}
              error={
                errors.church?.message ??
                (churches.isError ? t("The churches could not be loaded.") : undefined)
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      )}
      {reach === "region" && (
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <Select
              label={t("Region")}
              placeholder={regions.isPending ? t("Loading regions…") : t("Choose a region")}
              data={(regions.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              value={idValue(field.value)}
              onChange={(value) => field.onChange(idOf(value))}
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={t("No region matches")}
              error={
                errors.region?.message ??
                (regions.isError ? t("The regions could not be loaded.") : undefined)
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
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
