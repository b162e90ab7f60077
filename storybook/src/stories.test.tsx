import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { i18n } from '@suite/sdk/i18n';
import preview from '../.storybook/preview.js';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** The same files Storybook collects (.storybook/main.ts). */
const storyModules = import.meta.glob<StoryModule>(['../../sdk/src/**/*.stories.tsx', '../../shell/src/**/*.stories.tsx', '../../modules/*/web/**/*.stories.tsx'], {
  eager: true,
});

const project = setProjectAnnotations(preview);

/** Texts a story asked for that no namespace holds ('errors' is keyed by the English text itself). */
const missingTexts: string[] = [];
beforeAll(async () => {
  await project.beforeAll();
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_languages: readonly string[], namespace: string, key: string) => {
    if (namespace !== 'errors') missingTexts.push(`${namespace}:${key}`);
  });
});

/**
 * What the story shows: text or a graphic anywhere in the page (modals render into a portal
 * outside the container), leaving out the style tags MantineProvider always adds.
 */
function visibleContent(page: HTMLElement): string | null {
  const copy = page.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style, script').forEach((node) => node.remove());
  if (copy.querySelector('svg, img, input, textarea, select')) return copy.innerHTML;
  return copy.textContent?.trim() || null;
}

let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  missingTexts.length = 0;
});
afterEach(() => {
  cleanup();
  consoleErrors.mockRestore();
});

it('finds the stories', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0);
});

for (const [path, storyModule] of Object.entries(storyModules)) {
  describe(storyModule.default.title ?? path, () => {
    for (const Story of Object.values(composeStories(storyModule)) as ComposedStory[]) {
      it(`renders ${Story.storyName}`, async () => {
        await Story.load();
        const { baseElement, queryByTestId } = render(<Story />);
        // The preview loads languages before rendering, so nothing should be left suspended.
        await waitFor(() => expect(queryByTestId('story-suspended')).toBeNull());
        expect(visibleContent(baseElement)).toBeTruthy();
        expect(missingTexts).toEqual([]);
        expect(consoleErrors).not.toHaveBeenCalled();
      });
    }
  });
}
