/** The shell frame's strings in en ('shell' namespace). */
export const shell = {
  "brand": "Suite",
  "tagline": "Agile delivery and startup finance, in one place",
  "nav": {
    "affiliateProgram": "Affiliate Program",
    "affiliateDashboard": "Affiliate dashboard",
    "affiliateHowItWorks": "How it works",
    "aiAutomation": "AI & Automation",
    "aiAssistant": "AI assistant",
    "aiQuery": "Ask a question",
    "aiPredictive": "Forecasts",
    "aiInsights": "Insights",
    "aiMeetings": "Meetings",
    "actionItems": "Action items",
    "emailPreferences": "Email preferences",
    "dashboard": "Dashboard",
    "agile": "Agile Survival",
    "product": "Product Management",
    "bi": "Business Intelligence",
    "investor": "Investor Intelligence",
    "cadence": "Operational Cadence",
    "engagement": "Customer Engagement",
    "account": "Account Management",
    "accountSettings": "Account settings",
    "features": "Features",
    "admin": "Administration",
    "adminDashboard": "Admin Dashboard",
    "supportTickets": "Support Tickets",
    "enterprise": "Enterprise",
    "enterpriseAdmin": "Enterprise admin",
    "governance": "Governance",
    "approvals": "Approvals",
    "auditTrail": "Audit trail",
    "roles": "Roles",
    "comments": "Comments & Threads",
    "versions": "Version Control",
    "help": "Help",
    "contactSupport": "Contact support",
    "usersTeams": "Users and teams",
    "profile": "Profile",
    "billing": "Billing",
    "integrations": "Integrations",
    "collapse": "Collapse sidebar",
    "expand": "Expand sidebar",
    "openMenu": "Open navigation",
    "moduleLoading": "Loading section...",
    "moduleFailed": "Could not load this section"
  },
  "quickSearch": {
    "title": "Go to a page",
    "label": "Page name",
    "placeholder": "Type a page or section name",
    "empty": "No page matches “{{query}}”",
    "results": "Pages",
    "move": "move",
    "open": "open",
    "close": "close",
    "button": "Search pages ({{shortcut}})",
    "pricing": "Plans and pricing",
    "closeLabel": "Close the search"
  },
  "assistantPrompt": {
    "button": "Ask the AI Survival Assistant",
    "name": "AI Survival Assistant",
    "title": "Your numbers, explained",
    "body": "Signed in, the assistant answers questions about your own data (runway, burn, velocity, overdue action items, products) with the figures, the method and a link to the screen. No guesses, no language model.",
    "plans": "Included in Pro and Enterprise.",
    "signIn": "Sign in",
    "register": "Create account"
  },
  "layout": {
    "skipToContent": "Skip to content",
    "language": "Language",
    "signIn": "Sign in",
    "getStarted": "Get started",
    "cart_one": "Cart, {{count}} item",
    "cart_other": "Cart, {{count}} items"
  },
  "turnedOff": {
    "title": "This area is turned off for your account",
    "areaHint": "{{area}} is not on for this account.",
    "adminHint": "You can turn it on again in Account settings, Features.",
    "memberHint": "Ask an account admin to turn it on again if you need it.",
    "back": "Go back",
    "dashboard": "Go to Dashboard",
    "turnOn": "Turn it on in Features"
  },
  "notFound": {
    "title": "Page not found",
    "hint": "The page you are looking for does not exist or has moved.",
    "home": "Go home"
  },
  "module": {
    "errorTitle": "{{name}} could not be loaded",
    "errorHint": "This section is unavailable right now. The rest of the app keeps working.",
    "retry": "Try again"
  },
  "landing": {
    "title": "Ship faster. Know your runway.",
    "subtitle": "Planning poker, retrospectives, kanban, runway and investor reporting for teams and founders, in one calm workspace.",
    "ctaRegister": "Start free",
    "ctaDemo": "Try the planning poker demo",
    "freeNote": "Free for up to 5 users. All 6 domains included. 5-minute setup."
  },
  "dashboard": {
    "title": "Dashboard",
    "welcome": "Welcome back",
    "empty": "Your workspace is ready. Panels from each area appear here as they land."
  },
  "languages": {
    "en": "English",
    "fr": "Français",
    "es": "Español"
  },
  "access": {
    "title": "Access Denied: You don't have permission to access this page",
    "currentRole": "Your role: {{role}}",
    "upgrade": "Upgrade Account",
    "contactAdmin": "Contact Administrator",
    "goToDashboard": "Go to Dashboard"
  }
};
