import type { MarketingPageId } from './content/types.js';
import pokerRoom from './previews/planning-poker.webp';
import retroBoard from './previews/retrospectives.webp';
import kanbanBoard from './previews/agile-kanban.webp';

/**
 * Screenshots of the product (the demo rooms, taken with ../shared/tools/screenshot.mjs and saved
 * as WebP) shown on the marketing pages: hashed static files loaded lazily by the browser, so they
 * add no JS to a page's budget beyond their URLs. Alt texts in each language.
 */
export interface MarketingPreview {
  src: string;
  width: number;
  height: number;
  alt: Record<'en' | 'fr' | 'es', string>;
}

const POKER: MarketingPreview = {
  src: pokerRoom,
  width: 1168,
  height: 732,
  alt: {
    en: 'The planning poker room after a reveal: the votes of each participant, their average and the suggested estimate, the card deck and the list of stories.',
    fr: 'La salle de planning poker après la révélation : les votes de chaque participant, leur moyenne et l’estimation suggérée, le jeu de cartes et la liste des user stories.',
    es: 'La sala de planning poker tras la revelación: los votos de cada participante, su media y la estimación sugerida, la baraja y la lista de historias.',
  },
};
const RETRO: MarketingPreview = {
  src: retroBoard,
  width: 1200,
  height: 552,
  alt: {
    en: 'A retrospective in its collect phase: the seven phases at the top, and cards written by the team in the Start, Stop and Continue columns.',
    fr: 'Une rétrospective en phase de collecte : les sept phases en haut, et les cartes écrites par l’équipe dans les colonnes Commencer, Arrêter et Continuer.',
    es: 'Una retrospectiva en la fase de recogida: las siete fases arriba y las tarjetas escritas por el equipo en las columnas Empezar, Dejar y Continuar.',
  },
};
const KANBAN: MarketingPreview = {
  src: kanbanBoard,
  width: 1200,
  height: 596,
  alt: {
    en: 'A kanban board with To do, In progress, Review and Done columns, work-in-progress limits, and cards showing type, story points, priority, labels and assignee.',
    fr: 'Un tableau kanban avec les colonnes À faire, En cours, Revue et Terminé, des limites de travail en cours, et des cartes avec type, points, priorité, étiquettes et responsable.',
    es: 'Un tablero kanban con las columnas Por hacer, En curso, Revisión y Hecho, límites de trabajo en curso y tarjetas con tipo, puntos, prioridad, etiquetas y responsable.',
  },
};

export const MARKETING_PREVIEWS: Partial<Record<MarketingPageId, MarketingPreview>> = {
  features: POKER,
  'survival-focused-agile': KANBAN,
  'planning-poker': POKER,
  retrospectives: RETRO,
  'agile-kanban': KANBAN,
};
