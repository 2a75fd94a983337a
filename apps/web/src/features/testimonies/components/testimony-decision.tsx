import type { Testimony } from "@cm/contracts";
import { Button, Checkbox, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useDecideTestimony } from "../api/testimonies-api";

export type Asking = "verify" | "unverify" | "reject";
const ASK: Record<
  Asking,
  { title: string; label: string; button: string; color?: string; required: boolean }
> = {
  verify: { title: "Verify this testimony", label: "Note (optional)", button: "Verify", required: false },
  unverify: {
    title: "Unverify this testimony",
    label: "Why is it unverified?",
    button: "Unverify",
    required: true,
  },
  reject: {
    title: "Reject this testimony",
    label: "Reason (the testifier reads it)",
    button: "Reject",
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
  const [text, setText] = useState("");
  const [publish, setPublish] = useState(testimony.consent_to_publish);
  const ask = ASK[asking];
  const field = asking === "reject" ? "reason" : "note";
  const server = useServerErrors({ [field]: text, is_public: publish });
  async function confirm() {
    server.clear();
    if (ask.required && !text.trim()) return server.say("This field is required.", field);
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
            ? `"${testimony.title}" is verified and published.`
            : `"${testimony.title}" is verified.`
          : asking === "unverify"
            ? `"${testimony.title}" is no longer verified.`
            : `"${testimony.title}" has been rejected.`,
      );
      onClose();
    } catch (e) {
      notify.error({ title: "The decision was not saved", message: server.show(e) });
    }
  }
  return (
    <Modal opened onClose={onClose} title={ask.title}>
      <Stack gap="sm">
        <FormAlert message={server.alert} />
        <Textarea
          label={ask.label}
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
            label="Publish it on the public site"
            description={
              testimony.consent_to_publish ? undefined : "The testifier has not agreed to publish it."
            }
            disabled={!testimony.consent_to_publish}
            checked={publish}
            onChange={(e) => setPublish(e.currentTarget.checked)}
            error={server.fieldError("is_public")}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={ask.color} loading={decide.isPending} onClick={() => void confirm()}>
            {ask.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
