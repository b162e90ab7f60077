/** The comparison pages' strings in es ('competitors' namespace). */
export const competitors = {
  title: "Cómo nos comparamos",
  subtitle: "Seis dominios en un solo producto, cada uno ligado a tus finanzas y a tu entrega. Elige un dominio para verlo junto a las herramientas habituales.",
  metaTitle: "Compara Suite con otras herramientas",
  open: "Ver la comparación",
  back: "Todas las comparaciones",
  notFound: "Aquí no hay ninguna comparación.",
  us: "Suite",
  feature: "Funcionalidad",
  description: "Descripción",
  yes: "Sí",
  no: "No",
  unknown: "No documentado",
  legend: "Competidores según su documentación pública del {{date}}. «No documentado» significa que no pudimos confirmarlo, no que falte.",
  moreLinks: "Pruébalo tú mismo",
  cta: {
    startFreeTrial: "Empezar prueba gratuita",
    exploreFeatures: "Explorar funcionalidades",
    seeLiveDemo: "Ver demo en vivo",
    tryPokerDemo: "Probar la demo de planning poker",
    tryRetroDemo: "Probar la demo de retrospectiva",
    tryKanbanDemo: "Probar la demo kanban",
    tryPricingDemo: "Probar la demo del simulador de precios",
    exploreDiscovery: "Explorar el descubrimiento de producto",
    exploreInvestorDashboard: "Explorar el panel del inversor",
  },
  pages: {
    'agile-survival': {
      name: "Agile centrado en la supervivencia",
      summary: "Planning poker, retrospectivas y kanban donde cada punto tiene un coste y cada sprint se lee frente a tu runway.",
      tabs: {
        planningPoker: {
          label: "Planning Poker",
          rows: {
            rooms: { feature: "Salas de estimación en tiempo real", description: "Todos votan a la vez; las cartas siguen ocultas hasta revelarlas." },
            scales: { feature: "Varias escalas de voto", description: "Fibonacci, tallas de camiseta y escalas propias por sesión." },
            cost: { feature: "Coste de cada estimación", description: "Una estimación muestra su coste a partir de tu coste por punto." },
          },
        },
        retrospectives: {
          label: "Retrospectivas",
          rows: {
            boards: { feature: "Tableros de retro integrados", description: "Columnas, tarjetas anónimas y votos en la misma herramienta que el tablero." },
            actions: { feature: "Acciones con seguimiento", description: "Las acciones pasan a la siguiente retro hasta completarse." },
            runway: { feature: "La caja en la retro", description: "El sprint se comenta junto al dinero que consumió." },
          },
        },
        kanban: {
          label: "Tableros Kanban",
          rows: {
            board: { feature: "Tablero kanban", description: "Columnas, arrastrar y soltar, carriles." },
            wip: { feature: "Límites de trabajo en curso", description: "Una columna avisa cuando supera su límite." },
            burn: { feature: "Gasto por sprint", description: "El dinero que gastó un sprint, leído del tablero." },
          },
        },
      },
    },
    'business-intelligence': {
      name: "Inteligencia de negocio",
      summary: "Tasa de gasto, analítica de ingresos y simulación de precios sobre los mismos números con los que entregan tus equipos.",
      tabs: {
        burnRate: {
          label: "Seguimiento de la tasa de gasto",
          rows: {
            monthly: { feature: "Gasto mensual", description: "Gasto bruto y neto mes a mes." },
            runway: { feature: "Pista en meses", description: "Caja dividida por el gasto neto, con la fecha en que se acaba el dinero." },
            delivery: { feature: "Gasto por equipo", description: "Gasto repartido entre los equipos que hacen el trabajo." },
          },
        },
        financialAnalytics: {
          label: "Analítica financiera",
          rows: {
            mrr: { feature: "MRR y ARR", description: "Ingresos recurrentes con nuevos, expansión y bajas." },
            cohorts: { feature: "Cohortes", description: "Retención de clientes por mes de inicio." },
            velocity: { feature: "Ingresos junto a la velocidad", description: "Los ingresos leídos junto a lo que entregaron los equipos." },
          },
        },
        pricingSimulation: {
          label: "Simulación de precios",
          rows: {
            projection: { feature: "Proyección a 24 meses", description: "Modelos de suscripción, freemium y transacción proyectados mes a mes." },
            sensitivity: { feature: "Sensibilidad", description: "Qué supuesto mueve más los ingresos del año 2." },
            actuals: { feature: "Proyección frente a la realidad", description: "El modelo comparado con lo que ocurrió de verdad." },
          },
        },
      },
    },
    'product-management': {
      name: "Gestión de producto",
      summary: "Descubrimiento, andamiaje de MVP y un backlog estratégico puntuado por valor y coste.",
      tabs: {
        productDiscovery: {
          label: "Descubrimiento de producto",
          rows: {
            insights: { feature: "Conocimiento del cliente", description: "Entrevistas y notas agrupadas en oportunidades." },
            validation: { feature: "Experimentos de validación", description: "Hipótesis probadas con un veredicto." },
            runway: { feature: "Prioridades según la caja", description: "Ideas sopesadas frente a los meses de caja que quedan." },
          },
        },
        mvpScaffolding: {
          label: "Andamiaje de MVP",
          rows: {
            templates: { feature: "Plantillas de MVP", description: "Un plan inicial dimensionado por modelo de negocio." },
            viability: { feature: "Comprobación de viabilidad", description: "Si el MVP cabe en tu caja, con el cálculo a la vista." },
            board: { feature: "Directo al tablero", description: "El backlog del MVP llega al tablero de entrega." },
          },
        },
        strategicBacklog: {
          label: "Backlog estratégico",
          rows: {
            scoring: { feature: "Puntuación de prioridades", description: "Elementos ordenados por factores explicados." },
            roi: { feature: "ROI por funcionalidad", description: "Retorno, recuperación y VAN por funcionalidad a partir del coste medido." },
            sprints: { feature: "Ligado a los sprints", description: "Elementos estratégicos seguidos hasta la entrega." },
          },
        },
      },
    },
    'investor-intelligence': {
      name: "Inteligencia para inversores",
      summary: "Seguimiento de cartera y paneles para inversores alimentados por los datos reales de las empresas.",
      tabs: {
        portfolioMonitoring: {
          label: "Seguimiento de cartera",
          rows: {
            kpis: { feature: "KPI de la cartera", description: "Ingresos, gasto y runway por empresa." },
            updates: { feature: "Novedades de las empresas", description: "Los fundadores comparten novedades con sus inversores." },
            delivery: { feature: "Salud de la entrega", description: "Los inversores ven si los equipos entregan lo que planean." },
          },
        },
        investorDashboards: {
          label: "Paneles para inversores",
          rows: {
            portfolio: { feature: "Panel de cartera", description: "Todas las empresas, valores y participaciones en una pantalla." },
            dataRoom: { feature: "Data room", description: "Documentos compartidos con registro de accesos." },
            live: { feature: "Datos operativos en vivo", description: "Cifras tomadas de las herramientas de la empresa, no tecleadas." },
          },
        },
        healthScoring: {
          label: "Puntuación de salud",
          rows: {
            score: { feature: "Puntuación de salud de la empresa", description: "Una puntuación por empresa a partir de sus números." },
            alerts: { feature: "Alertas", description: "Avisos cuando el runway o el crecimiento cambian de rumbo." },
            explained: { feature: "Puntuación explicada", description: "Cada punto de la puntuación ligado a una cifra." },
          },
        },
      },
    },
    'operational-cadence': {
      name: "Cadencia operativa",
      summary: "Evaluaciones, equipos, objetivos y reuniones individuales al ritmo de tus sprints.",
      tabs: {
        performanceReviews: {
          label: "Evaluaciones de desempeño",
          rows: {
            cycles: { feature: "Ciclos de evaluación", description: "Autoevaluación, evaluación del responsable y ciclos programados." },
            peer: { feature: "Opinión de compañeros", description: "Se pide su opinión a los compañeros." },
            delivery: { feature: "Evidencia de entrega", description: "Las evaluaciones leídas junto al trabajo realmente entregado." },
          },
        },
        teamManagement: {
          label: "Gestión de equipos",
          rows: {
            roster: { feature: "Organigrama", description: "Equipos, responsables y líneas jerárquicas." },
            pulse: { feature: "Encuestas de pulso", description: "Encuestas cortas y periódicas." },
            capacity: { feature: "Capacidad desde el tablero", description: "La carga del equipo leída de los compromisos del sprint." },
          },
        },
        goalManagement: {
          label: "Gestión de objetivos",
          rows: {
            okrs: { feature: "OKR", description: "Objetivos con resultados clave medibles." },
            checkIns: { feature: "Seguimientos", description: "Progreso registrado con un ritmo." },
            runway: { feature: "Objetivos frente a la caja", description: "Objetivos sopesados frente a la caja y la entrega." },
          },
        },
        oneOnOnes: {
          label: "Reuniones individuales",
          rows: {
            agendas: { feature: "Agendas compartidas", description: "Ambas partes añaden temas antes de la reunión." },
            actions: { feature: "Acciones", description: "Pendientes que pasan a la siguiente reunión." },
            sprint: { feature: "Contexto del sprint", description: "El trabajo actual de la persona en el sprint, en la reunión." },
          },
        },
      },
    },
    'customer-engagement': {
      name: "Relación con clientes",
      summary: "Opiniones, sentimiento y seguimiento de acciones que llegan a tu backlog.",
      tabs: {
        customerFeedback: {
          label: "Opiniones de clientes",
          rows: {
            widget: { feature: "Widget de opiniones", description: "Un widget en tu web recoge opiniones." },
            votes: { feature: "Solicitudes con votos", description: "Los clientes votan las solicitudes." },
            backlog: { feature: "Al backlog", description: "Una opinión se convierte en un elemento del backlog con su origen." },
          },
        },
        sentimentAnalysis: {
          label: "Análisis de sentimiento",
          rows: {
            sentiment: { feature: "Sentimiento por mensaje", description: "Positivo, neutro o negativo para cada opinión." },
            trend: { feature: "Tendencia del sentimiento", description: "Cómo cambia el sentimiento con el tiempo." },
            revenue: { feature: "Sentimiento por ingresos", description: "Sentimiento ponderado por lo que pagan los clientes." },
          },
        },
        actionTracking: {
          label: "Seguimiento de acciones",
          rows: {
            status: { feature: "Estado de las solicitudes", description: "Planificado, en curso, hecho." },
            notify: { feature: "Clientes avisados", description: "Los clientes reciben aviso cuando se entrega su solicitud." },
            sprints: { feature: "Ligado a los sprints", description: "Acciones seguidas en el tablero de entrega." },
          },
        },
      },
    },
  },
};
