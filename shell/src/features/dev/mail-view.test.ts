import { describe, expect, it } from 'vitest';
import { linkify, mailDocument } from './mail-view.js';

describe('reading outbox mail', () => {
  it('opens the links of an HTML mail in a new tab', () => {
    expect(mailDocument('<html><head><title>x</title></head><body><a href="http://x">x</a></body></html>')).toBe(
      '<html><head><base target="_blank"><title>x</title></head><body><a href="http://x">x</a></body></html>',
    );
    expect(mailDocument('<!doctype html><p>hi</p>')).toBe('<!doctype html><base target="_blank"><p>hi</p>');
    expect(mailDocument('<p>hi</p>')).toBe('<base target="_blank"><p>hi</p>');
  });

  it('makes the links of a text mail clickable, leaving a final full stop out', () => {
    expect(linkify('Confirm: http://localhost:3000/verify-email?token=abc.\nThanks')).toEqual([
      { text: 'Confirm: ' },
      { href: 'http://localhost:3000/verify-email?token=abc' },
      { text: '.\nThanks' },
    ]);
    expect(linkify('no link here')).toEqual([{ text: 'no link here' }]);
    expect(linkify('https://a.example/x')).toEqual([{ href: 'https://a.example/x' }]);
  });
});
