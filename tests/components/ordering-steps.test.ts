// @vitest-environment node
// BACK and NEXT of the wizard, the table of order-and-application §2.1.
import { describe, expect, it } from 'vitest';
import {
  backFrom,
  landingStep,
  nextFrom,
  parseStep,
  stepPosition,
  visibleSteps,
} from '../../src/features/ordering/wizard/steps';

const PC = { ServiceID: 'PC' };
const RC = { ServiceID: 'RC' };
const one = [{ Id: 1 }];

describe('NEXT', () => {
  it("step 1 needs a service: 'Please select a service'", () => {
    expect(nextFrom(1, { services: [], applicants: [] })).toEqual({ error: 'Please select a service' });
    expect(nextFrom(1, { services: [PC], applicants: [] })).toEqual({ to: 2 });
  });

  it("step 2 needs an applicant: 'Participants required.'; then 3 with RC, else 4", () => {
    expect(nextFrom(2, { services: [PC, RC], applicants: [] })).toEqual({ error: 'Participants required.' });
    expect(nextFrom(2, { services: [PC, RC], applicants: one })).toEqual({ to: 3 });
    expect(nextFrom(2, { services: [PC], applicants: one })).toEqual({ to: 4 });
  });

  it('step 3 goes to 4', () => {
    expect(nextFrom(3, { services: [RC], applicants: one })).toEqual({ to: 4 });
  });
});

describe('BACK', () => {
  it('2 to 1, 3 to 2, 4 to 3 with RC and to 2 without', () => {
    expect(backFrom(2, { services: [PC] })).toBe(1);
    expect(backFrom(3, { services: [RC] })).toBe(2);
    expect(backFrom(4, { services: [PC, RC] })).toBe(3);
    expect(backFrom(4, { services: [PC] })).toBe(2);
  });
});

describe('the stepper', () => {
  it('shows Add Questions only with RC', () => {
    expect(visibleSteps([PC]).map((s) => s.label)).toEqual(['Choose Your Checks', 'Add Applicants', 'Confirmation']);
    expect(visibleSteps([PC, RC]).map((s) => s.label)).toEqual([
      'Choose Your Checks',
      'Add Applicants',
      'Add Questions',
      'Confirmation',
    ]);
  });

  it('sets the current-step indicator of the confirmation to 4 with RC and 3 without', () => {
    expect(stepPosition(4, [PC, RC])).toBe(4);
    expect(stepPosition(4, [PC])).toBe(3);
    expect(stepPosition(2, [PC])).toBe(2);
  });
});

describe('landing on a step', () => {
  it('sends the confirmation step without services to step 1', () => {
    expect(landingStep(4, { services: [], applicants: one })).toBe(1);
  });

  it('sends a deep link past an unfinished step back to it', () => {
    expect(landingStep(2, { services: [], applicants: [] })).toBe(1);
    expect(landingStep(4, { services: [PC], applicants: [] })).toBe(2);
    expect(landingStep(3, { services: [PC], applicants: one })).toBe(4);
    expect(landingStep(3, { services: [RC], applicants: one })).toBe(3);
    expect(landingStep(4, { services: [PC], applicants: one })).toBe(4);
  });

  it('reads the step from the url', () => {
    expect(parseStep(undefined)).toBe(1);
    expect(parseStep('3')).toBe(3);
    expect(parseStep('5')).toBeNull();
    expect(parseStep('x')).toBeNull();
  });
});
