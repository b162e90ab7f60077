/** The docs page's strings in en ('docs' namespace). */
export const docs = {
  title: 'Documentation',
  subtitle: 'How to get started, run sessions, manage teams and roles, and use the API and integrations.',
  metaDescription: 'Get started, run planning poker and retrospectives, manage teams and roles, and use the API, integrations and the analysis features.',
  search: 'Search the documentation',
  searchPlaceholder: 'For example: voting, roles, webhooks',
  results_one: '{{count}} page found',
  results_other: '{{count}} pages found',
  noResults: 'No page matches "{{query}}".',
  back: 'Documentation',
  previous: 'Previous',
  next: 'Next',
  notFound: 'There is no documentation page here.',
  api: {
    title: 'API',
    description: 'Every endpoint of the platform and its modules, with its parameters, answers, errors and permissions.',
    link: 'Open the API reference',
  },
};
