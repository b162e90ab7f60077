import type { Translations } from '@suite/sdk';

/** The 'engagement' namespace. */
export const engagementTranslations: Translations = {
  "en": {
    "nav": {
      "section": "Customer Engagement",
      "customerFeedback": "Customer feedback",
      "feedbackSetup": "Feedback widget setup",
      "engagementAnalytics": "Engagement analytics",
      "customerHealth": "Customer health"
    },
    "pages": {
      "customerFeedback": "Customer feedback",
      "feedbackSetup": "Feedback widget setup",
      "userFeedback": "User feedback hub",
      "engagementAnalytics": "Engagement analytics",
      "cohortAnalysis": "Cohort analysis",
      "churnPrediction": "Churn prediction",
      "retentionAnalytics": "Retention analytics",
      "sentimentAnalysis": "Sentiment analysis",
      "customerHealth": "Customer health",
      "feedbackDemo": "Feedback demo"
    },
    "placeholder": {
      "feedback": "An embeddable feedback widget for your own site: questions (rating, NPS, choice), targeting and triggers, and every answer collected here.",
      "analytics": "What customers do and feel: cohorts, retention, churn risk, sentiment and customer health."
    },
    "capabilities": {
      "feedback": [
        "Widget setup with install snippet",
        "Responses and sentiment",
        "Heatmaps of clicks"
      ],
      "analytics": [
        "Cohort and retention analysis",
        "Churn prediction from your own data",
        "Conversion flows and goals"
      ]
    }
  },
  "fr": {
    "nav": {
      "section": "Engagement client",
      "customerFeedback": "Feedback client",
      "feedbackSetup": "Configuration du widget",
      "engagementAnalytics": "Analyse de l’engagement",
      "customerHealth": "Santé client"
    },
    "pages": {
      "customerFeedback": "Feedback client",
      "feedbackSetup": "Configuration du widget",
      "userFeedback": "Centre de feedback",
      "engagementAnalytics": "Analyse de l’engagement",
      "cohortAnalysis": "Analyse de cohortes",
      "churnPrediction": "Prédiction de l’attrition",
      "retentionAnalytics": "Analyse de la rétention",
      "sentimentAnalysis": "Analyse du sentiment",
      "customerHealth": "Santé client",
      "feedbackDemo": "Démo du feedback"
    },
    "placeholder": {
      "feedback": "Un widget de feedback à intégrer à votre site : questions (note, NPS, choix), ciblage et déclencheurs, et toutes les réponses réunies ici.",
      "analytics": "Ce que font et ressentent vos clients : cohortes, rétention, risque d’attrition, sentiment et santé client."
    },
    "capabilities": {
      "feedback": [
        "Configuration du widget et extrait d’installation",
        "Réponses et sentiment",
        "Cartes de chaleur des clics"
      ],
      "analytics": [
        "Analyse de cohortes et de rétention",
        "Prédiction de l’attrition à partir de vos données",
        "Parcours de conversion et objectifs"
      ]
    }
  },
  "es": {
    "nav": {
      "section": "Interacción con clientes",
      "customerFeedback": "Opiniones de clientes",
      "feedbackSetup": "Configuración del widget",
      "engagementAnalytics": "Analítica de interacción",
      "customerHealth": "Salud del cliente"
    },
    "pages": {
      "customerFeedback": "Opiniones de clientes",
      "feedbackSetup": "Configuración del widget",
      "userFeedback": "Centro de opiniones",
      "engagementAnalytics": "Analítica de interacción",
      "cohortAnalysis": "Análisis de cohortes",
      "churnPrediction": "Predicción de abandono",
      "retentionAnalytics": "Analítica de retención",
      "sentimentAnalysis": "Análisis de sentimiento",
      "customerHealth": "Salud del cliente",
      "feedbackDemo": "Demo de opiniones"
    },
    "placeholder": {
      "feedback": "Un widget de opinión para insertar en su sitio: preguntas (valoración, NPS, opciones), segmentación y disparadores, y todas las respuestas aquí.",
      "analytics": "Lo que hacen y sienten sus clientes: cohortes, retención, riesgo de abandono, sentimiento y salud del cliente."
    },
    "capabilities": {
      "feedback": [
        "Configuración del widget y fragmento de instalación",
        "Respuestas y sentimiento",
        "Mapas de calor de clics"
      ],
      "analytics": [
        "Análisis de cohortes y retención",
        "Predicción de abandono con sus propios datos",
        "Flujos de conversión y objetivos"
      ]
    }
  }
};
