import { z } from 'zod';
import { RoutePath } from '../route-path';

const Endpoint = z
  .url({ protocol: /^https?$/ })
  .regex(/^https?:\/\/[^\s/]+/, 'must be an http(s):// address')
  .meta({
    title: 'Sending address',
    description:
      'Where submissions go. Overridable with the FORM_ENDPOINT environment variable at build time (development and tests).',
  });

const ScriptlessRedirect = RoutePath.optional().meta({
  title: 'Page after sending without scripts',
  description:
    'A page of this site the service sends the visitor to after a scriptless submission (sent as an absolute address built from "url").',
});

const TimeoutMs = z.number().int().positive().default(15000).meta({
  title: 'Time limit (milliseconds)',
  description:
    'With the app running, give up waiting for the service after this long and show the timeout message.',
});

export const TransportSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z
          .literal('native-post')
          .meta({ title: 'Kind', description: 'Form-encoded, like a browser POST.' }),
        endpoint: Endpoint,
        redirect: ScriptlessRedirect,
        timeoutMs: TimeoutMs,
      })
      .meta({
        title: 'As a plain web form',
        description:
          'Form-encoded. Without the app the browser posts it and the service redirects to "redirect"; with the app the same request is sent in the background, the answer read, and success goes to "redirect" on this site.',
      }),
    z
      .strictObject({
        kind: z
          .literal('fetch-multipart')
          .meta({ title: 'Kind', description: 'Multipart form data.' }),
        endpoint: Endpoint,
        redirect: ScriptlessRedirect,
        timeoutMs: TimeoutMs,
      })
      .meta({
        title: 'As form data with files',
        description:
          'Multipart form data. With the app it is sent in the background and the JSON answer\'s "success" flag decides; without the app the browser posts it and the service redirects to "redirect".',
      }),
  ])
  .meta({
    title: 'How it is sent',
    id: 'Transport',
    description: 'How a submission travels to the form service.',
  });

export type Transport = z.output<typeof TransportSchema>;
