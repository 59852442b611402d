/**
 * npm run form-service: the local stand-in for the form-to-email service
 * (scripts/lib/form-service.ts) on FORM_SERVICE_PORT (default 4199).
 */
import { MODES, startFormService } from './lib/form-service';

const server = await startFormService();
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(
  `Form-service stand-in on http://127.0.0.1:${port}/submit — switches: /__mode?set=${MODES.join('|')}, log: /__log`,
);
