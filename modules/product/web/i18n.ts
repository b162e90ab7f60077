import type { Translations } from '@suite/sdk';

/** The 'product' namespace. */
export const productTranslations: Translations = {
  "en": {
    "nav": {
      "section": "Product Management",
      "productDiscovery": "Product discovery",
      "strategicBacklog": "Strategic backlog",
      "mvpScaffolding": "MVP scaffolding",
      "featureRoi": "Feature ROI"
    },
    "pages": {
      "productDiscovery": "Product discovery",
      "strategicBacklog": "Strategic backlog",
      "mvpScaffolding": "MVP scaffolding",
      "validationLab": "Validation lab",
      "featureRoi": "Feature ROI",
      "businessValueConfig": "Business value configuration"
    },
    "placeholder": {
      "discovery": "Product discovery documents with gap analysis, a value hierarchy and a roadmap, and the portfolio from product down to tasks with business justification and budget.",
      "mvp": "MVP scenarios checked against your runway: viability, a generated template and backlog, applied to a product.",
      "roi": "Feature ROI: investment, revenue and usage per feature with computed return, payback and a timeline."
    },
    "capabilities": {
      "discovery": [
        "Portfolio hierarchy with budgets",
        "Gap analysis and value hierarchy",
        "Roadmap from discovery"
      ],
      "mvp": [
        "Viability: viable, risky, not viable",
        "Generated backlog of epics, stories and tasks",
        "Apply to the kanban backlog"
      ],
      "roi": [
        "ROI list and detail",
        "Comparison of two or more features",
        "Portfolio summary"
      ]
    }
  },
  "fr": {
    "nav": {
      "section": "Gestion de produit",
      "productDiscovery": "Découverte produit",
      "strategicBacklog": "Backlog stratégique",
      "mvpScaffolding": "Conception du MVP",
      "featureRoi": "ROI des fonctionnalités"
    },
    "pages": {
      "productDiscovery": "Découverte produit",
      "strategicBacklog": "Backlog stratégique",
      "mvpScaffolding": "Conception du MVP",
      "validationLab": "Laboratoire de validation",
      "featureRoi": "ROI des fonctionnalités",
      "businessValueConfig": "Configuration de la valeur métier"
    },
    "placeholder": {
      "discovery": "Documents de découverte produit avec analyse des écarts, hiérarchie de valeur et feuille de route, et le portefeuille du produit jusqu’aux tâches avec justification et budget.",
      "mvp": "Scénarios de MVP confrontés à votre runway : viabilité, modèle et backlog générés, appliqués à un produit.",
      "roi": "ROI des fonctionnalités : investissement, revenus et usage par fonctionnalité avec rendement, retour sur investissement et chronologie."
    },
    "capabilities": {
      "discovery": [
        "Hiérarchie du portefeuille avec budgets",
        "Analyse des écarts et hiérarchie de valeur",
        "Feuille de route issue de la découverte"
      ],
      "mvp": [
        "Viabilité : viable, risqué, non viable",
        "Backlog généré d’epics, stories et tâches",
        "Application au backlog Kanban"
      ],
      "roi": [
        "Liste et détail du ROI",
        "Comparaison de plusieurs fonctionnalités",
        "Synthèse du portefeuille"
      ]
    }
  },
  "es": {
    "nav": {
      "section": "Gestión de producto",
      "productDiscovery": "Descubrimiento de producto",
      "strategicBacklog": "Backlog estratégico",
      "mvpScaffolding": "Diseño del MVP",
      "featureRoi": "ROI de funcionalidades"
    },
    "pages": {
      "productDiscovery": "Descubrimiento de producto",
      "strategicBacklog": "Backlog estratégico",
      "mvpScaffolding": "Diseño del MVP",
      "validationLab": "Laboratorio de validación",
      "featureRoi": "ROI de funcionalidades",
      "businessValueConfig": "Configuración del valor de negocio"
    },
    "placeholder": {
      "discovery": "Documentos de descubrimiento de producto con análisis de brechas, jerarquía de valor y hoja de ruta, y la cartera desde el producto hasta las tareas con justificación y presupuesto.",
      "mvp": "Escenarios de MVP contrastados con su runway: viabilidad, plantilla y backlog generados, aplicados a un producto.",
      "roi": "ROI de funcionalidades: inversión, ingresos y uso por funcionalidad con retorno calculado, recuperación y cronología."
    },
    "capabilities": {
      "discovery": [
        "Jerarquía de cartera con presupuestos",
        "Análisis de brechas y jerarquía de valor",
        "Hoja de ruta desde el descubrimiento"
      ],
      "mvp": [
        "Viabilidad: viable, arriesgado, no viable",
        "Backlog generado de épicas, historias y tareas",
        "Aplicar al backlog Kanban"
      ],
      "roi": [
        "Lista y detalle de ROI",
        "Comparación de dos o más funcionalidades",
        "Resumen de la cartera"
      ]
    }
  }
};
