// A section of plain values is drawn without rjsf's Form (widgets/PlainSectionForm.tsx), so that a change reaches the
// page in one render. The property: for any section of texts (some compulsory, some with a length or a pattern), any
// first answers and any sequence of changes and checks, it shows what rjsf's Form shows, field by field (label, value,
// messages, aria-invalid), and a check answers as rjsf's does. rjsf's Form is held by its page as the step holds it:
// each change it reports comes back as its data.
import { createRef, Fragment, useState, type Ref } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Theme } from '@radix-ui/themes';
import { PlainSectionForm, type SectionFormHandle } from '../../widgets/PlainSectionForm';
import { engineTheme } from '../../widgets/theme';
import { mandatoryMessages } from './widgets-harness';

afterEach(cleanup);

const KEYS = ['a', 'b', 'c', 'd'] as const;
const text = fc.constantFrom('', 'Ann', 'ANN', 'x', 'A long answer');

const property = fc.record(
  { maxLength: fc.integer({ min: 1, max: 5 }), minLength: fc.integer({ min: 1, max: 3 }), pattern: fc.constant('^[A-Z]*$') },
  { requiredKeys: [] },
);
const section: fc.Arbitrary<RJSFSchema> = fc
  .record({
    properties: fc.dictionary(fc.constantFrom(...KEYS), property, { minKeys: 1, maxKeys: 4 }),
    required: fc.subarray([...KEYS]),
  })
  .map(({ properties, required }) => ({
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([key, rules]) => [key, { type: 'string', title: `Field ${key}`, ...rules }])),
    required: required.filter((key) => key in properties),
  }));
const answers = fc.dictionary(fc.constantFrom(...KEYS), text.filter(Boolean), { maxKeys: 4 });
const step = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), key: fc.constantFrom(...KEYS), value: text }),
  fc.constant({ kind: 'check' as const }),
);

type Data = Record<string, unknown>;

/** rjsf's Form as the step held it: its reports come back as its data. */
function RjsfSection({ schema, initial, handle }: { schema: RJSFSchema; initial: Data; handle: Ref<Form> }) {
  const [data, setData] = useState(initial);
  return (
    <Form
      {...engineTheme}
      ref={handle}
      tagName="div"
      idPrefix="s"
      schema={schema}
      formData={data}
      validator={validator}
      transformErrors={mandatoryMessages}
      onChange={(event) => setData(event.formData as Data)}
      noHtml5Validate
      showErrorList={false}
    >
      <Fragment />
    </Form>
  );
}

function PlainSection({ schema, initial, handle }: { schema: RJSFSchema; initial: Data; handle: Ref<SectionFormHandle> }) {
  const [data, setData] = useState(initial);
  return (
    <PlainSectionForm
      ref={handle}
      theme={engineTheme}
      className="rjsf"
      idPrefix="s"
      schema={schema}
      validator={validator}
      uiSchema={undefined}
      formData={data}
      formContext={undefined}
      disabled={false}
      customValidate={undefined}
      transformErrors={mandatoryMessages}
      onChange={setData}
      focusOnFirstError={() => {}}
    />
  );
}

/** Each field as people see it: its text (label, messages), its value and whether it is marked invalid. */
function shown(container: HTMLElement, schema: RJSFSchema) {
  return Object.keys(schema.properties ?? {}).map((key) => {
    const input = container.querySelector<HTMLInputElement>(`#s_${key}`)!;
    return { key, text: input.closest('.rjsf-field')?.textContent, value: input.value, invalid: input.getAttribute('aria-invalid') };
  });
}

describe('a plain section drawn without rjsf’s Form', () => {
  it('shows and checks as rjsf’s Form does, through any answers, changes and checks', () => {
    let messagesSeen = 0;
    fc.assert(
      fc.property(section, answers, fc.array(step, { minLength: 1, maxLength: 6 }), (schema, initial, steps) => {
        cleanup();
        const rjsfForm = createRef<Form>();
        const plainForm = createRef<SectionFormHandle>();
        const rjsf = render(<Theme><RjsfSection schema={schema} initial={initial} handle={rjsfForm} /></Theme>).container;
        const plain = render(<Theme><PlainSection schema={schema} initial={initial} handle={plainForm} /></Theme>).container;
        expect(shown(plain, schema)).toEqual(shown(rjsf, schema));
        for (const action of [{ kind: 'check' as const }, ...steps]) {
          if (action.kind === 'check') {
            let valid: boolean[] = [];
            act(() => {
              valid = [rjsfForm.current!.validateForm(), plainForm.current!.validateForm()];
            });
            expect(valid[1]).toBe(valid[0]);
          } else {
            for (const container of [rjsf, plain]) {
              const input = container.querySelector<HTMLInputElement>(`#s_${action.key}`);
              if (!input) continue;
              fireEvent.change(input, { target: { value: action.value } });
              fireEvent.focusOut(input);
            }
          }
          const fields = shown(plain, schema);
          expect(fields).toEqual(shown(rjsf, schema));
          if (fields.some((field) => field.invalid === 'true')) messagesSeen += 1;
        }
      }),
      { numRuns: 60 },
    );
    // The generator reaches sections with messages shown.
    expect(messagesSeen).toBeGreaterThan(20);
  });
});
