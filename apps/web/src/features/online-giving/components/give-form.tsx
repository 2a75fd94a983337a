import { type GivePage, giveInput } from "@cm/contracts";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  AmountField,
  ChoiceField,
  KitForm,
  ReferenceField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { startGift } from "../api/online-giving-api";

/** Sends the browser to the gateway's checkout (a page of its own, outside the app). */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * The public giving form of a church: a fund, an amount in the church's currency, how to pay and,
 * for a signed-in giver, how often. A guest gives their name and e-mail for the receipt; a
 * signed-in giver's are filled in. The gift is paid on the gateway's page, which comes back to
 * the thank-you page.
 */
export function GiveForm({ page, go = leaveFor }: { page: GivePage; go?: (url: string) => void }) {
  const { t, i18n } = useTranslation("online-giving");
  const signedIn = page.donor !== null;
  const kit = useSchemaForm(giveInput, {
    defaultValues: {
      church: page.church.id,
      fund: undefined,
      amount: "",
      gateway: page.gateways.length === 1 ? page.gateways[0]?.name : undefined,
      channel: "card",
      frequency: "ONCE",
      name: page.donor?.name ?? "",
      email: page.donor?.email ?? "",
      language: i18n.language,
    },
    failure: t("The gift was not started"),
    onSubmit: async (values) => {
      const started = await startGift(values);
      go(started.redirect_url);
    },
  });
  const gateway = kit.form.watch("gateway");
  const ways = page.gateways.map((g) => ({
    value: g.name,
    label: g.name === "sandbox" ? t("Test payment (no money moves)") : g.display_name,
  }));
  const often = [
    { value: "ONCE", label: t("Once") },
    ...(signedIn
      ? [
          { value: "WEEKLY", label: t("Every week") },
          { value: "MONTHLY", label: t("Every month") },
        ]
      : []),
  ];
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <KitForm
        kit={kit}
        label={t("Give to {church}", { church: page.church.name })}
        submitLabel={t("Give now")}
        wide
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ReferenceField
            name="fund"
            label={t("Fund")}
            required
            choices={{ data: page.funds, isPending: false }}
            placeholder={t("Choose a fund")}
          />
          <AmountField name="amount" label={t("Amount")} currency={page.church.currency} required />
          <ChoiceField name="gateway" label={t("Pay with")} data={ways} required allowDeselect={false} />
          {gateway === "paystack" && (
            <ChoiceField
              name="channel"
              label={t("Card or mobile money")}
              data={[
                { value: "card", label: t("Card") },
                { value: "mobile_money", label: t("Mobile money") },
              ]}
              fallback="card"
              allowDeselect={false}
            />
          )}
          <ChoiceField
            name="frequency"
            label={t("How often")}
            data={often}
            fallback="ONCE"
            allowDeselect={false}
          />
          <TextField name="name" label={t("Your name")} required readOnly={signedIn} autoComplete="name" />
          <TextField
            name="email"
            type="email"
            label={t("Your e-mail, for the receipt")}
            required
            readOnly={signedIn}
            autoComplete="email"
          />
        </SimpleGrid>
        {!signedIn && (
          <Text fz="sm" c="dimmed">
            {t("Sign in to give every week or every month.")}
          </Text>
        )}
      </KitForm>
    </Paper>
  );
}
