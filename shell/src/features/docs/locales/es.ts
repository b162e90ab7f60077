/** The docs page's strings in es ('docs' namespace). */
export const docs = {
  title: 'Documentación',
  api: {
    title: 'API',
    description: 'Todos los endpoints de la plataforma y de sus módulos, con sus parámetros, respuestas, errores y permisos.',
    link: 'Abrir la referencia de la API',
  },
};
