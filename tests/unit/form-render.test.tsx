import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FormSchema } from '../../src/schema/forms/form';
import { FormView } from '../../src/forms/FormView';
import { readingBContactForm } from '../fixtures/forms';

describe('a form declared only in data renders', () => {
  it('the browser-validated contact form: seven labelled, required fields, phone digits only, posted natively', () => {
    const form = { ...FormSchema.parse(readingBContactForm), consent: undefined, id: 'contact-b' };
    const html = renderToString(
      <StaticRouter location="/contact">
        <FormView form={form} />
      </StaticRouter>,
    );
    expect(html).toContain('action="https://api.web3forms.com/submit"');
    expect(html).toContain('method="post"');
    expect(html).not.toContain('novalidate');
    expect(html).toContain('<input type="hidden" name="access_key" value="test-key"/>');
    const control = (name: string) =>
      new RegExp(`<(input|textarea)(?=[^>]*name="${name}")[^>]*>`).exec(html)?.[0] ?? '';
    for (const name of ['fullname', 'street', 'city', 'postcode', 'phone', 'email', 'message']) {
      expect(control(name)).toContain('required=""');
    }
    expect(control('phone')).toContain('pattern="[0-9]+"');
    expect(control('phone')).toContain('type="tel"');
    expect(control('email')).toContain('type="email"');
    expect(control('message')).toContain('rows="6"');
    expect(html.match(/<label /g)).toHaveLength(7);
  });
});
