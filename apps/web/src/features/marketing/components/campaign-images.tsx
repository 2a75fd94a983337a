import type { Campaign, ShownCampaignImage } from "@cm/contracts";
import { ActionIcon, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { UploadProgress } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useDeleteCampaignImage, useOrderCampaignImages, useUploadCampaignImage } from "../api/marketing-api";

/** Pictures above this are refused by the server; saying so first saves sending them. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp";

/** The order after moving one picture a place earlier (-1) or later (+1). */
export function moved(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/**
 * A campaign's pictures: the first is the cover on the public site. While the campaign may change
 * (a draft, or rejected), the church adds pictures up to its plan's number, puts them in order and
 * deletes them.
 */
export function CampaignImages({
  campaign,
  editable,
  maxImages,
}: {
  campaign: Campaign;
  editable: boolean;
  maxImages: number | null;
}) {
  const { t } = useTranslation("marketing");
  const upload = useUploadCampaignImage();
  const remove = useDeleteCampaignImage();
  const order = useOrderCampaignImages();
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ShownCampaignImage | null>(null);
  const images = campaign.images;
  const full = maxImages !== null && images.length >= maxImages;

  async function send(file: File | null) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notify.error(t("{name} is larger than 5 MB. Choose a smaller picture.", { name: file.name }));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ campaign: campaign.id, file, onProgress: (f) => setProgress(f ?? 1) });
      notify.success(t("The picture has been added."));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  async function move(id: number, step: -1 | 1) {
    try {
      await order.mutateAsync({
        campaign: campaign.id,
        images: moved(
          images.map((i) => i.id),
          id,
          step,
        ),
      });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {maxImages === null
            ? images.length > 0
              ? t("{count, plural, one {# picture} other {# pictures}}. The first one is the cover.", {
                  count: images.length,
                })
              : t("{count, plural, one {# picture} other {# pictures}}", { count: images.length })
            : images.length > 0
              ? t("{count} of {max} pictures allowed by the plan. The first one is the cover.", {
                  count: images.length,
                  max: maxImages,
                })
              : t("{count} of {max} pictures allowed by the plan", { count: images.length, max: maxImages })}
        </Text>
        {editable && (
          <FileButton onChange={send} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoPlus size={16} />}
                disabled={full || progress !== null}
              >
                {t("Add a picture")}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <UploadProgress value={progress} what={t("picture")} />
      {images.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {editable
            ? t("No pictures yet. Add a poster or a photo (JPEG, PNG or WebP, up to 5 MB).")
            : t("No pictures yet.")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {images.map((image, index) => (
            <Paper key={image.id} withBorder radius="md" p={4}>
              <img
                src={image.thumb_url}
                alt={t("{title}, {position} of {count}", {
                  title: campaign.title,
                  position: index + 1,
                  count: images.length,
                })}
                loading="lazy"
                style={{
                  width: "100%",
                  aspectRatio: "16 / 10",
                  objectFit: "cover",
                  display: "block",
                  borderRadius: 6,
                }}
              />
              {editable && (
                <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("Move picture {position} earlier", { position: index + 1 })}
                      disabled={index === 0 || order.isPending}
                      onClick={() => void move(image.id, -1)}
                    >
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("Move picture {position} later", { position: index + 1 })}
                      disabled={index === images.length - 1 || order.isPending}
                      onClick={() => void move(image.id, 1)}
                    >
                      <IconArrowRight size={16} />
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("Delete picture {position}", { position: index + 1 })}
                    onClick={() => setDeleting(image)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("Delete this picture?")}
        confirmLabel={t("Delete")}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync(deleting?.id ?? 0)
            .then(() => notify.success(t("The picture has been deleted.")))
            .catch((error: unknown) => notify.error(errorMessage(error)))
            .finally(() => setDeleting(null))
        }
        onCancel={() => setDeleting(null)}
      >
        {t("It is taken off the campaign. This cannot be undone.")}
      </ConfirmDialog>
    </Stack>
  );
}
