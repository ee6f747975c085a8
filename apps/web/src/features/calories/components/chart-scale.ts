import { useEffect, useRef, useState } from "react";

/**
 * Axis ticks a person would draw: 0 (or a round floor) to a round ceiling in steps of 1, 2, 2,5 or 5 × 10ⁿ,
 * about `count` of them ("0, 500, 1.000, 1.500, 2.000" rather than "1024, 2048").
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) max = min + 1;
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough)!;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 1000; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}

/** The rendered width of an element, so an SVG can be drawn at 1:1 and its labels keep their pixel size on a phone. */
export function useMeasuredWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
