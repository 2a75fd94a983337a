import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";
import { notify } from "../lib/notify";
import { ConfirmDialog } from "./confirm-dialog";
import { FormDrawer } from "./form-drawer";
import { QueryRetryAlert } from "./shared-parts/query-retry-alert";

type Person = { member: number; name: string };

/** The words of one record's people section, in the record's own terms (a household, a group). */
export type PeopleWords = {
  loadFailed: string;
  empty: string;
  removeTitle: (name: string) => string;
  removeBody: string;
  removed: (name: string) => string;
  removeFailed: string;
};

/**
 * The people of a record (a household, a group) as cards: adding someone in a drawer, and taking
 * someone out after a confirmation, with a word on the outcome. The record's own parts are the
 * card, the add form and the words.
 */
export function PeopleSection<P extends Person>({
  people,
  remove,
  canWrite,
  words,
  card,
  addForm,
}: {
  people: UseQueryResult<P[]>;
  remove: UseMutationResult<unknown, Error, number>;
  canWrite: boolean;
  words: PeopleWords;
  card: (person: P, onRemove: (person: P) => void) => ReactNode;
  addForm: (onDone: () => void) => ReactNode;
}) {
  const { t } = useTranslation("common");
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<P | null>(null);

  async function takeOut(person: P) {
    try {
      await remove.mutateAsync(person.member);
      notify.success(words.removed(person.name));
    } catch (error) {
      notify.error({ title: words.removeFailed, message: errorMessage(error) });
    } finally {
      setLeaving(null);
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} fz="lg" component="h2">
          {t("People")}
        </Text>
        {canWrite && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t("Add a person")}
          </Button>
        )}
      </Group>
      {people.isError ? (
        <QueryRetryAlert title={words.loadFailed} query={people} />
      ) : people.isPending ? (
        <Text c="dimmed" fz="sm" role="status" aria-label={t("Loading")}>
          {t("Loading the people…")}
        </Text>
      ) : people.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {words.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {people.data.map((person) => (
            <div key={person.member}>{card(person, setLeaving)}</div>
          ))}
        </SimpleGrid>
      )}
      <FormDrawer
        state={adding ? true : null}
        onClose={() => setAdding(false)}
        title={() => t("Add a person")}
      >
        {() => addForm(() => setAdding(false))}
      </FormDrawer>
      <ConfirmDialog
        opened={leaving !== null}
        onCancel={() => setLeaving(null)}
        danger
        onConfirm={() => leaving && void takeOut(leaving)}
        busy={remove.isPending}
        title={words.removeTitle(leaving?.name ?? "")}
        confirmLabel={t("Take out")}
      >
        {words.removeBody}
      </ConfirmDialog>
    </Stack>
  );
}
