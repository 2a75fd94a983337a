import type { Member } from "@cm/contracts";
import { donationsEndpoints, membersEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useResourceList } from "./resource-hooks";
import { clientOf } from "./typed-client";

const membersClient = clientOf(membersEndpoints);
const donationsClient = clientOf(donationsEndpoints);

// The member search that pickers in several church pages share (events, Sunday school, leadership).

export const MEMBERS_PATH = membersClient.path;

/** The few member fields the pickers need. */
export type MemberChoice = Pick<Member, "id" | "first_name" | "last_name" | "phone"> &
  Partial<Pick<Member, "full_name">>;

/** "Ama Mensah": the server's full name, or first and last name when it has none. */
export function memberName(
  member: Pick<Member, "first_name" | "last_name"> & { full_name?: string },
): string {
  return member.full_name || `${member.first_name} ${member.last_name}`.trim();
}

/** A page of the church's active members matching a search (name or phone), by last name. */
export function useActiveMembers({
  search,
  page = 1,
  pageSize = 30,
  enabled = true,
}: {
  search: string;
  page?: number;
  pageSize?: number;
  enabled?: boolean;
}) {
  return useResourceList<MemberChoice>(
    MEMBERS_PATH,
    {
      page,
      page_size: pageSize,
      search: search.trim() || undefined,
      ordering: "last_name",
      filters: { is_active: true },
    },
    { enabled },
  );
}

/**
 * The people a gift can be put on (giving's own list: active members by name or phone, or
 * households), for those who record gifts without reading the member roll.
 */
export function useGivers(kind: "member" | "household", search: string, enabled = true) {
  const term = search.trim() || undefined;
  return useQuery({
    queryKey: ["giving/donations", "givers", kind, term ?? ""],
    queryFn: ({ signal }) =>
      donationsClient.run("givers", { query: { kind, ...(term ? { search: term } : {}) }, signal }),
    enabled,
    staleTime: 30_000,
  });
}
