/** The shell frame's strings in es ('shell' namespace). */
export const shell = {
  "brand": "Suite",
  "tagline": "Entrega ágil y finanzas de startups, en un solo lugar",
  "nav": {
    "affiliateProgram": "Programa de afiliados",
    "affiliateDashboard": "Panel de afiliado",
    "affiliateHowItWorks": "Cómo funciona",
    "aiAutomation": "IA y automatización",
    "aiAssistant": "Asistente de IA",
    "aiQuery": "Hacer una pregunta",
    "aiPredictive": "Previsiones",
    "aiInsights": "Análisis",
    "aiMeetings": "Reuniones",
    "actionItems": "Acciones",
    "emailPreferences": "Preferencias de correo",
    "dashboard": "Panel",
    "agile": "Supervivencia ágil",
    "product": "Gestión de producto",
    "bi": "Inteligencia de negocio",
    "investor": "Inteligencia para inversores",
    "cadence": "Cadencia operativa",
    "engagement": "Interacción con clientes",
    "account": "Gestión de la cuenta",
    "accountSettings": "Configuración de la cuenta",
    "features": "Funcionalidades",
    "admin": "Administración",
    "adminDashboard": "Panel de administración",
    "supportTickets": "Tickets de soporte",
    "enterprise": "Empresa",
    "enterpriseAdmin": "Administración empresarial",
    "governance": "Gobernanza",
    "approvals": "Aprobaciones",
    "auditTrail": "Registro de auditoría",
    "roles": "Roles",
    "comments": "Comentarios e hilos",
    "versions": "Control de versiones",
    "help": "Ayuda",
    "contactSupport": "Contactar con soporte",
    "usersTeams": "Usuarios y equipos",
    "profile": "Perfil",
    "billing": "Facturación",
    "integrations": "Integraciones",
    "collapse": "Contraer barra lateral",
    "expand": "Expandir barra lateral",
    "openMenu": "Abrir navegación",
    "moduleLoading": "Cargando sección...",
    "moduleFailed": "No se pudo cargar esta sección"
  },
  "quickSearch": {
    "title": "Ir a una página",
    "label": "Nombre de la página",
    "placeholder": "Escribe el nombre de una página o sección",
    "empty": "Ninguna página coincide con «{{query}}»",
    "results": "Páginas",
    "move": "moverse",
    "open": "abrir",
    "close": "cerrar",
    "button": "Buscar páginas ({{shortcut}})",
    "pricing": "Planes y precios",
    "closeLabel": "Cerrar la búsqueda"
  },
  "assistantPrompt": {
    "button": "Preguntar al asistente de IA",
    "name": "Asistente de supervivencia con IA",
    "title": "Tus cifras, explicadas",
    "body": "Con tu sesión iniciada, el asistente responde preguntas sobre tus propios datos (pista financiera, gasto neto, velocidad, acciones vencidas, productos) con las cifras, el método y un enlace a la pantalla. Sin suposiciones ni modelo de lenguaje.",
    "plans": "Incluido en Pro y Enterprise.",
    "signIn": "Iniciar sesión",
    "register": "Crear cuenta"
  },
  "layout": {
    "skipToContent": "Ir al contenido",
    "language": "Idioma",
    "signIn": "Iniciar sesión",
    "getStarted": "Empezar",
    "cart_one": "Carrito, {{count}} artículo",
    "cart_other": "Carrito, {{count}} artículos"
  },
  "turnedOff": {
    "title": "Esta área está desactivada para tu cuenta",
    "areaHint": "El área {{area}} no está activada para esta cuenta.",
    "adminHint": "Puedes volver a activarla en Configuración de la cuenta, Funcionalidades.",
    "memberHint": "Pide a un administrador de la cuenta que la active de nuevo si la necesitas.",
    "back": "Volver",
    "dashboard": "Ir al panel",
    "turnOn": "Activarla en Funcionalidades"
  },
  "notFound": {
    "title": "Página no encontrada",
    "hint": "La página que buscas no existe o se ha movido.",
    "home": "Ir al inicio"
  },
  "module": {
    "errorTitle": "No se pudo cargar {{name}}",
    "errorHint": "Esta sección no está disponible ahora. El resto de la aplicación sigue funcionando.",
    "retry": "Intentar de nuevo"
  },
  "landing": {
    "title": "Entrega más rápido. Conoce tu autonomía financiera.",
    "subtitle": "Planning poker, retrospectivas, kanban, runway e informes para inversores para equipos y fundadores, en un espacio de trabajo sereno.",
    "ctaRegister": "Empezar gratis",
    "ctaDemo": "Probar la demo de planning poker",
    "freeNote": "Gratis hasta 5 usuarios. Los 6 dominios incluidos. Configuración en 5 minutos."
  },
  "dashboard": {
    "title": "Panel",
    "welcome": "Bienvenido de nuevo",
    "empty": "Tu espacio está listo. Los paneles de cada área aparecerán aquí."
  },
  "languages": {
    "en": "English",
    "fr": "Français",
    "es": "Español"
  },
  "access": {
    "title": "Acceso denegado: no tienes permiso para acceder a esta página",
    "currentRole": "Tu rol: {{role}}",
    "upgrade": "Mejorar el plan",
    "contactAdmin": "Contactar al administrador",
    "goToDashboard": "Ir al panel"
  }
};
