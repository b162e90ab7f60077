import type { MarketingBody, MarketingPageId } from './types.js';

const start = { label: 'Start free', to: '/register' };
const pricing = { label: 'See pricing', to: '/pricing' };

/** The marketing pages' bodies in en. */
export const body: Record<MarketingPageId, MarketingBody> = {
  features: {
    lead: 'One product for a startup team: the agile tools you run every week, the finance you answer to, and the people who fund and use what you build. Every domain is on every plan.',
    sections: [
      { title: 'Survival-focused agile', text: 'Planning poker, retrospectives, kanban, backlog and sprints. A story point has a cost, and a sprint is read against your runway.', points: ['Real-time estimation rooms', 'Retros with action items that reach the backlog', 'Boards with WIP limits and flow metrics'] },
      { title: 'Business intelligence', text: 'Cash, expenses, revenue and headcount in one model: runway, burn, break-even, cash flow, forecasts with scenarios, KPIs and the CFO dashboard.', points: ['Runway in days and months, from your own numbers', 'Burn alerts at 90 and 30 days', 'A pricing simulator over 24 months'] },
      { title: 'Product management', text: 'A portfolio from product down to subtask, each with a business justification and a budget, scored by value, customer impact, alignment and risk.' },
      { title: 'Investor intelligence', text: 'Investors see the companies that grant them access, live: runway, burn, growth, updates, alerts, reports and a data room.' },
      { title: 'Operational cadence', text: 'One-on-ones, reviews, OKRs, weekly syncs, pulse checks, scorecards and team health, in the rhythm of your sprints.' },
      { title: 'Customer engagement', text: 'A feedback widget for your site, NPS and CSAT, sentiment, heatmaps and funnels; feedback goes to the backlog with its source.' },
    ],
    ctas: [start, pricing],
    related: [
      { label: 'Compare with other tools', to: '/competitors' },
      { label: 'Read the documentation', to: '/docs' },
    ],
  },
  about: {
    lead: 'Startups rarely fail because a sprint went badly. They fail because the money ran out before the product found its customers. We build one place where both are visible.',
    sections: [
      { title: 'Why one product', text: 'Teams estimate in one tool, track cash in a spreadsheet and report to investors in slides. Each copy drifts. Here the cost of a story point, the runway and the investor update come from the same numbers.' },
      { title: 'How we build it', text: 'Explainable by design: every figure can be traced to what produced it. Features named "AI" are deterministic analyses of your own data, and they say so.' },
      { title: 'Where we are', text: 'The product is offered in English, French and Spanish. Pricing is public and simple: free for up to 5 users, then $5 per user per month.' },
      { title: 'Talk to us', text: 'Questions, partnerships or press: write to us through the support form; a person answers within one working day.' },
    ],
    ctas: [start, { label: 'Contact support', to: '/support' }],
  },
  privacy: {
    lead: 'This policy says what personal data the service processes, why, for how long, and what you can ask of us. It applies to the web application, its API and the embeddable feedback widget.',
    sections: [
      { title: 'What we collect', text: 'Account data you give us (name, e-mail, phone, company, persona), what your team enters in the product, billing details (card brand and last four digits only; card numbers are held by the payment provider), and technical logs (IP address, browser, sign-in attempts) for security.' },
      { title: 'Why', text: 'To provide the service you signed up for (contract), to keep it secure and prevent abuse (legitimate interest), to bill you (contract and legal obligation), and to send the mail you asked for; you can turn non-essential mail off in your e-mail preferences.' },
      { title: 'The feedback widget', text: 'When a customer of yours answers your widget, the answer, the page and an anonymous session id are stored for your account. An e-mail is stored only if your site identifies the visitor. You are the controller of that data; we process it on your behalf.' },
      { title: 'Cookies', text: 'The application keeps your session in the browser’s storage. A first-party cookie named suite_ref records an affiliate link you followed, for 60 days, so the referral can be credited; it holds a random id and nothing else. We use no advertising trackers.' },
      { title: 'How long', text: 'Account data is kept while the account exists and deleted within 30 days of its deletion, except invoices, which the law requires us to keep. Security logs are kept 12 months.' },
      { title: 'Your rights', text: 'You can access, correct, export and delete your data, object to processing and complain to your data protection authority. Owners can export and delete an account from its settings; anyone can write to support.' },
    ],
    ctas: [{ label: 'Contact support', to: '/support' }],
    related: [{ label: 'Terms of service', to: '/terms' }],
  },
  terms: {
    lead: 'These terms are the agreement between your organisation and us when you use the service. By creating an account you accept them on behalf of the account.',
    sections: [
      { title: 'Accounts', text: 'You must give accurate information and keep your password and second factor safe. The account’s owner decides who is a member and with which role; owners and admins are responsible for what they grant.' },
      { title: 'Plans and billing', text: 'Free is free for up to 5 users. Pro costs $29 a month and Enterprise $99 a month, with additional users at $5 a month; annual billing is 12 months at 80 %. Prices are in USD, charged in advance and invoiced with a numbered invoice. You can cancel at any time; the plan stays until the end of the paid period.' },
      { title: 'Acceptable use', text: 'Do not break the law, attack the service, resell it, or upload data you have no right to. We may suspend an account that puts others at risk, after telling you when we can.' },
      { title: 'Your data', text: 'What you put in the service stays yours. We process it only to provide the service, as the privacy policy says. You can export it at any time.' },
      { title: 'Availability and changes', text: 'We work to keep the service available and tell you ahead of planned maintenance. We may change these terms; material changes are announced 30 days in advance.' },
      { title: 'Liability', text: 'The service is provided as is. Our total liability in a year is limited to what you paid us in the 12 months before the claim, except where the law does not allow a limit.' },
    ],
    ctas: [start],
    related: [{ label: 'Privacy policy', to: '/privacy' }, pricing],
  },
  'product-management': {
    lead: 'Plan what to build with its cost and its value in view, and send it to the teams that build it.',
    sections: [
      { title: 'A portfolio with six levels', text: 'Product, initiative, epic, user story, task and subtask. Each item carries a business justification and a budget in cents; a child can never spend more than its parent allows.' },
      { title: 'An ROI score you can explain', text: 'Business value 40 %, customer impact 30 %, strategic alignment 20 % and risk 10 %: every score shows its breakdown.' },
      { title: 'Discovery and the validation lab', text: 'Discovery documents go from draft to review to approved; hypotheses get a verdict that moves the item’s risk and score.' },
      { title: 'MVP scenarios and feature ROI', text: 'An MVP is checked against your runway (viable within 60 %, risky within 80 %), and each feature’s return is measured from the real cost of the points it took.' },
    ],
    ctas: [start, { label: 'Explore product discovery', to: '/product-discovery' }],
    related: [{ label: 'Compare product tools', to: '/competitors/product-management' }],
  },
  'business-intelligence': {
    lead: 'Know how long the money lasts and what each decision does to it, from the numbers you already have.',
    sections: [
      { title: 'Runway and burn', text: 'Cash balances, one-off and recurring expenses, other income and revenue give your gross and net burn, runway in days (a month is 30 days) and the date cash runs out.', points: ['Weekly burn is monthly burn divided by 4.33', 'Alerts by mail when runway drops under 90 and 30 days'] },
      { title: 'Break-even, cash flow and forecasts', text: 'See when revenue covers costs, month by month, and compare scenarios such as a hire or a price change before you make them.' },
      { title: 'The cost of delivery', text: 'Open story points multiplied by your cost per point show what the committed work will spend.' },
      { title: 'KPIs and the CFO dashboard', text: 'Build KPIs with targets; the dashboard lists what performs well and what needs attention, three of each.' },
      { title: 'Pricing simulator', text: 'SaaS, freemium or transaction pricing projected over 24 months, with churn and lifetime value.' },
    ],
    ctas: [start, { label: 'Try the pricing simulator', to: '/pricing-simulator' }],
    related: [{ label: 'Compare BI tools', to: '/competitors/business-intelligence' }],
  },
  'customer-engagement-feedback': {
    lead: 'Hear your customers where they use your product, and act on it in the same place you plan the work.',
    sections: [
      { title: 'Collect', text: 'Ratings, NPS, CSAT and open questions through the widget on your site, with triggers by page, time, scroll or exit intent.' },
      { title: 'Understand', text: 'NPS and CSAT over time, sentiment per answer, heatmaps of clicks, conversion funnels, cohorts and a customer health view.' },
      { title: 'Act', text: 'Tag, filter and change the status of feedback, then send it to the backlog: the item remembers where it came from.' },
    ],
    ctas: [start, { label: 'See the live demo', to: '/demo/feedback' }],
    related: [
      { label: 'The feedback widget', to: '/feedback-widget' },
      { label: 'Compare feedback tools', to: '/competitors/customer-engagement' },
    ],
  },
  'feedback-widget': {
    lead: 'Add one script tag to your site and start collecting feedback in minutes.',
    sections: [
      { title: 'Light and safe', text: 'The loader is under 3 KB gzipped and loads the widget only when it is needed. It renders in a shadow root, so your site’s CSS cannot break it and it cannot break yours, and it works under a strict Content Security Policy.' },
      { title: 'Reliable', text: 'Answers are queued when the visitor is offline and sent with sendBeacon when the page closes. Duplicates are dropped on the server.' },
      { title: 'Under your control', text: 'Each widget has its own API key (rotate it at any time), its questions, its targeting and an installation check that confirms events arrive within 15 minutes.' },
    ],
    ctas: [start, { label: 'See the live demo', to: '/demo/feedback' }],
    related: [{ label: 'Customer engagement', to: '/customer-engagement-feedback' }],
  },
  'investor-intelligence': {
    lead: 'For investors: the companies you back, with their own numbers, as often as you want them. For founders: share exactly what you choose, and see every read.',
    sections: [
      { title: 'Grants owned by the company', text: 'A company’s owner or admin grants an investor access per resource and action (dashboard, communications, data room) and can revoke it; the next request is refused at once.' },
      { title: 'A live portfolio', text: 'Runway (red under 8 months, orange under 12), burn, MRR and growth per company, the portfolio’s value, and alerts when something turns.' },
      { title: 'Updates without chasing', text: 'Request an update; the founder answers with dated metrics. Reports and board packages are pre-filled from the company’s finance data.' },
      { title: 'A data room with an access log', text: 'Documents shared with investors; every open is written to the company’s activity log.' },
    ],
    ctas: [{ label: 'Join as an investor', to: '/register?persona=INVESTOR' }, { label: 'Browse the startup directory', to: '/business-directory' }],
    related: [{ label: 'Compare investor tools', to: '/competitors/investor-intelligence' }],
  },
  'survival-focused-agile': {
    lead: 'Agile rituals that keep the company alive: every estimate has a price and every sprint is measured against the runway.',
    sections: [
      { title: 'Planning poker', text: 'Estimate together in real time with Fibonacci, T-shirt or custom decks; the estimate’s cost appears from your cost per point.' },
      { title: 'Retrospectives', text: 'Phases from writing to voting to actions, anonymous cards, and action items that follow you to the next retro and the backlog.' },
      { title: 'Kanban and sprints', text: 'Boards with WIP limits, swimlanes, cycle time and throughput; sprints with velocity and capacity.' },
      { title: 'Money in the loop', text: 'Velocity and the cost of a point feed the finance dashboards, so delivery and runway are read together.' },
    ],
    ctas: [start, { label: 'Try the planning poker demo', to: '/demo/planning-poker' }],
    related: [
      { label: 'Planning poker', to: '/planning-poker' },
      { label: 'Retrospectives', to: '/retrospectives' },
      { label: 'Agile kanban', to: '/agile-kanban' },
      { label: 'Compare with Jira, Trello and others', to: '/competitors/agile-survival' },
    ],
  },
  'operational-cadence': {
    lead: 'The people side of running a startup, on a steady rhythm, connected to the work and the numbers.',
    sections: [
      { title: 'One-on-ones', text: 'Shared agendas, private notes and action items that carry over.' },
      { title: 'Performance reviews', text: 'Cycles with self, manager and peer reviews, ratings and calibration.' },
      { title: 'Goals and OKRs', text: 'Key results that can follow live numbers such as MRR, runway or velocity, with weekly check-ins.' },
      { title: 'Pulse, scorecards and team health', text: 'Anonymous pulse checks (results hidden below 5 answers), weekly scorecards with targets, and a team health view.' },
    ],
    ctas: [start, { label: 'Explore performance reviews', to: '/performance-reviews' }],
    related: [
      { label: 'One-on-ones', to: '/operational-cadence/one-on-ones' },
      { label: 'Performance reviews', to: '/operational-cadence/performance-reviews' },
      { label: 'Goals and OKRs', to: '/operational-cadence/goals' },
      { label: 'Pulse checks and team health', to: '/operational-cadence/team-health' },
    ],
  },
  'operational-cadence/one-on-ones': {
    lead: 'Better one-on-ones with less admin: both people prepare, nothing said gets lost.',
    sections: [
      { title: 'Shared agenda', text: 'Manager and report add topics before the meeting; unfinished topics move to the next one.' },
      { title: 'Private and shared notes', text: 'Shared notes for both, private notes only their author reads.' },
      { title: 'Action items and recurrence', text: 'Actions with owners and due dates; weekly or fortnightly recurrence with reminders and a calendar feed.' },
    ],
    ctas: [start],
    related: [{ label: 'Operational cadence', to: '/operational-cadence' }],
  },
  'operational-cadence/performance-reviews': {
    lead: 'Fair reviews on a schedule, grounded in the work people actually did.',
    sections: [
      { title: 'Cycles', text: 'Open a cycle, choose who reviews whom: self, manager and peers, with deadlines.' },
      { title: 'Ratings and calibration', text: 'Ratings on a shared scale and a calibration view for managers to compare before results are shared.' },
      { title: 'Evidence', text: 'Goals and delivered work sit next to the review form.' },
    ],
    ctas: [start, { label: 'Explore performance reviews', to: '/performance-reviews' }],
    related: [{ label: 'Operational cadence', to: '/operational-cadence' }],
  },
  'operational-cadence/goals': {
    lead: 'Objectives the whole team can see, with key results that update themselves when they can.',
    sections: [
      { title: 'OKRs', text: 'Company, team and personal objectives with measurable key results.' },
      { title: 'Live key results', text: 'A key result can follow MRR or runway from finance, or velocity from the delivery boards.' },
      { title: 'Check-ins', text: 'A short weekly check-in records progress and confidence.' },
    ],
    ctas: [start],
    related: [{ label: 'Operational cadence', to: '/operational-cadence' }],
  },
  'operational-cadence/team-health': {
    lead: 'Know how the team is doing before it shows up in the numbers.',
    sections: [
      { title: 'Pulse checks', text: 'Short recurring surveys, anonymous; results stay hidden until at least 5 people answered.' },
      { title: 'Scorecards', text: 'Weekly measurables with targets, each owned by someone.' },
      { title: 'Team health', text: 'Pulse, workload and delivery signals together, team by team.' },
    ],
    ctas: [start],
    related: [{ label: 'Operational cadence', to: '/operational-cadence' }],
  },
  'planning-poker': {
    lead: 'Estimate stories together, in real time, without anchoring.',
    sections: [
      { title: 'Vote, then reveal', text: 'Everyone picks a card privately; the facilitator reveals them all at once and sees the spread and the consensus.' },
      { title: 'Your scale', text: 'Fibonacci, modified Fibonacci, T-shirt sizes, powers of two or your own deck.' },
      { title: 'Guests and observers', text: 'Invite people with a link; observers watch without voting.' },
      { title: 'The cost of the estimate', text: 'With a cost per point, each estimate shows what it will spend, and it goes to the backlog.' },
    ],
    ctas: [{ label: 'Try the planning poker demo', to: '/demo/planning-poker' }, start],
    related: [{ label: 'How voting works (docs)', to: '/docs/user-guide/voting-systems' }],
  },
  retrospectives: {
    lead: 'Retros that end with decisions, and decisions that get done.',
    sections: [
      { title: 'Phases', text: 'Write, group, vote, discuss and decide, with a timer; the facilitator moves the team along.' },
      { title: 'Anonymous when it matters', text: 'Cards can be anonymous so people say what they think.' },
      { title: 'Action items that stick', text: 'Actions carry to the next retro until they are done, and can go to the backlog.' },
      { title: 'Templates', text: 'Start, stop, continue; mad, sad, glad; 4Ls; or your own columns.' },
    ],
    ctas: [{ label: 'Try the retrospective demo', to: '/demo/retrospectives' }, start],
    related: [{ label: 'Facilitation tips (docs)', to: '/docs/best-practices/facilitation-tips' }],
  },
  'agile-kanban': {
    lead: 'A board that shows the flow of work, and what it costs.',
    sections: [
      { title: 'Boards your way', text: 'Columns, swimlanes and card types for Scrum, Kanban or your own process.' },
      { title: 'WIP limits', text: 'A column warns when it holds more than its limit.' },
      { title: 'Flow metrics', text: 'Cycle time, lead time, throughput and a cumulative flow diagram.' },
      { title: 'Backlog and sprints', text: 'Plan sprints from the backlog with velocity and capacity in view.' },
    ],
    ctas: [{ label: 'Try the kanban demo', to: '/demo/kanban' }, start],
    related: [{ label: 'Survival-focused agile', to: '/survival-focused-agile' }],
  },
};
