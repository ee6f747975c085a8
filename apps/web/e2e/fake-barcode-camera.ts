import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R = L.map((code) => [...code].map((bit) => (bit === "0" ? "1" : "0")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The 95 modules of an EAN-13 (1 = bar): guards, left half in the L/G parity its first digit picks, right half in R. */
function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((digit, i) => (PARITY[d[0]!]![i] === "L" ? L : G)[digit]).join("");
  const right = d.slice(7).map((digit) => R[digit]).join("");
  return `101${left}01010${right}101`;
}

/**
 * A one-frame Y4M video (640×480, I420) of the code printed black on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the page's camera then sees a real barcode to decode.
 */
export function writeBarcodeVideo(code: string): string {
  const width = 640;
  const height = 480;
  const module = 5;
  const modules = ean13Modules(code);
  const start = Math.floor((width - modules.length * module) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 120; y < 360; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === "1") luma.fill(16, y * width + start + m * module, y * width + start + (m + 1) * module);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-camera-")), "barcode.y4m");
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
  return file;
}
