import type { Translations } from '@suite/sdk';

/** The 'bi' namespace. */
export const biTranslations: Translations = {
  "en": {
    "nav": {
      "section": "Business Intelligence",
      "cfoDashboard": "CFO dashboard",
      "runwayTracker": "Runway tracker",
      "burnRate": "Burn rate analysis",
      "pricingSimulator": "Pricing simulator"
    },
    "pages": {
      "cfoDashboard": "CFO dashboard",
      "runwayTracker": "Runway tracker",
      "burnRate": "Burn rate analysis",
      "breakEven": "Break-even calculator",
      "cashflow": "Cash-flow visualizer",
      "runway": "Runway",
      "pricingSimulator": "Pricing simulator",
      "revenueFusion": "Revenue fusion",
      "revenueDashboard": "Revenue dashboard",
      "analytics": "Analytics",
      "gtmAnalytics": "Go-to-market analytics",
      "headcountPlanning": "Headcount planning",
      "forecasting": "Forecasting",
      "kpiBuilder": "KPI builder",
      "pricingDemo": "Pricing simulator demo",
      "runwayDemo": "Runway demo"
    },
    "placeholder": {
      "runway": "Runway and burn from your own numbers: cash on hand, net burn, runway in months, break-even and cash flow, with the warning colours of the spec.",
      "pricing": "Pricing models (SaaS, freemium, transaction) with monthly projections, break-even month, LTV and LTV/CAC.",
      "cfo": "The CFO view: KPIs with targets and status, what performs well and what needs attention, forecasting and headcount planning."
    },
    "capabilities": {
      "runway": [
        "Runway tracker and burn-rate analysis",
        "Break-even calculator",
        "Cash-flow visualizer"
      ],
      "pricing": [
        "Pricing simulator",
        "Revenue projections",
        "Revenue dashboard"
      ],
      "cfo": [
        "KPI builder",
        "Forecasting",
        "Go-to-market analytics",
        "Headcount planning"
      ]
    }
  },
  "fr": {
    "nav": {
      "section": "Business Intelligence",
      "cfoDashboard": "Tableau de bord CFO",
      "runwayTracker": "Suivi du runway",
      "burnRate": "Analyse du burn",
      "pricingSimulator": "Simulateur de prix"
    },
    "pages": {
      "cfoDashboard": "Tableau de bord CFO",
      "runwayTracker": "Suivi du runway",
      "burnRate": "Analyse du burn",
      "breakEven": "Calculateur de seuil de rentabilité",
      "cashflow": "Flux de trésorerie",
      "runway": "Runway",
      "pricingSimulator": "Simulateur de prix",
      "revenueFusion": "Fusion des revenus",
      "revenueDashboard": "Tableau de bord des revenus",
      "analytics": "Analytique",
      "gtmAnalytics": "Analyse go-to-market",
      "headcountPlanning": "Planification des effectifs",
      "forecasting": "Prévisions",
      "kpiBuilder": "Création de KPI",
      "pricingDemo": "Démo du simulateur de prix",
      "runwayDemo": "Démo du runway"
    },
    "placeholder": {
      "runway": "Runway et burn à partir de vos chiffres : trésorerie, burn net, runway en mois, seuil de rentabilité et flux de trésorerie, avec les couleurs d’alerte.",
      "pricing": "Modèles de prix (SaaS, freemium, transaction) avec projections mensuelles, mois de rentabilité, LTV et LTV/CAC.",
      "cfo": "La vue du directeur financier : KPI avec objectifs et statut, ce qui va bien et ce qui demande de l’attention, prévisions et effectifs."
    },
    "capabilities": {
      "runway": [
        "Suivi du runway et analyse du burn",
        "Calculateur de seuil de rentabilité",
        "Visualisation des flux de trésorerie"
      ],
      "pricing": [
        "Simulateur de prix",
        "Projections de revenus",
        "Tableau de bord des revenus"
      ],
      "cfo": [
        "Création de KPI",
        "Prévisions",
        "Analyse go-to-market",
        "Planification des effectifs"
      ]
    }
  },
  "es": {
    "nav": {
      "section": "Inteligencia de negocio",
      "cfoDashboard": "Panel del CFO",
      "runwayTracker": "Seguimiento del runway",
      "burnRate": "Análisis del burn",
      "pricingSimulator": "Simulador de precios"
    },
    "pages": {
      "cfoDashboard": "Panel del CFO",
      "runwayTracker": "Seguimiento del runway",
      "burnRate": "Análisis del burn",
      "breakEven": "Calculadora de punto de equilibrio",
      "cashflow": "Flujo de caja",
      "runway": "Runway",
      "pricingSimulator": "Simulador de precios",
      "revenueFusion": "Fusión de ingresos",
      "revenueDashboard": "Panel de ingresos",
      "analytics": "Analítica",
      "gtmAnalytics": "Analítica de salida al mercado",
      "headcountPlanning": "Planificación de plantilla",
      "forecasting": "Previsiones",
      "kpiBuilder": "Creador de KPI",
      "pricingDemo": "Demo del simulador de precios",
      "runwayDemo": "Demo del runway"
    },
    "placeholder": {
      "runway": "Runway y burn a partir de sus cifras: caja, burn neto, runway en meses, punto de equilibrio y flujo de caja, con los colores de alerta.",
      "pricing": "Modelos de precios (SaaS, freemium, transacción) con proyecciones mensuales, mes de equilibrio, LTV y LTV/CAC.",
      "cfo": "La vista del director financiero: KPI con objetivos y estado, lo que va bien y lo que requiere atención, previsiones y plantilla."
    },
    "capabilities": {
      "runway": [
        "Seguimiento del runway y análisis del burn",
        "Calculadora de punto de equilibrio",
        "Visualizador de flujo de caja"
      ],
      "pricing": [
        "Simulador de precios",
        "Proyecciones de ingresos",
        "Panel de ingresos"
      ],
      "cfo": [
        "Creador de KPI",
        "Previsiones",
        "Analítica de salida al mercado",
        "Planificación de plantilla"
      ]
    }
  }
};
