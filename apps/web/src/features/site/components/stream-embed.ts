export type StreamEmbed =
  | { kind: "iframe"; src: string; provider: "YouTube" | "Vimeo" }
  | { kind: "link"; href: string }
  | { kind: "none" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);

function youtubeEmbed(id: string | null | undefined): StreamEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { kind: "iframe", src: `https://www.youtube.com/embed/${id}`, provider: "YouTube" };
}

/**
 * How to show a broadcast's stream address: YouTube and Vimeo pages become their players' embed
 * addresses (a watch page refuses to load in a frame); any other web address stays a link,
 * because an unknown site may refuse framing or need its own player.
 */
export function streamEmbed(streamUrl: string | null | undefined): StreamEmbed {
  const raw = streamUrl?.trim();
  if (!raw) return { kind: "none" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "none" };

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (host === "youtu.be") return youtubeEmbed(segments[0]) ?? { kind: "link", href: raw };
  if (YOUTUBE_HOSTS.has(host) || host === "www.youtube-nocookie.com") {
    const [first, second] = segments;
    const id =
      first === "watch"
        ? url.searchParams.get("v")
        : first === "embed" || first === "live" || first === "shorts" || first === "v"
          ? second
          : null;
    return youtubeEmbed(id) ?? { kind: "link", href: raw };
  }

  if (host === "player.vimeo.com" && segments[0] === "video" && /^\d+$/.test(segments[1] ?? "")) {
    return { kind: "iframe", src: `https://player.vimeo.com/video/${segments[1]}`, provider: "Vimeo" };
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    // vimeo.com/123456, vimeo.com/channels/staffpicks/123456, vimeo.com/event/123456 (live events).
    const numeric = segments.find((s) => /^\d+$/.test(s));
    if (segments[0] === "event" && numeric) {
      return { kind: "iframe", src: `https://vimeo.com/event/${numeric}/embed`, provider: "Vimeo" };
    }
    if (numeric) {
      return { kind: "iframe", src: `https://player.vimeo.com/video/${numeric}`, provider: "Vimeo" };
    }
  }
  return { kind: "link", href: raw };
}
