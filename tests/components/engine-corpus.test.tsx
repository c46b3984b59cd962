// The engine's corpus of JSON Schemas (tests/engine/corpus, issue 33) drawn through <EngineForm>: each draws without
// rjsf's error boxes or a developer error, accepts its valid data, refuses its invalid data, and submits.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { DescriptionFieldProps, ErrorSchema, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { EngineForm } from '../../widgets';
import { CORPUS } from '../engine/corpus';
import { renderForm } from './widgets-harness';

const BROKEN = /Unsupported field schema|Developer error|No widget|can't resolve reference/i;

describe('the corpus drawn through EngineForm', () => {
  it.each(Object.entries(CORPUS))('%s draws, validates and submits', async (_name, entry) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const data of entry.valid) {
      const { ref, submitted, unmount, container } = renderForm({ schema: entry.schema, uiSchema: entry.uiSchema, formData: data, children: null });
      expect(container.textContent).not.toMatch(BROKEN);
      let valid: boolean | undefined;
      act(() => {
        valid = ref.current?.validate();
      });
      expect(valid, JSON.stringify(data)).toBe(true);
      act(() => ref.current?.submit());
      expect(submitted()).toBeDefined();
      unmount();
    }
    for (const data of entry.invalid) {
      const { ref, unmount, container } = renderForm({ schema: entry.schema, uiSchema: entry.uiSchema, formData: data, children: null });
      expect(container.textContent).not.toMatch(BROKEN);
      let valid: boolean | undefined;
      act(() => {
        valid = ref.current?.validate();
      });
      expect(valid, JSON.stringify(data)).toBe(false);
      unmount();
    }
    warn.mockRestore();
  });

  it('an unknown widget name draws the default for its type, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { schema, uiSchema } = CORPUS['unknown-widget'];
    renderForm({ schema, uiSchema: { ...uiSchema, site: { 'ui:widget': 'siteMap' } } });
    expect(screen.getByRole('textbox', { name: /^Site/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Visitor' })).toBeTruthy();
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/siteMap/);
    warn.mockRestore();
  });

  it('a property without a type is a text box', async () => {
    const { schema } = CORPUS.typeless;
    const { user, submitted } = renderForm({ schema });
    await user.type(screen.getByRole('textbox', { name: /Summary/ }), 'Spoke to the referee');
    await user.type(screen.getByRole('textbox', { name: 'Anything else' }), 'none{Enter}');
    expect(submitted()).toMatchObject({ summary: 'Spoke to the referee', extra: 'none' });
  });
});

describe('EngineForm props rjsf has', () => {
  const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' }, mood: { type: 'string', title: 'Mood' } } };

  it('shows extraErrors beside their fields', () => {
    render(
      <Theme>
        <EngineForm schema={schema} formData={{ name: 'Jo' }} extraErrors={{ name: { __errors: ['Already on file'] } } as unknown as ErrorSchema} />
      </Theme>,
    );
    expect(screen.getByText('Already on file')).toBeTruthy();
  });

  it('takes a form’s own widgets, fields and templates', () => {
    const Mood = (props: WidgetProps) => <output id={props.id}>mood widget</output>;
    const Banner = () => <p>custom field</p>;
    const Description = (props: DescriptionFieldProps) => <em id={props.id}>{props.description}</em>;
    render(
      <Theme>
        <EngineForm
          schema={{ ...schema, description: 'Tell us', properties: { ...schema.properties, banner: { type: 'string' } } }}
          uiSchema={{ mood: { 'ui:widget': 'mood' }, banner: { 'ui:field': 'banner' } }}
          widgets={{ mood: Mood }}
          fields={{ banner: Banner }}
          templates={{ DescriptionFieldTemplate: Description }}
        />
      </Theme>,
    );
    expect(screen.getByText('mood widget')).toBeTruthy();
    expect(screen.getByText('custom field')).toBeTruthy();
    expect(screen.getByText('Tell us').tagName).toBe('EM');
  });

  it('takes rjsf’s default-state options over the engine’s', () => {
    const withDefault: RJSFSchema = { type: 'object', properties: { kind: { title: 'Kind', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } } };
    const onChange = vi.fn();
    const { unmount } = render(
      <Theme>
        <EngineForm schema={withDefault} onChange={onChange} experimental_defaultFormStateBehavior={{ constAsDefaults: 'always' }} />
      </Theme>,
    );
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).not.toBe('');
    unmount();
    render(
      <Theme>
        <EngineForm schema={withDefault} />
      </Theme>,
    );
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('');
  });
});
