import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DevHost } from '@citypass/shared-ui/src/dev-host/DevHost';
import AttractionsPage from '../pages/AttractionsPage';
import ConfirmationPage from '../pages/ConfirmationPage';

createRoot(document.getElementById('root')!).render(
  <DevHost title="Attractions remote" links={[{ to: '/attractions', label: 'Attractions' }]}>
    <Routes>
      <Route path="/attractions" element={<AttractionsPage />} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
      <Route path="*" element={<Navigate to="/attractions" replace />} />
    </Routes>
  </DevHost>,
);
