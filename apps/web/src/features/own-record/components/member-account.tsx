import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { TitledSection } from "../../../components/titled-section";
import {
  useAccount,
  useAccountChoices,
  useDecideLink,
  useLinkAccount,
  useMemberLinks,
  useMemberRecord,
} from "../api/own-record-api";

/** A member's user account on the member page: linked, proposed, or linked here by the office. */
export function MemberAccount({ member, canWrite }: { member: number; canWrite: boolean }) {
  const { t } = useTranslation("own-record");
  const record = useMemberRecord(member);
  const proposals = useMemberLinks({ page: 1, page_size: 5, filters: { member, status: "PENDING" } });
  const decide = useDecideLink();
  const { link, unlink } = useLinkAccount();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const choices = useAccountChoices(debounced);
  const [chosen, setChosen] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const account = useAccount(record.data?.user ?? null);
  if (!canWrite || !record.data) return null;
  const linkedTo = record.data.user;
  const proposal = proposals.data?.results[0];

  async function attempt(work: () => Promise<unknown>, done: string, failed: string) {
    await withToasts(() => work(), { done: done, failed: failed });
  }

  return (
    <TitledSection title={t("User account")}>
      {linkedTo !== null ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
            {account.data
              ? t("This member signs in as {account} and sees their own record.", {
                  account: `${account.data.first_name} ${account.data.last_name}`.trim()
                    ? `${account.data.first_name} ${account.data.last_name} (${account.data.username})`
                    : account.data.username,
                })
              : t("This member signs in with account number {id} and sees their own record.", {
                  id: linkedTo,
                })}
          </Text>
          <Button size="xs" variant="default" color="red" onClick={() => setAsking(true)}>
            {t("Unlink")}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          {proposal ? (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                {t("{account} ({email}) may be this member.", {
                  account: proposal.user_name || proposal.username,
                  email: proposal.user_email,
                })}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={decide.isPending}
                  onClick={() =>
                    void attempt(
                      () => decide.mutateAsync({ id: proposal.id, confirm: true }),
                      t("The account has been linked."),
                      t("The link was not changed"),
                    )
                  }
                >
                  {t("Link")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={decide.isPending}
                  onClick={() =>
                    void attempt(
                      () => decide.mutateAsync({ id: proposal.id, confirm: false }),
                      t("The account will not be linked."),
                      t("The link was not changed"),
                    )
                  }
                >
                  {t("Not them")}
                </Button>
              </Group>
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t("No account is linked. Link one so the member can see their own record.")}
            </Text>
          )}
          <Group align="flex-end" wrap="wrap" gap="xs">
            <Select
              label={t("Account")}
              placeholder={t("Search by name, username or e-mail")}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              value={chosen}
              onChange={setChosen}
              data={(choices.data?.results ?? []).map((u) => ({
                value: String(u.id),
                label: `${`${u.first_name} ${u.last_name}`.trim() || u.username} (${u.email || u.username})`,
              }))}
              nothingFoundMessage={
                choices.isError ? t("Accounts could not be loaded.") : t("No account found.")
              }
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              disabled={chosen === null}
              loading={link.isPending}
              onClick={() =>
                void attempt(
                  () => link.mutateAsync({ member, user: Number(chosen) }),
                  t("The account has been linked."),
                  t("The account was not linked"),
                )
              }
            >
              {t("Link")}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={asking}
        title={t("Unlink this account?")}
        confirmLabel={t("Unlink")}
        danger
        busy={unlink.isPending}
        onConfirm={() =>
          void attempt(
            () => unlink.mutateAsync(member),
            t("The account has been unlinked."),
            t("The account was not unlinked"),
          ).then(() => setAsking(false))
        }
        onCancel={() => setAsking(false)}
      >
        {t("The member stays on the roll; the account no longer shows their record.")}
      </ConfirmDialog>
    </TitledSection>
  );
}
