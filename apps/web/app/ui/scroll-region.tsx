/**
 * A wide table's frame: it scrolls sideways on a phone instead of widening the page, and can be reached
 * and scrolled with the keyboard (WCAG 2.1.1, axe's scrollable-region-focusable). With a label it is a
 * named region; inside a section that already names it (its heading), it takes focus without a name of
 * its own, so the page has no two landmarks of one name.
 */
import type { ReactNode } from "react";

export function ScrollRegion({ label, children }: { label?: string; children: ReactNode }) {
  return label ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for keyboard scrolling
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  ) : (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for keyboard scrolling
    <div className="table-scroll" tabIndex={0}>
      {children}
    </div>
  );
}
