import type { TDb } from "./client";

/** The handle a `db.transaction` callback receives; every query inside the transaction must go through it. */
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];
/** Either the database or an open transaction. */
export type TQ = TDb | TTx;
