import { type GiveInput, onlineGiftsEndpoints, recurringGiftsEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientOf } from "../../../lib/typed-client";

const gifts = clientOf(onlineGiftsEndpoints);
const standing = clientOf(recurringGiftsEndpoints);
const KEY = ["online-giving"] as const;

/** A church's public giving page; an error (404) for a church that does not take gifts online. */
export const useGivePage = (church: number) =>
  useQuery({
    queryKey: [...KEY, "page", church],
    queryFn: ({ signal }) => gifts.run("page", { query: { church }, signal }),
    enabled: Number.isInteger(church) && church > 0,
    retry: false,
  });

/** Starts a gift: the answer names the gateway's checkout to send the browser to. */
export const startGift = (input: GiveInput) => gifts.run("give", { body: input });

/** The thank-you page's receipt of a gift, asked again while the gateway has not answered. */
export const useGiftReceipt = (reference: string) =>
  useQuery({
    queryKey: [...KEY, "receipt", reference],
    queryFn: ({ signal }) => gifts.run("receipt", { query: { reference }, signal }),
    enabled: reference !== "",
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === "PENDING" ? 3000 : false),
  });

/** The signed-in donor's standing gifts. */
export const useMyStandingGifts = () =>
  useQuery({
    queryKey: [...KEY, "standing"],
    queryFn: ({ signal }) => standing.run("mine", { query: {}, signal }),
  });

/** Pause, resume or cancel one of the donor's standing gifts. */
export function useStandingStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: "pause" | "resume" | "cancel" }) =>
      standing.run(step, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, "standing"] }),
  });
}
