import type { Translations } from '@suite/sdk';

/** The 'cadence' namespace. */
export const cadenceTranslations: Translations = {
  "en": {
    "nav": {
      "section": "Operational Cadence",
      "corporateRoster": "Corporate roster",
      "oneOnOnes": "One-on-ones",
      "performanceReviews": "Performance reviews",
      "strategicObjectives": "Strategic objectives",
      "weeklySyncs": "Weekly syncs",
      "pulseChecks": "Pulse checks",
      "scorecards": "Scorecards"
    },
    "pages": {
      "corporateRoster": "Corporate roster",
      "oneOnOnes": "One-on-ones",
      "performanceReviews": "Performance reviews",
      "strategicObjectives": "Strategic objectives",
      "goalManagement": "Goal management",
      "weeklySyncs": "Weekly syncs",
      "pulseChecks": "Pulse checks",
      "scorecards": "Scorecards",
      "checkIns": "Check-ins",
      "teamHealth": "Team health",
      "aiCoaching": "Coaching insights",
      "meetingIntelligence": "Meeting insights",
      "workflows": "Cadence workflows",
      "calendar": "Calendar"
    },
    "placeholder": {
      "people": "The people side of running a company: roster with managers and teams, one-on-ones with a shared agenda, performance review cycles.",
      "goals": "Goals and OKRs with key results and check-ins, weekly syncs, pulse checks (results hidden below 5 responses) and weekly scorecards."
    },
    "capabilities": {
      "people": [
        "Roster of people, managers and teams",
        "One-on-ones with notes and action items",
        "Self, manager and peer reviews"
      ],
      "goals": [
        "Strategic objectives and key results",
        "Pulse checks",
        "Scorecards with targets",
        "Team health"
      ]
    }
  },
  "fr": {
    "nav": {
      "section": "Cadence opérationnelle",
      "corporateRoster": "Organigramme",
      "oneOnOnes": "Entretiens individuels",
      "performanceReviews": "Évaluations de performance",
      "strategicObjectives": "Objectifs stratégiques",
      "weeklySyncs": "Synchros hebdomadaires",
      "pulseChecks": "Sondages pulse",
      "scorecards": "Tableaux de bord"
    },
    "pages": {
      "corporateRoster": "Organigramme",
      "oneOnOnes": "Entretiens individuels",
      "performanceReviews": "Évaluations de performance",
      "strategicObjectives": "Objectifs stratégiques",
      "goalManagement": "Gestion des objectifs",
      "weeklySyncs": "Synchros hebdomadaires",
      "pulseChecks": "Sondages pulse",
      "scorecards": "Tableaux de bord",
      "checkIns": "Points d’étape",
      "teamHealth": "Santé des équipes",
      "aiCoaching": "Conseils de coaching",
      "meetingIntelligence": "Analyse des réunions",
      "workflows": "Processus de cadence",
      "calendar": "Calendrier"
    },
    "placeholder": {
      "people": "Le côté humain de la gestion : organigramme avec managers et équipes, entretiens individuels à l’ordre du jour partagé, cycles d’évaluation.",
      "goals": "Objectifs et OKR avec résultats clés et points d’étape, synchros hebdomadaires, sondages pulse (résultats masqués sous 5 réponses) et tableaux de bord hebdomadaires."
    },
    "capabilities": {
      "people": [
        "Organigramme des personnes, managers et équipes",
        "Entretiens individuels avec notes et actions",
        "Auto-évaluations, évaluations manager et pairs"
      ],
      "goals": [
        "Objectifs stratégiques et résultats clés",
        "Sondages pulse",
        "Tableaux de bord avec cibles",
        "Santé des équipes"
      ]
    }
  },
  "es": {
    "nav": {
      "section": "Cadencia operativa",
      "corporateRoster": "Organigrama",
      "oneOnOnes": "Reuniones uno a uno",
      "performanceReviews": "Evaluaciones de desempeño",
      "strategicObjectives": "Objetivos estratégicos",
      "weeklySyncs": "Sincronizaciones semanales",
      "pulseChecks": "Encuestas pulse",
      "scorecards": "Cuadros de mando"
    },
    "pages": {
      "corporateRoster": "Organigrama",
      "oneOnOnes": "Reuniones uno a uno",
      "performanceReviews": "Evaluaciones de desempeño",
      "strategicObjectives": "Objetivos estratégicos",
      "goalManagement": "Gestión de objetivos",
      "weeklySyncs": "Sincronizaciones semanales",
      "pulseChecks": "Encuestas pulse",
      "scorecards": "Cuadros de mando",
      "checkIns": "Revisiones",
      "teamHealth": "Salud de los equipos",
      "aiCoaching": "Recomendaciones de coaching",
      "meetingIntelligence": "Análisis de reuniones",
      "workflows": "Flujos de cadencia",
      "calendar": "Calendario"
    },
    "placeholder": {
      "people": "El lado humano de dirigir una empresa: plantilla con responsables y equipos, reuniones uno a uno con agenda compartida, ciclos de evaluación.",
      "goals": "Objetivos y OKR con resultados clave y revisiones, sincronizaciones semanales, encuestas pulse (resultados ocultos con menos de 5 respuestas) y cuadros de mando semanales."
    },
    "capabilities": {
      "people": [
        "Plantilla de personas, responsables y equipos",
        "Reuniones uno a uno con notas y acciones",
        "Autoevaluaciones, de responsables y entre pares"
      ],
      "goals": [
        "Objetivos estratégicos y resultados clave",
        "Encuestas pulse",
        "Cuadros de mando con objetivos",
        "Salud de los equipos"
      ]
    }
  }
};
