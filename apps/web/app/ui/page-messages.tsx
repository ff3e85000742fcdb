/**
 * What a list page says after one of its forms was sent: a problem as an alert, else a confirmation in
 * a status region that is always in the page (a screen reader hears a notice appear in it), and what an
 * empty list says, with the way to jobs.
 */
import type { ReactNode } from "react";
import { LocalLink } from "./local-link.tsx";

export function PageMessages({ problem, notice }: { problem?: ReactNode; notice?: ReactNode }) {
  return (
    <>
      {problem && (
        <p className="form-summary" role="alert">
          {problem}
        </p>
      )}
      <p className="form-notice" role="status">
        {notice && !problem ? notice : null}
      </p>
    </>
  );
}

export function EmptyList({
  message,
  linkText,
  to = "/",
}: {
  message: string;
  linkText: string;
  to?: string;
}) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      <p>
        <LocalLink to={to}>{linkText}</LocalLink>
      </p>
    </div>
  );
}
