/**
 * What people write for a skill and what the portal calls it. The resume parser reads skills through
 * these before its dictionary (ESCO, O*NET), and a skill picker can use the same table, so "ReactJS"
 * typed or parsed becomes "React" everywhere.
 */

/** Canonical name, then the other ways it is written (compared by `skillKey`). */
export const SKILL_SYNONYMS: readonly (readonly [canonical: string, ...written: string[]])[] = [
  ["JavaScript", "js", "java script", "javascripts", "ecmascript", "es6", "vanilla js"],
  ["TypeScript", "ts"],
  ["React", "reactjs", "react.js", "react js", "react framework"],
  ["React Native", "react-native", "reactnative"],
  ["Node.js", "node", "nodejs", "node js", "node.js framework"],
  ["Express.js", "express", "expressjs", "express js"],
  ["Angular", "angularjs", "angular.js", "angular js", "angular 2"],
  ["Vue.js", "vue", "vuejs", "vue js"],
  ["Next.js", "nextjs", "next js"],
  ["jQuery", "jquery"],
  ["HTML", "html5", "html 5"],
  ["CSS", "css3", "css 3"],
  ["Sass", "scss"],
  ["Bootstrap", "twitter bootstrap"],
  ["Java", "core java", "java se", "j2se", "oracle java"],
  ["Java EE", "j2ee", "jee", "advanced java"],
  ["Spring Boot", "springboot", "spring-boot"],
  ["Spring Framework", "spring", "spring mvc"],
  ["Hibernate", "hibernate orm"],
  ["Python", "python3", "python 3", "python2", "core python"],
  ["Django", "django framework"],
  ["Flask", "flask framework"],
  ["C", "c language", "c programming"],
  ["C++", "cpp", "c plus plus"],
  ["C#", "c sharp", "csharp"],
  [".NET", "dotnet", "dot net", ".net framework", "asp.net", "asp .net", "vb.net", ".net core"],
  ["Go", "golang", "go lang", "go language"],
  ["Rust", "rust lang"],
  ["Kotlin", "kotlin language"],
  ["Swift", "swift language"],
  ["Objective-C", "objective c", "objc"],
  ["PHP", "php5", "php 7"],
  ["Laravel", "laravel framework"],
  ["Ruby", "ruby language"],
  ["Ruby on Rails", "rails", "ror"],
  ["Perl", "perl scripting"],
  ["R", "r language", "r programming"],
  ["MATLAB", "matlab"],
  ["Scala", "scala language"],
  ["SQL", "structured query language", "sql queries"],
  ["PL/SQL", "plsql", "pl sql", "pl-sql", "oracle pl/sql", "oracle pl-sql", "oracle pl sql"],
  ["T-SQL", "tsql", "transact-sql"],
  ["MySQL", "my sql"],
  ["PostgreSQL", "postgres", "postgre sql", "postgresql database"],
  ["Microsoft SQL Server", "sql server", "ms sql", "mssql", "ms sql server"],
  ["Oracle Database", "oracle db", "oracle 11g", "oracle 12c", "oracle rdbms"],
  ["MongoDB", "mongo", "mongo db"],
  ["Redis", "redis cache"],
  ["Elasticsearch", "elastic search"],
  ["Apache Kafka", "kafka"],
  ["Apache Spark", "spark", "pyspark"],
  ["Apache Hadoop", "hadoop", "hdfs"],
  ["Apache Hive", "hive"],
  ["Amazon Web Services", "aws", "amazon aws", "aws cloud"],
  ["Microsoft Azure", "azure", "ms azure", "azure cloud"],
  ["Google Cloud Platform", "gcp", "google cloud"],
  ["Docker", "docker containers"],
  ["Kubernetes", "k8s"],
  ["Jenkins", "jenkins ci"],
  ["Git", "git-hub", "github", "gitlab", "bitbucket", "git hub"],
  ["Apache Subversion", "svn", "subversion"],
  ["Linux", "unix/linux", "linux os", "ubuntu", "red hat linux", "redhat", "centos"],
  ["UNIX", "unix", "unix shell"],
  ["Shell scripting", "shell script", "bash", "bash scripting", "unix shell scripting"],
  ["Microsoft Windows", "windows", "ms windows", "windows os"],
  ["Microsoft Excel", "excel", "ms excel", "ms-excel", "advanced excel"],
  ["Microsoft Word", "ms word", "ms-word"],
  ["Microsoft PowerPoint", "powerpoint", "ms powerpoint", "power point", "ms-powerpoint"],
  ["Microsoft Office", "ms office", "ms-office", "microsoft office suite", "office 365", "microsoft 365"],
  ["Microsoft Outlook", "outlook", "ms outlook"],
  ["Microsoft Access", "ms access", "ms-access"],
  ["Microsoft Power BI", "power bi", "powerbi"],
  ["Tableau", "tableau desktop"],
  ["SAP", "sap erp"],
  ["Salesforce", "sales force", "salesforce.com", "sfdc", "salesforce crm"],
  ["Selenium", "selenium webdriver"],
  [
    "QuickTest Professional",
    "qtp",
    "quick test pro",
    "quicktest pro",
    "quick test professional",
    "hp qtp",
    "uft",
    "hp uft",
    "unified functional testing",
  ],
  ["JIRA", "atlassian jira", "jira"],
  ["REST APIs", "rest", "rest api", "restful", "restful api", "restful services", "rest services"],
  ["Web services", "webservice", "webservices", "web service"],
  ["Microservices", "micro services", "microservice"],
  ["Machine learning", "ml"],
  ["Deep learning", "dl"],
  ["Artificial intelligence", "ai"],
  ["Natural language processing", "nlp"],
  ["Data structures", "data structure", "ds"],
  ["Algorithms", "algorithm"],
  ["Data analysis", "data analytics"],
  ["TensorFlow", "tensor flow"],
  ["PyTorch", "torch"],
  ["pandas", "python pandas"],
  ["NumPy", "numpy"],
  ["Agile", "agile methodology", "agile methodologies", "scrum", "agile scrum"],
  ["DevOps", "dev ops"],
  ["CI/CD", "ci cd", "cicd", "continuous integration"],
  ["XML", "xml parsing"],
  ["JSON", "json"],
  ["Eclipse", "eclipse ide"],
  ["IntelliJ IDEA", "intellij"],
  ["Visual Studio", "ms visual studio", "microsoft visual studio"],
  ["Android", "android development", "android sdk"],
  ["iOS", "ios development"],
  ["Photoshop", "adobe photoshop"],
  ["Illustrator", "adobe illustrator"],
  ["AutoCAD", "autodesk autocad", "auto cad"],
  ["Tally", "tally erp", "tally erp 9"],
  ["Oracle WebLogic", "weblogic", "web logic"],
  ["Apache Tomcat", "tomcat"],
  ["Search engine optimisation", "seo", "search engine optimization"],
  ["Digital marketing", "online marketing"],
  ["Customer service", "customer support", "client service"],
  ["Human resources", "hr"],
  ["Project management", "project managment"],
  ["Quality assurance", "qa"],
  ["Manual testing", "manual test"],
  ["Automation testing", "test automation", "automated testing"],
];

/** The comparison form of a written skill: lowercase, single spaces, no surrounding punctuation. */
export function skillKey(written: string): string {
  return written
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:\-–•*·]+|[\s,;:.\-–•*·]+$/g, "")
    .trim();
}

const CANONICAL_BY_KEY = new Map<string, string>();
for (const [canonical, ...written] of SKILL_SYNONYMS) {
  CANONICAL_BY_KEY.set(skillKey(canonical), canonical);
  for (const form of written) CANONICAL_BY_KEY.set(skillKey(form), canonical);
}

/** The portal's name of a skill written another way ("ReactJS" → "React"), or null when unknown here. */
export function canonicalSkillName(written: string): string | null {
  return CANONICAL_BY_KEY.get(skillKey(written)) ?? null;
}
