import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@citypass/contracts';
import { DevHost } from '@citypass/shared-ui/dev-host/DevHost';
import BookingsPage from '../pages/BookingsPage';

createRoot(document.getElementById('root')!).render(
  <DevHost title="Bookings remote" links={[{ to: ROUTES.bookings, label: 'My bookings' }]}>
    <Routes>
      <Route path={ROUTES.bookings} element={<BookingsPage />} />
      <Route path="*" element={<Navigate to={ROUTES.bookings} replace />} />
    </Routes>
  </DevHost>,
);
