import { fork } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { TField, TValueTypes } from "./pglite-rows";

/**
 * A reply from pglite-worker.mjs: a result, an error, or a prepared SELECT's answer as protocol bytes (raw) with its
 * statement's name and, on the statement's first answer, its columns; the ready message (id 0) carries types.
 */
export type TReply = {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  raw?: Uint8Array;
  statement?: string;
  fields?: TField[];
  types?: TValueTypes;
};

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

/** A compiled WebAssembly.Module, only handed on to a thread (the server's TypeScript libraries do not declare WebAssembly). */
type TWasmModule = object;
declare const WebAssembly: { compile: (bytes: Uint8Array) => Promise<TWasmModule> };

/** PGlite's WebAssembly, compiled, and its file bundle (pglite.data): what every PGlite instance starts from. */
export type TPgliteArtifacts = { wasmModule: TWasmModule; fsBundle: Uint8Array };

let artifacts: Promise<TPgliteArtifacts> | undefined;

/**
 * Compiled and read once per process, then handed to each new thread (a compiled module is shared
 * between threads, not copied): a process that opens many in-memory databases, as the tests do,
 * compiles the 9 MB module once instead of once per database (decision 641).
 */
export function pgliteArtifacts(): Promise<TPgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, fsBundle] = await Promise.all([fs.readFile(path.join(dist, "pglite.wasm")), fs.readFile(path.join(dist, "pglite.data"))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle };
  })();
  artifacts.catch(() => {
    artifacts = undefined;
  });
  return artifacts;
}

/** A worker thread of this process: what the server queries; loadDataDir as in TThreadOptions, prebuilt artifacts when given. */
export function startThreadHost(dir: string | undefined, loadDataDir?: Uint8Array, prebuilt?: TPgliteArtifacts): THost {
  const worker = new Worker(SCRIPT, { workerData: { dir, loadDataDir, ...prebuilt } });
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
