import {
  type MemberRelationship,
  msg,
  RELATIONSHIP_KINDS,
  type RelationshipKind,
  relationshipInput,
} from "@cm/contracts";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconHomeHeart, IconUserPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDrawer } from "../../../components/form-drawer";
import { ChoiceField, KitForm, MemberField, useSchemaForm } from "../../../components/form-kit";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useChangeRelationships, useMemberHousehold, useRelationships } from "../api/member-family-api";

/** How a relative stands to the member, as the page says it ("Parent": the relative is their parent). */
const KIND_LABELS: Record<RelationshipKind, string> = {
  spouse: msg("Spouse"),
  parent: msg("Parent"),
  child: msg("Child"),
  sibling: msg("Brother or sister"),
  guardian: msg("Guardian"),
  ward: msg("In their care"),
  other: msg("Other relative"),
};

type Changes = ReturnType<typeof useChangeRelationships>;

function AddRelativeForm({ name, changes, onDone }: { name: string; changes: Changes; onDone: () => void }) {
  const { t } = useTranslation("members");
  const kit = useSchemaForm(relationshipInput, {
    defaultValues: { kind: "parent" },
    failure: t("The relative was not added"),
    onSubmit: async (values) => {
      await changes.add.mutateAsync(values);
      notify.success(t("The relative has been added."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a relative")} submitLabel={t("Add")} onCancel={onDone}>
      <MemberField name="relative" label={t("Relative")} required empty={undefined} />
      <ChoiceField
        name="kind"
        label={t("Who they are to {name}", { name })}
        required
        data={RELATIONSHIP_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
      />
      <Text fz="xs" c="dimmed">
        {t("The relative's page shows the same link the other way round.")}
      </Text>
    </KitForm>
  );
}

/** The member's household and relatives, with adding and removing relatives. */
export function MemberFamily({
  member,
  name,
  canWrite,
}: {
  member: number;
  name: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation("members");
  const home = useMemberHousehold(member);
  const relatives = useRelationships(member);
  const changes = useChangeRelationships(member);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MemberRelationship | null>(null);

  async function remove(relative: MemberRelationship) {
    try {
      await changes.remove.mutateAsync(relative.relative);
      notify.success(t("The relationship has been removed."));
    } catch (error) {
      notify.error({ title: t("The relationship was not removed"), message: errorMessage(error) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} fz="lg" component="h2">
            {t("Family")}
          </Text>
          {canWrite && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {t("Add a relative")}
            </Button>
          )}
        </Group>
        <Group gap={8}>
          <IconHomeHeart size={18} aria-hidden />
          {home.household ? (
            <Anchor component={Link} to={`/church/households/${home.household.id}`} fz="sm">
              {home.household.name}
            </Anchor>
          ) : (
            <Text fz="sm" c="dimmed">
              {home.isPending ? t("Looking for the household…") : t("Not in a household")}
            </Text>
          )}
        </Group>
        {relatives.isError ? (
          <QueryRetryAlert title={t("We could not load the relatives")} query={relatives} />
        ) : relatives.data?.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("No relatives recorded.")}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {(relatives.data ?? []).map((r) => (
              <Group key={r.relative} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm">
                  <Anchor component={Link} to={`/church/members/${r.relative}`}>
                    {r.relative_name}
                  </Anchor>
                  {" · "}
                  {t(KIND_LABELS[r.kind])}
                </Text>
                {canWrite && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t("Remove {name} as a relative", { name: r.relative_name })}
                    onClick={() => setRemoving(r)}
                  >
                    <IconX size={16} />
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <FormDrawer
        state={adding ? true : null}
        onClose={() => setAdding(false)}
        title={() => t("Add a relative")}
      >
        {() => <AddRelativeForm name={name} changes={changes} onDone={() => setAdding(false)} />}
      </FormDrawer>
      <ConfirmDialog
        opened={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        busy={changes.remove.isPending}
        danger
        title={t("Remove this relationship?")}
        confirmLabel={t("Remove")}
      >
        {t("{relative} will no longer be recorded as related to {name}, on either page.", {
          relative: removing?.relative_name ?? "",
          name,
        })}
      </ConfirmDialog>
    </Paper>
  );
}
