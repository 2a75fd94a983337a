import type {
  Group,
  GroupAttendanceInput,
  GroupInput,
  GroupMeeting,
  GroupMeetingInput,
  GroupPerson,
  GroupPersonInput,
} from "@cm/contracts";
import { groupMeetingsEndpoints, groupsEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useDeleteResource,
  useResource,
  useResourceList,
  useSaveResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const groups = clientOf(groupsEndpoints);
const meetings = clientOf(groupMeetingsEndpoints);

export const useGroupList = (params: ListParams) => useResourceList<Group>(groups.path, params);
export const useGroup = (id: number) => useResource<Group>(groups.path, id);
export const useSaveGroup = () => useSaveResource<GroupInput, Group>(groups.path);
export const useDeleteGroup = () => useDeleteResource(groups.path);

const peopleKey = (id: number) => [...resourceKeys.detail(groups.path, id), "members"] as const;

/** The people of a group, leaders first, with the meetings each has missed in a row. */
export function useGroupPeople(id: number) {
  return useQuery({
    queryKey: peopleKey(id),
    queryFn: ({ signal }) => groups.run("members", { id, signal }),
  });
}

/** The group's meetings of the last half year, for its trend. */
export function useGroupTrend(id: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(groups.path, id), "trend"],
    queryFn: ({ signal }) => groups.run("trend", { id, signal }),
  });
}

/** Members who stopped coming to a group (three meetings in a row missed). */
export function useGroupFollowUps() {
  return useQuery({
    queryKey: [...resourceKeys.all(groups.path), "follow_up"],
    queryFn: ({ signal }) => groups.run("follow_up", { query: {}, signal }),
  });
}

/** The groups the signed-in person is in (their home cell, their choir). */
export function useMyGroups() {
  return useQuery({
    queryKey: [...resourceKeys.all(groups.path), "mine"],
    queryFn: ({ signal }) => groups.run("mine", { signal }),
  });
}

/** Puts a member in the group (or changes their role), or takes one out; the lists are read again. */
export function useChangeGroupPeople(id: number) {
  const client = useQueryClient();
  const done = (people: GroupPerson[]) => {
    client.setQueryData(peopleKey(id), people);
    return client.invalidateQueries({ queryKey: resourceKeys.all(groups.path) });
  };
  const add = useMutation({
    mutationFn: (input: GroupPersonInput) => groups.run("add_member", { id, body: input }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (member: number) => groups.run("remove_member", { id, body: { member } }),
    onSuccess: done,
  });
  return { add, remove };
}

export const useMeetingList = (params: ListParams) => useResourceList<GroupMeeting>(meetings.path, params);

export const useSaveMeeting = () => useSaveResource<GroupMeetingInput, GroupMeeting>(meetings.path);

const attendanceKey = (id: number) => [...resourceKeys.detail(meetings.path, id), "attendance"] as const;

/** Everyone in the meeting's group and whether each was marked present. */
export function useMeetingPeople(id: number) {
  return useQuery({
    queryKey: attendanceKey(id),
    queryFn: ({ signal }) => meetings.run("attendance", { id, signal }),
  });
}

/** Marks who came to a meeting; the meetings and groups are read again. */
export function useMarkAttendance(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupAttendanceInput) => meetings.run("mark_attendance", { id, body: input }),
    onSuccess: async (people) => {
      client.setQueryData(attendanceKey(id), people);
      await Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(meetings.path) }),
        client.invalidateQueries({ queryKey: resourceKeys.all(groups.path) }),
      ]);
    },
  });
}
