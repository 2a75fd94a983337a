import { errorBody, validationErrorBody } from "@cm/contracts";
import { onTestFinished, vi } from "vitest";
import type { z } from "zod";
import { type RouteAnswer, routeFor } from "./api-routes";

/** One request the code under test sent. */
export type ApiCall = { url: string; method: string; body: unknown };

// Kept beside the call, so that tests may compare calls as plain {url, method, body}.
const sentHeaders = new WeakMap<ApiCall, Headers>();

/** The headers a request was sent with. */
export function headersOf(call: ApiCall | undefined): Headers {
  return (call && sentHeaders.get(call)) ?? new Headers();
}

/**
 * Answers a request with a Response, or leaves it unanswered (undefined): the request then fails.
 * A promise of one holds the answer back until the test settles it (a request still on its way).
 */
export type StubAnswer = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

/** A list answer holding `results` on one page. */
export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

// Answers whose author named the schema themselves, for a path the route table does not know.
const declaredSchemas = new WeakMap<Response, z.ZodType>();

/**
 * Marks a stubbed answer as checked by `schema` instead of the route table: for a path the
 * table does not list (a new endpoint before its entry, an address outside the API).
 */
export function withSchema(response: Response, schema: z.ZodType): Response {
  declaredSchemas.set(response, schema);
  return response;
}

/** Answers the requests one after the other with `responses`; a request beyond them is unanswered. */
export function inOrder(...responses: Response[]): StubAnswer {
  return () => responses.shift();
}

/**
 * Replaces fetch with `answer`; a request it leaves unanswered fails. Returns the requests, in order.
 *
 * Every answer is checked against what the real API sends (the route table of api-routes.ts):
 * a success body must parse with the endpoint's contract schema and hold no field the schema
 * lacks, an error body must be one of the API's error bodies. A mismatch fails the test, naming
 * the endpoint, once the test ends; the answer is still delivered, so the test runs as written.
 */
export function stubApi(answer: StubAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  const problems: string[] = [];
  try {
    onTestFinished(() => {
      if (problems.length > 0) {
        throw new Error(`Stubbed API answers that the real API would not send:\n${problems.join("\n")}`);
      }
    });
  } catch {
    // Called outside a test (a module-level stub): the answers are still checked and logged.
  }
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = {
      url: String(input),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
    };
    sentHeaders.set(call, new Headers(init?.headers));
    calls.push(call);
    const response = await answer(call);
    if (!response) throw new Error(`Unexpected request ${call.method} ${call.url}`);
    const problem = await checkAnswer(call, response);
    if (problem) {
      problems.push(problem);
      console.error(problem);
    }
    return response;
  });
  return calls;
}

/** What is wrong with `response` as the API's answer to `call`, or null when it could be real. */
export async function checkAnswer(
  call: Pick<ApiCall, "method" | "url">,
  response: Response,
): Promise<string | null> {
  const path = new URL(call.url, "http://stub").pathname;
  const endpoint = `${call.method} ${path} (${response.status})`;
  const text = await response.clone().text();
  const problem = checkBody(call.method, path, response, text);
  return problem ? `- ${endpoint}: ${problem}` : null;
}

function checkBody(method: string, path: string, response: Response, text: string): string | null {
  if (response.status >= 400) return checkError(response.status, text);
  const declared = declaredSchemas.get(response);
  const expected: RouteAnswer | undefined = declared ?? routeFor(method, path);
  if (!expected) {
    return "no entry in the route table (apps/web/src/test/api-routes.ts); add the endpoint with the schema the API answers with, or mark the answer withSchema(...)";
  }
  if (expected === "file") return null;
  if (response.status === 204 || expected === "empty") {
    if (response.status !== 204) return `the API answers 204 with no body here, not ${response.status}`;
    return text === "" ? null : "a 204 answer has no body";
  }
  const body = parseJson(text);
  if (body === NOT_JSON) return "the body is not JSON";
  return checkWithSchema(expected, body);
}

// 5xx answers may come from a proxy in front of the API, with any body; the API's own errors are JSON.
function checkError(status: number, text: string): string | null {
  const body = parseJson(text);
  if (status >= 500 && (text === "" || body === NOT_JSON)) return null;
  if (body === NOT_JSON) return "the error body is not JSON";
  if (status === 400 && validationErrorBody.safeParse(body).success) return null;
  const result = errorBody.safeParse(body);
  if (result.success) return null;
  return `not an error body of the API ({"detail", "code"}${status === 400 ? " or field messages" : ""}): ${describeIssues(result.error)}`;
}

function checkWithSchema(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  if (!result.success) return describeIssues(result.error);
  // The API sends only the fields its schema declares; a stub holding more invents fields.
  const extra = undeclaredFields(body, result.data);
  return extra.length > 0 ? `fields the API does not send: ${extra.join(", ")}` : null;
}

/** Fields of `input` that parsing dropped from `output` (the schema does not declare them). */
function undeclaredFields(input: unknown, output: unknown, path = ""): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => undeclaredFields(item, output[i], `${path}[${i}]`));
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in output ? undeclaredFields(value, output[key], at) : [at];
  });
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(body)"}: ${issue.message}`)
    .join("; ");
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
