import { body } from '@suite/sdk/marketing/body.es';
import type { MarketingTexts } from './types.js';

/** The marketing pages in es: titles and descriptions as the server writes them (platform-api/src/core/public-site/pages.ts). */
export const texts: MarketingTexts = {
  chrome: { related: "Páginas relacionadas", updated: "Última actualización: noviembre de 2026" },
  'features': { title: 'Funcionalidades', description: 'Los seis dominios en un solo producto: agilidad de supervivencia, inteligencia de negocio, gestión de producto, inteligencia para inversores, cadencia operativa y compromiso del cliente.', ...body['features'] },
  'about': { title: 'Quiénes somos', description: 'Por qué construimos un solo producto que une la entrega y el dinero para equipos de startups, y cómo trabajamos.', ...body['about'] },
  'privacy': { title: 'Política de privacidad', description: 'Qué recogemos, por qué, cuánto tiempo lo guardamos, quién lo trata y tus derechos sobre tus datos.', ...body['privacy'] },
  'terms': { title: 'Términos del servicio', description: 'El acuerdo entre tú y nosotros: cuentas, planes y facturación, uso aceptable, tus datos y responsabilidad.', ...body['terms'] },
  'product-management': { title: 'Gestión de producto', description: 'Una cartera del producto a la subtarea con justificación, presupuestos, puntuación de ROI, descubrimiento y laboratorio de validación.', ...body['product-management'] },
  'business-intelligence': { title: 'Inteligencia de negocio', description: 'Runway, burn, punto de equilibrio, flujo de caja, previsiones y KPI con tus propias cifras, con el coste del trabajo comprometido por el equipo.', ...body['business-intelligence'] },
  'customer-engagement-feedback': { title: 'Compromiso y feedback de clientes', description: 'Recoge feedback donde están tus clientes, lee NPS, CSAT y sentimiento, y envía lo importante a tu backlog.', ...body['customer-engagement-feedback'] },
  'feedback-widget': { title: 'Widget de feedback', description: 'Un script de 3 KB para tu sitio: valoraciones, NPS y preguntas en un shadow root que tu CSS no puede romper, con cola sin conexión.', ...body['feedback-widget'] },
  'investor-intelligence': { title: 'Inteligencia para inversores', description: 'Los inversores siguen a las empresas que les dan acceso: runway, burn y crecimiento en vivo, actualizaciones, alertas, paquetes de consejo y data room.', ...body['investor-intelligence'] },
  'survival-focused-agile': { title: 'Agilidad de supervivencia', description: 'Planning poker, retrospectivas y kanban que saben lo que cuesta un punto y cuántos meses de runway te quedan.', ...body['survival-focused-agile'] },
  'operational-cadence': { title: 'Cadencia operativa', description: 'Reuniones uno a uno, evaluaciones, OKR, reuniones semanales, encuestas de pulso, cuadros de mando y salud del equipo en un mismo ritmo.', ...body['operational-cadence'] },
  'operational-cadence/one-on-ones': { title: 'Reuniones uno a uno', description: 'Una agenda compartida, notas privadas, acciones que se arrastran y una recurrencia que mantiene la reunión en el calendario.', ...body['operational-cadence/one-on-ones'] },
  'operational-cadence/performance-reviews': { title: 'Evaluaciones de desempeño', description: 'Ciclos de evaluación con autoevaluación, responsable y compañeros, puntuaciones y calibración, sin hojas de cálculo.', ...body['operational-cadence/performance-reviews'] },
  'operational-cadence/goals': { title: 'Objetivos y OKR', description: 'Objetivos con resultados clave que siguen cifras en vivo (MRR, runway, velocidad) y revisiones semanales.', ...body['operational-cadence/goals'] },
  'operational-cadence/team-health': { title: 'Encuestas de pulso y salud del equipo', description: 'Encuestas anónimas breves (resultados ocultos con menos de 5 respuestas), cuadros de mando semanales y una vista de la salud del equipo.', ...body['operational-cadence/team-health'] },
  'planning-poker': { title: 'Planning poker', description: 'Estimad juntos en tiempo real con Fibonacci, tallas de camiseta o vuestra baraja, ved el consenso y lo que cuesta la estimación.', ...body['planning-poker'] },
  'retrospectives': { title: 'Retrospectivas', description: 'Dirige una retro por fases: escribe tarjetas, agrúpalas, vota, comenta y sal con acciones que llegan al backlog.', ...body['retrospectives'] },
  'agile-kanban': { title: 'Kanban ágil', description: 'Tableros con límites WIP, carriles y métricas de flujo (tiempo de ciclo, rendimiento) para Scrum, Kanban o tu propio proceso.', ...body['agile-kanban'] },
};
