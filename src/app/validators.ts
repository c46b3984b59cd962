// Form schemas built at run time (application steps from field definitions, local forms with the user's choices) are
// compiled by the server; the browser imports the module from the API's origin (widgets/validator.ts, issue 10).
import { setSchemaCompiler } from '../../widgets/schemaCompiler';
import { api } from './api';
import { API_BASE } from './config';

setSchemaCompiler(async (schema) => {
  const { digest } = await api.call('POST /validators', { body: { schema } });
  return new URL(`${API_BASE.replace(/\/$/, '')}/validators/${digest}`, window.location.href).href;
});
