import { body } from '@suite/sdk/marketing/body.en';
import type { MarketingTexts } from './types.js';

/** The marketing pages in en: titles and descriptions as the server writes them (platform-api/src/core/public-site/pages.ts). */
export const texts: MarketingTexts = {
  chrome: { related: "Related pages", updated: "Last updated: November 2026" },
  'features': { title: 'Features', description: 'All six domains in one product: agile survival, business intelligence, product management, investor intelligence, operational cadence and customer engagement.', ...body['features'] },
  'about': { title: 'About us', description: 'Why we build one product for startup teams that joins delivery with money, and how we work.', ...body['about'] },
  'privacy': { title: 'Privacy policy', description: 'What we collect, why, how long we keep it, who processes it and the rights you have over your data.', ...body['privacy'] },
  'terms': { title: 'Terms of service', description: 'The agreement between you and us: accounts, plans and billing, acceptable use, your data, and liability.', ...body['terms'] },
  'product-management': { title: 'Product management', description: 'A portfolio from product to subtask with business justification, budgets, ROI scores, discovery and a validation lab.', ...body['product-management'] },
  'business-intelligence': { title: 'Business intelligence', description: 'Runway, burn, break-even, cash flow, forecasts and KPIs from your own numbers, with the cost of the work your team has committed to.', ...body['business-intelligence'] },
  'customer-engagement-feedback': { title: 'Customer engagement and feedback', description: 'Collect feedback where your customers are, read NPS, CSAT and sentiment, and send what matters to your backlog.', ...body['customer-engagement-feedback'] },
  'feedback-widget': { title: 'Feedback widget', description: 'A 3 KB script for your site: ratings, NPS and questions in a shadow root that your CSS cannot break, with an offline queue.', ...body['feedback-widget'] },
  'investor-intelligence': { title: 'Investor intelligence', description: 'Investors follow the companies that grant them access: live runway, burn and growth, updates, alerts, board packages and a data room.', ...body['investor-intelligence'] },
  'survival-focused-agile': { title: 'Survival-focused agile', description: 'Planning poker, retrospectives and kanban that know what a story point costs and how many months of runway you have left.', ...body['survival-focused-agile'] },
  'operational-cadence': { title: 'Operational cadence', description: 'One-on-ones, performance reviews, OKRs, weekly syncs, pulse checks, scorecards and team health in one rhythm.', ...body['operational-cadence'] },
  'operational-cadence/one-on-ones': { title: 'One-on-ones', description: 'A shared agenda, private notes, action items that carry over and a recurrence that keeps the meeting on the calendar.', ...body['operational-cadence/one-on-ones'] },
  'operational-cadence/performance-reviews': { title: 'Performance reviews', description: 'Review cycles with self, manager and peer reviews, ratings and calibration, without spreadsheets.', ...body['operational-cadence/performance-reviews'] },
  'operational-cadence/goals': { title: 'Goals and OKRs', description: 'Objectives with key results that follow live numbers (MRR, runway, velocity) and weekly check-ins.', ...body['operational-cadence/goals'] },
  'operational-cadence/team-health': { title: 'Pulse checks and team health', description: 'Short anonymous surveys (results hidden below 5 answers), scorecards with weekly targets and a team health view.', ...body['operational-cadence/team-health'] },
  'planning-poker': { title: 'Planning poker', description: 'Estimate together in real time with Fibonacci, T-shirt or your own deck, see the consensus, and know what the estimate costs.', ...body['planning-poker'] },
  'retrospectives': { title: 'Retrospectives', description: 'Run a retro in phases: write cards, group them, vote, discuss and leave with action items that land in the backlog.', ...body['retrospectives'] },
  'agile-kanban': { title: 'Agile kanban', description: 'Boards with WIP limits, swimlanes and flow metrics (cycle time, throughput) for Scrum, Kanban or your own process.', ...body['agile-kanban'] },
};
