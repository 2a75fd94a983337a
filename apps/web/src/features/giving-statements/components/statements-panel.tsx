import type { StatementMailReport } from "@cm/contracts";
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconFileDownload, IconFileZip, IconMail } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { HouseholdPicker } from "../../../components/household-picker";
import { MemberPicker } from "../../../components/member-picker";
import { PlainTable } from "../../../components/plain-table";
import { RetryAlert } from "../../../components/retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import {
  downloadDonorStatement,
  downloadYearArchive,
  useSendStatements,
  useStatementMailings,
} from "../api/statements-api";

/** Runs a download, keeping its button busy meanwhile and saying so when it fails. */
function useDownload(failure: string) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify.error({ title: failure, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type DonorKind = "member" | "household";

/** One donor's statement: a member's or a household's, chosen by name. */
function DonorStatement({ year }: { year: number }) {
  const { t } = useTranslation("giving-statements");
  const [kind, setKind] = useState<DonorKind>("member");
  const [donor, setDonor] = useState<number | null>(null);
  const one = useDownload(t("The statement was not downloaded"));
  return (
    <Section title={t("One donor's statement")}>
      <Stack gap={4}>
        <Text component="span" fz="sm" fw={500} id="statement-donor-kind">
          {t("Statement of a")}
        </Text>
        <SegmentedControl
          aria-labelledby="statement-donor-kind"
          value={kind}
          onChange={(value) => {
            setKind(value as DonorKind);
            setDonor(null);
          }}
          data={[
            { value: "member", label: t("Member") },
            { value: "household", label: t("Household") },
          ]}
          w="fit-content"
        />
      </Stack>
      {kind === "member" ? (
        <MemberPicker label={t("Member")} value={donor} onChange={setDonor} source="givers" />
      ) : (
        <HouseholdPicker label={t("Household")} value={donor} onChange={setDonor} />
      )}
      <Group>
        <Button
          leftSection={<IconFileDownload size={16} />}
          disabled={donor === null}
          loading={one.busy}
          onClick={() => donor !== null && one.run(() => downloadDonorStatement({ kind, id: donor }, year))}
        >
          {t("Download statement")}
        </Button>
      </Group>
    </Section>
  );
}

/** What sending the year's statements did, and who has no address to send one to. */
function SendReport({ report }: { report: StatementMailReport }) {
  const { t } = useTranslation("giving-statements");
  return (
    <Alert color={report.without_address.length ? "yellow" : "green"} data-testid="statement-send-report">
      <Stack gap={4}>
        <Text fz="sm">
          {t("{queued, plural, one {# statement was e-mailed} other {# statements were e-mailed}}.", {
            queued: report.queued,
          })}{" "}
          {report.already_sent > 0 &&
            t("{sent, plural, one {# donor had theirs already} other {# donors had theirs already}}.", {
              sent: report.already_sent,
            })}
        </Text>
        {report.without_address.length > 0 && (
          <>
            <Text fz="sm" fw={600}>
              {t("No e-mail address: print these statements")}
            </Text>
            <List size="sm">
              {report.without_address.map((d) => (
                <List.Item key={`${d.member}-${d.household}`}>{d.donor_name}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Giving statements for the office: one member's or household's statement, the year's statements
 * as a ZIP, and the year's statements e-mailed to every donor (with who has no address), and what
 * was e-mailed.
 */
export function StatementsPanel({ canSend, heading }: { canSend: boolean; heading: ReactNode }) {
  const { t } = useTranslation("giving-statements");
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const [asking, setAsking] = useState(false);
  const [report, setReport] = useState<StatementMailReport | null>(null);
  const all = useDownload(t("The statements were not downloaded"));
  const send = useSendStatements();
  const mailings = useStatementMailings({
    page: 1,
    page_size: 20,
    ordering: "-created_at",
    filters: { year },
  });
  const years = Array.from({ length: 6 }, (_, i) => String(thisYear - i));

  const sendAll = async () => {
    try {
      const answer = await send.mutateAsync(year);
      setReport(answer);
      notify.success(t("The statements are on their way."));
    } catch (error) {
      notify.error({ title: t("The statements were not e-mailed"), message: errorMessage(error) });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="md">
      {heading}
      <Select
        label={t("Statement year")}
        data={years}
        value={String(year)}
        onChange={(value) => {
          if (!value) return;
          setYear(Number(value));
          setReport(null);
        }}
        allowDeselect={false}
        w={140}
      />
      <DonorStatement year={year} />
      <Section title={t("Every donor's statement")}>
        <Text fz="sm" c="dimmed">
          {t(
            "One PDF per member or household who gave in the year, each in the donor's language. A large church's file takes a minute or two.",
          )}
        </Text>
        <Group wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} />}
            loading={all.busy}
            onClick={() => all.run(() => downloadYearArchive(year))}
          >
            {t("Download all (ZIP)")}
          </Button>
          {canSend && (
            <Button
              leftSection={<IconMail size={16} />}
              onClick={() => setAsking(true)}
              loading={send.isPending}
            >
              {t("E-mail the statements")}
            </Button>
          )}
        </Group>
        {all.busy && <Text fz="sm">{t("Preparing the statements…")}</Text>}
        {report && <SendReport report={report} />}
      </Section>
      <Section title={t("Statements e-mailed")}>
        {mailings.isError ? (
          <RetryAlert
            title={t("The statements e-mailed could not be loaded")}
            error={mailings.error}
            onRetry={() => void mailings.refetch()}
          />
        ) : mailings.data?.results.length ? (
          <PlainTable
            label={t("Statements e-mailed")}
            rowKey={(row) => row.id}
            rows={mailings.data.results}
            columns={[
              { header: t("Donor"), render: (row) => row.donor_name },
              { header: t("Sent to"), render: (row) => row.to },
              { header: t("Sent on"), render: (row) => formatDate(row.created_at) },
            ]}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            {mailings.isLoading ? t("Loading…") : t("No statements of this year have been e-mailed yet.")}
          </Text>
        )}
      </Section>
      <ConfirmDialog
        opened={asking}
        title={t("E-mail the statements")}
        confirmLabel={t("E-mail them")}
        busy={send.isPending}
        onConfirm={sendAll}
        onCancel={() => setAsking(false)}
      >
        {t(
          "Every donor of {year} with an e-mail address gets their statement. Donors who have had theirs are not sent it again.",
          { year },
        )}
      </ConfirmDialog>
    </Stack>
  );
}
