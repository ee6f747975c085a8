import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { RISK_THREAD, threadSays, type TAsk } from "./risk-thread";

describe("what a turn says back to a refusal (risk-thread.json, data with its paraphrases)", () => {
  it.each(RISK_THREAD.pushback.examples)("\"%s\" argues with the refusal", (example) => {
    expect(threadSays(foldText(example)).pushback).toBe(true);
  });

  it.each(RISK_THREAD.pushback.nearMisses)("\"%s\" is an ordinary turn, neither argument nor request", (nearMiss) => {
    expect(threadSays(foldText(nearMiss))).toMatchObject({ pushback: false, asks: null });
  });

  const asks = Object.entries(RISK_THREAD.asks) as [TAsk, (typeof RISK_THREAD.asks)[TAsk]][];
  it.each(asks.flatMap(([ask, entry]) => entry.examples.map((e) => [ask, e] as const)))("%s: \"%s\" asks for what was refused", (ask, example) => {
    expect(threadSays(foldText(example)).asks).toBe(ask);
  });

  it.each(asks.flatMap(([ask, entry]) => entry.nearMisses.map((e) => [ask, e] as const)))("near %s, \"%s\" asks for nothing refused", (_ask, nearMiss) => {
    expect(threadSays(foldText(nearMiss)).asks).toBeNull();
  });

  it.each(RISK_THREAD.waits.examples)("\"%s\" thinks of waiting a reaction out", (example) => {
    expect(threadSays(foldText(example)).waits).toBe(true);
  });

  it.each(RISK_THREAD.safe.examples)("\"%s\" asks for the safe way, which is served", (example) => {
    expect(threadSays(foldText(example)).safe).toBe(true);
  });

  it.each([...RISK_THREAD.safe.nearMisses, ...RISK_THREAD.waits.nearMisses])("\"%s\" neither waits nor asks for the safe way", (nearMiss) => {
    expect(threadSays(foldText(nearMiss))).toMatchObject({ waits: false, safe: false });
  });
});
