/**
 * What the loader hands the full widget (window.__suiteWidget): the embeddable bundle's two
 * halves meet only here. No React, no dependencies: this runs on other people's sites.
 */
export interface WidgetQuestion {
  id: string;
  text?: string;
  type: 'RATING' | 'NPS' | 'SATISFACTION' | 'BOOLEAN' | 'EMAIL' | 'MULTIPLE_CHOICE';
  required?: boolean;
  options?: { value: string }[];
}

export interface LoadedWidget {
  widgetId: string;
  /** From a trusted proxy's header when the platform is configured for one, else null. */
  country?: string | null;
  configuration: {
    appearance: { theme: string; position: string; size: string; mode?: string; colors: { primary: string; background: string; text: string } };
    triggers: { type: string; delaySeconds?: number; scrollPercent?: number; selector?: string }[];
    frequency: { mode: string; days?: number };
    targeting: { urlPatterns: string[]; excludeUrls: string[]; devices: string[]; browsers?: string[]; userSegments?: string[]; countries?: string[] };
    content: { title?: string; description?: string; questions: WidgetQuestion[]; thankYouMessage?: string };
  };
}

export interface WidgetHost {
  widget: LoadedWidget;
  lang: 'en' | 'fr' | 'es';
  preview: boolean;
  /** Queue an answer (sent now, or when back online; its id makes the retry count once). */
  submit(answers: { questionId: string; answer: unknown }[], comment: string): void;
  /** Remember that the visitor saw it (frequency caps). */
  seen(): void;
}

export interface WidgetUi {
  open(host: WidgetHost): void;
}

declare global {
  interface Window {
    __suiteWidget?: WidgetUi;
    Suite?: { open(): void; identify(visitor: { email?: string; segments?: string[] }): void };
  }
}
