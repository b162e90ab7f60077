import type { footer as en } from './en.js';

/** The public footer's strings in es. */
export const footer: typeof en = {
  product: 'Producto',
  domains: 'Dominios',
  company: 'Empresa',
  resources: 'Recursos',
  links: {
    features: 'Funcionalidades',
    pricing: 'Precios',
    competitors: 'Comparativas',
    directory: 'Directorio de startups',
    pricingSimulator: 'Simulador de precios',
    agile: 'Agilidad de supervivencia',
    bi: 'Inteligencia de negocio',
    product: 'Gestión de producto',
    investors: 'Inteligencia para inversores',
    cadence: 'Cadencia operativa',
    engagement: 'Feedback de clientes',
    about: 'Quiénes somos',
    affiliate: 'Programa de afiliados',
    privacy: 'Privacidad',
    terms: 'Términos',
    docs: 'Documentación',
    api: 'Referencia de la API',
    support: 'Soporte',
  },
  rights: '© 2026 Suite. Gratis hasta 5 usuarios, luego 5 $ por usuario al mes.',
};
