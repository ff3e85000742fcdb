/**
 * Views (or search appearances) per day as server-rendered SVG bars (no chart library, no script), with
 * a text description for assistive technology and the same numbers as a table beside it. Time runs in
 * the reading direction: the bars are mirrored in right-to-left pages, where the dates under the chart
 * swap sides by themselves.
 */
import type { DailyViews } from "@portal/contracts";

const BAR_PITCH = 4;
const BAR_WIDTH = 3;
const CHART_HEIGHT = 100;

export function ViewsChart({
  daily,
  series = "views",
  description,
  formatDate,
}: {
  daily: readonly DailyViews[];
  /** Which count of each day the bars show. */
  series?: "views" | "appearances";
  description: string;
  formatDate: (iso: string) => string;
}) {
  const max = Math.max(1, ...daily.map((day) => day[series]));
  const first = daily[0]?.date ?? "";
  const last = daily.at(-1)?.date ?? "";
  return (
    <figure className="views-chart">
      <svg
        viewBox={`0 0 ${daily.length * BAR_PITCH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        focusable="false"
      >
        <line
          className="views-chart__axis"
          x1={0}
          x2={daily.length * BAR_PITCH}
          y1={CHART_HEIGHT}
          y2={CHART_HEIGHT}
        />
        {daily.map((day, index) => {
          const count = day[series];
          const height = count === 0 ? 0 : Math.max(2, (count / max) * (CHART_HEIGHT - 4));
          return (
            <rect
              key={day.date}
              className="views-chart__bar"
              x={index * BAR_PITCH + (BAR_PITCH - BAR_WIDTH) / 2}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
            />
          );
        })}
      </svg>
      <figcaption className="views-chart__dates" aria-hidden="true">
        <span>{first ? formatDate(`${first}T12:00:00Z`) : ""}</span>
        <span>{last ? formatDate(`${last}T12:00:00Z`) : ""}</span>
      </figcaption>
    </figure>
  );
}
