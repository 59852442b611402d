import { describe, expect, it } from 'vitest';
import { submitOnce } from '../../src/forms/submit-once';

/** A page with one form: submit events are dispatched on it, as they bubble to the window. */
function page() {
  const window = new EventTarget();
  submitOnce(window);
  const submit = ({ handledByApp = false } = {}) => {
    const event = new Event('submit', { cancelable: true });
    if (handledByApp) event.preventDefault();
    window.dispatchEvent(event);
    return handledByApp ? 'handled by the app' : event.defaultPrevented ? 'dropped' : 'posted';
  };
  const show = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };
  return { submit, show };
}

describe('a form the app has not taken over posts once', () => {
  it('lets the first post go and drops the ones after it', () => {
    const { submit } = page();
    expect([submit(), submit(), submit()]).toEqual(['posted', 'dropped', 'dropped']);
  });

  it('lets it post again once the page is shown afresh from the back-forward cache', () => {
    const { submit, show } = page();
    submit();
    show(false);
    expect(submit()).toBe('dropped');
    show(true);
    expect([submit(), submit()]).toEqual(['posted', 'dropped']);
  });

  it('leaves the submissions the app handles alone', () => {
    const { submit } = page();
    expect(submit({ handledByApp: true })).toBe('handled by the app');
    expect(submit({ handledByApp: true })).toBe('handled by the app');
    expect(submit()).toBe('posted');
  });
});
