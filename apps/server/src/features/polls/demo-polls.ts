/** A first poll on every site that has none, so the demo's home pages show one (demo tools only). */
import type { PollText } from "@portal/db";
import { SITE_IDS } from "@portal/domain";
import type pg from "pg";

const QUESTION: PollText = {
  en: "What matters most to you in your next job?",
  hi: "आपकी अगली नौकरी में आपके लिए सबसे ज़्यादा क्या मायने रखता है?",
  ar: "ما الأهم بالنسبة إليك في وظيفتك القادمة؟",
};
const OPTIONS: PollText[] = [
  { en: "A higher salary", hi: "ज़्यादा सैलरी", ar: "راتب أعلى" },
  { en: "Learning and growth", hi: "सीखना और आगे बढ़ना", ar: "التعلّم والتطور" },
  { en: "Work-life balance", hi: "काम और निजी जीवन में संतुलन", ar: "التوازن بين العمل والحياة" },
  { en: "A shorter commute or remote work", hi: "कम आना-जाना या घर से काम", ar: "تنقل أقصر أو عمل عن بُعد" },
];

export async function seedDemoPolls(pool: pg.Pool): Promise<void> {
  await pool.query(
    `INSERT INTO polls (site_id, question, options)
     SELECT site_id, $2, $3 FROM unnest($1::text[]) AS s(site_id)
      WHERE NOT EXISTS (SELECT 1 FROM polls p WHERE p.site_id = s.site_id)
     ON CONFLICT DO NOTHING`,
    [SITE_IDS, JSON.stringify(QUESTION), JSON.stringify(OPTIONS)],
  );
}
