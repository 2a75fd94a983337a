import { type Donation, donationReverseInput } from "@cm/contracts";
import { Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KitForm, TextAreaField, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useReverseDonation } from "../api/giving-api";
import { money } from "./giving-parts";

/** Asks why a final gift is reversed, then writes the reversing entry. */
export function ReverseDialog({ gift, onClose }: { gift: Donation | null; onClose: () => void }) {
  const { t } = useTranslation("giving");
  return (
    <Modal
      opened={gift !== null}
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {t("Reverse this gift?")}
        </Text>
      }
    >
      {gift && <ReverseForm gift={gift} onDone={onClose} />}
    </Modal>
  );
}

function ReverseForm({ gift, onDone }: { gift: Donation; onDone: () => void }) {
  const { t } = useTranslation("giving");
  const reverse = useReverseDonation();
  const kit = useSchemaForm(donationReverseInput, {
    defaultValues: { reason: "" },
    failure: t("The gift was not reversed"),
    onSubmit: async ({ reason }) => {
      await reverse.mutateAsync({ id: gift.id, reason });
      notify.success(t("The gift has been reversed and the church's income corrected."));
      onDone();
    },
  });
  return (
    <Stack gap="md">
      <Text fz="sm">
        {t(
          "A confirmed gift is never changed. A reversing entry of {amount} is added and the church's income lowered by as much.",
          { amount: money(gift.amount, gift.currency) },
        )}
      </Text>
      <KitForm kit={kit} label={t("Reverse this gift?")} submitLabel={t("Reverse")} onCancel={onDone}>
        <TextAreaField name="reason" label={t("Why")} required autosize minRows={2} data-autofocus />
      </KitForm>
    </Stack>
  );
}
