import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFullTheme, loadFullThemeOnIntent } from './app/app-theme';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { onSessionEnd } from './lib/api-client';
import { hasToken } from './lib/auth-storage';
import { currentLang } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A refused refresh ends the session wherever the person is (SPEC 4, 8).
onSessionEnd(() => {
  queryClient.clear();
  void router.navigate({ to: '/$lang/login', params: { lang: currentLang() } });
});

router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
  if (fromLocation && pathChanged) void loadFullTheme();
});

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Someone signed in is headed for the dashboard: draw it with its whole theme from the start.
// Signed-out pages load it once the person starts using the page or moves to another one.
// Its persisted shell queries go back in first, so an offline reload draws the frame, not errors.
if (hasToken()) {
  const restored = import('./app/query-persistence')
    .then(({ restoreQueries }) => restoreQueries(queryClient))
    .catch(() => undefined);
  void Promise.all([loadFullTheme(), restored]).then(render);
} else {
  loadFullThemeOnIntent();
  render();
}
