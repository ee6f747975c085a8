import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { AppLoading } from "./app-loading";

const squash = (html: string) => html.replace(/>\s+</g, "><").trim();

it("is what index.html paints before any script runs, so the first render changes nothing on screen", () => {
  const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, "../../index.html"), "utf8");
  const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? "";
  expect(squash(shell)).toBe(renderToStaticMarkup(<AppLoading />));
});
