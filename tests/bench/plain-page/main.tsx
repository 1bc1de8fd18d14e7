import { createRoot } from 'react-dom/client';
import { PlainPage, PlainProviders } from './plain-page.tsx';

createRoot(document.getElementById('root')!).render(
  <PlainProviders>
    <PlainPage />
  </PlainProviders>,
);
