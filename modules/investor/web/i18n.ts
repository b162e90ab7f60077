import type { Translations } from '@suite/sdk';

/** The 'investor' namespace. */
export const investorTranslations: Translations = {
  "en": {
    "nav": {
      "section": "Investor Intelligence",
      "investorDashboard": "Investor dashboard",
      "portfolioMonitoring": "Portfolio monitoring",
      "varianceAnalysis": "Variance analysis"
    },
    "pages": {
      "investorDashboard": "Investor dashboard",
      "investorDashboardAlias": "Investor dashboard",
      "company": "Company",
      "portfolioMonitoring": "Portfolio monitoring",
      "boardPackages": "Board packages",
      "investorReports": "Investor reports",
      "varianceAnalysis": "Variance analysis",
      "dataRoom": "Data room"
    },
    "placeholder": {
      "portfolio": "Your portfolio companies at a glance: valuation, ownership, runway, burn and MRR, with alerts when runway runs low or a metric declines.",
      "reporting": "Board packages, investor reports, variance analysis and a data room shared with the companies you back."
    },
    "capabilities": {
      "portfolio": [
        "Investor dashboard with time frames",
        "Company view",
        "Alerts to acknowledge and resolve"
      ],
      "reporting": [
        "Update requests to companies",
        "Communications with read receipts",
        "Variance analysis"
      ]
    }
  },
  "fr": {
    "nav": {
      "section": "Intelligence investisseurs",
      "investorDashboard": "Tableau de bord investisseur",
      "portfolioMonitoring": "Suivi du portefeuille",
      "varianceAnalysis": "Analyse des écarts"
    },
    "pages": {
      "investorDashboard": "Tableau de bord investisseur",
      "investorDashboardAlias": "Tableau de bord investisseur",
      "company": "Entreprise",
      "portfolioMonitoring": "Suivi du portefeuille",
      "boardPackages": "Dossiers du conseil",
      "investorReports": "Rapports investisseurs",
      "varianceAnalysis": "Analyse des écarts",
      "dataRoom": "Data room"
    },
    "placeholder": {
      "portfolio": "Vos participations en un coup d’œil : valorisation, détention, runway, burn et MRR, avec des alertes quand le runway baisse ou qu’un indicateur recule.",
      "reporting": "Dossiers de conseil, rapports investisseurs, analyse des écarts et data room partagée avec vos participations."
    },
    "capabilities": {
      "portfolio": [
        "Tableau de bord investisseur par période",
        "Vue par entreprise",
        "Alertes à prendre en compte et résoudre"
      ],
      "reporting": [
        "Demandes de mise à jour aux entreprises",
        "Communications avec accusés de lecture",
        "Analyse des écarts"
      ]
    }
  },
  "es": {
    "nav": {
      "section": "Inteligencia para inversores",
      "investorDashboard": "Panel del inversor",
      "portfolioMonitoring": "Seguimiento de la cartera",
      "varianceAnalysis": "Análisis de desviaciones"
    },
    "pages": {
      "investorDashboard": "Panel del inversor",
      "investorDashboardAlias": "Panel del inversor",
      "company": "Empresa",
      "portfolioMonitoring": "Seguimiento de la cartera",
      "boardPackages": "Paquetes del consejo",
      "investorReports": "Informes para inversores",
      "varianceAnalysis": "Análisis de desviaciones",
      "dataRoom": "Data room"
    },
    "placeholder": {
      "portfolio": "Sus empresas participadas de un vistazo: valoración, participación, runway, burn y MRR, con alertas cuando el runway baja o una métrica empeora.",
      "reporting": "Paquetes para el consejo, informes para inversores, análisis de desviaciones y una data room compartida con sus participadas."
    },
    "capabilities": {
      "portfolio": [
        "Panel del inversor por periodos",
        "Vista por empresa",
        "Alertas para reconocer y resolver"
      ],
      "reporting": [
        "Solicitudes de actualización a las empresas",
        "Comunicaciones con confirmación de lectura",
        "Análisis de desviaciones"
      ]
    }
  }
};
