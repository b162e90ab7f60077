import { defineCapability } from './capabilities.js';

/** A question of a feedback widget, as another module may pick it as a metric source. */
export interface FeedbackQuestionRef {
  widgetId: string;
  widgetName: string;
  questionId: string;
  text: string;
  /** RATING, NPS, SATISFACTION, BOOLEAN, EMAIL, MULTIPLE_CHOICE. */
  type: string;
}

/**
 * Feedback widget questions and their answers so far, to be provided by the engagement module
 * (product's validation lab reads a hypothesis' metric from one). Absent when engagement is off.
 */
export interface FeedbackQuestionsCapability {
  listQuestions(accountId: string): Promise<FeedbackQuestionRef[]>;
  /** How many answers, and the average of the numeric ones (null when none); null when the question is unknown. */
  questionResult(accountId: string, widgetId: string, questionId: string): Promise<{ responses: number; average: number | null } | null>;
}
export const FEEDBACK_QUESTIONS = defineCapability<FeedbackQuestionsCapability>('engagement.feedback-questions', 'engagement');
