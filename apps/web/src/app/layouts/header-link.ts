/** A link of the public header, with the count shown beside it (published announcements). */
export type HeaderLink = { label: string; to: string; count?: number | null };
