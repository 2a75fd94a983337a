import type { Member, MemberDuplicatePair, MergeField } from "@cm/contracts";
import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useMergeMembers } from "../api/member-duplicates-api";
import { genderWord, maritalWord } from "./member-labels";

type Side = "first" | "second";
const other = (side: Side): Side => (side === "first" ? "second" : "first");

/** The fields a merge can take from either record, with how each value reads. */
function useMergeFields(): { field: MergeField; label: string; show(m: Member): string }[] {
  const { t } = useTranslation("members");
  const text = (field: MergeField) => (m: Member) => String(m[field] ?? "");
  const date = (field: "date_of_birth" | "membership_date" | "baptism_date") => (m: Member) =>
    formatDate(m[field], "");
  return [
    { field: "first_name", label: t("First name"), show: text("first_name") },
    { field: "last_name", label: t("Last name"), show: text("last_name") },
    { field: "other_names", label: t("Other names"), show: text("other_names") },
    { field: "gender", label: t("Gender"), show: (m) => genderWord(m.gender) },
    { field: "date_of_birth", label: t("Date of birth"), show: date("date_of_birth") },
    { field: "phone", label: t("Phone"), show: text("phone") },
    { field: "email", label: t("E-mail"), show: text("email") },
    { field: "address", label: t("Address"), show: text("address") },
    { field: "marital_status", label: t("Marital status"), show: (m) => maritalWord(m.marital_status) },
    { field: "occupation", label: t("Occupation"), show: text("occupation") },
    { field: "membership_date", label: t("Member since"), show: date("membership_date") },
    { field: "baptism_date", label: t("Baptism date"), show: date("baptism_date") },
    { field: "category", label: t("Category"), show: text("category") },
    { field: "home_cell_fellowship", label: t("Home cell fellowship"), show: text("home_cell_fellowship") },
    { field: "home_cell_pastor", label: t("Home cell pastor"), show: text("home_cell_pastor") },
    { field: "is_active", label: t("Status"), show: (m) => (m.is_active ? t("Active") : t("Inactive")) },
    { field: "notes", label: t("Notes"), show: text("notes") },
  ];
}

/** For each field that differs: the kept record's value, unless it is empty and the other's is not. */
function defaultChoices(pair: MemberDuplicatePair, keep: Side, fields: ReturnType<typeof useMergeFields>) {
  const choices: Partial<Record<MergeField, Side>> = {};
  for (const f of fields) {
    const kept = f.show(pair[keep]);
    const gone = f.show(pair[other(keep)]);
    if (kept !== gone) choices[f.field] = kept === "" && gone !== "" ? other(keep) : keep;
  }
  return choices;
}

/**
 * Merging a pair: which record stays, then field by field which value it keeps, then a
 * confirmation (the other record is deleted), then the merge and its toast.
 */
export function MergeDialog({ pair, onClose }: { pair: MemberDuplicatePair; onClose: () => void }) {
  const { t } = useTranslation("members");
  const fields = useMergeFields();
  const merge = useMergeMembers();
  const [keep, setKeep] = useState<Side>("first");
  const [choices, setChoices] = useState(() => defaultChoices(pair, "first", fields));
  const [confirming, setConfirming] = useState(false);
  const kept = pair[keep];
  const removed = pair[other(keep)];
  const differing = fields.filter((f) => choices[f.field] !== undefined);

  const chooseKeep = (side: Side) => {
    setKeep(side);
    setChoices(defaultChoices(pair, side, fields));
  };
  const run = async () => {
    try {
      await merge.mutateAsync({
        keep: kept.id,
        remove: removed.id,
        fields: differing.filter((f) => choices[f.field] !== keep).map((f) => f.field),
      });
      notify.success(t("The two records of {name} are now one.", { name: kept.full_name }));
      onClose();
    } catch (error) {
      notify.error({ title: t("The members were not merged"), message: errorMessage(error) });
      setConfirming(false);
    }
  };
  const recordLabel = (m: Member) =>
    t("{name}, added on {date}", { name: m.full_name, date: formatDate(m.created_at) });

  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t("Merge two members")} size="lg" centered>
        <Stack gap="md">
          <Radio.Group
            label={t("Which record do you keep?")}
            description={t(
              "The other record is deleted; its attendance, classes and family move to this one.",
            )}
            value={keep}
            onChange={(v) => chooseKeep(v as Side)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="first" label={recordLabel(pair.first)} />
              <Radio value="second" label={recordLabel(pair.second)} />
            </Stack>
          </Radio.Group>
          {differing.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("Both records hold the same details.")}
            </Text>
          ) : (
            <Text fz="sm" fw={600}>
              {t("Choose which value to keep where the records differ.")}
            </Text>
          )}
          {differing.map((f) => (
            <Radio.Group
              key={f.field}
              label={f.label}
              value={choices[f.field]}
              onChange={(v) => setChoices((c) => ({ ...c, [f.field]: v as Side }))}
            >
              <Stack gap={6} mt={4}>
                {([keep, other(keep)] as const).map((side) => (
                  <Radio
                    key={side}
                    value={side}
                    label={f.show(pair[side]) || t("(empty)")}
                    styles={{ label: { overflowWrap: "anywhere" } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("Cancel")}
            </Button>
            <Button onClick={() => setConfirming(true)}>{t("Merge")}</Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t("Merge these members?")}
        confirmLabel={t("Merge")}
        danger
        busy={merge.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        {t(
          "{removed} will be deleted, and everything recorded for them moves to {kept}. This cannot be undone.",
          { removed: recordLabel(removed), kept: kept.full_name },
        )}
      </ConfirmDialog>
    </>
  );
}
