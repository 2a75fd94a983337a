import { Button, Progress, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { downloadMyData } from "../api/profile-api";
import { SettingCard } from "./setting-card";

/**
 * The person's right to a copy of their data (data-protection law): one button that downloads
 * everything the church holds about them, with its progress and what the file holds.
 */
export function MyDataCard() {
  const { t } = useTranslation("profile");
  // null: not downloading; a number: the kilobytes received so far.
  const [received, setReceived] = useState<number | null>(null);

  async function download() {
    setReceived(0);
    try {
      await downloadMyData((bytes) => setReceived(Math.ceil(bytes / 1024)));
      notify.success(t("Your data has been downloaded."));
    } catch (error) {
      notify.error({ title: t("Your data could not be downloaded"), message: errorMessage(error) });
    } finally {
      setReceived(null);
    }
  }

  const busy = received !== null;
  return (
    <SettingCard
      title={t("Your data")}
      intro={[
        t(
          "You can download a copy of everything the church holds about you: your account, your member record, your household and family links, the services and classes you attended, the programs you took part in, your testimonies, the records of changes made about you and the e-mails sent to you.",
        ),
        t(
          "You get one ZIP file with the details as JSON files, readable by other programs, your pictures, and a PDF summary in your language.",
        ),
      ]}
    >
      <div>
        <Button leftSection={<IconDownload size={16} />} onClick={() => void download()} loading={busy}>
          {t("Download my data")}
        </Button>
      </div>
      {busy && <Progress value={100} striped animated aria-label={t("Preparing your data")} />}
      <Text fz="xs" c="dimmed" role="status">
        {received === null
          ? ""
          : received === 0
            ? t("Preparing your data…")
            : t("{size} KB received…", { size: received })}
      </Text>
    </SettingCard>
  );
}
