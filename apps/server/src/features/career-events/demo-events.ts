/** Two published events on every site that has none, so the demo shows them (demo tools only). */
import type { PollText } from "@portal/db";
import { SITES } from "@portal/domain";
import type pg from "pg";

const DEMO: {
  kind: string;
  inDays: number;
  hours: [number, number];
  title: PollText;
  description: PollText;
  place: (city: string) => string;
}[] = [
  {
    kind: "webinar",
    inDays: 3,
    hours: [11, 12],
    title: {
      en: "Webinar: answering the ten most common interview questions",
      hi: "वेबिनार: इंटरव्यू के दस सबसे आम सवालों के जवाब",
      ar: "ندوة عبر الإنترنت: الإجابة عن أكثر عشرة أسئلة شيوعًا في المقابلات",
    },
    description: {
      en: "A recruiter walks through the questions asked in almost every interview and how to answer them, then takes your questions.",
      hi: "एक रिक्रूटर लगभग हर इंटरव्यू में पूछे जाने वाले सवालों और उनके जवाब देने के तरीके बताते हैं, फिर आपके सवालों के जवाब देते हैं।",
      ar: "يشرح مسؤول توظيف الأسئلة التي تُطرح في كل مقابلة تقريبًا وكيف تجيب عنها، ثم يجيب عن أسئلتكم.",
    },
    place: () => "https://meet.example.com/interview-questions",
  },
  {
    kind: "job-fair",
    inDays: 10,
    hours: [10, 17],
    title: { en: "Job fair: hiring now", hi: "जॉब फ़ेयर: अभी भर्ती", ar: "معرض توظيف: توظيف فوري" },
    description: {
      en: "Employers from technology, finance, retail and healthcare meet candidates in person. Bring printed copies of your resume.",
      hi: "टेक्नोलॉजी, वित्त, रिटेल और हेल्थकेयर के नियोक्ता उम्मीदवारों से आमने-सामने मिलते हैं। अपने रिज़्यूमे की छपी प्रतियाँ साथ लाएँ।",
      ar: "يلتقي أصحاب عمل من قطاعات التقنية والمالية والتجزئة والرعاية الصحية بالمرشحين وجهًا لوجه. أحضر نسخًا مطبوعة من سيرتك الذاتية.",
    },
    place: (city) => `Convention Centre, ${city}`,
  },
];

export async function seedDemoEvents(pool: pg.Pool): Promise<void> {
  for (const site of SITES) {
    const { rowCount } = await pool.query("SELECT 1 FROM career_events WHERE site_id = $1 LIMIT 1", [
      site.id,
    ]);
    if (rowCount) continue;
    for (const event of DEMO) {
      // The given hours in the site's time zone, a number of days from today.
      await pool.query(
        `INSERT INTO career_events (site_id, kind, title, description, starts_at, ends_at, place, published_at)
         VALUES ($1, $2, $3, $4,
                 ((current_date + $5::int) + make_interval(hours => $6)) AT TIME ZONE $8,
                 ((current_date + $5::int) + make_interval(hours => $7)) AT TIME ZONE $8,
                 $9, now())`,
        [
          site.id,
          event.kind,
          JSON.stringify(event.title),
          JSON.stringify(event.description),
          event.inDays,
          event.hours[0],
          event.hours[1],
          site.timeZone,
          event.place(site.exampleCity),
        ],
      );
    }
  }
}
