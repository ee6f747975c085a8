import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** Reads a retail barcode (EAN-13, EAN-8, UPC-A) from the current video frame, or null. */
export type TFrameReader = (video: HTMLVideoElement) => Promise<string | null>;

type TDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type TDetectorClass = { new (options: { formats: string[] }): TDetector; getSupportedFormats: () => Promise<string[]> };

/** The browser's own BarcodeDetector where it reads EAN-13 (Android, macOS, ChromeOS), else zxing-wasm's reader. */
export async function createFrameReader(): Promise<TFrameReader> {
  const Native = (globalThis as { BarcodeDetector?: TDetectorClass }).BarcodeDetector;
  const formats: string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes("ean_13")) {
    const detector = new Native({ formats: ["ean_13", "ean_8", "upc_a"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  // The .wasm comes from our own server, never from a CDN (the page's CSP allows only 'self').
  prepareZXingModule({ overrides: { locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file) } });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const results = await readBarcodes(image, { formats: ["EAN13", "EAN8", "UPCA"], tryHarder: true, maxNumberOfSymbols: 1 });
    return results.find((r) => r.isValid)?.text ?? null;
  };
}
