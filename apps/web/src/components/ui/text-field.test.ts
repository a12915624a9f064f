import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextField, type TextFieldProps } from './text-field';

// The field's own words (the password toggle) are not under test; tests run outside the app's React tree.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

interface Tag {
  attributes: Record<string, string>;
  /** The text right after the opening tag (the messages hold plain text). */
  text: string;
}

/** The field as rendered, read the way a screen reader reads its description. */
function field(props: Partial<TextFieldProps>) {
  const html = renderToStaticMarkup(createElement(TextField, { label: 'Phone or email', value: '', onChange: () => {}, testId: 'account', ...props }));
  const tags: Tag[] = [...html.matchAll(/<(\w+)((?:\s[\w-]+(?:="[^"]*")?)*)\s*\/?>([^<]*)/g)].map(([, , attrs = '', text = '']) => ({
    attributes: Object.fromEntries([...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [name, value])),
    text,
  }));
  const input = tags.find((t) => t.attributes['data-testid'] === 'account');
  if (!input) throw new Error(`no input in ${html}`);
  const describedBy = (input.attributes['aria-describedby'] ?? '').split(/\s+/).filter(Boolean);
  const byId = (id: string) => tags.find((t) => t.attributes.id === id);
  const messages = tags.filter((t) => /\btext-field__(error|hint)\b/.test(t.attributes.class ?? ''));
  return {
    input,
    /** The texts the field is described by, in their order. */
    description: describedBy.map((id) => byId(id)?.text),
    /** The message lines under the field, top to bottom, with their role. */
    messages: messages.map((t) => ({ text: t.text, role: t.attributes.role ?? null })),
  };
}

describe('TextField messages', () => {
  const hint = 'Use a mainland China mobile number (11 digits) or any email address.';
  const error = 'Enter a valid mainland China mobile number or email address';

  it('keeps the hint under an invalid field: the error first, announced, then the hint, both describing the field', () => {
    const f = field({ error, hint });
    expect(f.messages).toEqual([
      { text: error, role: 'alert' },
      { text: hint, role: null },
    ]);
    expect(f.description).toEqual([error, hint]);
    expect(f.input.attributes['aria-invalid']).toBe('true');
  });

  it('describes a valid field by its hint, which is not an alert', () => {
    const f = field({ hint });
    expect(f.messages).toEqual([{ text: hint, role: null }]);
    expect(f.description).toEqual([hint]);
    expect(f.input.attributes['aria-invalid']).toBeUndefined();
  });

  it('describes a field without a hint by its error alone', () => {
    const f = field({ error, hint: null });
    expect(f.messages).toEqual([{ text: error, role: 'alert' }]);
    expect(f.description).toEqual([error]);
  });

  it('has no description without an error or a hint', () => {
    const f = field({ error: null, hint: '' });
    expect(f.messages).toEqual([]);
    expect(f.input.attributes['aria-describedby']).toBeUndefined();
  });
});
