// Entry of the web app. Only Radix Themes' base tokens, the colours in use and the styles of the components in use
// (app/radix-components.css) are imported, not styles.css whole, to keep the first page small (DESIGN.md "Budgets").
import './app/radix-tokens.css';
import './app/radix-components.css';
import '@radix-ui/themes/utilities.css';
import './app/global.css';
// The signed-in layout's, the application's and the form engine's styles, 2.2 KiB gzip together, in the entry's
// stylesheet: as files of their own they were three more requests before an application step can be used, each under
// 1 KiB (docs/performance.md "First loads as the browser downloads them"). Their components import them as well, for
// the pages and tests that draw them without this entry.
import './app/layout/layout.css';
import './features/application/application.css';
import '../widgets/styles.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/router';
import { routes } from './app/routes';
import './app/validators';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </App>
    </StrictMode>,
  ),
);
