import type { ContactMessage, ContactMessageInput, ContactResponse, Page, User } from "@cm/contracts";
import { contactMessagesEndpoints, contactResponsesEndpoints, usersEndpoints } from "@cm/contracts";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  listQuery,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const contactMessagesClient = clientOf(contactMessagesEndpoints);
const contactResponsesClient = clientOf(contactResponsesEndpoints);
const usersClient = clientOf(usersEndpoints);

/**
 * The public contact form: anyone may write; the API limits how often. A signed-in sender's
 * token goes along (the client adds it only when there is a session), so the message is linked
 * to their account.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => contactMessagesClient.create(input),
  });
}

export function useContactMessages(params: ListParams) {
  return useResourceList<ContactMessage>(contactMessagesClient.path, params);
}

export function useDeleteMessage() {
  return useDeleteResource(contactMessagesClient.path);
}

/** One message, shown at once from the list row while the fresh copy loads. */
export function useContactMessage(id: number, fromList: ContactMessage | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(contactMessagesClient.path, id),
    queryFn: ({ signal }) => contactMessagesClient.get(id, { signal }),
    placeholderData: fromList,
  });
}

/** assign and change_status answer the updated message; the list and the open drawer both show it. */
function useMessageAction<TInput>(action: "assign" | "change_status") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TInput }) =>
      contactMessagesClient.run(action, { id: id, body: input }),
    onSuccess: (message) => {
      client.setQueryData(resourceKeys.detail(contactMessagesClient.path, message.id), message);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(contactMessagesClient.path) });
    },
  });
}

export function useAssignMessage() {
  return useMessageAction<{ user_id: number | null }>("assign");
}

export function useChangeMessageStatus() {
  return useMessageAction<{ status: ContactMessage["status"] }>("change_status");
}

/** The answers written to one message, oldest first so they read as a conversation. */
export function useMessageResponses(messageId: number) {
  return useResourceList<ContactResponse>(contactResponsesClient.path, {
    page_size: 100,
    ordering: "created_at",
    filters: { message: messageId },
  });
}

export function useCreateResponse() {
  return useCreateResource<{ message: number; body: string }, ContactResponse>(contactResponsesClient.path);
}

/** E-mails an answer to the sender; a message that was NEW becomes IN_PROGRESS on the server. */
export function useSendResponse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => contactResponsesClient.run("send_to_user", { id: id }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.lists(contactResponsesClient.path) }),
        client.invalidateQueries({ queryKey: resourceKeys.all(contactMessagesClient.path) }),
      ]),
  });
}

const STAFF_ROLES = ["SUPER_ADMIN", "STAFF"] as const;

/** The people a message can be given to: super admins and staff, by name. */
export function useAssignableUsers() {
  const results = useQueries({
    queries: STAFF_ROLES.map((role) => {
      const params: ListParams = { page_size: 100, ordering: "username", filters: { role, is_active: true } };
      return {
        queryKey: resourceKeys.list(usersClient.path, params),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<Page<User>>(usersClient.path, listQuery(params), { signal }),
        staleTime: 5 * 60_000,
      };
    }),
  });
  return {
    users: results.flatMap((r) => r.data?.results ?? []),
    loading: results.some((r) => r.isPending),
    failed: results.some((r) => r.isError),
  };
}
