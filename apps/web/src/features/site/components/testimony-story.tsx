import { Anchor, Badge, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { formatDate } from "../../../lib/format-date";
import { usePublicTestimony } from "../api/site-api";
import classes from "./site.module.css";

/** Paragraphs of a plain-text story: blank lines separate them; nothing is read as HTML. */
export const paragraphsOf = (story: string) =>
  story
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function ShareLinks({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation("site");
  const url = window.location.href;
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const links = [
    { name: "WhatsApp", href: `https://wa.me/?text=${text}%20${link}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: "X", href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { name: t("E-mail"), href: `mailto:?subject=${text}&body=${link}` },
  ];
  return (
    <Group gap="xs" aria-label={t("Share this testimony")} role="group">
      <Text fz="sm" fw={600}>
        {t("Share:")}
      </Text>
      {links.map((l) => (
        <Anchor key={l.name} href={l.href} target="_blank" rel="noopener noreferrer" fz="sm">
          {l.name}
        </Anchor>
      ))}
      <Button
        size="compact-sm"
        variant="default"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t("Link copied") : t("Copy link")}
      </Button>
    </Group>
  );
}

/** One published testimony: its story, type, church, date and share links. */
export function TestimonyStory({ slug, backTo }: { slug: string; backTo: string }) {
  const query = usePublicTestimony(slug);
  const { t } = useTranslation("site");
  const back = (
    <Anchor component={Link} to={backTo} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> {t("All testimonies")}
      </Group>
    </Anchor>
  );
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t("Loading the testimony")}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={14} mt="md" />
        <Skeleton height={14} width="90%" />
      </Stack>
    );
  if (query.isError)
    return <LoadError error={query.error} what={t("testimony")} onRetry={() => void query.refetch()} />;
  const testimony = query.data;
  if (!testimony)
    return (
      <Stack gap="md">
        {back}
        <Paper withBorder p="xl" ta="center">
          <Title order={1} fz="xl">
            {t("Testimony not found")}
          </Title>
          <Text c="dimmed" mt="xs">
            {t("This testimony does not exist or is not published.")}
          </Text>
        </Paper>
      </Stack>
    );
  return (
    <Stack gap="md" component="article">
      {back}
      <Group gap={6}>
        <Badge variant="light">{testimony.type_name}</Badge>
        {testimony.featured && (
          <Badge color="yellow" variant="light">
            {t("Featured")}
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {testimony.title}
      </Title>
      <Text c="dimmed" fz="sm">
        {testimony.testifier_name} · {testimony.church_name}
        {testimony.event_date ? ` · ${formatDate(testimony.event_date)}` : ""}
      </Text>
      {testimony.photo_url && <Image src={testimony.photo_url} alt="" radius="md" mah={360} fit="cover" />}
      <div className={classes.prose}>
        {paragraphsOf(testimony.story).map((p, i) => (
          // Paragraphs have no identity of their own beyond their place in the story.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
          <p key={i} className={classes.announcementBody}>
            {p}
          </p>
        ))}
      </div>
      <ShareLinks title={testimony.title} />
    </Stack>
  );
}
