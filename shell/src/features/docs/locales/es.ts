/** The docs page's strings in es ('docs' namespace). */
export const docs = {
  title: 'Documentación',
  subtitle: 'Cómo empezar, dirigir sesiones, gestionar equipos y roles, y usar la API y las integraciones.',
  metaDescription: 'Empieza, dirige planning poker y retrospectivas, gestiona equipos y roles, y usa la API, las integraciones y los análisis.',
  search: 'Buscar en la documentación',
  searchPlaceholder: 'Por ejemplo: votación, roles, webhooks',
  results_one: '{{count}} página encontrada',
  results_other: '{{count}} páginas encontradas',
  noResults: 'Ninguna página coincide con «{{query}}».',
  back: 'Documentación',
  previous: 'Anterior',
  next: 'Siguiente',
  notFound: 'Aquí no hay ninguna página de documentación.',
  api: {
    title: 'API',
    description: 'Todos los endpoints de la plataforma y de sus módulos, con sus parámetros, respuestas, errores y permisos.',
    link: 'Abrir la referencia de la API',
  },
};
