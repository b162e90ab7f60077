import { describe, expect, it } from 'vitest';
import { KanbanErrors } from '../../../shared/errors/kanban-errors.js';
import { kanbanErrorTexts } from './errors.js';

describe("the kanban's error texts in French and Spanish", () => {
  const texts = Object.values(KanbanErrors).filter((text): text is string => typeof text === 'string');
  it.each(['fr', 'es'] as const)('has a %s translation for every fixed text', (language) => {
    expect(texts.filter((text) => !(text in kanbanErrorTexts[language]))).toEqual([]);
  });
});
