import { vi } from "vitest";

/** One request the code under test sent. */
export type ApiCall = { url: string; method: string; body: unknown };

/** A list answer holding `results` on one page. */
export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** Replaces fetch with `answer`; a request it leaves unanswered fails. Returns the requests, in order. */
export function stubApi(answer: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = {
      url: String(input),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const response = answer(call);
    if (!response) throw new Error(`Unexpected request ${call.method} ${call.url}`);
    return response;
  });
  return calls;
}
