import {
  apiPath,
  groupAttendanceInput,
  groupMeeting,
  groupMeetingCreate,
  groupMeetingPeople,
  groupMeetingsEndpoints,
  groupMeetingUpdate,
  msg,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import { groupMeetings } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import {
  churchOfGroup,
  decorateMeetings,
  markMeeting,
  peopleAtMeeting,
  setMeetingCounts,
} from "./group-meetings.service";
import { groupsOfCaller, marksEveryGroup, readsEveryGroup } from "./groups.service";

const action = actionsOf(groupMeetings);

/**
 * The meetings of a church's groups and who came. The church office reads and records them all;
 * a group's leaders record its meetings and take its attendance; its members read them.
 */
export const groupMeetingsResource = defineResource({
  name: "group-meetings",
  path: apiPath(groupMeetingsEndpoints),
  table: groupMeetings,
  entity: groupMeeting,
  create: groupMeetingCreate,
  update: groupMeetingUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: {
    list: "authenticated",
    retrieve: "authenticated",
    create: "authenticated",
    update: "authenticated",
    delete: "authenticated",
  },
  visibleRows: (p) =>
    readsEveryGroup(p) ? undefined : sql`${groupMeetings.group} in ${groupsOfCaller(p, false)}`,
  writableRows: {
    where: (p) =>
      marksEveryGroup(p) ? undefined : sql`${groupMeetings.group} in ${groupsOfCaller(p, true)}`,
    refusal: msg("Only the group's leaders can record its meetings and attendance."),
  },
  ordering: ["date", "created_at"],
  defaultOrdering: "-date",
  filters: { church: "int", group: "int" },
  references: { church: "churches", group: "groups" },
  beforeWrite: async (ctx, data, existing) =>
    existing ? data : { ...data, church: await churchOfGroup(ctx.data, Number(data.group)) },
  explainDuplicate: async () => {
    throw fieldError("date", msg("This group already has a meeting on this date."));
  },
  decorate: (rows, ctx) => decorateMeetings(ctx.data, rows),
  actions: {
    attendance: action.detail({
      method: "GET",
      access: "authenticated",
      summary: "Everyone in the meeting's group, and whether each was marked present",
      output: groupMeetingPeople,
      run: ({ data, object }) => peopleAtMeeting(data, object),
    }),
    mark_attendance: action.detail({
      method: "POST",
      access: "authenticated",
      summary:
        "Mark who came (everyone else of the group is marked absent), with the headcount and visitors; by the group's leaders and the church office",
      input: groupAttendanceInput,
      output: groupMeetingPeople,
      run: async ({ data, input, object, audit }) => {
        await markMeeting(data, object, input.present);
        await setMeetingCounts(data, object, input);
        await audit({
          objectId: object.id,
          changes: { present: input.present.length, headcount: input.headcount, visitors: input.visitors },
        });
        return peopleAtMeeting(data, object);
      },
    }),
  },
});
