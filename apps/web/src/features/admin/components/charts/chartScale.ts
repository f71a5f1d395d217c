import { useEffect, useRef, useState } from 'react';

/** A "nice" step (1, 2 or 5 times a power of ten) that splits 0..max into about `count` parts. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  // Counts are whole numbers: never a step below 1.
  return Math.max(1, nice * power);
}

/** Axis ticks from 0 to a nice top at or above `max`: [0, 5, 10, 15] for 13. At least [0, 1]. */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1000) / 1000);
  return ticks;
}

/** Indexes of the x labels to print so that neighbours stay at least `minGap` pixels apart (first and last kept). */
export function labelIndexes(count: number, width: number, minGap = 56): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil((count * minGap) / Math.max(width, 1)));
  const indexes: number[] = [];
  for (let i = 0; i < count; i += every) indexes.push(i);
  const last = count - 1;
  if (indexes[indexes.length - 1] !== last) {
    // Replace the previous label when it would crowd the last one.
    if (indexes.length > 1 && last - indexes[indexes.length - 1] < every) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}

/** The rendered width of an element, followed as it resizes (`fallback` until measured, e.g. in tests). */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
