import {
  type ApiError,
  authHeaders,
  buildUrl,
  networkError,
  noteMaintenance,
  parseBody,
  type QueryParams,
  refuseDuringMaintenance,
  toApiError,
} from "./api-client";
import { reloadCurrentUser } from "./auth-store";
import { withChosenChurch } from "./working-church";

// Files travel as bytes, which the JSON client does not read, and an upload needs its progress;
// both send the bearer token themselves. After a 401 one ordinary call through the client
// refreshes the session (or ends it), then the transfer is tried once more.

async function errorFrom(response: Response): Promise<ApiError> {
  const body = parseBody(await response.text());
  noteMaintenance(response.status, body);
  return toApiError(response.status, body, response.headers);
}

/** The file name of a Content-Disposition header (`attachment; filename="members.xlsx"`). */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

async function fetchWithToken(url: string, retried = false): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "*/*", ...authHeaders() } });
  } catch {
    throw networkError();
  }
  if (response.status === 401 && !retried) {
    await reloadCurrentUser();
    return fetchWithToken(url, true);
  }
  return response;
}

/**
 * Downloads a file from the API with the signed-in user's token and saves it under the server's
 * name (Content-Disposition), or `fallbackName` when the server gives none.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  refuseDuringMaintenance();
  const response = await fetchWithToken(
    buildUrl(path, withChosenChurch("GET", path, query, undefined).query),
  );
  if (!response.ok) throw await errorFrom(response);
  const blob = await response.blob();
  saveBlob(blob, fileNameFrom(response.headers.get("Content-Disposition")) ?? fallbackName);
}

/** The bytes received so far of a download whose size is not known ahead (a file made as it streams). */
export type DownloadProgress = (receivedBytes: number) => void;

async function postWithToken(url: string, retried = false): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { Accept: "*/*", ...authHeaders() } });
  } catch {
    throw networkError();
  }
  if (response.status === 401 && !retried) {
    await reloadCurrentUser();
    return postWithToken(url, true);
  }
  return response;
}

/**
 * Asks the API to make a file (POST: making it is an act, audited and limited), reads it as it
 * arrives, telling `onProgress` the bytes received, and saves it under the server's name.
 */
export async function downloadPosted(
  path: string,
  fallbackName: string,
  onProgress: DownloadProgress = () => {},
): Promise<void> {
  refuseDuringMaintenance();
  const response = await postWithToken(buildUrl(path));
  if (!response.ok) throw await errorFrom(response);
  const parts: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } else parts.push(await response.blob());
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  saveBlob(
    new Blob(parts, { type }),
    fileNameFrom(response.headers.get("Content-Disposition")) ?? fallbackName,
  );
}

/** A file from the API, fetched with the signed-in user's token (a receipt to preview). */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  refuseDuringMaintenance();
  signal?.throwIfAborted();
  const response = await fetchWithToken(buildUrl(path));
  if (!response.ok) throw await errorFrom(response);
  return response.blob();
}

/** 0..1 while the file goes up; null once it is all sent and the server is working on it. */
export type UploadProgress = (fraction: number | null) => void;

function sendForm(
  url: string,
  form: FormData,
  onProgress: UploadProgress,
): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(null);
    request.onload = () => {
      const headers = new Headers();
      const retry = request.getResponseHeader("Retry-After");
      if (retry) headers.set("Retry-After", retry);
      resolve({ status: request.status, text: request.responseText, headers });
    };
    request.onerror = () => reject(networkError());
    request.send(form);
  });
}

/**
 * Posts a multipart form with upload progress; answers the JSON body or throws an ApiError.
 * `answerOf` may read an error body as an answer (a report the server sends with a 400).
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: UploadProgress,
  answerOf?: (status: number, body: unknown) => T | undefined,
): Promise<T> {
  refuseDuringMaintenance();
  withChosenChurch("POST", path, undefined, form);
  const url = buildUrl(path);
  let answer = await sendForm(url, form, onProgress);
  if (answer.status === 401) {
    await reloadCurrentUser();
    onProgress(0);
    answer = await sendForm(url, form, onProgress);
  }
  const body = parseBody(answer.text);
  noteMaintenance(answer.status, body);
  if (answer.status >= 200 && answer.status < 300) return body as T;
  const accepted = answerOf?.(answer.status, body);
  if (accepted !== undefined) return accepted;
  throw toApiError(answer.status, body, answer.headers);
}
