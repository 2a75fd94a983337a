// Where a page's main thread goes: a Chromium trace of one visit, summed by kind of work.
// Used by run.ts with BENCH_WEB_TRACE=1 (the first visit of each page, one run).
import type { Browser, Page } from "playwright-core";

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

/** The trace's events that kind each slice of a task (nested events are counted in their parent). */
const KINDS: Record<string, string> = {
  "v8.evaluateModule": "evaluating the scripts",
  EvaluateScript: "evaluating the scripts",
  "v8.compile": "compiling",
  "v8.compileModule": "compiling",
  FunctionCall: "running the app (React, handlers, timers)",
  TimerFire: "running the app (React, handlers, timers)",
  RunMicrotasks: "running the app (React, handlers, timers)",
  EventDispatch: "running the app (React, handlers, timers)",
  FireAnimationFrame: "running the app (React, handlers, timers)",
  Layout: "layout",
  UpdateLayoutTree: "style",
  ParseAuthorStyleSheet: "style",
  ParseHTML: "reading the HTML",
  Paint: "painting",
  PrePaint: "painting",
  Commit: "painting",
  Layerize: "painting",
  MinorGC: "collecting garbage",
  MajorGC: "collecting garbage",
};

/** Starts a trace of `tab`; the returned function stops it and sums the main thread's work. */
export async function traceMainThread(browser: Browser, tab: Page): Promise<() => Promise<string>> {
  await browser.startTracing(tab, {
    categories: ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline"],
  });
  return async () => {
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = (Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])).filter(
      (e) => e.ph === "X" && e.dur !== undefined,
    );
    return summarize(events);
  };
}

function summarize(events: TraceEvent[]): string {
  // The renderer's main thread is the one with the most task time.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === "RunTask")
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const inner = onMain.filter((e) => KINDS[e.name]);
  const byKind = new Map<string, number>();
  const longTasks: string[] = [];
  const start = tasks[0]?.ts ?? 0;
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    let coveredUntil = -1;
    while (cursor < inner.length && (inner[cursor]?.ts ?? 0) < task.ts) cursor += 1;
    for (let i = cursor; i < inner.length && (inner[i]?.ts ?? 0) < end; i += 1) {
      const e = inner[i] as TraceEvent;
      // Only the outermost event of each slice counts: nested ones are part of it.
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      const kind = KINDS[e.name] as string;
      kinds.set(kind, (kinds.get(kind) ?? 0) + (e.dur ?? 0));
    }
    // What the trace does not name (the browser's own work between the events above).
    const named = [...kinds.values()].reduce((a, b) => a + b, 0);
    kinds.set("other", Math.max(0, (task.dur ?? 0) - named));
    for (const [kind, us] of kinds) byKind.set(kind, (byKind.get(kind) ?? 0) + us);
    if ((task.dur ?? 0) > 50_000)
      longTasks.push(
        `${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms (${[...kinds]
          .sort((a, b) => b[1] - a[1])
          .filter(([, us]) => us > 5_000)
          .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
          .join(", ")})`,
      );
  }
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  const kinds = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${Math.round(us / 1000)} ms (${Math.round((100 * us) / total)} %)`);
  return `main thread: ${kinds.join(", ")}\nlong tasks (from the first task):\n  ${longTasks.join("\n  ")}`;
}
