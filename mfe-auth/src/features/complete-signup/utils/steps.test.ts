import { nextStep, resolveStep, stepsFor } from './steps';

describe('signup steps', () => {
  it('has six steps, five without the push opt-in', () => {
    expect(stepsFor(true)).toEqual(['photo', 'location', 'personal', 'about', 'push', 'activation']);
    expect(stepsFor(false)).toEqual(['photo', 'location', 'personal', 'about', 'activation']);
  });

  it('reads the step from the URL', () => {
    const steps = stepsFor(true);
    expect(resolveStep('about', steps)).toBe('about');
    expect(resolveStep(null, steps)).toBe('photo');
    expect(resolveStep('bestaat-niet', steps)).toBe('photo');
    expect(resolveStep('push', stepsFor(false))).toBe('activation');
  });

  it('goes to the next step, none after activation', () => {
    expect(nextStep('about', stepsFor(true))).toBe('push');
    expect(nextStep('about', stepsFor(false))).toBe('activation');
    expect(nextStep('activation', stepsFor(true))).toBeNull();
  });
});
