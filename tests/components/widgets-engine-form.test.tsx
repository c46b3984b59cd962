import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import BaseInputTemplate from '../../widgets/templates/BaseInputTemplate';
import { EngineForm, loadLocalForm } from '../../widgets';
import { COMMIT_DELAY_MS } from '../../widgets/useBufferedText';
import { MANDATORY, renderForm } from './widgets-harness';

const schema: RJSFSchema = {
  type: 'object',
  required: ['Surname'],
  properties: {
    Surname: { type: 'string', title: 'Surname' },
    Email: { type: 'string', title: 'Email' },
  },
};

describe('<EngineForm>', () => {
  it('renders no submit button when given no children', () => {
    renderForm({ schema, children: null });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('validate() from the page’s own NEXT button shows the errors and answers false, then true once filled', async () => {
    const { user, ref, onSubmit } = renderForm({ schema, children: null });
    let valid: boolean | undefined;
    act(() => {
      valid = ref.current?.validate();
    });
    expect(valid).toBe(false);
    expect(screen.getByText(MANDATORY)).toBeTruthy();
    // The first invalid field gets the focus, so a phone scrolls to it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Surname' }));

    // Typed but not yet committed (no blur, no pause): validate() must still see it.
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
    act(() => {
      valid = ref.current?.validate();
    });
    expect(valid).toBe(true);
    expect(screen.queryByText(MANDATORY)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submit() submits what is typed even while the edit is still pending', async () => {
    const { user, ref, submitted } = renderForm({ schema, children: null });
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Smith');
    act(() => ref.current?.submit());
    expect(submitted()).toEqual({ Surname: 'Smith' });
  });

  it('draws a form by section without a form element, and submits it through its handle', async () => {
    // A form element answers every property read on itself with a look-up of its controls by name and id, rebuilt
    // after each change to them; React reads its own properties on every element an event passes. Around a step's
    // hundreds of fields that cost a branch opening a third of its time (docs/performance.md, 29 Nov).
    const sectioned: RJSFSchema = { type: 'object', required: ['Name'], properties: { Name: schema } };
    const { container, user, ref, submitted } = renderForm({ schema: sectioned, bySection: true });
    expect(screen.getByRole('textbox', { name: 'Surname' })).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lee');
    act(() => ref.current?.submit());
    expect(submitted()).toEqual({ Name: { Surname: 'Lee' } });
  });

  it('keeps a section drawn once the browser has drawn it, and not before', () => {
    // A section is drawn near the screen only (content-visibility: auto); the browser tells each change of that.
    // Left to auto, a branch opening above a section could drop it and draw another in the click's frame.
    const sectioned: RJSFSchema = { type: 'object', properties: { Name: schema, Contact: schema } };
    const { container } = renderForm({ schema: sectioned, bySection: true });
    const [first, second] = container.querySelectorAll<HTMLElement>('.engine-section');
    const tell = (section: HTMLElement, skipped: boolean) =>
      act(() => {
        section.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));
      });
    tell(first, false);
    tell(second, true);
    expect(first.dataset.drawn).toBe('');
    expect(second.dataset.drawn).toBeUndefined();
    // Dropped again by the browser (as it leaves the screen's margin): it stays marked, so its style keeps it drawn.
    tell(first, true);
    expect(first.dataset.drawn).toBe('');
  });

  it('Enter in a field submits the text just typed', async () => {
    const { user, submitted } = renderForm({ schema });
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lee{Enter}');
    expect(submitted()).toEqual({ Surname: 'Lee' });
  });

  it('reports changes to the page once the typing is committed, not on every keystroke', async () => {
    const { user, onChange } = renderForm({ schema });
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    onChange.mockClear();
    await user.type(surname, 'Ho');
    expect(onChange.mock.calls.some(([data]) => data.Surname !== undefined)).toBe(false);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ Surname: 'Ho' });

    // A pause commits too.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ho@example.com');
    await act(() => new Promise((resolve) => setTimeout(resolve, COMMIT_DELAY_MS + 50)));
    expect(onChange).toHaveBeenLastCalledWith({ Surname: 'Ho', Email: 'ho@example.com' });
  });

  it.each([
    ['beforeunload (the first sign of a reload or a closed tab)', () => window.dispatchEvent(new Event('beforeunload'))],
    ['pagehide (a reload, a closed tab)', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page going out of sight (a phone switching apps)',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('commits the typing still in its pause on %s, at once, in a whole form and in a form drawn by section', async (_what, goAway) => {
    const sectioned: RJSFSchema = { type: 'object', properties: { Name: { type: 'object', title: 'Your name', properties: { Surname: { type: 'string', title: 'Surname' } } } } };
    for (const [bySection, typed] of [
      [false, { Surname: 'Nguyen' }],
      [true, { Name: { Surname: 'Nguyen' } }],
    ] as const) {
      const { user, onChange, unmount } = renderForm({ schema: bySection ? sectioned : schema, bySection });
      await user.type(await screen.findByRole('textbox', { name: 'Surname' }), 'Nguyen');
      expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining(typed));
      try {
        goAway();
        // Synchronously: the page is about to be gone, no timer or render later will run.
        expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining(typed));
      } finally {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      }
      unmount();
    }
  });

  it('shows new data the page passes in, and keeps the user’s typing when the page echoes its own data back', async () => {
    const { user, rerender, onChange } = renderForm({ schema, formData: { Surname: 'Old' } });
    const surname = screen.getByRole('textbox', { name: 'Surname' }) as HTMLInputElement;
    expect(surname.value).toBe('Old');

    await user.clear(surname);
    await user.type(surname, 'Typed');
    await user.tab();
    const echoed = onChange.mock.lastCall?.[0];
    expect(echoed).toEqual({ Surname: 'Typed' });
    rerender(
      <Theme>
        <EngineForm id="form" schema={schema} formData={{ ...echoed }} />
      </Theme>,
    );
    expect(surname.value).toBe('Typed');

    rerender(
      <Theme>
        <EngineForm id="form" schema={schema} formData={{ Surname: 'From the server' }} />
      </Theme>,
    );
    expect((screen.getByRole('textbox', { name: 'Surname' }) as HTMLInputElement).value).toBe('From the server');
  });

  it('disables every input when disabled', () => {
    render(
      <Theme>
        <EngineForm schema={schema} disabled />
      </Theme>,
    );
    for (const input of screen.getAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);
  });

  it('prefixes field ids with the form id so two forms on a page never collide', () => {
    render(
      <Theme>
        <EngineForm id="first" schema={schema} />
        <EngineForm id="second" schema={schema} />
      </Theme>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Surname' });
    expect(first.id).toBe('first_Surname');
    expect(second.id).toBe('second_Surname');
  });

  it('loadLocalForm rejects a name that has no JSON file in schemas/forms', async () => {
    await expect(loadLocalForm('no-such-form')).rejects.toThrow('No local form "no-such-form" in schemas/forms/');
  });

  it('keeps a keystroke made while the page re-renders for its own reasons', () => {
    function Page({ title }: { title: string }) {
      return (
        <Theme>
          <h1>{title}</h1>
          <EngineForm schema={schema} formData={{ Surname: 'A' }} />
        </Theme>
      );
    }
    const { rerender } = render(<Page title="one" />);
    const surname = screen.getByRole('textbox', { name: 'Surname' }) as HTMLInputElement;
    fireEvent.change(surname, { target: { value: 'AB' } });
    rerender(<Page title="two" />);
    expect(surname.value).toBe('AB');
    fireEvent.blur(surname);
    rerender(<Page title="three" />);
    expect(surname.value).toBe('AB');
  });
});

// widgets/fields/ObjectField.tsx draws plain string properties itself (StringProperty) and hands everything else to
// rjsf: both paths, and what the first one is for.
describe("the engine's object field", () => {
  it('draws a commit again in the field it changed only, with the ids, labels and messages rjsf would give', async () => {
    const renders = new Map<string, number>();
    function CountingWidget(props: WidgetProps) {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return <BaseInputTemplate {...props} />;
    }
    const { user, ref } = renderForm({
      schema,
      uiSchema: { Surname: { 'ui:widget': CountingWidget }, Email: { 'ui:widget': CountingWidget } },
      children: null,
    });
    const surname = screen.getByRole('textbox', { name: /Surname/ });
    expect(surname.id).toBe('form_Surname');
    act(() => {
      ref.current?.validate();
    });
    // The message under the field, the field marked as rjsf marks one with errors, the input told it is invalid.
    expect(document.querySelector('.rjsf-field-error')?.contains(surname)).toBe(true);
    expect(document.getElementById('form_Surname__error')?.textContent).toBe(MANDATORY);
    expect(surname.getAttribute('aria-invalid')).toBe('true');

    const emailRenders = renders.get('form_Email');
    await user.type(surname, 'Ng');
    await user.tab();
    expect(surname.getAttribute('aria-invalid')).toBeNull();
    expect(renders.get('form_Email')).toBe(emailRenders);
  });

  it('draws a nested object through rjsf, its fields by their full path', () => {
    renderForm({
      schema: {
        type: 'object',
        properties: { Address: { type: 'object', title: 'Address', properties: { Street: { type: 'string', title: 'Street' } } } },
      },
    });
    expect(screen.getByRole('group', { name: 'Address' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Street' }).id).toBe('form_Address_Street');
  });

  it('leaves an object with additional properties to rjsf: each keeps its key box', () => {
    renderForm({
      schema: { type: 'object', additionalProperties: { type: 'string' } },
      formData: { Colour: 'Blue' },
    });
    expect((screen.getByDisplayValue('Colour') as HTMLInputElement).id).toBe('form_Colour-key');
    expect(screen.getByDisplayValue('Blue')).toBeTruthy();
  });
});
