import { Avatar, type AvatarProps } from "@mantine/core";

/** "Grace Mensah" -> "GM"; "?" when there is no name at all. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

type PersonAvatarProps = Omit<AvatarProps, "children" | "src" | "alt"> & {
  name: string;
  src?: string | null;
};

/** A person's picture, or their initials when there is none (or it fails to load). */
export function PersonAvatar({ name, src, ...props }: PersonAvatarProps) {
  return (
    <Avatar color="brand" radius="xl" src={src ?? null} alt={src ? name : undefined} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
