/**
 * The demo seeker has used the portal for weeks (applications, saved jobs, a badge): they left the
 * welcome screen long ago (demo tools only). A seeker registered in the demo sees it.
 */
import type pg from "pg";
import { DEMO_SEEKER } from "../accounts/index.ts";

export async function seedDemoWelcome(pool: pg.Pool): Promise<void> {
  await pool.query(
    `INSERT INTO welcome_screens (user_id, variant, first_shown_at, closed_at, closed_with)
     SELECT id, 'checklist', now() - interval '30 days', now() - interval '30 days', 'profile'
       FROM users WHERE email = $1 AND role = 'seeker'
     ON CONFLICT (user_id) DO NOTHING`,
    [DEMO_SEEKER.email],
  );
}
