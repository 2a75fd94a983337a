import { donationCreate, type GivingBatch } from "@cm/contracts";
import { Paper, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AmountField,
  ChoiceField,
  HouseholdField,
  KitForm,
  MemberField,
  ReferenceField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useActiveFunds, useAddGift } from "../api/giving-api";
import { methodOptions, money } from "./giving-parts";

const giftForm = donationCreate.pick({
  fund: true,
  amount: true,
  method: true,
  member: true,
  household: true,
  reference: true,
});

type Giver = "member" | "household" | "anonymous";

/**
 * Enters one gift after another into an open count: after each, the amount, the giver and the
 * reference are cleared and the amount has the focus again; the fund and the method stay.
 */
export function GiftEntry({ batch }: { batch: GivingBatch }) {
  const { t } = useTranslation("giving");
  const save = useAddGift();
  const funds = useActiveFunds();
  const refocus = useRef(false);
  const [giver, setGiver] = useState<Giver>("member");
  const kit = useSchemaForm(giftForm, {
    defaultValues: {
      fund: undefined,
      amount: "",
      method: "CASH",
      member: null,
      household: null,
      reference: "",
    },
    failure: t("The gift was not entered"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ ...values, batch: batch.id });
      notify.success(
        t("{amount} to {fund} entered.", {
          amount: money(saved.amount, saved.currency),
          fund: saved.fund_name,
        }),
      );
      kit.form.reset({ ...kit.form.getValues(), amount: "", member: null, household: null, reference: "" });
      refocus.current = true;
    },
  });
  // The amount takes the focus once the form is no longer busy (a busy form's fields are disabled).
  useEffect(() => {
    if (kit.submitting || !refocus.current) return;
    refocus.current = false;
    kit.form.setFocus("amount");
  }, [kit.submitting, kit.form]);
  // One kind of giver at a time: choosing another clears the one chosen before.
  const chooseGiver = (value: string) => {
    setGiver(value as Giver);
    kit.form.setValue("member", null);
    kit.form.setValue("household", null);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <KitForm kit={kit} label={t("Enter a gift")} submitLabel={t("Add gift")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <ReferenceField
            name="fund"
            label={t("Fund")}
            required
            choices={{
              data: funds.data?.results.map((f) => ({ id: f.id, name: f.name })),
              isPending: funds.isPending,
            }}
            placeholder={t("Choose a fund")}
          />
          <AmountField name="amount" label={t("Amount")} currency={batch.currency} required />
          <ChoiceField
            name="method"
            label={t("Given by")}
            data={methodOptions(t)}
            fallback="CASH"
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="gift-giver-kind">
              {t("Given by a")}
            </Text>
            <SegmentedControl
              aria-labelledby="gift-giver-kind"
              value={giver}
              onChange={chooseGiver}
              data={[
                { value: "member", label: t("Member") },
                { value: "household", label: t("Household") },
                { value: "anonymous", label: t("Anonymous") },
              ]}
            />
          </Stack>
          {giver === "member" && (
            <MemberField name="member" label={t("Giver (leave empty when anonymous)")} source="givers" />
          )}
          {giver === "household" && <HouseholdField name="household" label={t("Household")} />}
          <TextField name="reference" label={t("Reference")} placeholder={t("Envelope or transfer number")} />
        </SimpleGrid>
      </KitForm>
    </Paper>
  );
}
