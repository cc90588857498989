import type { Histogram } from 'prom-client';

type Observe = (value: number) => void;

/**
 * A histogram's series by its label values (in its labelNames' order), each labelled once: the
 * labels are bounded (methods, route templates, statuses), so an observation looks its series up
 * in a map instead of hashing a labels object every time.
 */
export function histogramSeries<T extends string>(histogram: Histogram<T>): (...values: string[]) => Observe {
  const series = new Map<string, Observe>();
  return (...values) => {
    // Joined by a character no label value holds (a route template may hold spaces).
    const key = values.join('\u0000');
    let observe = series.get(key);
    if (!observe) series.set(key, (observe = histogram.labels(...values).observe));
    return observe;
  };
}
