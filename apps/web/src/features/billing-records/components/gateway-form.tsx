import type { GatewayInput } from "@cm/contracts";
import { GATEWAY_NAMES, type Gateway, type GatewayName, isTestGateway } from "@cm/contracts";
import { Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  ChoiceField,
  KitForm,
  PasswordField,
  SwitchField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { FormActions } from "../../../components/form-parts";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useCreateGateway, useUpdateGateway } from "../api/gateways-api";
import { gatewayLabel, sandboxWarning } from "./billing-badges";

const t = translator("billing-records");

/** Gateways that talk to an outside payment service and need its keys. */
const NEEDS_KEYS: readonly GatewayName[] = ["paystack", "stripe"];

const gatewayForm = z.object({
  name: z.enum(GATEWAY_NAMES),
  display_name: z
    .string()
    .trim()
    .min(1, { error: () => t("Enter the name churches will see.") })
    .max(100, { error: () => t("Keep the name under 100 characters.") }),
  is_active: z.boolean(),
  public_key: z.string().trim().max(500),
  secret_key: z.string().trim().max(500),
  webhook_secret: z.string().trim().max(500),
});
type GatewayFormValues = z.infer<typeof gatewayForm>;
const FIELDS = ["name", "display_name", "is_active", "public_key", "secret_key", "webhook_secret"] as const;

/**
 * What is sent: the visible settings, and a secret only when one was typed. A blank secret
 * field leaves the stored one as it is (the API never sends secrets back to show).
 */
export function gatewayPayload(values: GatewayFormValues): GatewayInput {
  const input: GatewayInput = {
    display_name: values.display_name.trim(),
    is_active: values.is_active,
    public_key: values.public_key.trim(),
  };
  if (values.secret_key.trim()) input.secret_key = values.secret_key.trim();
  if (values.webhook_secret.trim()) input.webhook_secret = values.webhook_secret.trim();
  return input;
}

type GatewayFormProps = {
  /** The gateway to edit; none to add one. */
  gateway: Gateway | null;
  /** Kinds that already have a gateway (each kind is configured once). */
  taken: readonly GatewayName[];
  onDone: () => void;
  onCancel: () => void;
};

/** Adds a payment gateway or changes one; secrets are write-only. */
export function GatewayForm({ gateway, taken, onDone, onCancel }: GatewayFormProps) {
  const { t } = useTranslation("billing-records");
  const create = useCreateGateway();
  const update = useUpdateGateway();
  // Values that would turn on a gateway taking no money wait here until the warning is confirmed.
  const [unconfirmed, setUnconfirmed] = useState<GatewayFormValues | null>(null);
  const free = GATEWAY_NAMES.filter((n) => !taken.includes(n));

  async function save(values: GatewayFormValues, acknowledged: boolean) {
    const keys = NEEDS_KEYS.includes(values.name);
    const input = gatewayPayload(keys ? values : { ...values, secret_key: "", webhook_secret: "" });
    if (acknowledged) input.acknowledge_test_payments = true;
    if (gateway) await update.mutateAsync({ id: gateway.id, data: input });
    else await create.mutateAsync({ ...input, name: values.name });
    notify.success(
      gateway
        ? t("{name} has been saved.", { name: input.display_name })
        : t("{name} has been added.", { name: input.display_name }),
    );
    onDone();
  }

  const kit = useSchemaForm(gatewayForm, {
    defaultValues: {
      name: gateway?.name ?? free[0] ?? "manual",
      display_name: gateway?.display_name ?? "",
      is_active: gateway?.is_active ?? true,
      public_key: gateway?.public_key ?? "",
      // Never filled from the server: stored secrets are not sent to the browser.
      secret_key: "",
      webhook_secret: "",
    },
    // The keys take a message only when the chosen type shows them; otherwise it goes above.
    fields: (values) => (NEEDS_KEYS.includes(values.name) ? FIELDS : FIELDS.slice(0, 3)),
    failure: t("The gateway was not saved"),
    onSubmit: async (values) => {
      const turningOn = values.is_active && !gateway?.is_active;
      if (turningOn && isTestGateway(values.name)) setUnconfirmed(values);
      else await save(values, false);
    },
  });
  const name = kit.form.watch("name");
  const needsKeys = NEEDS_KEYS.includes(name);
  const saving = kit.submitting || create.isPending || update.isPending;

  const keepHint = (stored: boolean | undefined) =>
    gateway && stored
      ? t("A value is stored. Leave blank to keep it; type a new one to replace it.")
      : t("Not set yet.");

  return (
    <>
      <KitForm
        kit={kit}
        label={gateway ? t("Edit {name}", { name: gateway.display_name }) : t("New gateway")}
        actions={
          <FormActions
            submitting={saving}
            label={gateway ? t("Save gateway") : t("Add gateway")}
            onCancel={onCancel}
          />
        }
      >
        <ChoiceField
          name="name"
          label={t("Type")}
          data={(gateway ? [gateway.name] : free).map((n) => ({ value: n, label: gatewayLabel(n) }))}
          allowDeselect={false}
          disabled={gateway !== null}
          description={gateway ? t("The type of a gateway does not change.") : undefined}
        />
        <TextField
          name="display_name"
          label={t("Name shown to churches")}
          placeholder={t("e.g. Bank transfer")}
        />
        <SwitchField name="is_active" label={t("Churches can pay with it")} />
        {name === "manual" && (
          <Text fz="sm" c="dimmed">
            {t(
              "Churches are shown the payment as waiting; you mark it paid on the payments page once the money has arrived.",
            )}
          </Text>
        )}
        {isTestGateway(name) && (
          <Text fz="sm" c="red.9">
            {sandboxWarning()}
          </Text>
        )}
        {needsKeys && (
          <>
            <TextField
              name="public_key"
              label={t("Public key")}
              description={t("The publishable key from the payment service. It is not secret.")}
              autoComplete="off"
              spellCheck={false}
            />
            {(
              [
                ["secret_key", t("Secret key"), gateway?.has_secret_key],
                ["webhook_secret", t("Webhook secret"), gateway?.has_webhook_secret],
              ] as const
            ).map(([name, label, kept]) => (
              <PasswordField
                key={name}
                name={name}
                label={label}
                description={keepHint(kept)}
                placeholder={kept ? t("Leave blank to keep") : undefined}
                autoComplete="new-password"
              />
            ))}
          </>
        )}
      </KitForm>
      <ConfirmDialog
        opened={unconfirmed !== null}
        title={t("Turn on the sandbox?")}
        confirmLabel={t("Turn on the sandbox")}
        danger
        busy={saving}
        onConfirm={() => {
          const values = unconfirmed;
          setUnconfirmed(null);
          // Saved outside the form's own submission, so a refusal is shown through the kit here.
          if (values) save(values, true).catch(kit.fail);
        }}
        onCancel={() => setUnconfirmed(null)}
      >
        {sandboxWarning()}
      </ConfirmDialog>
    </>
  );
}
