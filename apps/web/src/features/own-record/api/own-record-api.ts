import type {
  Member,
  MemberChange,
  MemberChangeInput,
  MemberLink,
  MemberLinkInput,
  User,
} from "@cm/contracts";
import {
  memberChangesEndpoints,
  memberLinksEndpoints,
  membersEndpoints,
  membershipEndpoints,
  usersEndpoints,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membership = clientOf(membershipEndpoints);
const changes = clientOf(memberChangesEndpoints);
const links = clientOf(memberLinksEndpoints);
const roll = clientOf(membersEndpoints);
const accounts = clientOf(usersEndpoints);

/** A member as the members page reads it (its account link among its fields). */
export const useMemberRecord = (id: number) => useResource<Member>(roll.path, id);

/** One user account, to name the member's (null: none asked). */
export const useAccount = (id: number | null) => useResource<User>(accounts.path, id);

/** Active accounts of the caller's church matching a search, to link one to a member. */
export const useAccountChoices = (search: string) =>
  useResourceList<User>(accounts.path, { page: 1, page_size: 20, search, filters: { is_active: true } });

const recordKey = [...resourceKeys.all(membership.path), "record"] as const;

/** The signed-in user's own member record (member null when none is linked). */
export function useOwnMembership() {
  return useQuery({ queryKey: recordKey, queryFn: ({ signal }) => membership.run("record", { signal }) });
}

/** The changes the signed-in member asked for, newest first. */
export const useMyChanges = () =>
  useResourceList<MemberChange>(membership.path, { page: 1, page_size: 20, ordering: "-created_at" });

/** Asks for a new phone or address; the record and the requests are fetched again. */
export function useAskForChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberChangeInput) => membership.create(input),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(membership.path) }),
  });
}

/** Sends a new photo for one's own record. */
export function useSendPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return membership.run("photo", { body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(membership.path) }),
  });
}

/** Members' changes as the church office sees them. */
export const useMemberChanges = (params: ListParams) => useResourceList<MemberChange>(changes.path, params);

/** Confirms or declines a member's change; the lists are fetched again. */
export function useDecideChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      changes.run(confirm ? "confirm" : "decline", { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(changes.path) }),
  });
}

const settingsKey = [...resourceKeys.all(changes.path), "settings"] as const;

/** Whether the church applies its members' own changes at once. */
export function useChangeSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => changes.run("settings", { signal }) });
}

export function useSaveChangeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => changes.run("update_settings", { body: { apply_without_confirmation: on } }),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
  });
}

/** Accounts proposed as members, waiting for the office (or those of one member). */
export const useMemberLinks = (params: ListParams) => useResourceList<MemberLink>(links.path, params);

/** Confirms or declines a proposed link. */
export function useDecideLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      confirm ? links.run("confirm", { id }) : links.run("decline", { id }),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Links an account to a member, or takes it off. */
export function useLinkAccount() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries();
  const link = useMutation({
    mutationFn: (input: MemberLinkInput) => links.run("link", { body: input }),
    onSuccess: done,
  });
  const unlink = useMutation({
    mutationFn: (member: number) => links.run("unlink", { body: { member } }),
    onSuccess: done,
  });
  return { link, unlink };
}
