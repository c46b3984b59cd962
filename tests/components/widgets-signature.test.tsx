import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MANDATORY, renderForm } from './widgets-harness';
import { NOTHING_TO_UPLOAD, refitPad } from '../../widgets/inputs/SignatureWidget';

// happy-dom has no 2D canvas: signature_pad gets a context whose drawing calls do nothing, and the PNG export is fixed.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** What the pad set on its canvas context (fillStyle is the pen colour while drawing). */
let drawn: Record<string | symbol, unknown>;

beforeEach(() => {
  drawn = {};
  const context = new Proxy(drawn, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * One pen stroke as signature_pad 2 sees it: left-button mouse down and moves on the canvas, mouse up on the page.
 * Resolves once signature_pad's 16 ms move throttle has run, as it would have long before a person's next click.
 */
async function drawStroke(canvas: HTMLElement) {
  const mouse = (type: string, x: number, y: number) => {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
    Object.defineProperty(event, 'which', { value: 1 });
    return event;
  };
  canvas.dispatchEvent(mouse('mousedown', 10, 10));
  canvas.dispatchEvent(mouse('mousemove', 40, 30));
  canvas.dispatchEvent(mouse('mousemove', 80, 20));
  document.dispatchEvent(mouse('mouseup', 80, 20));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['GuardianSignature'],
  properties: { GuardianSignature: { type: 'string', title: 'Parent or guardian signature' } },
};
const uiSchema: UiSchema = { GuardianSignature: { 'ui:widget': 'signature' } };

describe('signature', () => {
  it('goes empty -> filled -> loaded: Upload only after a stroke, the returned location is stored', async () => {
    const uploadSignature = vi.fn(async (_dataUrl: string, _fieldId: string) => '/uploads/sig-7f3a.png');
    const { user, submitted } = renderForm({ schema, uiSchema, formContext: { uploadSignature } });

    const box = screen.getByRole('group', { name: 'Parent or guardian signature' });
    expect(within(box).getByText('Signature pending (required)')).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Parent or guardian signature' });
    const upload = within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    // Why it is disabled is said beside it, and given as its description.
    expect(within(dialog).getByText(NOTHING_TO_UPLOAD).id).toBe(upload.getAttribute('aria-describedby'));
    expect(within(dialog).getByRole('button', { name: 'CLEAR SIGNATURE' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    const pad = within(dialog).getByRole('img', { name: 'Signature pad' });
    await drawStroke(pad);
    await waitFor(() => expect(upload.disabled).toBe(false));
    expect(within(dialog).queryByText(NOTHING_TO_UPLOAD)).toBeNull();
    expect(drawn.fillStyle).toBe('blue');

    await user.click(within(dialog).getByRole('button', { name: 'CLEAR SIGNATURE' }));
    expect(upload.disabled).toBe(true);

    await drawStroke(pad);
    await waitFor(() => expect(upload.disabled).toBe(false));
    await user.click(upload);

    expect(uploadSignature).toHaveBeenCalledWith(PNG, 'GuardianSignature');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(box).getByText('Signature complete')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Sign again' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ GuardianSignature: '/uploads/sig-7f3a.png' });
  });

  it('takes a typed name instead of a drawing, with the keyboard alone: the name in the pen colour, marked as typed', async () => {
    const written: Array<[string, string]> = [];
    drawn.measureText = () => ({ width: 200 });
    drawn.fillText = (text: string) => written.push([text, String(drawn.fillStyle)]);
    const uploadSignature = vi.fn(async (_dataUrl: string, _fieldId: string) => '/uploads/sig-typed.png');
    const { user, submitted } = renderForm({ schema, uiSchema, formContext: { uploadSignature } });

    const box = screen.getByRole('group', { name: 'Parent or guardian signature' });
    within(box).getByRole('button', { name: 'Sign' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Parent or guardian signature' });
    const upload = within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    const name = within(dialog).getByRole('textbox', { name: 'Or type your full name' });
    // A drawing is replaced by the typed name: one or the other is stored.
    await drawStroke(within(dialog).getByRole('img', { name: 'Signature pad' }));
    await waitFor(() => expect(upload.disabled).toBe(false));
    name.focus();
    await user.keyboard('Olivia Mai Nguyen');
    expect(within(dialog).getByRole('img', { name: 'Signature pad' }).getAttribute('data-state')).toBe('empty');
    expect(upload.disabled).toBe(false);
    upload.focus();
    await user.keyboard('{Enter}');

    expect(written).toEqual([
      ['Olivia Mai Nguyen', 'blue'],
      ['Typed signature', '#555'],
    ]);
    expect(uploadSignature).toHaveBeenCalledWith(PNG, 'GuardianSignature');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(box).getByText('Signature complete')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ GuardianSignature: '/uploads/sig-typed.png' });
  });

  it('keeps the dialog open with the error when the upload fails, and stores nothing', async () => {
    const uploadSignature = vi.fn(async () => {
      throw new Error('Connection error. Please try later.');
    });
    const { user } = renderForm({ schema, uiSchema, formContext: { uploadSignature } });
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = screen.getByRole('dialog');
    await drawStroke(within(dialog).getByRole('img', { name: 'Signature pad' }));
    const upload = within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    await waitFor(() => expect(upload.disabled).toBe(false));
    await user.click(upload);

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Connection error. Please try later.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Signature pending (required)')).toBeTruthy();
  });

  it('Cancel closes the pad without storing anything; an empty required signature gets its message', async () => {
    const uploadSignature = vi.fn(async () => '/uploads/never.png');
    const { user, onSubmit } = renderForm({ schema, uiSchema, formContext: { uploadSignature } });
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await drawStroke(within(screen.getByRole('dialog')).getByRole('img', { name: 'Signature pad' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploadSignature).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const box = screen.getByRole('group', { name: 'Parent or guardian signature' });
    const message = screen.getByText(MANDATORY);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.parentElement?.id);
  });

  it('shows a stored signature as complete', () => {
    renderForm({ schema, uiSchema, formData: { GuardianSignature: '/uploads/old.png' }, formContext: { uploadSignature: vi.fn() } });
    expect(screen.getByText('Signature complete')).toBeTruthy();
  });

  it('tells the developer when the page did not provide uploadSignature', () => {
    renderForm({ schema, uiSchema });
    expect(screen.getByRole('alert').textContent).toContain(
      'the signature field “Parent or guardian signature” needs formContext.uploadSignature',
    );
  });
});

describe('a drawn signature through a rotation', () => {
  /** A pad of `width` x 200 CSS px holding one stroke, as signature_pad keeps it. */
  function fakePad(width: number) {
    const canvas = { offsetWidth: width, offsetHeight: 200, width: width * 2, height: 400, getContext: () => ({ scale: vi.fn() }) };
    let strokes = [[{ x: 100, y: 50, time: 1, color: 'blue' }, { x: 300, y: 150, time: 2, color: 'blue' }]];
    const pad = {
      getCanvas: () => canvas,
      toData: () => strokes,
      fromData: vi.fn((next: typeof strokes) => (strokes = next)),
      clear: vi.fn(() => (strokes = [])),
    };
    return { canvas, pad, strokes: () => strokes };
  }
  type Pad = Parameters<typeof refitPad>[0];

  it('redraws the strokes scaled to the new box instead of losing them, and leaves an unchanged box alone', () => {
    const { canvas, pad, strokes } = fakePad(350);
    // The first measure is the size the pad was mounted at.
    let drawnAt = refitPad(pad as unknown as Pad, null);
    expect(drawnAt).toEqual({ width: 350, height: 200 });
    expect(pad.clear).not.toHaveBeenCalled();
    // Turned to landscape: a wider box of the same height keeps the signature's size and shape.
    canvas.offsetWidth = 560;
    drawnAt = refitPad(pad as unknown as Pad, drawnAt);
    expect(canvas.width).toBe(560 * Math.max(window.devicePixelRatio || 1, 1));
    expect(strokes()[0].map((p) => [p.x, p.y])).toEqual([[100, 50], [300, 150]]);
    // Back to a narrower box than it was drawn in: scaled down to fit, both axes alike.
    canvas.offsetWidth = 280;
    drawnAt = refitPad(pad as unknown as Pad, drawnAt);
    expect(strokes()[0].map((p) => [p.x, p.y])).toEqual([[50, 25], [150, 75]]);
    expect(strokes()[0][0].color).toBe('blue');
    const calls = pad.fromData.mock.calls.length;
    refitPad(pad as unknown as Pad, drawnAt);
    expect(pad.fromData.mock.calls.length).toBe(calls);
  });
});
