import { memberChangeCreate, type OwnMembership } from "@cm/contracts";
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconInfoCircle, IconPhotoUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DetailFacts } from "../../../components/detail-facts";
import { KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { PersonAvatar } from "../../../components/person-avatar";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { TitledSection } from "../../../components/titled-section";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useAskForChange, useMyChanges, useOwnMembership, useSendPhoto } from "../api/own-record-api";
import { AskedLines } from "./asked-lines";
import { CardList } from "./card-list";
import { CHANGE_STATUS, ROLE_WORDS } from "./change-words";

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The signed-in user's own member record: details, household, attendance, classes, changes. */
export function MyMembership() {
  const { t } = useTranslation("own-record");
  const record = useOwnMembership();
  if (record.isPending)
    return (
      <Text role="status" c="dimmed">
        {t("Loading your membership…")}
      </Text>
    );
  if (record.isError)
    return <QueryRetryAlert title={t("Your membership could not be loaded")} query={record} />;
  const data = record.data;
  if (!data.member) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {t("No member record yet")}
          </Title>
          <Text fz="sm">
            {data.link_pending
              ? t(
                  "Your church office has been asked to confirm that this account is yours on the church's roll.",
                )
              : t("Your account is not linked to a member record. Your church office can link it for you.")}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return <LinkedMembership data={data} member={data.member} />;
}

type Member = NonNullable<OwnMembership["member"]>;

/** A church field's value as words: yes or no, a date in the reader's way, else as written. */
function fieldValue({ type, value }: OwnMembership["fields"][number]): string {
  const t = translator("own-record");
  if (type === "yes_no") return value === true ? t("Yes") : t("No");
  if (type === "date" && typeof value === "string") return formatDate(value);
  return String(value);
}

function LinkedMembership({ data, member }: { data: OwnMembership; member: Member }) {
  const { t } = useTranslation("own-record");
  return (
    <Stack gap="md">
      <DetailFacts
        beside={<PersonAvatar name={member.full_name} src={member.photo || null} size={72} />}
        facts={[
          { label: t("Name"), value: member.full_name },
          { label: t("Church"), value: member.church_name },
          { label: t("Phone"), value: member.phone },
          { label: t("E-mail"), value: member.email },
          { label: t("Address"), value: member.address },
          { label: t("Member since"), value: formatDate(member.membership_date) },
          { label: t("Baptised on"), value: formatDate(member.baptism_date) },
          { label: t("Category"), value: member.category },
          { label: t("Home cell"), value: member.home_cell_fellowship },
          // The church's own fields that it shows its members.
          ...data.fields.map((field) => ({ label: field.label, value: fieldValue(field) })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TitledSection title={t("Household")}>
          {data.household ? (
            <Stack gap={4}>
              <Text fw={600} fz="sm">
                {data.household.name}
              </Text>
              <List size="sm" spacing={2}>
                {data.household.people.map((p) => (
                  <List.Item key={p.member}>
                    {t("{name} ({role})", { name: p.name, role: t(ROLE_WORDS[p.role]) })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {t("You are not in a household on the church's roll.")}
            </Text>
          )}
        </TitledSection>
        <TitledSection title={t("Attendance")}>
          <Text fz="sm">
            {t(
              "{count, plural, one {# service or meeting} other {# services and meetings}} in the last 90 days",
              {
                count: data.attendance.last_90_days,
              },
            )}
          </Text>
          <Text fz="sm">{t("In the last year: {count}", { count: data.attendance.last_year })}</Text>
          <Text fz="sm" c="dimmed">
            {t("Last attended: {when}", {
              when: formatDateTime(data.attendance.last_attended, t("not yet")),
            })}
          </Text>
        </TitledSection>
        <TitledSection title={t("Sunday school")}>
          {data.sunday_school_classes.length ? (
            <List size="sm" spacing={2}>
              {data.sunday_school_classes.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm" c="dimmed">
              {t("You are not in a Sunday-school class.")}
            </Text>
          )}
        </TitledSection>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangeForm member={member} atOnce={data.changes_apply_at_once} />
        <MyChanges />
      </SimpleGrid>
    </Stack>
  );
}

/** Asks for a new phone, address or photo. */
function ChangeForm({ member, atOnce }: { member: Member; atOnce: boolean }) {
  const { t } = useTranslation("own-record");
  const ask = useAskForChange();
  const photo = useSendPhoto();
  const done = atOnce ? t("Your record has been updated.") : t("Your church office will confirm the change.");
  const kit = useSchemaForm(memberChangeCreate, {
    defaultValues: { phone: member.phone, address: member.address },
    failure: t("The change was not sent"),
    onSubmit: async (values) => {
      // Only what differs from the record is asked for.
      const body = {
        ...(values.phone !== undefined && values.phone !== member.phone ? { phone: values.phone } : {}),
        ...(values.address !== undefined && values.address !== member.address
          ? { address: values.address }
          : {}),
      };
      if (Object.keys(body).length === 0) {
        notify.error({ title: t("Nothing to send"), message: t("Change your phone or address first.") });
        return;
      }
      await ask.mutateAsync(body);
      notify.success(done);
    },
  });

  async function sendPhoto(file: File | null) {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      notify.error({
        title: t("The photo was not sent"),
        message: t("Choose a JPEG, PNG or WebP picture of at most 5 MB."),
      });
      return;
    }
    await withToasts(() => photo.mutateAsync(file), { done: done, failed: t("The photo was not sent") });
  }

  return (
    <TitledSection title={t("Ask for a change")}>
      <Alert variant="light" icon={<IconInfoCircle size={18} />} p="xs">
        <Text fz="sm">
          {atOnce
            ? t("Your church applies your changes at once.")
            : t("Your church office confirms each change before it reaches your record.")}
        </Text>
      </Alert>
      <KitForm kit={kit} label={t("Ask for a change")} submitLabel={t("Send the change")}>
        <TextField name="phone" label={t("Phone")} type="tel" />
        <TextField name="address" label={t("Address")} />
      </KitForm>
      <Group>
        <FileButton onChange={(file) => void sendPhoto(file)} accept={PHOTO_TYPES.join(",")}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={16} />}
              loading={photo.isPending}
            >
              {t("Send a new photo")}
            </Button>
          )}
        </FileButton>
      </Group>
    </TitledSection>
  );
}

/** The changes the member asked for, newest first. */
function MyChanges() {
  const { t } = useTranslation("own-record");
  const list = useMyChanges();
  return (
    <CardList
      title={t("Your requests")}
      query={list}
      empty={t("You have not asked for any change yet.")}
      failed={t("Your requests could not be loaded")}
      card={(change) => (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fz="xs" c="dimmed">
              {formatDateTime(change.created_at)}
            </Text>
            <Badge color={CHANGE_STATUS[change.status].color} variant="light">
              {t(CHANGE_STATUS[change.status].label)}
            </Badge>
          </Group>
          <AskedLines change={change} />
        </>
      )}
    />
  );
}
