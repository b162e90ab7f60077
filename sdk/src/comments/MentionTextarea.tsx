import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Popover, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMENTS_NAMESPACE } from './i18n.js';

/** A member who can be mentioned, as the users directory (`GET /users`) lists them. */
export interface MentionCandidate {
  id: string;
  name: string;
  email: string;
}

/** How many people the list offers at once. */
const MENTION_SUGGESTIONS = 6;

/**
 * The "@..." being typed just before the caret, if any: where it starts and what follows the "@".
 * An "@" counts at the start of the text or after a space, a newline or an opening bracket (so an
 * e-mail address typed in the text does not open the list); the query may hold one inner space ("@Ada Lo").
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[\s([{])@([^\s@]*(?: [^\s@]*)?)$/u.exec(before);
  if (!match) return null;
  const query = match[2]!;
  if (query.length > 40) return null;
  return { start: before.length - query.length - 1, query };
}

/** The members whose name or e-mail contains the query (case and accents ignored), best matches first. */
export function matchMembers(members: readonly MentionCandidate[], query: string, limit = MENTION_SUGGESTIONS): MentionCandidate[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const term = fold(query.trim());
  if (!term) return members.slice(0, limit);
  const scored = members
    .map((member) => {
      const name = fold(member.name);
      const email = fold(member.email);
      const score = name.startsWith(term) ? 0 : name.split(/\s+/).some((word) => word.startsWith(term)) ? 1 : email.startsWith(term) ? 2 : name.includes(term) || email.includes(term) ? 3 : -1;
      return { member, score };
    })
    .filter((entry) => entry.score >= 0);
  scored.sort((a, b) => a.score - b.score || a.member.name.localeCompare(b.member.name));
  return scored.slice(0, limit).map((entry) => entry.member);
}

export interface MentionTextareaProps {
  value: string;
  onChange(value: string): void;
  /** Called when a person is picked from the list (the text gets "@Name "). */
  onMention(member: MentionCandidate): void;
  members: readonly MentionCandidate[];
  placeholder: string;
  autoFocus?: boolean;
  /** Ctrl/Cmd+Enter. */
  onSubmit?(): void;
}

/**
 * The comment text box with "@" autocomplete: typing "@" and a few letters lists the account's
 * members; ArrowDown / ArrowUp move through the list, Enter or Tab picks, Escape closes it
 * (and only it). The list is an ARIA listbox the text box points at (aria-activedescendant).
 */
export function MentionTextarea(props: MentionTextareaProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const query = caret === null ? null : mentionQueryAt(props.value, caret);
  const options = query ? matchMembers(props.members, query.query) : [];
  const open = Boolean(query) && dismissedAt !== query?.start && props.members.length > 0 && (options.length > 0 || !query?.query.includes(' '));
  const current = Math.min(active, Math.max(0, options.length - 1));

  const track = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  const pick = (member: MentionCandidate) => {
    if (!query || caret === null) return;
    const insert = `@${member.name} `;
    const next = props.value.slice(0, query.start) + insert + props.value.slice(caret);
    const position = query.start + insert.length;
    props.onChange(next);
    props.onMention(member);
    setCaret(null);
    setActive(0);
    requestAnimationFrame(() => {
      const element = ref.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(position, position);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (options.length) setActive((current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && !event.metaKey && !event.ctrlKey && options[current]) {
        event.preventDefault();
        pick(options[current]);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only: a drawer or modal around the editor stays open (see data-mantine-stop-propagation).
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setDismissedAt(query!.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) props.onSubmit?.();
  };

  return (
    // The list opens in a popover (a portal above the page): inside a tab, drawer or card it is not
    // clipped, and it stays above floating buttons (the assistant's) on a phone.
    // withRoles off: the text box is the combobox and the dropdown its listbox (set below).
    <Popover opened={open} withRoles={false} hideDetached={false} position="bottom-start" width="target" offset={2} withinPortal trapFocus={false} returnFocus={false} closeOnEscape={false} closeOnClickOutside={false} transitionProps={{ duration: 0 }} shadow="md" radius="sm">
      <Popover.Target>
        <Textarea
          ref={ref}
          aria-label={props.placeholder}
          placeholder={props.placeholder}
          value={props.value}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={5000}
          autoFocus={props.autoFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined}
          // While the list is open, Escape is the list's: a Mantine drawer or modal around (which listens on the window, capturing) stays open.
          data-mantine-stop-propagation={open ? 'true' : undefined}
          onChange={(event) => {
            props.onChange(event.currentTarget.value);
            track(event.currentTarget);
            setActive(0);
          }}
          onSelect={(event) => track(event.currentTarget)}
          onClick={(event) => track(event.currentTarget)}
          onBlur={() => setCaret(null)}
          onKeyDown={onKeyDown}
        />
      </Popover.Target>
      <Popover.Dropdown p={4} id={listId} role="listbox" aria-label={t('panel.mentionList')} style={{ maxHeight: 240, overflowY: 'auto' }}>
          {options.length === 0 ? (
            <Text size="sm" c="dimmed" px="xs" py={4}>
              {t('panel.mentionNone')}
            </Text>
          ) : (
            options.map((member, index) => (
              <UnstyledButton
                key={member.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                tabIndex={-1}
                display="block"
                w="100%"
                px="xs"
                py={4}
                style={{ borderRadius: 4, background: index === current ? 'var(--mantine-primary-color-light)' : undefined }}
                // Keep the focus (and the caret) in the text box while picking with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(member)}
              >
                <Text size="sm" fw={500} span>
                  {member.name}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  {member.email}
                </Text>
              </UnstyledButton>
            ))
          )}
      </Popover.Dropdown>
    </Popover>
  );
}
