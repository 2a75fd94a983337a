import type {
  ServingAssignment,
  ServingAssignmentInput,
  ServingBlockoutInput,
  ServingPlan,
  ServingPlanInput,
  ServingPositionInput,
  ServingRotaInput,
  ServingTeam,
  ServingTeamInput,
} from "@cm/contracts";
import {
  servingAssignmentsEndpoints,
  servingBlockoutsEndpoints,
  servingPlansEndpoints,
  servingPositionsEndpoints,
  servingResponseEndpoints,
  servingTeamsEndpoints,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { resourceKeys, useResourceList, useSaveResource } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const teams = clientOf(servingTeamsEndpoints);
const positions = clientOf(servingPositionsEndpoints);
const plans = clientOf(servingPlansEndpoints);
const assignments = clientOf(servingAssignmentsEndpoints);
const blockouts = clientOf(servingBlockoutsEndpoints);
const respond = clientOf(servingResponseEndpoints);

/** Everything a rota shows is read again after any change to it (teams, services, people asked). */
function useRefreshServing() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [teams.path, plans.path, assignments.path, blockouts.path].map((path) =>
        client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
      ),
    );
}

export const useTeamList = () =>
  useResourceList<ServingTeam>(teams.path, { page_size: 100, ordering: "name" });
export const useSaveTeam = () => useSaveResource<ServingTeamInput, ServingTeam>(teams.path);

/** The people on a team. */
export function useTeamPeople(id: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(teams.path, id), "members"],
    queryFn: ({ signal }) => teams.run("members", { id, signal }),
  });
}

/** Puts a member on a team or takes one off. */
export function useChangeTeamPeople(id: number) {
  const refresh = useRefreshServing();
  const add = useMutation({
    mutationFn: (member: number) => teams.run("add_member", { id, body: { member } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (member: number) => teams.run("remove_member", { id, body: { member } }),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** Adds a position to a team. */
export function useAddPosition() {
  const refresh = useRefreshServing();
  return useMutation({
    mutationFn: (input: ServingPositionInput) => positions.create(input),
    onSuccess: refresh,
  });
}

/** The services of a month (`YYYY-MM`), with the places each needs and who is down. */
export function useMonthPlans(month: string, last: string) {
  return useResourceList<ServingPlan>(plans.path, {
    page_size: 50,
    ordering: "date",
    filters: { date__gte: `${month}-01`, date__lte: last },
  });
}

/** Adds a service. */
export function useAddPlan() {
  const refresh = useRefreshServing();
  return useMutation({ mutationFn: (input: ServingPlanInput) => plans.create(input), onSuccess: refresh });
}

/** Fills a team's open places of a month. */
export function useFillRota() {
  const refresh = useRefreshServing();
  return useMutation({
    mutationFn: (input: ServingRotaInput) => plans.run("generate", { body: input }),
    onSuccess: refresh,
  });
}

/** Asks someone to serve, or takes the ask back. */
export function useAskToServe() {
  const refresh = useRefreshServing();
  const ask = useMutation({
    mutationFn: (input: ServingAssignmentInput) => assignments.create(input),
    onSuccess: refresh,
  });
  const withdraw = useMutation({ mutationFn: (id: number) => assignments.remove(id), onSuccess: refresh });
  return { ask, withdraw };
}

/** The signed-in person's services to come. */
export function useMyServices() {
  return useQuery({
    queryKey: [...resourceKeys.all(assignments.path), "mine"],
    queryFn: ({ signal }) => assignments.run("mine", { signal }),
  });
}

/** Accepts or declines a service. */
export function useAnswerService() {
  const refresh = useRefreshServing();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: "accept" | "decline" }): Promise<ServingAssignment> =>
      assignments.run(answer, { id }),
    onSuccess: refresh,
  });
}

/** The signed-in person's days away that have not ended. */
export function useMyDaysAway() {
  return useQuery({
    queryKey: [...resourceKeys.all(blockouts.path), "mine"],
    queryFn: ({ signal }) => blockouts.run("mine", { signal }),
  });
}

/** Adds or removes a day away. */
export function useChangeDaysAway() {
  const refresh = useRefreshServing();
  const add = useMutation({
    mutationFn: (input: ServingBlockoutInput) => blockouts.create(input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => blockouts.remove(id), onSuccess: refresh });
  return { add, remove };
}

/** What an e-mailed answer link asks, by its token. */
export function useServingRequest(token: string) {
  return useQuery({
    queryKey: ["serving-respond", token],
    queryFn: ({ signal }) => respond.run("show", { query: { token }, signal }),
    retry: false,
  });
}

/** Answers an e-mailed link. */
export function useRespondToRequest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: "accept" | "decline") => respond.run("answer", { body: { token, answer } }),
    onSuccess: (shown) => client.setQueryData(["serving-respond", token], shown),
  });
}
