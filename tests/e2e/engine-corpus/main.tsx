// The engine's corpus (tests/engine/corpus) drawn through EngineForm in a page of its own, built by
// tests/e2e/engine-corpus.test.ts with the app's theme CSS and the build's precompiled validators (the corpus schemas
// compiled as local forms): `?form=<name>&data=valid|invalid` draws one with its first valid or invalid data.
import '../../../src/app/radix-tokens.css';
import '../../../src/app/radix-components.css';
import '@radix-ui/themes/utilities.css';
import '../../../src/app/global.css';
import { createRoot } from 'react-dom/client';
import { Button, Container, Heading, Theme } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { CORPUS } from '../../engine/corpus';

const params = new URLSearchParams(location.search);
const name = params.get('form') ?? '';
const entry = CORPUS[name];
const data = params.get('data') === 'invalid' ? entry?.invalid[0] : entry?.valid[0];

declare global {
  interface Window {
    submitted?: unknown;
  }
}

createRoot(document.getElementById('root')!).render(
  <Theme>
    <Container size="2" px="4" py="5" asChild>
      <main>
        <Heading as="h1" size="7" mb="4">
          {entry ? entry.title : `No corpus entry "${name}"`}
        </Heading>
        {entry && (
          <EngineForm id="corpus" schema={entry.schema} uiSchema={entry.uiSchema} formData={data} onSubmit={(submitted) => (window.submitted = submitted)}>
            <Button type="submit" size="3">
              Submit
            </Button>
          </EngineForm>
        )}
      </main>
    </Container>
  </Theme>,
);
