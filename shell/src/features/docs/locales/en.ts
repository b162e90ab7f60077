/** The docs page's strings in en ('docs' namespace). */
export const docs = {
  title: 'Documentation',
  api: {
    title: 'API',
    description: 'Every endpoint of the platform and its modules, with its parameters, answers, errors and permissions.',
    link: 'Open the API reference',
  },
};
