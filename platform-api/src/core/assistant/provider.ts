/**
 * Where a language model may be plugged in later (spec/DECISIONS.md, "AI-named features"). A
 * provider only rewrites a question the grammar did not understand into one it does (e.g. "are
 * we going to survive the year" -> "what is our runway"); the numbers always come from the
 * account's data through the grammar, so an answer stays explainable. None is configured by
 * default and none is called in tests.
 */
export interface AssistantLanguageProvider {
  readonly id: string;
  /** A question in the grammar's words, or null when it has none. */
  rephrase(question: string, grammarExamples: readonly string[]): Promise<string | null>;
}

/** The configured provider, if any (set by the embedding code at start-up, e.g. from configuration). */
export interface AssistantProviders {
  provider: AssistantLanguageProvider | null;
}

export function createAssistantProviders(provider: AssistantLanguageProvider | null = null): AssistantProviders {
  return { provider };
}
