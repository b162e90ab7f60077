/** The support form's strings in es ('support' namespace). */
export const support = {
  title: 'Contactar con soporte',
  description: 'Cuéntanos qué ocurre y te responderemos por correo electrónico.',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  category: 'Categoría',
  priority: 'Prioridad',
  send: 'Enviar solicitud',
  promise: 'Respondemos en un plazo de {{hours}} horas.',
  sentDetail: 'Ticket {{reference}}. Te responderemos en un plazo de {{hours}} horas.',
  dismiss: 'Cerrar',
  categories: {
    general: 'General',
    technical: 'Técnica',
    billing: 'Facturación',
    feature: 'Solicitud de funcionalidad',
    integration: 'Integración',
    account: 'Cuenta',
  },
  priorities: {
    low: 'Baja',
    medium: 'Media',
    high: 'Alta',
    urgent: 'Urgente',
  },
};
