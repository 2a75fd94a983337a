import type { User } from "@cm/contracts";
import { Button, FileButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPhotoUp, IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "../../../components/person-avatar";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useUploadProfilePicture } from "../api/profile-api";
import { displayName } from "./profile-header";

// The API checks the content too; checking here first saves uploading a file it would refuse.
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;
const t = translator("profile");

/** Why a chosen file cannot be a profile picture, or null when it can. */
export function pictureProblem(file: Pick<File, "type" | "size">): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return t("Choose a JPEG, PNG or WebP picture.");
  if (file.size > MAX_BYTES) return t("Choose a picture of at most 5 MB.");
  return null;
}

/** Chooses a picture, shows it before anything is sent, then uploads it on request. */
export function PictureUpload({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const upload = useUploadProfilePicture();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  function choose(chosen: File | null) {
    if (!chosen) return;
    const reason = pictureProblem(chosen);
    setProblem(reason);
    setFile(reason ? null : chosen);
  }

  async function send() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success(t("Your profile picture has been updated."));
      setFile(null);
    } catch (error) {
      notify.error({ title: t("Failed to upload profile picture"), message: errorMessage(error) });
    }
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb="md">
        {t("Profile picture")}
      </Title>
      <Stack align="center" gap="sm">
        <PersonAvatar
          name={displayName(user)}
          src={preview ?? user.profile_picture}
          size={120}
          data-testid="profile-picture"
        />
        {file ? (
          <Text fz="sm" c="dimmed" ta="center">
            {t("This is a preview. Upload it to keep it.")}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed" ta="center">
            {t("JPEG, PNG or WebP, up to 5 MB.")}
          </Text>
        )}
        {problem && (
          <Text fz="sm" c="red" ta="center" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="center" gap="xs">
          <FileButton onChange={choose} accept={ACCEPTED_TYPES.join(",")}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />}>
                {file ? t("Choose another") : t("Choose a picture")}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button onClick={send} loading={upload.isPending} leftSection={<IconUpload size={16} />}>
              {t("Upload")}
            </Button>
          )}
        </Group>
        {file && (
          <Button
            variant="subtle"
            size="xs"
            color="gray"
            onClick={() => setFile(null)}
            disabled={upload.isPending}
          >
            {t("Cancel")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
