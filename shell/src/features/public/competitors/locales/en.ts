/** The comparison pages' strings in en ('competitors' namespace). Tab names are section 2's exactly. */
export const competitors = {
  title: 'How we compare',
  subtitle: 'Six domains in one product, each tied to your finances and your delivery. Pick a domain to see it next to the tools teams usually use.',
  metaTitle: 'Compare Suite with other tools',
  open: 'See the comparison',
  back: 'All comparisons',
  notFound: 'There is no comparison here.',
  us: 'Suite',
  feature: 'Feature',
  description: 'Description',
  yes: 'Yes',
  no: 'No',
  unknown: 'Not documented',
  legend: 'Rivals as documented publicly on {{date}}. "Not documented" means we could not confirm it, not that it is missing.',
  moreLinks: 'Try it yourself',
  cta: {
    startFreeTrial: 'Start Free Trial',
    exploreFeatures: 'Explore Features',
    seeLiveDemo: 'See Live Demo',
    tryPokerDemo: 'Try the planning poker demo',
    tryRetroDemo: 'Try the retrospective demo',
    tryKanbanDemo: 'Try the kanban demo',
    tryPricingDemo: 'Try the pricing simulator demo',
    exploreDiscovery: 'Explore product discovery',
    exploreInvestorDashboard: 'Explore the investor dashboard',
  },
  pages: {
    'agile-survival': {
      name: 'Survival-focused agile',
      summary: 'Planning poker, retrospectives and kanban where every story point has a cost and every sprint is read against your runway.',
      tabs: {
        planningPoker: {
          label: 'Planning Poker',
          rows: {
            rooms: { feature: 'Real-time estimation rooms', description: 'Everyone votes at once, cards stay hidden until the reveal.' },
            scales: { feature: 'Several voting scales', description: 'Fibonacci, T-shirt sizes and custom scales per session.' },
            cost: { feature: 'Cost of each estimate', description: 'An estimate shows what it costs in money from your cost per point.' },
          },
        },
        retrospectives: {
          label: 'Retrospectives',
          rows: {
            boards: { feature: 'Built-in retro boards', description: 'Columns, anonymous cards and dot voting in the same tool as the board.' },
            actions: { feature: 'Action items followed up', description: 'Actions carried to the next retro until they are done.' },
            runway: { feature: 'Runway in the retro', description: 'The sprint is discussed next to the cash it consumed.' },
          },
        },
        kanban: {
          label: 'Kanban Boards',
          rows: {
            board: { feature: 'Kanban board', description: 'Columns, drag and drop, swimlanes.' },
            wip: { feature: 'Work-in-progress limits', description: 'A column warns when it holds more than its limit.' },
            burn: { feature: 'Burn per sprint', description: 'The money a sprint spent, read from the board.' },
          },
        },
      },
    },
    'business-intelligence': {
      name: 'Business intelligence',
      summary: 'Burn rate, revenue analytics and pricing simulation built on the same numbers your teams deliver against.',
      tabs: {
        burnRate: {
          label: 'Burn Rate Tracking',
          rows: {
            monthly: { feature: 'Monthly burn', description: 'Gross and net burn month by month.' },
            runway: { feature: 'Runway in months', description: 'Cash divided by net burn, with the date money runs out.' },
            delivery: { feature: 'Burn by delivery team', description: 'Spend split by the teams doing the work.' },
          },
        },
        financialAnalytics: {
          label: 'Financial Analytics',
          rows: {
            mrr: { feature: 'MRR and ARR', description: 'Recurring revenue with new, expansion and churn.' },
            cohorts: { feature: 'Cohorts', description: 'Retention of customers by start month.' },
            velocity: { feature: 'Revenue next to velocity', description: 'Revenue read next to what the teams shipped.' },
          },
        },
        pricingSimulation: {
          label: 'Pricing Simulation',
          rows: {
            projection: { feature: '24-month projection', description: 'Subscription, freemium and transaction models projected month by month.' },
            sensitivity: { feature: 'Sensitivity', description: 'Which assumption moves year-2 revenue most.' },
            actuals: { feature: 'Projection against actuals', description: 'The model compared with what really happened.' },
          },
        },
      },
    },
    'product-management': {
      name: 'Product management',
      summary: 'Discovery, MVP scaffolding and a strategic backlog scored by value and cost.',
      tabs: {
        productDiscovery: {
          label: 'Product Discovery',
          rows: {
            insights: { feature: 'Customer insights', description: 'Interviews and notes gathered into opportunities.' },
            validation: { feature: 'Validation experiments', description: 'Hypotheses tested with a verdict.' },
            runway: { feature: 'Runway-aware priorities', description: 'Ideas weighed against the months of cash left.' },
          },
        },
        mvpScaffolding: {
          label: 'MVP Scaffolding',
          rows: {
            templates: { feature: 'MVP templates', description: 'A sized starting plan per business model.' },
            viability: { feature: 'Viability check', description: 'Whether the MVP fits your runway, with the arithmetic shown.' },
            board: { feature: 'Straight to the board', description: 'The MVP backlog lands on the delivery board.' },
          },
        },
        strategicBacklog: {
          label: 'Strategic Backlog',
          rows: {
            scoring: { feature: 'Prioritisation scoring', description: 'Items ranked by explained factors.' },
            roi: { feature: 'Feature ROI', description: 'Return, payback and NPV per feature from measured cost.' },
            sprints: { feature: 'Linked to sprints', description: 'Strategy items followed into delivery.' },
          },
        },
      },
    },
    'investor-intelligence': {
      name: 'Investor intelligence',
      summary: "Portfolio monitoring and investor dashboards fed by the companies' real operating data.",
      tabs: {
        portfolioMonitoring: {
          label: 'Portfolio Monitoring',
          rows: {
            kpis: { feature: 'Portfolio KPIs', description: 'Revenue, burn and runway per company.' },
            updates: { feature: 'Company updates', description: 'Founders share updates with their investors.' },
            delivery: { feature: 'Delivery health', description: 'Investors see whether teams ship what they plan.' },
          },
        },
        investorDashboards: {
          label: 'Investor Dashboards',
          rows: {
            portfolio: { feature: 'Portfolio dashboard', description: 'All companies, values and ownership on one screen.' },
            dataRoom: { feature: 'Data room', description: 'Documents shared with access tracked.' },
            live: { feature: 'Live operating data', description: 'Figures straight from the tools the company runs on, not typed in.' },
          },
        },
        healthScoring: {
          label: 'Health Scoring',
          rows: {
            score: { feature: 'Company health score', description: 'One score per company from its numbers.' },
            alerts: { feature: 'Alerts', description: 'Warnings when runway or growth turns.' },
            explained: { feature: 'Explained score', description: 'Every point of the score traced to a figure.' },
          },
        },
      },
    },
    'operational-cadence': {
      name: 'Operational cadence',
      summary: 'Reviews, teams, goals and one-on-ones in the rhythm of your sprints.',
      tabs: {
        performanceReviews: {
          label: 'Performance Reviews',
          rows: {
            cycles: { feature: 'Review cycles', description: 'Self, manager and scheduled cycles.' },
            peer: { feature: 'Peer feedback', description: 'Colleagues asked for their view.' },
            delivery: { feature: 'Delivery evidence', description: 'Reviews read next to the work actually shipped.' },
          },
        },
        teamManagement: {
          label: 'Team Management',
          rows: {
            roster: { feature: 'Team roster', description: 'Teams, managers and reporting lines.' },
            pulse: { feature: 'Pulse checks', description: 'Short recurring surveys.' },
            capacity: { feature: 'Capacity from the board', description: 'Team load read from sprint commitments.' },
          },
        },
        goalManagement: {
          label: 'Goal Management',
          rows: {
            okrs: { feature: 'OKRs', description: 'Objectives with measurable key results.' },
            checkIns: { feature: 'Check-ins', description: 'Progress recorded on a rhythm.' },
            runway: { feature: 'Goals against runway', description: 'Goals weighed against cash and delivery.' },
          },
        },
        oneOnOnes: {
          label: 'One-on-Ones',
          rows: {
            agendas: { feature: 'Shared agendas', description: 'Both sides add topics before the meeting.' },
            actions: { feature: 'Action items', description: 'Follow-ups carried to the next one-on-one.' },
            sprint: { feature: 'Sprint context', description: "The person's current sprint work in the meeting." },
          },
        },
      },
    },
    'customer-engagement': {
      name: 'Customer engagement',
      summary: 'Feedback, sentiment and action tracking that flow into your backlog.',
      tabs: {
        customerFeedback: {
          label: 'Customer Feedback',
          rows: {
            widget: { feature: 'Feedback widget', description: 'A widget on your site collects feedback.' },
            votes: { feature: 'Feature requests with votes', description: 'Customers vote on requests.' },
            backlog: { feature: 'Into the backlog', description: 'Feedback becomes a backlog item with its source.' },
          },
        },
        sentimentAnalysis: {
          label: 'Sentiment Analysis',
          rows: {
            sentiment: { feature: 'Sentiment per message', description: 'Positive, neutral or negative for every piece of feedback.' },
            trend: { feature: 'Sentiment trend', description: 'How sentiment moves over time.' },
            revenue: { feature: 'Sentiment by revenue', description: 'Sentiment weighted by what customers pay.' },
          },
        },
        actionTracking: {
          label: 'Action Tracking',
          rows: {
            status: { feature: 'Request status', description: 'Planned, in progress, done.' },
            notify: { feature: 'Customers told', description: 'Customers hear back when their request ships.' },
            sprints: { feature: 'Linked to sprints', description: 'Actions followed through the delivery board.' },
          },
        },
      },
    },
  },
};
