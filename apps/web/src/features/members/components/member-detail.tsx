import { type Member, memberRules } from "@cm/contracts";
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowLeft,
  IconPencil,
  IconShieldLock,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ActiveBadge } from "../../../components/active-badge";
import { PageLoader } from "../../../components/page-loader";
import { PersonAvatar } from "../../../components/person-avatar";
import { lazyDrawer } from "../../../components/record-drawer";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { memberName } from "../../../lib/member-queries";
import { useMember } from "../api/members-api";
import { ErasedNotice, EraseMemberDialog } from "./member-erase";
import { MemberFamily } from "./member-family";
import { MemberHistory } from "./member-history";
import { genderWord, maritalWord } from "./member-labels";
import { MemberOwnFields } from "./member-own-fields";
import { MemberStepDialog } from "./member-step";

// The form loads when the drawer first opens, not with the page.
const MemberDrawer = lazyDrawer(() => import("./member-drawer").then((module) => module.MemberDrawer));

export const MEMBERS_LIST_PATH = "/church/members";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.03em">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
        {children === "" || children === null || children === undefined ? "—" : children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function MemberFacts({ member }: { member: Member }) {
  const { t } = useTranslation("members");
  const birth = member.date_of_birth
    ? member.age !== null
      ? t("{date} ({age} years)", { date: formatDate(member.date_of_birth), age: member.age })
      : formatDate(member.date_of_birth)
    : "";
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t("Personal")}>
        <Field label={t("Gender")}>{genderWord(member.gender)}</Field>
        <Field label={t("Date of birth")}>{birth}</Field>
        <Field label={t("Marital status")}>{maritalWord(member.marital_status)}</Field>
        <Field label={t("Occupation")}>{member.occupation}</Field>
        <Field label={t("Other names")}>{member.other_names}</Field>
      </Section>
      <Section title={t("Contact")}>
        <Field label={t("Phone")}>
          {member.phone && <Anchor href={`tel:${member.phone.replace(/\s+/g, "")}`}>{member.phone}</Anchor>}
        </Field>
        <Field label={t("E-mail")}>
          {member.email && <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>}
        </Field>
        <Field label={t("Address")}>{member.address}</Field>
      </Section>
      <Section title={t("Church life")}>
        <Field label={t("Member since")}>
          {member.membership_date && formatDate(member.membership_date)}
        </Field>
        <Field label={t("Baptised")}>{member.baptism_date && formatDate(member.baptism_date)}</Field>
        <Field label={t("Category")}>{member.category}</Field>
        <Field label={t("Home cell")}>{member.home_cell_fellowship}</Field>
        <Field label={t("Home-cell pastor")}>{member.home_cell_pastor}</Field>
        <Field label={t("Has a user account")}>{member.user !== null ? t("Yes") : t("No")}</Field>
      </Section>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Text fw={700} mb="sm">
          {t("Notes")}
        </Text>
        <Text fz="sm" c={member.notes ? undefined : "dimmed"} style={{ whiteSpace: "pre-wrap" }}>
          {member.notes || t("No notes.")}
        </Text>
        <Text fz="xs" c="dimmed" mt="md">
          {t("Added {added} · last changed {changed}", {
            added: formatDate(member.created_at),
            changed: formatDate(member.updated_at),
          })}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** One member: every field, edit, active flag, delete, erasure on request, and what they attended. */
export function MemberDetail({
  id,
  church,
  canWrite,
  canErase = false,
}: {
  id: number;
  church: number | null;
  canWrite: boolean;
  /** A church admin may erase a member's personal data on the member's request. */
  canErase?: boolean;
}) {
  const { t } = useTranslation("members");
  const query = useMember(id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<"toggle" | "delete" | null>(null);
  const [erasing, setErasing] = useState(false);

  const back = (
    <Anchor component={Link} to={MEMBERS_LIST_PATH} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t("All members")}
      </Group>
    </Anchor>
  );

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md" maw={620}>
        {back}
        <Alert
          color={missing ? "gray" : "red"}
          title={missing ? t("Member not found") : t("We could not load this member")}
        >
          <Text fz="sm" mb={missing ? 0 : "sm"}>
            {missing ? t("This member does not exist or has been deleted.") : errorMessage(query.error)}
          </Text>
          {!missing && (
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              {t("Try again")}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  const member = query.data;
  const name = memberName(member);

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap">
          <PersonAvatar name={name} src={member.photo || null} size={64} />
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {name}
            </Title>
            <Group gap={6} mt={4}>
              <ActiveBadge active={member.is_active} />
              {member.category && <Badge variant="outline">{member.category}</Badge>}
            </Group>
          </div>
        </Group>
        {canWrite && (
          <Group gap="xs">
            {/* An erased member's record stays as it is: editing would put personal data back. */}
            {memberRules.edit(member) && (
              <>
                <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                  {t("Edit")}
                </Button>
                <Button
                  variant="default"
                  leftSection={member.is_active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                  onClick={() => setConfirming("toggle")}
                >
                  {member.is_active ? t("Mark inactive") : t("Mark active")}
                </Button>
              </>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming("delete")}
            >
              {t("Delete")}
            </Button>
            {canErase && memberRules.erase(member) && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconShieldLock size={16} />}
                // A long label wraps on a phone instead of running off the screen.
                h="auto"
                mih={36}
                styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
                onClick={() => setErasing(true)}
              >
                {t("Erase this member's personal data")}
              </Button>
            )}
          </Group>
        )}
      </Group>

      <ErasedNotice member={member} />
      <MemberFacts member={member} />
      <MemberOwnFields member={member} canWrite={canWrite} />
      <MemberFamily member={member.id} name={name} canWrite={canWrite} />
      <MemberHistory member={member.id} />

      <MemberDrawer
        state={editing ? { mode: "edit", member } : null}
        church={church}
        onClose={() => setEditing(false)}
      />
      <MemberStepDialog
        step={confirming && { kind: confirming, member }}
        onClose={() => setConfirming(null)}
        onDone={(step) => step.kind === "delete" && navigate(MEMBERS_LIST_PATH, { replace: true })}
      />
      {canErase && (
        <EraseMemberDialog member={member} name={name} opened={erasing} onClose={() => setErasing(false)} />
      )}
    </Stack>
  );
}
