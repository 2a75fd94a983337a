import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBrandFacebook, IconBrandWhatsapp, IconMail } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { track, usePublicCampaign } from "../../../features/marketing/api/marketing-api";
import { eventDates } from "../../../features/marketing/components/campaign-cards";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function CampaignPage() {
  const { t } = useTranslation("pages");
  const id = Number(useParams().id);
  const query = usePublicCampaign(id);
  const campaign = query.data;
  useDocumentTitle(
    t("{title} · {product}", { title: campaign?.title ?? t("Event"), product: siteInfo.productName }),
  );
  useEffect(() => {
    if (campaign) track("impression", campaign.id);
  }, [campaign]);

  if (query.isPending)
    return <Skeleton h={240} m="xl" radius="md" role="status" aria-label={t("Loading the event")} />;
  if (!campaign)
    return (
      <PublicPage eyebrow={t("Events")} title={t("This event is not shown any more")} lead="">
        <Alert color="blue" variant="light">
          {t("It may have ended.")}{" "}
          <Anchor component={Link} to="/campaigns">
            {t("See the events running now")}
          </Anchor>
          .
        </Alert>
      </PublicPage>
    );
  const address = window.location.href;
  const share = (channel: string, url: string) => () => {
    track("share", campaign.id, { channel });
    window.open(url, "_blank", "noopener");
  };
  const text = encodeURIComponent(`${campaign.title} ${address}`);
  // Where the event can be shared, each channel counted apart.
  const shareTargets = [
    {
      channel: "whatsapp",
      label: t("WhatsApp"),
      Icon: IconBrandWhatsapp,
      url: `https://wa.me/?text=${text}`,
    },
    {
      channel: "facebook",
      label: t("Facebook"),
      Icon: IconBrandFacebook,
      url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    },
    {
      channel: "email",
      label: t("E-mail"),
      Icon: IconMail,
      url: `mailto:?subject=${encodeURIComponent(campaign.title)}&body=${text}`,
    },
  ];
  return (
    <PublicPage eyebrow={campaign.church_name} title={campaign.title} lead={campaign.summary}>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          {campaign.images.map((image, index) => (
            <img
              key={image.id}
              src={image.url}
              srcSet={`${image.thumb_url} 480w, ${image.url} ${image.width}w`}
              sizes="(max-width: 600px) 100vw, 800px"
              alt={t("{title}, {position} of {count}", {
                title: campaign.title,
                position: index + 1,
                count: campaign.images.length,
              })}
              width={image.width}
              height={image.height}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
              style={{ width: "100%", height: "auto", borderRadius: 8, display: "block" }}
            />
          ))}
          {eventDates(campaign) && <Text fw={600}>{eventDates(campaign)}</Text>}
          {campaign.location && <Text>{campaign.location}</Text>}
          {campaign.description.split(/\n\s*\n/).map((p) => (
            <Text key={p} style={{ whiteSpace: "pre-line" }}>
              {p}
            </Text>
          ))}
          {campaign.cta_url && (
            <Button
              component="a"
              href={campaign.cta_url}
              target="_blank"
              rel="noopener noreferrer"
              w="fit-content"
              onClick={() => track("click", campaign.id)}
            >
              {campaign.cta_label || t("Find out more")}
            </Button>
          )}
          <Group gap="xs" mt="sm">
            <Text fz="sm" c="dimmed">
              {t("Share:")}
            </Text>
            {shareTargets.map(({ channel, label, Icon, url }) => (
              <Button
                key={channel}
                size="xs"
                variant="default"
                leftSection={<Icon size={16} />}
                onClick={share(channel, url)}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
    </PublicPage>
  );
}
