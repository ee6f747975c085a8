import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

export type TReply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** Where pglite-worker.mjs runs: the same messages either way. */
export type THost = {
  post: (message: Record<string, unknown>) => void;
  onMessage: (listener: (reply: TReply) => void) => void;
  onError: (listener: (error: Error) => void) => void;
  onExit: (listener: (code: number | null) => void) => void;
  /** Ends it; resolves once it has exited and let go of the data folder. */
  terminate: () => Promise<void>;
  /** Set when it is a thread of this process. */
  worker?: Worker;
};

const SCRIPT = new URL("./pglite-worker.mjs", import.meta.url);

/** A worker thread of this process: what the server queries; loadDataDir as in TThreadOptions. */
export function startThreadHost(dir: string | undefined, loadDataDir?: Uint8Array): THost {
  const worker = new Worker(SCRIPT, { workerData: { dir, loadDataDir } });
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on("message", listener),
    onError: (listener) => worker.on("error", listener),
    onExit: (listener) => worker.on("exit", listener),
    terminate: async () => {
      await worker.terminate();
    },
    worker,
  };
}

/**
 * A child process: for work whose memory must not stay with the server. A thread's WebAssembly heap
 * only grows, and even a finished thread leaves part of it with the process; an exited process returns
 * all of it (decision 021).
 */
export function startProcessHost(dir: string): THost {
  const child = fork(fileURLToPath(SCRIPT), [dir], {
    serialization: "advanced",
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    post: (message) => {
      child.send(message, (error) => {
        if (error) child.kill();
      });
    },
    onMessage: (listener) => child.on("message", (message) => listener(message as TReply)),
    onError: (listener) => child.on("error", listener),
    onExit: (listener) => child.on("exit", (code) => listener(code)),
    terminate: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
