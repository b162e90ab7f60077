/** The docs page's strings in fr ('docs' namespace). */
export const docs = {
  title: 'Documentation',
  api: {
    title: 'API',
    description: 'Tous les points d’accès de la plateforme et de ses modules, avec leurs paramètres, réponses, erreurs et permissions.',
    link: 'Ouvrir la référence de l’API',
  },
};
