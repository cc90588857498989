import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@citypass/contracts';
import { DevHost } from '@citypass/shared-ui/dev-host/DevHost';
import AttractionsPage from '../pages/AttractionsPage';
import ConfirmationPage from '../pages/ConfirmationPage';

createRoot(document.getElementById('root')!).render(
  <DevHost title="Attractions remote" links={[{ to: ROUTES.attractions, label: 'Attractions' }]}>
    <Routes>
      <Route path={ROUTES.attractions} element={<AttractionsPage />} />
      <Route path={ROUTES.confirmation} element={<ConfirmationPage />} />
      <Route path="*" element={<Navigate to={ROUTES.attractions} replace />} />
    </Routes>
  </DevHost>,
);
