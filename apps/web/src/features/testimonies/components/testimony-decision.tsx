import { msg, type Testimony } from "@cm/contracts";
import { Button, Checkbox, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useDecideTestimony } from "../api/testimonies-api";

export type Asking = "verify" | "unverify" | "reject";
const ASK: Record<
  Asking,
  { title: string; label: string; button: string; color?: string; required: boolean }
> = {
  verify: {
    title: msg("Verify this testimony"),
    label: msg("Note (optional)"),
    button: msg("Verify"),
    required: false,
  },
  unverify: {
    title: msg("Unverify this testimony"),
    label: msg("Why is it unverified?"),
    button: msg("Unverify"),
    required: true,
  },
  reject: {
    title: msg("Reject this testimony"),
    label: msg("Reason (the testifier reads it)"),
    button: msg("Reject"),
    color: "red",
    required: true,
  },
};

/** Asks for the note or reason of a decision, then verifies (and publishes), unverifies or rejects. */
export function Decision({
  testimony,
  asking,
  onClose,
}: {
  testimony: Testimony;
  asking: Asking;
  onClose: () => void;
}) {
  const decide = useDecideTestimony();
  const { t } = useTranslation("testimonies");
  const [text, setText] = useState("");
  const [publish, setPublish] = useState(testimony.consent_to_publish);
  const ask = ASK[asking];
  const field = asking === "reject" ? "reason" : "note";
  const server = useServerErrors({ [field]: text, is_public: publish });
  async function confirm() {
    server.clear();
    if (ask.required && !text.trim()) return server.say(t("This field is required."), field);
    try {
      const decision =
        asking === "verify"
          ? { action: "verify" as const, note: text, is_public: publish }
          : asking === "unverify"
            ? { action: "unverify" as const, note: text }
            : { action: "reject" as const, reason: text };
      await decide.mutateAsync({ id: testimony.id, decision });
      notify.success(
        asking === "verify"
          ? publish
            ? t('"{title}" is verified and published.', { title: testimony.title })
            : t('"{title}" is verified.', { title: testimony.title })
          : asking === "unverify"
            ? t('"{title}" is no longer verified.', { title: testimony.title })
            : t('"{title}" has been rejected.', { title: testimony.title }),
      );
      onClose();
    } catch (e) {
      notify.error({ title: t("The decision was not saved"), message: server.show(e) });
    }
  }
  return (
    <Modal opened onClose={onClose} title={t(ask.title)}>
      <Stack gap="sm">
        <FormAlert message={server.alert} />
        <Textarea
          label={t(ask.label)}
          required={ask.required}
          resize="vertical"
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={server.fieldError(field)}
          data-autofocus
        />
        {asking === "verify" && (
          <Checkbox
            label={t("Publish it on the public site")}
            description={
              testimony.consent_to_publish ? undefined : t("The testifier has not agreed to publish it.")
            }
            disabled={!testimony.consent_to_publish}
            checked={publish}
            onChange={(e) => setPublish(e.currentTarget.checked)}
            error={server.fieldError("is_public")}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button color={ask.color} loading={decide.isPending} onClick={() => void confirm()}>
            {t(ask.button)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
