/** The docs page's strings in fr ('docs' namespace). */
export const docs = {
  title: 'Documentation',
  subtitle: 'Démarrer, animer des sessions, gérer équipes et rôles, utiliser l’API et les intégrations.',
  metaDescription: 'Démarrer, animer planning poker et rétrospectives, gérer équipes et rôles, utiliser l’API, les intégrations et les analyses.',
  search: 'Rechercher dans la documentation',
  searchPlaceholder: 'Par exemple : vote, rôles, webhooks',
  results_one: '{{count}} page trouvée',
  results_other: '{{count}} pages trouvées',
  noResults: 'Aucune page ne correspond à « {{query}} ».',
  back: 'Documentation',
  previous: 'Précédent',
  next: 'Suivant',
  notFound: 'Il n’y a pas de page de documentation ici.',
  api: {
    title: 'API',
    description: 'Tous les points d’accès de la plateforme et de ses modules, avec leurs paramètres, réponses, erreurs et permissions.',
    link: 'Ouvrir la référence de l’API',
  },
};
